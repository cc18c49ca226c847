/// Finds the tape entry a coding path leads to, for errors a model's own code threw (they carry
/// a path but no position).
struct TapeLocator {
    let session: DecodingSession

    /// The deepest value along `path`. The walk starts at `currentIndex` when `currentPath` is a
    /// prefix of `path` (the usual case: the error is about the value being decoded or one of its
    /// children), otherwise at the root. Object keys match by `String` equality, first occurrence
    /// first, as decoding does; a step that does not resolve stops the walk.
    func locate(_ path: [CodingPathComponent], from currentIndex: Int, at currentPath: [CodingPathComponent]) -> Int {
        var index = session.document.rootIndex
        var remaining = path[...]
        if path.starts(with: currentPath) {
            index = currentIndex
            remaining = path.dropFirst(currentPath.count)
        }
        let tape = session.document.tape
        for component in remaining {
            guard index < tape.count else { break }
            switch (component, tape.kind(at: index)) {
            case (.index(let n), .array):
                guard n < tape.elementCount(at: index) else { return index }
                var element = index + 1
                for _ in 0..<n { element = tape.indexAfter(element) }
                index = element
            case (.key(let name), .object):
                var member = index + 1
                let end = tape.indexAfter(index)
                var found: Int?
                while member < end {
                    let key = try? JSONStringDecoding.content(entry: tape.entries[member], bytes: session.bytes)
                    if key == name { found = member + 1; break }
                    member = tape.indexAfter(member + 1)
                }
                guard let found else { return index }
                index = found
            default:
                return index
            }
        }
        return index
    }
}
