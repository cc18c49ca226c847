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
