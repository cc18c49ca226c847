extension DeclarationParser {
    /// Type syntax nests deeper than this only in generated or hostile text; beyond it the type
    /// is rejected instead of recursed into.
    static let maximumTypeDepth = 64

    /// Parses a type at `current`, or returns nil without consuming a meaningful token. A type
    /// that nests too deeply anywhere is nil as a whole (with `typeNestedTooDeeply` set), not a
    /// truncated reference that would fail later for the wrong reason.
    mutating func parseType(depth: Int = 0) -> TypeReference? {
        guard depth == 0 else { return parseNestedType(depth: depth) }
        typeNestedTooDeeply = false
        let type = parseNestedType(depth: 0)
        return typeNestedTooDeeply ? nil : type
    }

    private mutating func parseNestedType(depth: Int) -> TypeReference? {
        guard depth < Self.maximumTypeDepth else {
            typeNestedTooDeeply = true
            return nil
        }
        // Attributes and specifiers that do not change what is decoded.
        while true {
            if current.kind == .attribute {
                _ = parseAttributes(depth: depth + 1)
            } else if ["inout", "borrowing", "consuming", "sending", "any", "some", "isolated", "each", "repeat"]
                .contains(where: current.isKeyword), peek().kind == .identifier || peek().isPunctuation("[") || peek().isPunctuation("(")
            {
                advance()
            } else {
                break
            }
        }
        guard var type = parsePrimaryType(depth: depth) else { return nil }
        // Each `?` or `!` is one more level, counted against the same limit as brackets, so
        // `Int` with 10,000 `?` is refused here instead of becoming a 10,000-deep reference.
        // (Decided locally: the shared flag may be left over from an earlier type when this is
        // reached through `parseTypeList` or `parseAttributes`, which do not reset it.)
        var postfixDepth = depth
        var postfixTooDeep = false
        while true {
            if current.isPunctuation("?") || current.isPunctuation("!"), !current.followsSpace {
                postfixDepth += 1
                if postfixDepth >= Self.maximumTypeDepth {
                    postfixTooDeep = true
                    typeNestedTooDeeply = true
                }
                if !postfixTooDeep {
                    type = current.isPunctuation("?") ? .optional(type) : .implicitlyUnwrappedOptional(type)
                }
                advance()
            } else if current.isPunctuation("."), peek().isKeyword("Type") || peek().isKeyword("Protocol") {
                type = .metatype(type)
                advance()
                advance()
            } else if current.isPunctuation("."), peek().isPunctuation("."), peek(2).isPunctuation(".") {
                advance(); advance(); advance()
            } else {
                break
            }
        }
        if postfixTooDeep { return nil }
        if current.isKeyword("async") || current.isKeyword("throws") || current.isPunctuation("-") && peek().isPunctuation(">") {
            while current.isKeyword("async") || current.isKeyword("throws") {
                advance()
                if current.isPunctuation("("), !current.followsSpace { skipBalanced() }
            }
            if current.isPunctuation("-"), peek().isPunctuation(">") {
                advance()
                advance()
                _ = parseType(depth: depth + 1)
            }
            return .function
        }
        if current.isPunctuation("&") {
            var parts = [type]
            while current.isPunctuation("&") {
                advance()
                // `~Copyable & ~Escapable`: a suppressed conformance says nothing about decoding.
                if current.isPunctuation("~") { advance() }
                guard let part = parsePrimaryType(depth: depth + 1) else { break }
                parts.append(part)
            }
            return .composition(parts)
        }
        return type
    }

    private mutating func parsePrimaryType(depth: Int) -> TypeReference? {
        let token = current
        if token.isPunctuation("[") {
            advance()
            guard let element = parseType(depth: depth + 1) else { return recover(closing: "]") }
            if current.isPunctuation(":") {
                advance()
                guard let value = parseType(depth: depth + 1) else { return recover(closing: "]") }
                guard expect("]") else { return nil }
                return .dictionary(key: element, value: value)
            }
            guard expect("]") else { return nil }
            return .array(element)
        }
        if token.isPunctuation("(") {
            advance()
            var elements: [TypeReference] = []
            while !current.isPunctuation(")") {
                // An element label: `(name: String, count: Int)`.
                if current.kind == .identifier, peek().isPunctuation(":") {
                    advance()
                    advance()
                } else if current.kind == .identifier, peek().kind == .identifier, peek(2).isPunctuation(":") {
                    advance(); advance(); advance()
                }
                guard let element = parseType(depth: depth + 1) else { return recover(closing: ")") }
                elements.append(element)
                guard current.isPunctuation(",") else { break }
                advance()
            }
            guard expect(")") else { return nil }
            let isFunction =
                current.isKeyword("async") || current.isKeyword("throws") || current.isPunctuation("-") && peek().isPunctuation(">")
            if elements.count == 1, !isFunction { return elements[0] }
            return .tuple(elements)
        }
        guard token.kind == .identifier, !["let", "var", "func", "where"].contains(where: token.isKeyword) else { return nil }
        var components: [TypeReference.Component] = []
        repeat {
            if !components.isEmpty { advance() }  // the dot
            guard current.kind == .identifier else { return nil }
            var component = TypeReference.Component(name: current.text, arguments: [])
            advance()
            if current.isPunctuation("<"), !current.followsSpace || peekClosesTypeList() {
                advance()
                component.arguments = parseTypeList(closing: ">", depth: depth + 1)
            }
            components.append(component)
        } while current.isPunctuation(".") && peek().kind == .identifier && !peek().isKeyword("Type") && !peek().isKeyword("Protocol")
        return .named(components)
    }

    /// Whether a `<` after a name starts generic arguments even with a space before it.
    private func peekClosesTypeList() -> Bool {
        peek().kind == .identifier || peek().kind == .attribute || peek().isPunctuation("[") || peek().isPunctuation("(")
    }

    /// Types separated by commas up to `closing` (already past the opening token); consumes the
    /// closing token. Stops, without looping, at anything that is not a type.
    mutating func parseTypeList(closing: String, depth: Int = 0) -> [TypeReference] {
        var types: [TypeReference] = []
        while !current.isPunctuation(closing), current.kind != .endOfFile {
            guard let type = parseType(depth: depth + 1) else {
                _ = recover(closing: closing)
                return types
            }
            types.append(type)
            guard current.isPunctuation(",") else { break }
            advance()
        }
        if current.isPunctuation(closing) { advance() }
        return types
    }

    private mutating func expect(_ closing: String) -> Bool {
        if current.isPunctuation(closing) {
            advance()
            return true
        }
        return recover(closing: closing) != nil
    }

    /// After a malformed type: skips to the closing token on the same line if there is one.
    /// Always returns nil, the caller's result for a type that could not be read.
    private mutating func recover(closing: String) -> TypeReference? {
        while current.kind != .endOfFile, !current.startsLine || current.isPunctuation(closing) {
            if current.isPunctuation(closing) {
                advance()
                return nil
            }
            if current.isPunctuation("{") || current.isPunctuation("}") || current.isPunctuation("=") { return nil }
            advance()
        }
        return nil
    }

    // MARK: Values

    /// The expression after `=` in a property: up to a `,` or `;` at depth 0, a closing brace,
    /// an observer block `{ didSet ... }`, or a line that starts a new declaration.
    mutating func parseInitialValue() -> InitialValue? {
        let first = current
        let startIndex = index
        var last = current
        var count = 0
        while current.kind != .endOfFile {
            let token = current
            if token.startsLine, isDeclarationStart(token) { break }
            if token.isPunctuation(",") || token.isPunctuation(";") || token.isPunctuation("}")
                || token.isPunctuation(")") || token.isPunctuation("]")
            {
                break
            }
            if token.isPunctuation("{"), count > 0, peek().isKeyword("willSet") || peek().isKeyword("didSet") { break }
            if token.isPunctuation("<"), !token.followsSpace, count > 0, let closing = genericArgumentsEnd() {
                // `NSCache<NSString, NSString>()`: the comma inside does not end the value.
                index = closing
                last = current
                advance()
            } else if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                last = skipBalanced()
            } else {
                last = token
                advance()
            }
            count += 1
        }
        guard count > 0 else { return nil }
        var literalParser = LiteralValueParser(tokens: Array(tokens[startIndex..<index]))
        var literal = literalParser.parseWhole()
        if literal == nil || literal.map({ if case .initializerCall = $0 { true } else { false } }) == true {
            // `[String]()`, `Set<String>()`, `[String: Int]()`: read the type with the type parser.
            literal = initializerCallType(from: startIndex, to: index).map(LiteralValue.initializerCall) ?? literal
        }
        return InitialValue(text: sourceText(from: first, through: last), literal: literal)
    }

    /// The type of an initial value that is exactly `Type(...)` (or `Type.init(...)`), where the
    /// type may use generic arguments and `[T]`/`[K: V]` sugar. Leaves `index` where it was.
    private mutating func initializerCallType(from start: Int, to end: Int) -> TypeReference? {
        let saved = index
        defer { index = saved }
        index = start
        guard var type = parseType() else { return nil }
        if case .named(var components) = type, components.count > 1, components.last?.name == "init" {
            components.removeLast()
            type = .named(components)
        }
        guard Self.namesOnlyTypes(type), current.isPunctuation("("), index < end else { return nil }
        skipBalanced()
        return index == end ? type : nil
    }

    /// Whether every name in a type starts with an upper-case letter, as type names do (and
    /// `shared` or `format` in `Formatter.shared.format` do not).
    private static func namesOnlyTypes(_ type: TypeReference) -> Bool {
        switch type {
        case .named(let components):
            return components.allSatisfy { $0.name.first?.isUppercase == true && $0.arguments.allSatisfy(namesOnlyTypes) }
        case .array(let element), .optional(let element): return namesOnlyTypes(element)
        case .dictionary(let key, let value): return namesOnlyTypes(key) && namesOnlyTypes(value)
        default: return false
        }
    }

    /// The index of the `>` closing generic arguments that start at `current` (a `<` right after a
    /// name), if what follows reads as type arguments: names, dots, commas, brackets, `?`, `!`,
    /// `&`, `:` and nested angle brackets, all on one line.
    private func genericArgumentsEnd() -> Int? {
        var depth = 0
        var position = index
        while position < tokens.count, position - index < 256 {
            let token = tokens[position]
            if position > index, token.startsLine { return nil }
            switch token.kind {
            case .identifier: break
            case .punctuation:
                switch token.text {
                case "<": depth += 1
                case ">":
                    depth -= 1
                    if depth == 0 { return position }
                case ".", ",", "[", "]", "?", "!", "&", ":", "(", ")": break
                default: return nil
                }
            default: return nil
            }
            position += 1
        }
        return nil
    }

    /// An enum case's raw value: a string or integer literal, possibly negated.
    mutating func parseRawValue() -> RawValueLiteral? {
        let first = current
        var isNegative = false
        if current.isPunctuation("-") {
            isNegative = true
            advance()
        }
        let token = current
        switch token.kind {
        case .string:
            advance()
            if let value = token.stringValue, !isNegative { return .string(value) }
            return .other(sourceText(from: first, through: token))
        case .number:
            advance()
            let isInteger = !token.text.contains(".") && (token.text.hasPrefix("0x") || !token.text.lowercased().contains("e"))
            return isInteger ? .integer((isNegative ? "-" : "") + token.text) : .other(sourceText(from: first, through: token))
        case .identifier:
            advance()
            return .other(sourceText(from: first, through: token))
        default:
            report(.expectedRawValue, at: token)
            return nil
        }
    }
}
