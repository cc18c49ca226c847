/// Text with one `1️⃣` marker: the marker is removed and its UTF-8 byte offset kept, so tests pin
/// positions without counting bytes by hand.
struct MarkedText {
    var text: String
    var offset: Int

    init(_ marked: String, marker: String = "1️⃣") {
        guard let range = marked.range(of: marker) else {
            text = marked
            offset = 0
            return
        }
        offset = marked.utf8.distance(from: marked.startIndex, to: range.lowerBound)
        text = String(marked[..<range.lowerBound]) + String(marked[range.upperBound...])
    }

    var bytes: [UInt8] { Array(text.utf8) }
}
