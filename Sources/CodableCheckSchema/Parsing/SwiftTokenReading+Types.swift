/// Type syntax, as both readers meet it: property and parameter types, generic arguments,
/// `X.self` and casts in `init(from:)` code, and the attributes types and declarations carry.
extension SwiftTokenReading {
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
        guard depth < DeclarationParser.maximumTypeDepth else {
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
                if postfixDepth >= DeclarationParser.maximumTypeDepth {
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

    /// `@name`, `@name<Args>`, `@name(arguments)`, any number of them.
    mutating func parseAttributes(depth: Int = 0) -> [AttributeUse] {
        var attributes: [AttributeUse] = []
        while current.kind == .attribute {
            let token = current
            advance()
            var genericArguments: [TypeReference] = []
            if current.isPunctuation("<"), !current.followsSpace {
                advance()
                genericArguments = parseTypeList(closing: ">", depth: depth + 1)
            }
            var argumentText: String?
            if current.isPunctuation("("), !current.followsSpace {
                let open = current
                let close = skipBalanced()
                argumentText =
                    close.offset > open.endOffset
                    ? String(decoding: source[open.endOffset..<min(close.offset, source.count)], as: UTF8.self)
                    : ""
            }
            attributes.append(
                AttributeUse(
                    name: token.text, genericArguments: genericArguments, argumentText: argumentText,
                    location: location(of: token)))
        }
        return attributes
    }
}
