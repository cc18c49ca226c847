import Foundation

/// Values of an interpreted `init(from:)` as JSON texts: truth, equality, and the conversions a
/// body applies (`URL(string:)`, `Int(_:)`, `E(rawValue:)`).
extension RecoveringWalker {
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

    static func isTrue(_ value: InterpretedValue) -> Bool {
        if case .json("true") = value { return true }
        return false
    }

    /// JSON texts compared as values: numbers by magnitude (`1` equals `1.0`), the rest by text.
    static func jsonEqual(_ left: String, _ right: String) -> Bool {
        if left == right { return true }
        if let first = Double(left), let second = Double(right) { return first == second }
        return false
    }

    /// The string inside a JSON string text, or nil for any other value.
    static func stringContent(_ text: String) -> String? {
        guard text.hasPrefix("\"") else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) as? String
    }

    static func convert(_ text: String, _ conversion: DecodingConversion) -> String {
        var writer = EncodedJSONWriter()
        let content = stringContent(text)
        switch conversion {
        case .url:
            guard let content, let url = URL(string: content) else { return "null" }
            writer.writeString(url.absoluteString)
        case .integer:
            guard let content else { return text }
            guard let value = Int(content) else { return "null" }
            writer.writeRaw(String(value))
        case .double:
            guard let content else { return text }
            guard let value = Double(content), value.isFinite else { return "null" }
            writer.writeRaw(DecodedValuePrinter.encoderText(value.description))
        case .bool:
            guard let content else { return text }
            guard let value = Bool(content) else { return "null" }
            writer.writeRaw(value ? "true" : "false")
        case .string:
            writer.writeString(content ?? text)
        case .rawValue(let rawValues):
            return rawValues.contains { jsonEqual($0, text) } ? text : "null"
        case .opaque, .wrappedInOptional, .unknown:
            return text
        }
        return writer.text
    }
}
