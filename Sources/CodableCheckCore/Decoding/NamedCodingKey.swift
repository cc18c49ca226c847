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
