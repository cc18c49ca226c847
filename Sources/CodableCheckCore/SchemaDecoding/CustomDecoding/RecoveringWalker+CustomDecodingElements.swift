/// `map`, `compactMap` and `filter` over a decoded array in an interpreted `init(from:)`
/// (`DecodingExpression.mapElements`), evaluated element by element as Swift runs them.
extension RecoveringWalker {
    mutating func mapElements(
        _ base: DecodingExpression, _ body: DecodingExpression, _ operation: ElementOperation, _ custom: CompiledCustomDecoding,
        _ frame: inout CustomDecodingFrame
    ) -> InterpretedValue? {
        guard let held = evaluate(base, custom, &frame) else { return nil }
        if held.isNil || held.isUnknown { return held }
        guard let text = held.text, let elements = Self.arrayElements(text) else { return .unknown }
        let saved = frame.variables["$0"]
        defer { frame.variables["$0"] = saved }
        var results: [String] = []
        for element in elements {
            frame.variables["$0"] = .json(element)
            guard let value = evaluate(body, custom, &frame) else { return nil }
            if value.isUnknown { return .unknown }
            switch operation {
            case .map: results.append(value.text ?? "null")
            case .compactMap: if !value.isNil { results.append(value.text ?? "null") }
            case .filter: if Self.isTrue(value) { results.append(element) }
            }
        }
        return .list(results)
    }

    /// The element texts of a JSON array text, in order; nil for any other value.
    static func arrayElements(_ text: String) -> [String]? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return nil }
        var elements: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var start = 1
        for position in 1..<(bytes.count - 1) {
            let byte = bytes[position]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                elements.append(trimmed(bytes[start..<position]))
                start = position + 1
            default: break
            }
        }
        let last = trimmed(bytes[start..<(bytes.count - 1)])
        if !last.isEmpty || !elements.isEmpty { elements.append(last) }
        return elements
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let spaces: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
        let kept = bytes.drop { spaces.contains($0) }.reversed().drop { spaces.contains($0) }.reversed()
        return String(decoding: Array(kept), as: UTF8.self)
    }
}
