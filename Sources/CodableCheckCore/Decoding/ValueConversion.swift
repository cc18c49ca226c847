import Foundation

/// The conversion rules by planned type, for the schema-driven path: each function takes a
/// document and a tape index, returns the value (or what `JSONEncoder` would write for it) or
/// throws a `ValueFailure`, which `DecodingProblem(_:valueIndex:in:codingPath:decoderPath:)`
/// places. The `Decoder` runs the very same functions underneath, so both paths accept and refuse
/// the same values with the same words.
enum ValueConversion {
    /// `Bool`. Why null is a type mismatch here: JSONDecoder checks Bool's kind before null.
    static func bool(at index: Int, in document: JSONDocument) throws(ValueFailure) -> Bool {
        try bool(kind: document.tape.kind(at: index))
    }

    /// `Bool` from a value's kind: the one rule the schema path and the `Decoder` share.
    @inline(__always)
    static func bool(kind: JSONKind) throws(ValueFailure) -> Bool {
        switch kind {
        case .true: return true
        case .false: return false
        default: throw .typeMismatch(expected: Bool.self)
        }
    }

    static func string(at index: Int, in document: JSONDocument) throws(ValueFailure) -> String {
        try JSONStringDecoding.string(at: index, in: document)
    }

    /// An integer of `width`, as the value `JSONEncoder` would write back.
    static func integer(_ width: IntegerWidth, at index: Int, in document: JSONDocument) throws(ValueFailure) -> IntegerValue {
        switch width {
        case .int: .signed(Int64(try JSONNumberConversion.integer(Int.self, at: index, in: document)))
        case .int8: .signed(Int64(try JSONNumberConversion.integer(Int8.self, at: index, in: document)))
        case .int16: .signed(Int64(try JSONNumberConversion.integer(Int16.self, at: index, in: document)))
        case .int32: .signed(Int64(try JSONNumberConversion.integer(Int32.self, at: index, in: document)))
        case .int64: .signed(try JSONNumberConversion.integer(Int64.self, at: index, in: document))
        case .uint: .unsigned(UInt64(try JSONNumberConversion.integer(UInt.self, at: index, in: document)))
        case .uint8: .unsigned(UInt64(try JSONNumberConversion.integer(UInt8.self, at: index, in: document)))
        case .uint16: .unsigned(UInt64(try JSONNumberConversion.integer(UInt16.self, at: index, in: document)))
        case .uint32: .unsigned(UInt64(try JSONNumberConversion.integer(UInt32.self, at: index, in: document)))
        case .uint64: .unsigned(try JSONNumberConversion.integer(UInt64.self, at: index, in: document))
        }
    }

    /// `Double`; with `nonConforming`, also the names `.convertFromString` gives.
    static func double(at index: Int, in document: JSONDocument, nonConforming: NonConformingFloatNames? = nil)
        throws(ValueFailure) -> Double
    {
        try JSONNumberConversion.double(at: index, in: document, nonConforming: nonConforming)
    }

    /// `Float`; with `nonConforming`, also the names `.convertFromString` gives.
    static func float(at index: Int, in document: JSONDocument, nonConforming: NonConformingFloatNames? = nil)
        throws(ValueFailure) -> Float
    {
        try JSONNumberConversion.float(at: index, in: document, nonConforming: nonConforming)
    }

    static func decimal(at index: Int, in document: JSONDocument) throws(ValueFailure) -> Decimal {
        try JSONNumberConversion.decimal(at: index, in: document)
    }

    /// `Date` under one of the strategies a schema can name. `.iso8601` failures must be placed
    /// with the decoder path Foundation reports (see `DecodingProblem`'s `decoderPath`). The
    /// numeric strategies read a `Double` as `JSONDecoder` does, `nonConforming` names included.
    static func date(
        at index: Int, in document: JSONDocument, strategy: ValidationOptions.DateStrategy,
        nonConforming: NonConformingFloatNames? = nil
    ) throws(ValueFailure) -> Date {
        if document.tape.kind(at: index) == .null { throw .valueNotFound(expected: Date.self) }
        switch strategy {
        case .deferredToDate:
            return Date(timeIntervalSinceReferenceDate: try double(at: index, in: document, nonConforming: nonConforming))
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try double(at: index, in: document, nonConforming: nonConforming))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try double(at: index, in: document, nonConforming: nonConforming) / 1000.0)
        case .iso8601:
            guard let date = DateConversion.iso8601(try string(at: index, in: document)) else { throw .invalidISO8601Date }
            return date
        case .formatted(let format):
            guard let date = DateConversion.formatted(try string(at: index, in: document), format: format) else {
                throw .dateDoesNotMatchFormatter
            }
            return date
        case .formattedInOrder(let formats):
            guard let date = DateConversion.formatted(try string(at: index, in: document), formats: formats) else {
                throw .dateDoesNotMatchFormatter
            }
            return date
        }
    }

    /// `Data` with `.base64`. (`.deferredToData` is an array of `UInt8`: plan it as
    /// `.array(.integer(.uint8))`, whose errors are at the element's path, as in Foundation; only
    /// null differs: `Cannot get value of type Data`, see `dataNull`.)
    static func base64Data(at index: Int, in document: JSONDocument) throws(ValueFailure) -> Data {
        switch document.tape.kind(at: index) {
        case .string: break
        case .null: throw .valueNotFound(expected: Data.self)
        default: throw .typeMismatch(expected: String.self)
        }
        guard let data = DataConversion.base64(try string(at: index, in: document)) else { throw .invalidBase64 }
        return data
    }

    /// Null where `Data` is expected, under any strategy.
    static let dataNull = ValueFailure.valueNotFound(expected: Data.self)

    static func url(at index: Int, in document: JSONDocument) throws(ValueFailure) -> URL {
        if document.tape.kind(at: index) == .null { throw .valueNotFound(expected: URL.self) }
        guard let url = URLConversion.url(try string(at: index, in: document)) else { throw .invalidURL }
        return url
    }

    /// `UUID`: through its own `init(from:)`, which decodes a `String` (so null and type
    /// mismatches name `String`).
    static func uuid(at index: Int, in document: JSONDocument) throws(ValueFailure) -> UUID {
        guard let uuid = UUID(uuidString: try string(at: index, in: document)) else { throw .invalidUUID }
        return uuid
    }

    /// An enum with raw values: the matched raw value as the plan spells it. Integer-backed enums
    /// decode their raw type first (so `2.0` and `1e1` are accepted, `2.5` is the number's own
    /// error), and null or a wrong kind names the raw type, as the synthesized `init(from:)` does.
    static func rawValue(_ plan: RawEnumPlan, at index: Int, in document: JSONDocument) throws(ValueFailure) -> String {
        let value: String
        let rawTypeName: String
        switch plan.rawType {
        case .string:
            value = try string(at: index, in: document)
            rawTypeName = "String"
        case .integer(let width):
            value = try integer(width, at: index, in: document).description
            rawTypeName = width.rawValue
        }
        guard plan.rawValues.contains(value) else {
            throw .invalidRawValue(typeName: plan.typeName, rawTypeName: rawTypeName, rawValue: value, expected: plan.rawValues)
        }
        return value
    }

    /// A `[Int: V]` key through `Int(String)`, as `Dictionary.init(from:)` converts it (`007` and
    /// `+3` pass; ` 6`, `6.0` and out-of-range fail).
    static func integerKey(_ key: String) throws(ValueFailure) -> Int {
        guard let value = Int(key) else { throw .invalidIntegerKey }
        return value
    }
}

/// A decoded integer, signed or not, as `JSONEncoder` writes it.
enum IntegerValue: Sendable, Equatable, CustomStringConvertible {
    case signed(Int64)
    case unsigned(UInt64)

    var description: String {
        switch self {
        case .signed(let value): String(value)
        case .unsigned(let value): String(value)
        }
    }
}
