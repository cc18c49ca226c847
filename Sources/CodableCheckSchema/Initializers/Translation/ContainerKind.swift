/// What a name of an `init(from:)` body holds when it holds a decoder or a container: the
/// decoder, a keyed container with its keys, an unkeyed or a single-value container. The
/// translator keeps it for each such local (`CustomDecodingTranslator.containers`); it decides
/// which calls on it are the standard methods and which an extension of the app's.
enum ContainerKind {
    case decoder
    case keyed(KeySet)
    case unkeyed
    case single

    /// A keyed container whose `CodingKey` takes any string (`AnyCodingKey`).
    var acceptsAnyKey: Bool {
        if case .keyed(let keys) = self { keys.acceptsAnyKey } else { false }
    }

    /// The standard methods' argument labels: a call with other labels is an extension's.
    static let standardLabels: [String: [[String?]]] = [
        "container": [["keyedBy"]], "unkeyedContainer": [[]], "singleValueContainer": [[]],
        "decode": [[nil, "forKey"], [nil]], "decodeIfPresent": [[nil, "forKey"], [nil]], "decodeNil": [["forKey"], []],
        "contains": [[nil]], "nestedContainer": [["keyedBy", "forKey"], ["keyedBy"]],
        "nestedUnkeyedContainer": [["forKey"], []], "superDecoder": [[], ["forKey"]],
    ]

    /// Whether a call on this kind is one of the standard container (or `Decoder`) methods, by
    /// name and labels.
    func isStandardCall(_ method: String, labels: [String?]) -> Bool {
        guard Self.standardLabels[method]?.contains(labels) ?? false else { return false }
        // A keyed container reads by key: `decode(.name)`, one unlabelled argument, is an
        // extension's (`func decode<T>(_ key: Key) throws -> T`), as are `contains` elsewhere.
        switch self {
        case .keyed: return !(["decode", "decodeIfPresent"].contains(method) && labels == [nil])
        case .unkeyed, .single, .decoder: return method != "contains"
        }
    }

    /// The receiver an extension method or property declares it on.
    var receiver: ContainerExtensions.Receiver {
        switch self {
        case .decoder: .decoder
        case .keyed: .keyed
        case .unkeyed: .unkeyed
        case .single: .singleValue
        }
    }

    /// The extended type's name, for messages.
    var typeName: String {
        switch self {
        case .decoder: "Decoder"
        case .keyed: "KeyedDecodingContainer"
        case .unkeyed: "UnkeyedDecodingContainer"
        case .single: "SingleValueDecodingContainer"
        }
    }
}
