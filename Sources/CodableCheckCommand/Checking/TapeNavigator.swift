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

    /// The path of the innermost value whose text contains `offset`: a trailing comma belongs to
    /// its array or object, a malformed string or number to itself.
    func codingPath(toByteOffset offset: Int) -> [CodingPathComponent] {
        var path: [CodingPathComponent] = []
        var index = 0
        guard tape.count > 0 else { return path }
        descending: while tape.kind(at: index).isContainer {
            let end = tape.indexAfter(index)
            let isObject = tape.kind(at: index) == .object
            var child = index + 1
            var position = 0
            while child < end {
                let value = isObject ? child + 1 : child
                if contains(value, offset) {
                    path.append(isObject ? .key(keyText(at: child)) : .index(position))
                    index = value
                    continue descending
                }
                child = tape.indexAfter(value)
                position += 1
            }
            break
        }
        return path
    }

    /// Whether `offset` lies between the value's first byte and its last.
    private func contains(_ index: Int, _ offset: Int) -> Bool {
        let start = tape.offset(at: index)
        return start <= offset && offset < endOffset(of: index)
    }

    /// One past the value's last byte. Containers do not record where they close, so this finds
    /// the bracket after their last child (skipping whitespace and a trailing comma).
    private func endOffset(of index: Int) -> Int {
        switch tape.kind(at: index) {
        case .string:
            return tape.stringContentRange(at: index).upperBound + 1
        case .array, .object:
            let end = tape.indexAfter(index)
            var scan = tape.offset(at: index) + 1
            if end > index + 1 {
                // The last child: for objects, the last value (the entry before `end` may be deep
                // inside it, so walk the children).
                var child = index + 1
                var last = child
                let isObject = tape.kind(at: index) == .object
                while child < end {
                    last = isObject ? child + 1 : child
                    child = tape.indexAfter(last)
                }
                scan = endOffset(of: last)
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
