/// An unkeyed container: the array and how far the body has read it.
struct UnkeyedPlace {
    var index: Int
    var path: [CodingPathComponent]
    var cursor: Int
    var position = 0
    var count: Int

    var isAtEnd: Bool { position >= count }

    /// Moves past the current element (past its whole subtree on the tape).
    mutating func advance(in document: JSONDocument) {
        if !isAtEnd { cursor = document.tape.indexAfter(cursor) }
        position += 1
    }
}
