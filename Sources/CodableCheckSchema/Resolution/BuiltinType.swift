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
    /// Types decoded element by element from an array (`SequencePlan`): `Range`, `CGPoint`, `SIMD2`…
    case sequence(SequenceShape)
    /// `Measurement<UnitX>`: an object with Foundation's own keys.
    case foundationObject(FoundationObject)
    /// `TimeZone`, `Calendar`, `DateComponents`, `IndexSet`…: decoded by the type's own
    /// `init(from:)` (`FoundationValue`).
    case foundationValue(FoundationValue)
    /// Standard types that are `Codable` on other platforms but not in this toolchain's Foundation
    /// (`AttributedString` has no `Codable` conformance on Linux: probed on 6.3.1).
    case notCodableHere(String)

    /// The unkeyed shapes, by type.
    enum SequenceShape: Sendable, Equatable {
        case range, closedRange, partialRangeFrom, partialRangeThrough, partialRangeUpTo
        case point, size, rect
        /// `SIMDn<Scalar>`.
        case simd(Int)
    }

    enum FoundationObject: Sendable, Equatable {
        case measurement
    }

    /// Module names a type may be qualified with (`Foundation.Date`), dropped before lookup.
    static let moduleNames: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "CoreGraphics", "CoreFoundation", "CoreLocation",
    ]

    /// The names `named(_:)` knows, for "did you mean".
    static let knownNames =
        [
            "Bool", "String", "Double", "Float", "CGFloat", "TimeInterval", "Decimal", "Date", "Data", "URL", "UUID",
            "Optional", "Array", "ContiguousArray", "Set", "Dictionary", "Range", "ClosedRange", "PartialRangeFrom",
            "PartialRangeThrough", "PartialRangeUpTo", "CGPoint", "CGSize", "CGRect", "Measurement",
        ] + FoundationValue.allCases.map(\.typeName) + IntegerWidth.allCases.map(\.rawValue)

    static func named(_ name: String) -> BuiltinType? {
        switch name {
        // `TimeInterval` is Foundation's alias for `Double`; `CGFloat` decodes through `Double` (probed).
        case "Float64", "CGFloat", "TimeInterval": return .scalar(.leaf(.double))
        // Core Location's scalar aliases for `Double`, which an Apple platform's `#if
        // canImport(CoreLocation)` branch names (`--platform ios`).
        case "CLLocationDegrees", "CLLocationDistance", "CLLocationDirection", "CLLocationAccuracy", "CLLocationSpeed",
            "CLLocationDirectionAccuracy", "CLLocationSpeedAccuracy":
            return .scalar(.leaf(.double))
        case "Float32": return .scalar(.leaf(.float))
        case "GeoPoint": return .scalar(.geoPoint)
        case "VectorValue": return .scalar(.vectorValue)
        case "DocumentReference": return .scalar(.leaf(.string))
        case "Optional": return .optional
        case "Array", "ContiguousArray", "ArraySlice": return .array
        case "Set": return .set
        case "Dictionary": return .dictionary
        // Kodable (JARMourato/Kodable): `Kodable` is `Dekodable & Enkodable`, and `Dekodable` refines `Decodable`.
        case "Codable", "Decodable", "Encodable", "Kodable", "Dekodable", "Enkodable": return .codingProtocol(name)
        case "Range": return .sequence(.range)
        case "ClosedRange": return .sequence(.closedRange)
        case "PartialRangeFrom": return .sequence(.partialRangeFrom)
        case "PartialRangeThrough": return .sequence(.partialRangeThrough)
        case "PartialRangeUpTo": return .sequence(.partialRangeUpTo)
        case "CGPoint": return .sequence(.point)
        case "CGSize": return .sequence(.size)
        case "CGRect": return .sequence(.rect)
        case "SIMD2", "SIMD3", "SIMD4", "SIMD8", "SIMD16", "SIMD32", "SIMD64": return .sequence(.simd(Int(name.dropFirst(4))!))
        case "Measurement": return .foundationObject(.measurement)
        case "AttributedString": return .notCodableHere(name)
        case "Character", "Any", "AnyObject", "AnyHashable", "NSObject", "Void", "Never", "Substring", "Float80":
            return .notDecodable(name)
        // Decodable in the standard library or Foundation, but with shapes a `ValuePlan` has no
        // case for. `URLComponents.init(from:)` traps (stops the app) on a negative port or a
        // scheme with invalid characters (probed on 6.3.1), so it is not run on documents;
        // `Float16` does not exist on every platform the tool builds for.
        case "Float16", "URLComponents", "CGVector", "CGAffineTransform", "CollectionDifference":
            return .unsupported(name)
        // `_NSRange` is what `NSRange` names on Linux.
        case "_NSRange": return .foundationValue(.nsRange)
        default:
            if let value = FoundationValue(rawValue: name) { return .foundationValue(value) }
            // `Bool`, `Int8`, `UUID`, Firestore's `Timestamp`…: the leaves by their own names.
            return LeafKind.named(name).map { .scalar(.leaf($0)) }
        }
    }
}

extension ValuePlan {
    /// The plans that stand alone, for `BuiltinType`.
    enum Scalar: Sendable, Equatable {
        /// `Bool`, `Int8`, `UUID`, Firestore's `Timestamp`…
        case leaf(LeafKind)
        /// Firestore's types, when the models do not declare their own: `GeoPoint`
        /// (`{"latitude": …, "longitude": …}`) and `VectorValue` (`{"array": [Double]}`, its
        /// `Codable` form). (`Timestamp` is a leaf; `DocumentReference` a path string.)
        case geoPoint, vectorValue

        var plan: ValuePlan {
            switch self {
            case .leaf(let leaf): .leaf(leaf)
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
