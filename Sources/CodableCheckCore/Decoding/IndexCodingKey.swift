/// The key of an array element in a coding path, spelled as Foundation spells its own
/// (`stringValue` "Index 3", `intValue` 3), so paths compare equal to `JSONDecoder`'s.
struct IndexCodingKey: CodingKey, Sendable {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }

    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
}

/// A key made from a string, for paths that do not come from a model's `CodingKeys`: the
/// `superDecoder()` key "super", the JSON key handed to a custom key strategy, paths rebuilt
/// from a `DecodingProblem`.
struct NamedCodingKey: CodingKey, Sendable {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        self.stringValue = string
        self.intValue = nil
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }

    /// The key `superDecoder()` decodes, as Foundation names it.
    static let superKey = NamedCodingKey("super")
}

/// "No last key": the generic decoding functions take their value's last key as a generic
/// parameter (no existential box, no `Optional<K>` metadata on the hot path); a value decoded at
/// its decoder's own path passes this instead, and it never enters a path.
struct NoCodingKey: CodingKey, Sendable {
    var stringValue: String { "" }
    var intValue: Int? { nil }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
    private init() {}

    static let none = NoCodingKey()
}
