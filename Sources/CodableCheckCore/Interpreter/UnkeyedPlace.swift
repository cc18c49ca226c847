/// An unkeyed container: the array and how far the body has read it.
struct UnkeyedPlace {
    var index: Int
    var path: [CodingPathComponent]
    var cursor: Int
    var position = 0
    var count: Int

    var isAtEnd: Bool { position >= count }
}
