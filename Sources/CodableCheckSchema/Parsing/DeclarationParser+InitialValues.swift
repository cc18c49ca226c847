extension DeclarationParser {
    /// Type syntax nests deeper than this only in generated or hostile text; beyond it the type
    /// is rejected instead of recursed into.
    static let maximumTypeDepth = 64

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
