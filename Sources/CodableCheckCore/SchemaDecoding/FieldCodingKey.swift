/// A field's key as a `CodingKey`, for problems that carry one (`keyNotFound`).
///
/// Its description is the key enum's, which is what Foundation's
/// `No value associated with key CodingKeys(stringValue: "title", intValue: nil) ("title").`
/// quotes: `CodingKeys` for synthesized structs, `CircleCodingKeys` for an enum case's payload,
/// and Foundation's own keys with their `intValue` (`Measurement`'s `unit` is 1).
struct FieldCodingKey: CodingKey, CustomStringConvertible {
    let stringValue: String
    let intValue: Int?
    /// The key enum's name.
    let typeName: String

    init(stringValue: String, intValue: Int? = nil, typeName: String = "CodingKeys") {
        self.stringValue = stringValue
        self.intValue = intValue
        self.typeName = typeName
    }

    init(stringValue: String) {
        self.init(stringValue: stringValue, intValue: nil)
    }

    init?(intValue: Int) {
        return nil
    }

    var description: String {
        "\(typeName)(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))"
    }
}
