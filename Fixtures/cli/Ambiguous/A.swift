struct Book: Codable {
    var title: String
}
