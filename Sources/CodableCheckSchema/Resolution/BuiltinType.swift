import CodableCheckCore

/// Standard library and Foundation types a model can name, and what each means for decoding.
enum BuiltinType: Sendable, Equatable {
    /// A type that decodes from one JSON value with a fixed plan.
    case scalar(ValuePlan.Scalar)
    case optional, array, set, dictionary
    /// `Codable`, `Decodable`, `Encodable`: conformance markers, never a decodable property type.
    case codingProtocol(String)
    /// Known standard types that are not `Decodable` (`Character`, `Any`, `NSObject`...).
    case notDecodable(String)
    /// `Decodable` types a `ValuePlan` has no case for (`Int128`, `Float16`).
    case unsupported(String)

    /// Module names a type may be qualified with (`Foundation.Date`), dropped before lookup.
    static let moduleNames: Set<String> = ["Swift", "Foundation", "FoundationEssentials", "CoreGraphics", "CoreFoundation"]

    /// The names `named(_:)` knows, for "did you mean".
    static let knownNames =
        [
            "Bool", "String", "Double", "Float", "CGFloat", "TimeInterval", "Decimal", "Date", "Data", "URL", "UUID",
            "Optional", "Array", "ContiguousArray", "Set", "Dictionary",
        ] + IntegerWidth.allCases.map(\.rawValue)

    static func named(_ name: String) -> BuiltinType? {
        switch name {
        case "Bool": return .scalar(.bool)
        case "String": return .scalar(.string)
        // `TimeInterval` is Foundation's alias for `Double`; `CGFloat` decodes through `Double` (probed).
        case "Double", "Float64", "CGFloat", "TimeInterval": return .scalar(.double)
        case "Float", "Float32": return .scalar(.float)
        case "Decimal": return .scalar(.decimal)
        case "Date": return .scalar(.date)
        case "Data": return .scalar(.data)
        case "URL": return .scalar(.url)
        case "UUID": return .scalar(.uuid)
        case "Timestamp": return .scalar(.firestoreTimestamp)
        case "GeoPoint": return .scalar(.geoPoint)
        case "VectorValue": return .scalar(.vectorValue)
        case "DocumentReference": return .scalar(.string)
        case "Optional": return .optional
        case "Array", "ContiguousArray", "ArraySlice": return .array
        case "Set": return .set
        case "Dictionary": return .dictionary
        // Kodable (JARMourato/Kodable): `Kodable` is `Dekodable & Enkodable`, and `Dekodable` refines `Decodable`.
        case "Codable", "Decodable", "Encodable", "Kodable", "Dekodable", "Enkodable": return .codingProtocol(name)
        case "Character", "Any", "AnyObject", "AnyHashable", "NSObject", "Void", "Never", "Substring", "Float80":
            return .notDecodable(name)
        // Decodable in the standard library or Foundation, but with shapes a `ValuePlan` has no
        // case for (`CGPoint` is `[x, y]`, `TimeZone` an object, `Range` a two-element array).
        case "Float16", "Int128", "UInt128", "TimeZone", "Locale", "Calendar", "URLComponents", "DateComponents",
            "DateInterval", "Measurement", "PersonNameComponents", "IndexSet", "CharacterSet", "AttributedString",
            "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "Range", "ClosedRange",
            "PartialRangeFrom", "PartialRangeUpTo", "PartialRangeThrough", "Duration", "CollectionDifference",
            "SIMD2", "SIMD3", "SIMD4", "SIMD8", "SIMD16", "SIMD32", "SIMD64", "NSRange":
            return .unsupported(name)
        default:
            return IntegerWidth(rawValue: name).map { .scalar(.integer($0)) }
        }
    }
}

extension ValuePlan {
    /// The plans that stand alone, for `BuiltinType`.
    enum Scalar: Sendable, Equatable {
        case bool, string, integer(IntegerWidth), double, float, decimal, date, data, url, uuid
        /// Firestore's types, when the models do not declare their own: `Timestamp`, `GeoPoint`
        /// (`{"latitude": …, "longitude": …}`), `VectorValue` (`{"array": [Double]}`, its `Codable`
        /// form) and `DocumentReference` (a path string).
        case firestoreTimestamp, geoPoint, vectorValue

        var plan: ValuePlan {
            switch self {
            case .bool: .bool
            case .string: .string
            case .integer(let width): .integer(width)
            case .double: .double
            case .float: .float
            case .decimal: .decimal
            case .date: .date
            case .data: .data
            case .url: .url
            case .uuid: .uuid
            case .firestoreTimestamp: .firestoreTimestamp
            case .geoPoint:
                .object(
                    ObjectPlan(
                        typeName: "GeoPoint",
                        fields: [
                            FieldPlan(propertyName: "latitude", key: "latitude", value: .double),
                            FieldPlan(propertyName: "longitude", key: "longitude", value: .double),
                        ]))
            case .vectorValue:
                .object(
                    ObjectPlan(typeName: "VectorValue", fields: [FieldPlan(propertyName: "array", key: "array", value: .array(.double))]))
            }
        }
    }
}
