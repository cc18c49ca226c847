/// A typo in a property's type: the tool cannot check `Review` without it.
struct Review: Codable {
    var stars: [Int
    var text: String
}
