import Foundation

/// Decides whether one leaf value decodes as the planned type.
///
/// Provisional: the kind checks and messages are Foundation's, but the numeric, date, data, URL
/// and UUID conversions delegate to the Decoder's shared rules once those land, so both decoding
/// paths stay identical.
enum LeafRules {
    static func check(_ leaf: LeafKind, at index: Int, in document: LeafContext) -> LeafFailure? {
        let tape = document.document.tape
        let kind = tape.kind(at: index)
        let found = { FoundValue(document: document.document, index: index) }
        switch leaf {
        case .bool:
            // `null` for a Bool is a type mismatch in Foundation, unlike every other type.
            return kind == .true || kind == .false ? nil : .typeMismatch(expected: "Bool", Bool.self, found: found())
        case .string:
            return stringFailure(at: index, in: document.document, typeName: "String", type: String.self)
        case .integer(let width):
            guard kind == .number else { return nonNumber(kind, typeName: width.rawValue, found: found) }
            return IntegerRule.failure(text: document.document.rawText(at: index), flags: tape.flags(at: index), width: width)
        case .double, .float:
            let typeName = leaf.isFloat ? "Float" : "Double"
            guard kind == .number else { return nonNumber(kind, typeName: typeName, found: found) }
            return FloatingRule.failure(text: document.document.rawText(at: index), flags: tape.flags(at: index), isFloat: leaf.isFloat)
        case .decimal:
            guard kind == .number else {
                if kind == .null { return .valueNotFound(expected: "Decimal", Decimal.self) }
                return LeafFailure(kind: .typeMismatch, message: "expected Decimal, found \(found().description)", foundationDescription: "", expectedType: Decimal.self)
            }
            return nil
        case .date, .data:
            return nil
        case .url:
            if let failure = stringFailure(at: index, in: document.document, typeName: "String", type: String.self) { return failure }
            return nil
        case .uuid:
            if let failure = stringFailure(at: index, in: document.document, typeName: "String", type: String.self) { return failure }
            return nil
        case .rawEnum(let plan):
            return RawEnumRule.failure(plan, at: index, in: document.document)
        }
    }

    static func stringFailure(at index: Int, in document: JSONDocument, typeName: String, type: Any.Type) -> LeafFailure? {
        switch document.tape.kind(at: index) {
        case .string:
            if case .failure(let failure) = JSONStringContent.decode(document.rawStringBytes(at: index)) {
                return .malformedString(failure)
            }
            return nil
        case .null:
            return .valueNotFound(expected: typeName, type)
        default:
            return .typeMismatch(expected: typeName, type, found: FoundValue(document: document, index: index))
        }
    }

    private static func nonNumber(_ kind: JSONKind, typeName: String, found: () -> FoundValue) -> LeafFailure {
        kind == .null ? .valueNotFound(expected: typeName, Any.self) : .typeMismatch(expected: typeName, Any.self, found: found())
    }
}

extension LeafKind {
    var isFloat: Bool {
        if case .float = self { return true }
        return false
    }
}

/// What a leaf rule needs besides the value: the document, and the strategies in force.
struct LeafContext {
    let document: JSONDocument
    let options: ValidationOptions
}

enum IntegerRule {
    static func failure(text: String, flags: JSONTapeFlags, width: IntegerWidth) -> LeafFailure? {
        if flags.contains(.isMalformedNumber) { return .notValidJSON(JSONNumberGrammar.problem(in: text)) }
        let fits: Bool
        if flags.contains(.isPlainInteger) {
            fits = width.fits(text)
        } else if let value = Double(text), value.rounded() == value {
            fits = width.fits(value)
        } else {
            return .notValidJSON("number \(text) is not an integer")
        }
        return fits ? nil : .notValidJSON("number \(text) does not fit in \(width.rawValue)")
    }
}

extension IntegerWidth {
    func fits(_ text: String) -> Bool {
        switch self {
        case .int: Int(text) != nil
        case .int8: Int8(text) != nil
        case .int16: Int16(text) != nil
        case .int32: Int32(text) != nil
        case .int64: Int64(text) != nil
        case .uint: UInt(text) != nil || text == "-0"
        case .uint8: UInt8(text) != nil || text == "-0"
        case .uint16: UInt16(text) != nil || text == "-0"
        case .uint32: UInt32(text) != nil || text == "-0"
        case .uint64: UInt64(text) != nil || text == "-0"
        }
    }

    func fits(_ value: Double) -> Bool {
        switch self {
        case .int: Int(exactly: value) != nil
        case .int8: Int8(exactly: value) != nil
        case .int16: Int16(exactly: value) != nil
        case .int32: Int32(exactly: value) != nil
        case .int64: Int64(exactly: value) != nil
        case .uint: UInt(exactly: value) != nil
        case .uint8: UInt8(exactly: value) != nil
        case .uint16: UInt16(exactly: value) != nil
        case .uint32: UInt32(exactly: value) != nil
        case .uint64: UInt64(exactly: value) != nil
        }
    }
}

enum FloatingRule {
    static func failure(text: String, flags: JSONTapeFlags, isFloat: Bool) -> LeafFailure? {
        if flags.contains(.isMalformedNumber) { return .notValidJSON(JSONNumberGrammar.problem(in: text)) }
        let typeName = isFloat ? "Float" : "Double"
        let magnitude = isFloat ? Double(Float(text) ?? .infinity) : (Double(text) ?? .infinity)
        if !magnitude.isFinite { return .notValidJSON("number \(text) does not fit in \(typeName)") }
        // Foundation treats underflow like overflow: a non-zero number that rounds to 0 fails.
        let mantissa = text.prefix { $0 != "e" && $0 != "E" }
        if magnitude == 0, mantissa.contains(where: { ("1"..."9").contains($0) }) {
            return .notValidJSON("number \(text) is too small for \(typeName) (it would round to 0)")
        }
        return nil
    }
}

enum RawEnumRule {
    static func failure(_ plan: RawEnumPlan, at index: Int, in document: JSONDocument) -> LeafFailure? {
        switch plan.rawType {
        case .string:
            if let failure = LeafRules.stringFailure(at: index, in: document, typeName: "String", type: String.self) {
                return failure
            }
            guard case .success(let value) = JSONStringContent.decode(document.rawStringBytes(at: index)) else { return nil }
            if plan.rawValues.contains(value) { return nil }
            return invalid(plan, value: value, shown: "\"\(value)\"", rawTypeName: "String")
        case .integer(let width):
            let kind = document.tape.kind(at: index)
            guard kind == .number else {
                return kind == .null
                    ? .valueNotFound(expected: width.rawValue, Any.self)
                    : .typeMismatch(expected: width.rawValue, Any.self, found: FoundValue(document: document, index: index))
            }
            let text = document.rawText(at: index)
            if let failure = IntegerRule.failure(text: text, flags: document.tape.flags(at: index), width: width) { return failure }
            let value = Double(text).map { String(Int64($0)) } ?? text
            if plan.rawValues.contains(value) { return nil }
            return invalid(plan, value: value, shown: value, rawTypeName: width.rawValue)
        }
    }

    private static func invalid(_ plan: RawEnumPlan, value: String, shown: String, rawTypeName: String) -> LeafFailure {
        let cases = plan.rawValues.prefix(8).map { rawTypeName == "String" ? "\"\($0)\"" : $0 }.joined(separator: ", ")
        return .dataCorrupted(
            "\(shown) is not a \(plan.typeName) (expected one of \(cases)\(plan.rawValues.count > 8 ? ", ..." : ""))",
            foundation: "Cannot initialize \(plan.typeName) from invalid \(rawTypeName) value \(value)")
    }
}
