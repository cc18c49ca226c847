import Foundation

/// What `--mode lossy` accepts for a leaf after the strict rule (`LeafRules.value`) refused it:
/// `Bool` from `0`/`1` and words, `String` from a number, numbers from numeric strings, and dates
/// in other well-known formats. Each acceptance names itself, for the warning.
///
/// Strict mode never calls these.
enum LossyLeafRules {
    /// A value the strict rule refused but lossy mode holds, and the warning's kind and wording.
    struct Recovery {
        var value: LeafValue
        /// `coercedBool`, `coercedString`, `coercedNumber` or `dateFallback`.
        var kind: WarningKind
        /// What was read and what the app holds: `string "yes" read as true`.
        var message: String
    }

    static func recover(_ leaf: LeafKind, at index: Int, in document: JSONDocument) -> Recovery? {
        let tape = document.tape
        let kind = tape.kind(at: index)
        switch leaf {
        case .bool:
            return bool(at: index, kind: kind, in: document)
        case .string:
            guard kind == .number, !tape.flags(at: index).contains(.isMalformedNumber) else { return nil }
            let text = document.rawText(at: index)
            return Recovery(value: .string(text), kind: .coercedString, message: "number \(text) read as the string \"\(text)\"")
        case .integer, .double, .float, .decimal:
            guard kind == .string, let content = try? ValueConversion.string(at: index, in: document) else { return nil }
            let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let value = number(leaf, from: trimmed) else { return nil }
            return Recovery(value: value, kind: .coercedNumber, message: "string \"\(content)\" read as the number \(trimmed)")
        case .date:
            return DateFallback.recover(at: index, in: document)
        default:
            return nil
        }
    }

    private static func bool(at index: Int, kind: JSONKind, in document: JSONDocument) -> Recovery? {
        let written: String
        let word: String
        switch kind {
        case .number:
            written = document.rawText(at: index)
            word = written
        case .string:
            guard let content = try? ValueConversion.string(at: index, in: document) else { return nil }
            written = "string \"\(content)\""
            word = content.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        default:
            return nil
        }
        let value: Bool
        switch word {
        case "1", "true", "yes": value = true
        case "0", "false", "no": value = false
        default: return nil
        }
        let found = kind == .number ? "number \(written)" : written
        return Recovery(value: .bool(value), kind: .coercedBool, message: "\(found) read as \(value)")
    }

    /// Why lossy mode refused a string that is a number, for a numeric leaf: it is out of the
    /// type's range (`"99999999999999999999"` for `Int`, `"-1"` for `UInt8`, `"1e39"` for `Float`),
    /// or not integral. Nil for a string that is no decimal number (`"abc"`, `"NaN"`, `"0x10"`),
    /// which keeps the strict type mismatch. Says so in the words strict mode uses for a number
    /// that does not fit, since lossy mode would have read the string as that number.
    static func numericStringRefusal(_ leaf: LeafKind, at index: Int, in document: JSONDocument) -> String? {
        let typeName: String
        switch leaf {
        case .integer(let width): typeName = width.rawValue
        case .double: typeName = "Double"
        case .float: typeName = "Float"
        case .decimal: typeName = "Decimal"
        default: return nil
        }
        guard document.tape.kind(at: index) == .string, let content = try? ValueConversion.string(at: index, in: document)
        else { return nil }
        let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
        guard isDecimalSpelling(trimmed), let double = Double(trimmed) else { return nil }
        let quoted = "numeric string \"\(content)\""
        if case .integer = leaf, double.isFinite, double != double.rounded() { return "\(quoted) is not an integer" }
        return "\(quoted) does not fit in \(typeName)"
    }

    /// Whether `text` spells a number in decimal (`42`, `-3.5`, `1e2`), as JSON would: `Double`
    /// also parses `"0x10"`, `"nan"` and `"inf"`, which no one sending a numeric string means.
    static func isDecimalSpelling(_ text: some StringProtocol) -> Bool {
        text.contains(where: \.isASCIIDigit) && text.allSatisfy { $0.isASCIIDigit || "+-.eE".contains($0) }
    }

    /// A numeric string's value in the leaf's type, when it is a number that fits (integers must
    /// be integral: `"3"` and `"3.0"`, not `"3.5"`).
    private static func number(_ leaf: LeafKind, from text: String) -> LeafValue? {
        guard isDecimalSpelling(text), let double = Double(text), double.isFinite else { return nil }
        switch leaf {
        case .integer(let width):
            if let exact = Int64(text) ?? (double == double.rounded() && abs(double) < 9.2e18 ? Int64(double) : nil) {
                guard width.holds(exact) else { return nil }
                return .number(String(exact))
            }
            if let unsigned = UInt64(text), width == .uint64 || (width == .uint && UInt.bitWidth == 64) {
                return .number(String(unsigned))
            }
            return nil
        case .double: return .double(double)
        case .float:
            guard let float = Float(text), float.isFinite else { return nil }
            return .float(float)
        case .decimal:
            return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")).map { .decimal($0) }
        default: return nil
        }
    }
}

extension IntegerWidth {
    /// Whether `value` fits in this width.
    func holds(_ value: Int64) -> Bool {
        switch self {
        case .int, .int64: true
        case .int8: Int8(exactly: value) != nil
        case .int16: Int16(exactly: value) != nil
        case .int32: Int32(exactly: value) != nil
        case .uint, .uint64: value >= 0
        case .uint8: UInt8(exactly: value) != nil
        case .uint16: UInt16(exactly: value) != nil
        case .uint32: UInt32(exactly: value) != nil
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
