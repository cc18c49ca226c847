/// What a variable of an interpreted `init(from:)` holds while the body runs.
enum InterpretedValue {
    /// A decoded value as JSON text; `null` is nil.
    case json(String)
    /// An array being built by `append`, element texts in order.
    case list([String])
    case decoder(DecoderPlace)
    case keyed(KeyedPlace)
    case unkeyed(UnkeyedPlace)
    case single(DecoderPlace)
    /// `.some(nil)`: an optional that holds an optional that is nil. Not nil (`if let` binds it),
    /// and encoded as `null`.
    case someNil
    /// What the body computes where the tool does not follow it (`DecodingConversion.unknown`,
    /// `UninterpretedStatement`): neither a value nor nil. Anything made from it is unknown too, a
    /// branch on it takes no side the tool can see, and `--print` leaves a property holding it out (saying so: `UnknownValue`).
    case unknown

    /// The value as JSON text, when it is a value.
    var text: String? {
        switch self {
        case .json(let text): text
        case .list(let elements): "[" + elements.joined(separator: ",") + "]"
        case .someNil: "null"
        default: nil
        }
    }

    /// An unkeyed or single-value container: reads go to its current position, which a failed
    /// read does not move past.
    var isPositional: Bool {
        switch self {
        case .unkeyed, .single: true
        default: false
        }
    }

    var isContainerOrDecoder: Bool {
        switch self {
        case .decoder, .keyed, .unkeyed, .single: true
        default: false
        }
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    var isNil: Bool {
        if case .json("null") = self { return true }
        return false
    }

    /// `true`, as a condition sees it: anything else (false, nil, unknown) does not hold.
    var isTrue: Bool {
        if case .json("true") = self { return true }
        return false
    }

    /// `a < b` and the like on two numbers; unknown for anything else (strings compare by
    /// Unicode order in Swift, which the tool does not reproduce).
    static func compare(_ op: String, _ left: InterpretedValue, _ right: InterpretedValue) -> InterpretedValue {
        guard let leftText = left.text, let rightText = right.text, let first = Double(leftText), let second = Double(rightText)
        else { return .unknown }
        let result: Bool
        switch op {
        case "<": result = first < second
        case "<=": result = first <= second
        case ">": result = first > second
        case ">=": result = first >= second
        default: return .unknown
        }
        return .json(result ? "true" : "false")
    }
}
