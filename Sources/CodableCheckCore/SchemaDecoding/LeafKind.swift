import Foundation

/// A value with no inner structure (`Bool`, `Int32`, `Date`, a raw-value enum…): the one owner of
/// what the tool knows about each leaf type, so that adding one is adding a case here (its name,
/// archive tag and decoding rule, below), its decoded form in `LeafValue`, and its JSON Schema in
/// the exporter. Every other place that meets a plan handles `ValuePlan.leaf` as one case.
///
/// Each member is an exhaustive switch in this file, so the compiler lists what a new case must
/// say; `ValuePlanCaseSpanTests` counts the files that name a leaf.
public enum LeafKind: Sendable, Equatable {
    case bool, string, integer(IntegerWidth), double, float, decimal, date, data, url, uuid
    case rawEnum(RawEnumPlan)
    /// Firestore's `Timestamp`: `{"seconds": …, "nanoseconds": …}`, the Admin SDK's
    /// `{"_seconds": …, "_nanoseconds": …}`, or an RFC 3339 string with up to 9 fraction digits.
    case firestoreTimestamp
}

extension LeafKind {
    /// The Swift type's name, as plans are described (`Int32`, `Timestamp`, `Genre`).
    public var typeName: String {
        switch self {
        case .bool: "Bool"
        case .string: "String"
        case .integer(let width): width.rawValue
        case .double: "Double"
        case .float: "Float"
        case .decimal: "Decimal"
        case .date: "Date"
        case .data: "Data"
        case .url: "URL"
        case .uuid: "UUID"
        case .firestoreTimestamp: "Timestamp"
        case .rawEnum(let plan): plan.typeName
        }
    }

    /// The leaves whose case alone says what they are (every case but `integer` and `rawEnum`).
    /// A new leaf without a payload joins this list, which `named(_:)` and
    /// `archived(tag:)` read.
    static let plainCases: [LeafKind] = [.bool, .string, .double, .float, .decimal, .date, .data, .url, .uuid, .firestoreTimestamp]

    /// The leaf a standard type's name stands for (`UUID`, `Int8`), by `typeName`; nil for other
    /// names and for raw-value enums, which the models declare. Aliases (`CGFloat`,
    /// `TimeInterval`) are `BuiltinType`'s.
    public static func named(_ name: String) -> LeafKind? {
        if let plain = plainCases.first(where: { $0.typeName == name }) { return plain }
        return IntegerWidth(rawValue: name).map { .integer($0) }
    }

    /// Whether `RawRepresentable`'s standard `Codable` conformance reads a type whose `rawValue`
    /// is this leaf as the bare raw value (the standard library has it for `Bool`, `String`, the
    /// integers, `Float` and `Double` only).
    public var isStandardRawValueType: Bool {
        switch self {
        case .bool, .string, .double, .float, .integer: true
        case .decimal, .date, .data, .url, .uuid, .firestoreTimestamp, .rawEnum: false
        }
    }

    /// The leaf's tag in the schema cache's plan archive (`PlanArchive`), followed there by the
    /// integer width or the raw enum's plan. Tags 11 to 16 are the archive's containers and
    /// objects; a new leaf takes the next number above 17. A tag never changes: archives on disk
    /// hold them.
    public var archiveTag: UInt8 {
        switch self {
        case .bool: 0
        case .string: 1
        case .integer: Self.integerArchiveTag
        case .double: 3
        case .float: 4
        case .decimal: 5
        case .date: 6
        case .data: 7
        case .url: 8
        case .uuid: 9
        case .firestoreTimestamp: 10
        case .rawEnum: Self.rawEnumArchiveTag
        }
    }

    private static let integerArchiveTag: UInt8 = 2
    private static let rawEnumArchiveTag: UInt8 = 17

    /// What an archive holds from a leaf's tag on: the whole leaf, or the tag of a leaf whose
    /// width or raw enum plan follows.
    public enum Archived {
        case complete(LeafKind)
        case integerWidthFollows
        case rawEnumFollows
    }

    /// What `tag` says, when it is a leaf's tag.
    public static func archived(tag: UInt8) -> Archived? {
        if let plain = plainCases.first(where: { $0.archiveTag == tag }) { return .complete(plain) }
        if tag == integerArchiveTag { return .integerWidthFollows }
        if tag == rawEnumArchiveTag { return .rawEnumFollows }
        return nil
    }

    /// The decoding rule: the value `JSONDecoder` would decode at `index`, or its failure. The
    /// conversions are the `Decoder`'s own (`ValueConversion`), so either path accepts and refuses
    /// alike.
    func value(at index: Int, in context: LeafContext) throws(ValueFailure) -> LeafValue {
        let document = context.document
        switch self {
        case .bool: return .bool(try ValueConversion.bool(at: index, in: document))
        case .string: return .string(try ValueConversion.string(at: index, in: document))
        case .integer(let width): return .number(try ValueConversion.integer(width, at: index, in: document).description)
        case .double: return .double(try ValueConversion.double(at: index, in: document, nonConforming: context.nonConformingFloats))
        case .float: return .float(try ValueConversion.float(at: index, in: document, nonConforming: context.nonConformingFloats))
        case .decimal: return .decimal(try ValueConversion.decimal(at: index, in: document))
        case .date:
            let date = try ValueConversion.date(
                at: index, in: document, strategy: context.options.dateStrategy, nonConforming: context.nonConformingFloats)
            return .date(date)
        // `.deferredToData` is walked as an array of UInt8 by the walker, never as a leaf.
        case .data: return .data(try ValueConversion.base64Data(at: index, in: document))
        case .url: return .url(try ValueConversion.url(at: index, in: document))
        case .uuid: return .uuid(try ValueConversion.uuid(at: index, in: document))
        case .firestoreTimestamp:
            let timestamp = try FirestoreTimestamp.value(at: index, in: document)
            return .timestamp(seconds: timestamp.seconds, nanoseconds: timestamp.nanoseconds)
        case .rawEnum(let plan):
            let raw = try ValueConversion.rawValue(plan, at: index, in: document)
            if case .string = plan.rawType { return .string(raw) }
            return .number(raw)
        }
    }
}
