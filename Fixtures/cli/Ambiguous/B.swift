struct Book: Decodable {
    var name: String
}
