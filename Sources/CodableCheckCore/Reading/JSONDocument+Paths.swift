/// Questions about a read document that only come up when something is reported: which value
/// starts at a byte offset, which keys an object has, which coding path holds an offset. The tape
/// answers them on demand; reading and decoding never pay for them.
extension JSONDocument {
    /// The entry that starts at `offset`, by binary search (entries are in document order, so
    /// their offsets increase); `nil` when no value or key starts there.
    public func entryIndex(startingAt offset: Int) -> Int? {
        var low = 0
        var high = tape.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let middleOffset = tape.offset(at: middle)
            if middleOffset == offset { return middle }
            if middleOffset < offset { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The bytes of the scalar at `index` (a string with its quotes); `nil` for an array or object.
    public func scalarByteRange(at index: Int) -> Range<Int>? {
        switch tape.kind(at: index) {
        case .string: tape.offset(at: index)..<(tape.stringContentRange(at: index).upperBound + 1)
        case .number, .true, .false, .null: tape.textRange(at: index)
        case .array, .object: nil
        }
    }

    /// The keys of the object at `index`, in document order, escapes resolved as `JSONDecoder`
    /// resolves them; `nil` when the entry is no object.
    public func objectKeys(at index: Int) -> [String]? {
        guard tape.kind(at: index) == .object else { return nil }
        var keys: [String] = []
        var member = index + 1
        let end = tape.indexAfter(index)
        while member < end {
            keys.append(keyText(at: member))
            member = tape.indexAfter(member + 1)
        }
        return keys
    }

    /// The coding paths of the innermost values whose text contains each offset: a trailing comma
    /// belongs to its array or object, a malformed string or number to itself.
    ///
    /// Builds a parent table once (one pass over the tape), then each offset costs a binary search
    /// and a climb to the root, so a document with a million trailing commas stays linear.
    public func codingPaths(toByteOffsets offsets: [Int]) -> [Int: [CodingPathComponent]] {
        guard tape.count > 0, !offsets.isEmpty else { return [:] }
        let parents = TapeParents(tape: tape)
        var paths: [Int: [CodingPathComponent]] = [:]
        for offset in offsets where paths[offset] == nil {
            paths[offset] = codingPath(to: offset, parents: parents)
        }
        return paths
    }

    private func codingPath(to offset: Int, parents: TapeParents) -> [CodingPathComponent] {
        // The last entry starting at or before the offset, then up to the first value around it.
        var low = 0
        var high = tape.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tape.offset(at: middle) <= offset { low = middle } else { high = middle - 1 }
        }
        var node: Int? = low
        if parents.isKey[low] { node = parents.parent[low] }
        while let current = node, current != 0, !contains(current, offset, parents: parents) {
            node = parents.parent[current]
        }
        var path: [CodingPathComponent] = []
        var current = node ?? 0
        while current != 0, let parent = parents.parent[current] {
            if tape.kind(at: parent) == .object {
                path.append(.key(keyText(at: current - 1)))
            } else {
                path.append(.index(parents.position[current]))
            }
            current = parent
        }
        return path.reversed()
    }

    /// Whether `offset` lies between the value's first byte and its last.
    private func contains(_ index: Int, _ offset: Int, parents: TapeParents) -> Bool {
        tape.offset(at: index) <= offset && offset < endOffset(of: index, parents: parents)
    }

    /// One past the value's last byte. Containers do not record where they close, so this finds
    /// the bracket after their last child (skipping whitespace and a trailing comma).
    private func endOffset(of index: Int, parents: TapeParents) -> Int {
        switch tape.kind(at: index) {
        case .string:
            return tape.stringContentRange(at: index).upperBound + 1
        case .array, .object:
            var scan = tape.offset(at: index) + 1
            if let last = parents.lastChild[index] {
                scan = endOffset(of: last, parents: parents)
            }
            while scan < bytes.count, bytes[scan] != UInt8(ascii: "]"), bytes[scan] != UInt8(ascii: "}") {
                scan += 1
            }
            return min(scan + 1, bytes.count)
        default:
            return tape.textRange(at: index).upperBound
        }
    }

    /// A key's text as `JSONDecoder` reads it, or as written when it does not decode (a lone
    /// surrogate, invalid UTF-8: the key is then reported as `malformedString` too).
    private func keyText(at index: Int) -> String {
        stringValue(at: index) ?? String(decoding: rawStringBytes(at: index), as: UTF8.self)
    }
}
