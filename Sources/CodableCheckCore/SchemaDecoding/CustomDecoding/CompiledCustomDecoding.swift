/// A `CustomDecodingPlan` with the types its body decodes compiled, shared by every document.
final class CompiledCustomDecoding {
    let plan: CustomDecodingPlan
    /// `plan.types`, compiled: `DecodingExpression.decode`'s `type` indexes this.
    let types: [CompiledValue]

    init(_ plan: CustomDecodingPlan, types: [CompiledValue]) {
        self.plan = plan
        self.types = types
    }
}

/// What a variable of an interpreted `init(from:)` holds while the body runs.
enum InterpretedValue {
    /// A decoded value as JSON text; `null` is nil.
    case json(String)
    /// An array being built by `append`, element texts in order.
    case list([String])
    case decoder(DecoderPlace)
    case keyed(KeyedPlace)
    case unkeyed(UnkeyedPlace)
    case single(DecoderPlace)

    /// The value as JSON text, when it is a value.
    var text: String? {
        switch self {
        case .json(let text): text
        case .list(let elements): "[" + elements.joined(separator: ",") + "]"
        default: nil
        }
    }

    var isNil: Bool {
        if case .json("null") = self { return true }
        return false
    }
}

/// A `Decoder` at a place in the document. `isAbsent`: a `superDecoder(forKey:)` for a key the
/// object lacks, which JSONDecoder hands out over `null` (`index` is then the object's).
struct DecoderPlace {
    var index: Int
    var path: [CodingPathComponent]
    var isAbsent = false
}

/// A keyed container: the object, and its members by (strategy-converted) key, first occurrence.
struct KeyedPlace {
    var index: Int
    var path: [CodingPathComponent]
    var members: [String: Int]
    /// The `CodingKey` enum's name, as Foundation's `keyNotFound` quotes it.
    var keys: String
    /// The keys the body asked about (read, checked, nested into), for `unknownKey` warnings.
    var askedKeys: Set<String> = []
}

/// A key of a hand-written `CodingKey` enum, described as Foundation describes it:
/// `AdditionalInfoKeys(stringValue: "elevation", intValue: nil)`.
struct DeclaredCodingKey: CodingKey, CustomStringConvertible {
    let stringValue: String
    let enumName: String
    var intValue: Int? { nil }

    init(stringValue: String, enumName: String) {
        self.stringValue = stringValue
        self.enumName = enumName
    }

    init(stringValue: String) {
        self.init(stringValue: stringValue, enumName: "CodingKeys")
    }

    init?(intValue: Int) {
        return nil
    }

    var description: String {
        "\(enumName)(stringValue: \"\(stringValue)\", intValue: nil)"
    }
}

/// An unkeyed container: the array and how far the body has read it.
struct UnkeyedPlace {
    var index: Int
    var path: [CodingPathComponent]
    var cursor: Int
    var position = 0
    var count: Int

    var isAtEnd: Bool { position >= count }
}
