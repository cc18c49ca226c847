import Foundation

/// One leaf value under schema-driven decoding, with the `Decoder`'s own conversion rules
/// (`JSONStringDecoding`, `JSONNumberConversion`, `DateConversion`...), so a value is accepted or
/// refused, with the same failure, on either path.
///
/// `check` is the validation hot path and allocates nothing for the common cases; `value` gives
/// the decoded value, for printing documents that decoded.
enum LeafRules {
    static func check(_ leaf: LeafKind, at index: Int, in context: LeafContext) throws(ValueFailure) {
        let entry = context.document.tape.entries[index]
        switch leaf {
        case .string:
            // A plain string needs no decoding to be known valid.
            if entry.kind == .string, entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) {
                return
            }
            _ = try JSONStringDecoding.string(entry: entry, bytes: context.document.bytes)
        case .integer(let width):
            try width.check(entry: entry, bytes: context.document.bytes)
        default:
            _ = try value(leaf, at: index, in: context)
        }
    }

    static func value(_ leaf: LeafKind, at index: Int, in context: LeafContext) throws(ValueFailure) -> LeafValue {
        let entry = context.document.tape.entries[index]
        let bytes = context.document.bytes
        switch leaf {
        case .bool:
            // Why typeMismatch for null: JSONDecoder checks the kind before null for Bool only.
            switch entry.kind {
            case .true: return .bool(true)
            case .false: return .bool(false)
            default: throw .typeMismatch(expected: Bool.self)
            }
        case .string:
            return .string(try JSONStringDecoding.string(entry: entry, bytes: bytes))
        case .integer(let width):
            return .number(try width.decodedText(entry: entry, bytes: bytes))
        case .double:
            return .double(try JSONNumberConversion.double(entry: entry, bytes: bytes, nonConforming: nil))
        case .float:
            return .float(try JSONNumberConversion.float(entry: entry, bytes: bytes, nonConforming: nil))
        case .decimal:
            return .decimal(try JSONNumberConversion.decimal(entry: entry, bytes: bytes))
        case .date:
            return .date(try date(entry: entry, bytes: bytes, strategy: context.options.dateStrategy))
        case .data:
            // `.deferredToData` is walked as an array of UInt8 by the walker, never a leaf.
            if entry.kind == .null { throw .valueNotFound(expected: Data.self) }
            let string = try JSONStringDecoding.string(entry: entry, bytes: bytes)
            guard let data = DataConversion.base64(string) else { throw .invalidBase64 }
            return .data(data)
        case .url:
            if entry.kind == .null { throw .valueNotFound(expected: URL.self) }
            guard let url = URLConversion.url(try JSONStringDecoding.string(entry: entry, bytes: bytes)) else {
                throw .invalidURL
            }
            return .url(url)
        case .uuid:
            // `UUID.init(from:)` decodes a String first, so null and other kinds name String.
            guard let uuid = UUID(uuidString: try JSONStringDecoding.string(entry: entry, bytes: bytes)) else {
                throw .invalidUUID
            }
            return .uuid(uuid)
        case .rawEnum(let rawEnum):
            return try rawEnum.value(entry: entry, bytes: bytes)
        }
    }

    private static func date(
        entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>, strategy: ValidationOptions.DateStrategy
    ) throws(ValueFailure) -> Date {
        // Foundation checks null before any strategy, naming Date.
        if entry.kind == .null { throw .valueNotFound(expected: Date.self) }
        switch strategy {
        case .deferredToDate:
            return Date(timeIntervalSinceReferenceDate: try JSONNumberConversion.double(entry: entry, bytes: bytes, nonConforming: nil))
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try JSONNumberConversion.double(entry: entry, bytes: bytes, nonConforming: nil))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try JSONNumberConversion.double(entry: entry, bytes: bytes, nonConforming: nil) / 1000)
        case .iso8601:
            guard let date = DateConversion.iso8601(try JSONStringDecoding.string(entry: entry, bytes: bytes)) else {
                throw .invalidISO8601Date
            }
            return date
        case .formatted(let format):
            guard let date = DateConversion.formatted(try JSONStringDecoding.string(entry: entry, bytes: bytes), format: format) else {
                throw .dateDoesNotMatchFormatter
            }
            return date
        }
    }
}

/// What a leaf rule needs besides the value: the document, and the strategies in force.
struct LeafContext {
    let document: JSONDocument
    let options: ValidationOptions
}

/// A decoded leaf, kept only to be printed.
enum LeafValue {
    case bool(Bool)
    case string(String)
    /// An integer or integer raw value, as its Swift `description`.
    case number(String)
    case double(Double)
    case float(Float)
    case decimal(Decimal)
    case date(Date)
    case data(Data)
    case url(URL)
    case uuid(UUID)
}

extension IntegerWidth {
    var swiftType: any FixedWidthInteger.Type {
        switch self {
        case .int: Int.self
        case .int8: Int8.self
        case .int16: Int16.self
        case .int32: Int32.self
        case .int64: Int64.self
        case .uint: UInt.self
        case .uint8: UInt8.self
        case .uint16: UInt16.self
        case .uint32: UInt32.self
        case .uint64: UInt64.self
        }
    }

    /// Decodes and discards, without existentials: the hot path for integer fields.
    @inline(__always)
    func check(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) {
        switch self {
        case .int: _ = try JSONNumberConversion.integer(Int.self, entry: entry, bytes: bytes)
        case .int8: _ = try JSONNumberConversion.integer(Int8.self, entry: entry, bytes: bytes)
        case .int16: _ = try JSONNumberConversion.integer(Int16.self, entry: entry, bytes: bytes)
        case .int32: _ = try JSONNumberConversion.integer(Int32.self, entry: entry, bytes: bytes)
        case .int64: _ = try JSONNumberConversion.integer(Int64.self, entry: entry, bytes: bytes)
        case .uint: _ = try JSONNumberConversion.integer(UInt.self, entry: entry, bytes: bytes)
        case .uint8: _ = try JSONNumberConversion.integer(UInt8.self, entry: entry, bytes: bytes)
        case .uint16: _ = try JSONNumberConversion.integer(UInt16.self, entry: entry, bytes: bytes)
        case .uint32: _ = try JSONNumberConversion.integer(UInt32.self, entry: entry, bytes: bytes)
        case .uint64: _ = try JSONNumberConversion.integer(UInt64.self, entry: entry, bytes: bytes)
        }
    }

    /// The decoded integer's `description` (`1e2` decodes to `100`, `-0` to `0`).
    func decodedText(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> String {
        func text<T: FixedWidthInteger>(_ type: T.Type) throws(ValueFailure) -> String {
            String(try JSONNumberConversion.integer(T.self, entry: entry, bytes: bytes))
        }
        switch self {
        case .int: return try text(Int.self)
        case .int8: return try text(Int8.self)
        case .int16: return try text(Int16.self)
        case .int32: return try text(Int32.self)
        case .int64: return try text(Int64.self)
        case .uint: return try text(UInt.self)
        case .uint8: return try text(UInt8.self)
        case .uint16: return try text(UInt16.self)
        case .uint32: return try text(UInt32.self)
        case .uint64: return try text(UInt64.self)
        }
    }
}

/// A raw-value enum compiled for lookup: its raw values as a set of strings (integer raw values
/// in their decoded `description`, so `2.0` finds the case `2`).
struct CompiledRawEnum {
    let plan: RawEnumPlan
    let rawValues: Set<String>

    init(_ plan: RawEnumPlan) {
        self.plan = plan
        switch plan.rawType {
        case .string: rawValues = Set(plan.rawValues)
        case .integer: rawValues = Set(plan.rawValues.map { Int64($0).map(String.init) ?? $0 })
        }
    }

    /// `RawRepresentable.init(from:)`: decode the raw type, then `init(rawValue:)`.
    func value(entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> LeafValue {
        switch plan.rawType {
        case .string:
            let raw = try JSONStringDecoding.string(entry: entry, bytes: bytes)
            guard rawValues.contains(raw) else {
                throw .invalidRawValue(typeName: plan.typeName, rawTypeName: "String", rawValue: raw)
            }
            return .string(raw)
        case .integer(let width):
            let raw = try width.decodedText(entry: entry, bytes: bytes)
            guard rawValues.contains(raw) else {
                throw .invalidRawValue(typeName: plan.typeName, rawTypeName: width.rawValue, rawValue: raw)
            }
            return .number(raw)
        }
    }
}
