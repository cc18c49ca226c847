/// A model with problems, for `types` and for a `--type` the schema cannot build.
struct Shelf: Codable {
    var label: String
    var books: [Volume]
}

struct Label: Codable {
    var text: String

    enum CodingKeys: String, CodingKey {
        case text
        case colour
    }
}
