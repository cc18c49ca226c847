/// Where each piece of a converted document came from: byte offsets in the plain JSON the
/// converter wrote, mapped back to offsets in the Firestore REST document the user gave, so a
/// diagnostic found in the plain JSON points at the typed value in the original file.
struct FirestoreOffsetMap: Sendable {
    /// One written token: `length` bytes at `plainStart` copied from (or standing for) the bytes
    /// at `originalStart`. Appended in writing order, so `plainStart` only grows.
    struct Span: Sendable {
        var plainStart: Int
        var originalStart: Int
        var length: Int
    }

    private(set) var spans: [Span] = []

    mutating func record(plainStart: Int, originalStart: Int, length: Int) {
        spans.append(Span(plainStart: plainStart, originalStart: originalStart, length: length))
    }

    /// The original offset of a plain offset: the same byte of a copied token, else the start of
    /// the token the offset falls after (a synthesized bracket stands for its typed value).
    func originalOffset(of plainOffset: Int) -> Int {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].plainStart <= plainOffset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return spans.first?.originalStart ?? 0 }
        let span = spans[low - 1]
        let delta = plainOffset - span.plainStart
        return delta < span.length ? span.originalStart + delta : span.originalStart
    }
}
