import CodableCheckCore

/// The `String` members a body calls that the interpreter evaluates, read from how they are
/// written (`s.lowercased()`, `s.dropFirst(2)`, `s.hasPrefix("x-")`, `s.count`).
extension StringOperation {
    /// The `String` member the interpreter evaluates (`DecodingConversion.stringOperation`): a
    /// property when `arguments` is nil, else a method called with literal arguments.
    static func member(_ name: String, arguments: [BodyArgument]?) -> StringOperation? {
        guard let arguments else {
            switch name {
            case "count": return .count
            case "isEmpty": return .isEmpty
            default: return nil
            }
        }
        // `s.starts(with: "x-")`: `String.hasPrefix` is `starts(with:)` in the standard library.
        if name == "starts", arguments.count == 1, arguments[0].label == "with", case .literal(let text) = arguments[0].value {
            return InterpretedJSON.stringContent(text).map { .hasPrefix($0) }
        }
        let literal: String? =
            if arguments.count == 1, arguments[0].label == nil, case .literal(let text) = arguments[0].value { text } else { nil }
        switch (name, arguments.isEmpty) {
        case ("uppercased", true): return .uppercased
        case ("lowercased", true): return .lowercased
        case ("dropFirst", true): return .dropFirst(1)
        case ("dropLast", true): return .dropLast(1)
        case ("dropFirst", false): return literal.flatMap { Int($0) }.flatMap { $0 >= 0 ? .dropFirst($0) : nil }
        case ("dropLast", false): return literal.flatMap { Int($0) }.flatMap { $0 >= 0 ? .dropLast($0) : nil }
        case ("hasPrefix", false): return literal.flatMap(InterpretedJSON.stringContent).map { .hasPrefix($0) }
        case ("hasSuffix", false): return literal.flatMap(InterpretedJSON.stringContent).map { .hasSuffix($0) }
        default: return nil
        }
    }
}
