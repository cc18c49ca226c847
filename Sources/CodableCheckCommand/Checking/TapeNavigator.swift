import CodableCheckCore
import Foundation

/// Answers questions about a read document that only come up when something is reported: which
/// coding path holds a byte offset, which keys an object has. Walks the tape on demand; decoding
/// itself never pays for it.
///
/// Holds the document's bytes without owning them: use it only inside `JSONDocument.withUTF8`.
struct TapeNavigator {
    let tape: JSONTape
    let bytes: UnsafeBufferPointer<UInt8>

    /// The entry that starts at `offset`, by binary search (entries are in document order, so
    /// their offsets increase).
    func entryIndex(startingAt offset: Int) -> Int? {
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

    /// The keys of the object starting at `offset`, in document order; `nil` if no object starts there.
    func objectKeys(atByteOffset offset: Int) -> [String]? {
        guard let index = entryIndex(startingAt: offset), tape.kind(at: index) == .object else { return nil }
        var keys: [String] = []
        var member = index + 1
        let end = tape.indexAfter(index)
        while member < end {
            keys.append(keyText(at: member))
            member = tape.indexAfter(member + 1)
        }
        return keys
    }

    /// The paths of the innermost values whose text contains each offset: a trailing comma
    /// belongs to its array or object, a malformed string or number to itself.
    ///
    /// Builds a parent table once (one pass over the tape), then each offset costs a binary search
    /// and a climb to the root, so a document with a million trailing commas stays linear.
    func codingPaths(toByteOffsets offsets: [Int]) -> [Int: [CodingPathComponent]] {
        guard tape.count > 0, !offsets.isEmpty else { return [:] }
        let parents = ParentTable(tape: tape)
        var paths: [Int: [CodingPathComponent]] = [:]
        for offset in offsets where paths[offset] == nil {
            paths[offset] = codingPath(to: offset, parents: parents)
        }
        return paths
    }

    private func codingPath(to offset: Int, parents: ParentTable) -> [CodingPathComponent] {
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

    /// For every entry: the container holding it and its position there. Keys are marked so a
    /// walk up from a key goes to its object.
    private struct ParentTable {
        var parent: [Int?]
        var position: [Int]
        var isKey: [Bool]
        /// Containers: the last element, or the last member's value.
        var lastChild: [Int?]

        init(tape: JSONTape) {
            parent = Array(repeating: nil, count: tape.count)
            position = Array(repeating: 0, count: tape.count)
            isKey = Array(repeating: false, count: tape.count)
            lastChild = Array(repeating: nil, count: tape.count)
            for container in 0..<tape.count where tape.kind(at: container).isContainer {
                let end = tape.indexAfter(container)
                let isObject = tape.kind(at: container) == .object
                var child = container + 1
                var index = 0
                while child < end {
                    if isObject {
                        isKey[child] = true
                        parent[child] = container
                        child += 1
                    }
                    parent[child] = container
                    position[child] = index
                    lastChild[container] = child
                    index += 1
                    child = tape.indexAfter(child)
                }
            }
        }
    }

    /// Whether `offset` lies between the value's first byte and its last.
    private func contains(_ index: Int, _ offset: Int, parents: ParentTable) -> Bool {
        tape.offset(at: index) <= offset && offset < endOffset(of: index, parents: parents)
    }

    /// One past the value's last byte. Containers do not record where they close, so this finds
    /// the bracket after their last child (skipping whitespace and a trailing comma).
    private func endOffset(of index: Int, parents: ParentTable) -> Int {
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

    /// A key's text with escapes resolved (through `JSONSerialization`, which only keys with a
    /// backslash need).
    func keyText(at index: Int) -> String {
        let range = tape.stringContentRange(at: index)
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        guard tape.flags(at: index).contains(.hasEscapes) else {
            return String(decoding: raw, as: UTF8.self)
        }
        let quoted = Data([UInt8(ascii: "\"")] + Array(raw) + [UInt8(ascii: "\"")])
        if let text = try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed) as? String {
            return text
        }
        return String(decoding: raw, as: UTF8.self)
    }
}
