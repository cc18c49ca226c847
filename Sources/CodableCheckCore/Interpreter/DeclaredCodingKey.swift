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
