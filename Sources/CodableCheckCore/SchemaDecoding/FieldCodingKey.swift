/// A field's key as a `CodingKey`, for problems that carry one (`keyNotFound`).
///
/// Its description is the synthesized `CodingKeys` enum's, which is what Foundation's
/// `No value associated with key CodingKeys(stringValue: "title", intValue: nil) ("title").`
/// quotes.
struct FieldCodingKey: CodingKey, CustomStringConvertible {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }

    var description: String {
        "CodingKeys(stringValue: \"\(stringValue)\", intValue: nil)"
    }
}
