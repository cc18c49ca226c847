/// How messages quote a value as the user wrote it: the raw JSON text, cut short when long.
enum ValueText {
    /// Longest excerpt a message quotes, in bytes of the original text.
    static let maximumLength = 40

    /// The raw text of `bytes`, truncated with `…` after `maximumLength` bytes (on a UTF-8
    /// boundary), with invalid UTF-8 shown as U+FFFD and control characters as escapes.
    static func excerpt(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > maximumLength else { return VisibleText.escapingControls(String(decoding: bytes, as: UTF8.self)) }
        var end = maximumLength
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return VisibleText.escapingControls(String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)) + "…"
    }

    /// The text of the value at `index`: a string with its quotes, a number or literal as written,
    /// `{…}`/`[…]` for containers.
    static func excerpt(at index: Int, in document: JSONDocument) -> String {
        let tape = document.tape
        switch tape.kind(at: index) {
        case .object: return "{…}"
        case .array: return "[…]"
        case .string:
            let range = tape.stringContentRange(at: index)
            return "\"" + excerpt(UnsafeBufferPointer(rebasing: document.bytes[range])) + "\""
        case .number, .true, .false, .null:
            return excerpt(UnsafeBufferPointer(rebasing: document.bytes[tape.textRange(at: index)]))
        }
    }

    /// `number 3`, `string "12"`, `null`, `object`, `array`, `bool true`: what a message says was found.
    static func found(at index: Int, in document: JSONDocument) -> String {
        switch document.tape.kind(at: index) {
        case .object: return "object"
        case .array: return "array"
        case .null: return "null"
        case .true: return "bool true"
        case .false: return "bool false"
        case .string: return "string " + excerpt(at: index, in: document)
        case .number: return "number " + excerpt(at: index, in: document)
        }
    }

    /// How Foundation names the found kind in "Expected to decode T but found <kind> instead.".
    static func foundationKind(_ kind: JSONKind) -> String {
        switch kind {
        case .string: "a string"
        case .number: "number"
        case .true, .false: "bool"
        case .null: "null"
        case .object: "a dictionary"
        case .array: "an array"
        }
    }
}
