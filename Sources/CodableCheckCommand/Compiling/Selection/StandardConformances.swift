/// What the compile path knows of the standard library's and Foundation's protocols: which
/// members a type keeps because a conformance may need them, though nothing in the schema
/// names them (`description` for `CustomStringConvertible`, `hash(into:)` for `Hashable`).
///
/// A type conforming to a protocol outside this list and outside the schema (`Content`,
/// `View`, a framework's) keeps all its members: their names cannot be told apart from the
/// protocol's requirements.
enum StandardConformances {
    static let protocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible", "Error", "LocalizedError",
        "CustomNSError", "Sendable", "CaseIterable", "RawRepresentable", "CodingKey", "OptionSet", "Strideable",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByUnicodeScalarLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
        "ExpressibleByStringInterpolation", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
        "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol", "AnyObject", "Numeric", "BinaryInteger",
        "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "SignedNumeric", "BinaryFloatingPoint", "FloatingPoint",
        "AdditiveArithmetic", "NSObject", "NSCoding", "NSSecureCoding", "NSCopying", "CustomReflectable",
        "TextOutputStreamable", "Actor", "BitwiseCopyable", "Copyable", "Escapable", "SendableMetatype",
        "CodingKeyRepresentable", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "Character", "Bool",
    ]

    /// Members a conformance to one of `protocols` may need, by name.
    static let witnessNames: Set<String> = [
        "hash", "hashValue", "description", "debugDescription", "id", "rawValue", "allCases", "stringValue", "intValue",
        "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor", "errorCode", "errorUserInfo",
        "errorDomain", "wrappedValue", "projectedValue", "makeIterator", "next", "startIndex", "endIndex", "index",
        "distance", "advanced", "callAsFunction", "customMirror", "write", "encode", "zero", "magnitude", "codingKey",
        "replaceSubrange",
    ]

    /// The argument labels of initializers such a conformance may need (`init?(rawValue:)`,
    /// `init(stringLiteral:)`, a `RangeReplaceableCollection`'s `init()`: without it, the
    /// implicit internal one takes the public requirement's place and does not compile).
    static let witnessInitializerLabels: Set<[String]> = [
        [], ["from"], ["rawValue"], ["stringValue"], ["intValue"], ["stringLiteral"], ["integerLiteral"], ["floatLiteral"],
        ["booleanLiteral"], ["arrayLiteral"], ["dictionaryLiteral"], ["nilLiteral"], ["unicodeScalarLiteral"],
        ["extendedGraphemeClusterLiteral"], ["stringInterpolation"], ["codingKey"], ["wrappedValue"],
    ]

    /// Attributes whose type needs all its members (a property wrapper's `wrappedValue` and its
    /// initializers, a result builder's `buildBlock`).
    static let wholeTypeAttributes: Set<String> = ["propertyWrapper", "resultBuilder", "dynamicMemberLookup", "dynamicCallable"]
}
