import Foundation

/// The interpreter's values are JSON texts (as `JSONEncoder` with sorted keys writes them): what a
/// body compares, switches on and takes apart, read from that text.
public enum InterpretedJSON {
    /// A non-finite `Double` as the interpreter holds it (`inf`, `-inf`, `nan`: Swift's spelling,
    /// which `Double(_:)` reads back): a value, but no JSON text, and `JSONEncoder` refuses it.
    static func isNonFiniteNumber(_ text: String) -> Bool {
        ["inf", "-inf", "nan", "-nan"].contains(text)
    }

    /// JSON texts compared as values: numbers by magnitude (`1` equals `1.0`), the rest by text.
    static func equal(_ left: String, _ right: String) -> Bool {
        if left == right { return true }
        if let first = Double(left), let second = Double(right) { return first == second }
        // Strings by content: the encoder writes `/` as `\/`, a literal in the body does not.
        if left.hasPrefix("\""), right.hasPrefix("\""), let first = stringContent(left), let second = stringContent(right) {
            return first == second
        }
        return false
    }

    /// The string inside a JSON string text, or nil for any other value. Also how the schema
    /// reads a string literal of an `init(from:)` body (kept as its JSON text, `"\"#\""` is `#`):
    /// one reading for the literal and for the value the interpreter compares it with.
    public static func stringContent(_ text: String) -> String? {
        guard text.hasPrefix("\"") else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) as? String
    }

    /// The element texts of a JSON array text, in order; nil for any other value.
    static func elements(ofArray text: String) -> [String]? {
        topLevelSegments(of: text, opening: "[", closing: "]")
    }

    /// The text of the member `key` of a JSON object text: nil when the object has no such member
    /// (an encoding leaves a nil property out) or the text is not an object.
    static func member(_ key: String, ofObject text: String) -> String? {
        guard let segments = topLevelSegments(of: text, opening: "{", closing: "}") else { return nil }
        for segment in segments {
            // `"key":value`: the key is a string, so the first colon after it ends it.
            guard let colon = keyEnd(in: segment), stringContent(String(segment[..<colon])) == key else { continue }
            return String(segment[segment.index(after: colon)...]).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return nil
    }

    /// A JSON object text without the members whose keys are in `keys`, the others in their
    /// order; nil when the text is not an object.
    static func object(_ text: String, removing keys: Set<String>) -> String? {
        guard let segments = topLevelSegments(of: text, opening: "{", closing: "}") else { return nil }
        let kept = segments.filter { segment in
            guard let colon = keyEnd(in: segment), let key = stringContent(String(segment[..<colon])) else { return true }
            return !keys.contains(key)
        }
        return "{" + kept.joined(separator: ",") + "}"
    }

    /// The index of the `:` after a member's key string.
    private static func keyEnd(in segment: String) -> String.Index? {
        var escaped = false
        var inString = false
        for index in segment.indices {
            let character = segment[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == ":" {
                return index
            }
        }
        return nil
    }

    /// The texts between the top-level commas of an array or object text; nil when the text is
    /// not one.
    private static func topLevelSegments(of text: String, opening: Character, closing: Character) -> [String]? {
        let bytes = Array(text.utf8)
        guard let open = opening.asciiValue, let close = closing.asciiValue, bytes.first == open, bytes.last == close else { return nil }
        var segments: [String] = []
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
                segments.append(trimmed(bytes[start..<position]))
                start = position + 1
            default: break
            }
        }
        let last = trimmed(bytes[start..<(bytes.count - 1)])
        if !last.isEmpty || !segments.isEmpty { segments.append(last) }
        return segments
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let spaces: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
        let kept = bytes.drop { spaces.contains($0) }.reversed().drop { spaces.contains($0) }.reversed()
        return String(decoding: Array(kept), as: UTF8.self)
    }
}
