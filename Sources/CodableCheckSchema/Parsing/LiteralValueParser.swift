/// Recognises the initial values that carry meaning for decoding: literals (which give a
/// property its inferred type and a JSON default) and `.member`, `Type.member`, `Type(...)`.
/// Anything else is left uninterpreted (`nil`): only the source text is kept.
struct LiteralValueParser {
    private let tokens: [SwiftToken]
    private var index = 0
    private static let maximumDepth = 32

    init(tokens: [SwiftToken]) {
        self.tokens = tokens
    }

    /// The literal only if it spans every token.
    mutating func parseWhole() -> LiteralValue? {
        guard let value = parseValue(depth: 0), index == tokens.count else { return nil }
        return value
    }

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private mutating func parseValue(depth: Int) -> LiteralValue? {
        guard depth < Self.maximumDepth, let token = current else { return nil }
        switch token.kind {
        case .number:
            index += 1
            return Self.numberLiteral(token.text, negative: false)
        case .string:
            index += 1
            return token.stringValue.map(LiteralValue.string)
        case .punctuation where token.text == "-":
            index += 1
            guard let number = current, number.kind == .number, !number.followsSpace else { return nil }
            index += 1
            return Self.numberLiteral(number.text, negative: true)
        case .punctuation where token.text == "[":
            return parseCollection(depth: depth)
        case .punctuation where token.text == ".":
            index += 1
            guard let member = current, member.kind == .identifier else { return nil }
            index += 1
            if let next = current, next.text == "(" { return nil }
            return .implicitMember(member.text)
        case .identifier where !token.isEscaped && (token.text == "true" || token.text == "false"):
            index += 1
            return .bool(token.text == "true")
        case .identifier where !token.isEscaped && token.text == "nil":
            index += 1
            return .nil
        case .identifier:
            return parseTypeExpression()
        default:
            return nil
        }
    }

    /// `[]`, `[:]`, `[1, 2]`; dictionaries with entries are not interpreted.
    private mutating func parseCollection(depth: Int) -> LiteralValue? {
        index += 1
        if current?.text == "]" {
            index += 1
            return .array([])
        }
        if current?.text == ":", index + 1 < tokens.count, tokens[index + 1].text == "]" {
            index += 2
            return .emptyDictionary
        }
        var elements: [LiteralValue] = []
        while let token = current, token.text != "]" {
            guard let element = parseValue(depth: depth + 1) else { return nil }
            elements.append(element)
            if current?.text == "," { index += 1 } else { break }
        }
        guard current?.text == "]" else { return nil }
        index += 1
        return .array(elements)
    }

    /// `Genre.fantasy`, `Book(...)`, `Book.init(...)`, `Outer.Inner()`.
    private mutating func parseTypeExpression() -> LiteralValue? {
        var components: [String] = []
        while let token = current, token.kind == .identifier {
            components.append(token.text)
            index += 1
            guard current?.text == ".", index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { break }
            index += 1
        }
        if let last = components.last, last == "init" { components.removeLast() }
        guard let typeName = components.first, typeName.first?.isUppercase == true else { return nil }
        if current?.text == "(" {
            // `Formatter.shared.format(...)` calls a method: only type names make an initializer.
            guard components.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
            // Skip the arguments: they do not change the type.
            var depth = 0
            while let token = current {
                index += 1
                if token.text == "(" { depth += 1 }
                if token.text == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
            }
            return .initializerCall(Self.typeReference(components))
        }
        guard components.count >= 2 else { return nil }
        let member = components.removeLast()
        // `Genre.fantasy`, `Date.now`; `Formatter.shared.value` is some other type's member.
        guard components.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        return .typeMember(type: Self.typeReference(components), member: member)
    }

    private static func typeReference(_ components: [String]) -> TypeReference {
        .named(components.map { TypeReference.Component(name: $0, arguments: []) })
    }

    private static func numberLiteral(_ text: String, negative: Bool) -> LiteralValue? {
        let digits = String(text.filter { $0 != "_" })
        let sign = negative ? "-" : ""
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            guard let value = Int(digits.dropFirst(2), radix: radix) else { return nil }
            return .integer(sign + String(value))
        }
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // JSON has no leading zeros: `007` becomes `7`; beyond `Int` the digits stay as written.
            return .integer(sign + (Int(digits).map(String.init) ?? digits))
        }
        guard Double(digits) != nil else { return nil }
        return .float(sign + digits)
    }
}
