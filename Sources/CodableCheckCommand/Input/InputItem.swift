/// One input to check once folders are expanded: a whole file (one document), or a stream whose
/// every non-blank line is a document (JSON Lines: `--lines`, `.jsonl` and `.ndjson` files).
struct InputItem: Sendable, Equatable {
    var source: InputSource
    var readsLines: Bool

    /// Extensions read as JSON Lines wherever they are found.
    static let lineExtensions: Set<String> = ["jsonl", "ndjson"]
    /// Extensions a folder is searched for.
    static let searchedExtensions: Set<String> = ["json", "jsonl", "ndjson"]

    /// What a path's extension makes of a file found in a folder.
    enum FileKind: Equatable {
        /// Not searched for (`notes.txt`, no extension).
        case other
        /// One document (`.json`).
        case document
        /// JSON Lines (`.jsonl`, `.ndjson`).
        case lines
    }

    /// The searched extensions as bytes, each with whether it is JSON Lines: compared with a
    /// path's bytes, where lowercasing the extension into a `String` and hashing it into the sets
    /// cost 1,200 instructions a file, on the one thread that walks a folder (issue 25).
    private static let extensionBytes: [(bytes: [UInt8], readsLines: Bool)] = searchedExtensions.map {
        (Array($0.utf8), lineExtensions.contains($0))
    }

    /// The kind `path`'s extension (the bytes after its last `.`, in its last component, in any
    /// ASCII case) gives. ASCII case is all there is to ignore: no other letter lowercases into
    /// one of the extensions' letters.
    static func fileKind(ofPath path: String) -> FileKind {
        var path = path
        return path.withUTF8 { bytes in
            var dot = bytes.count
            while dot > 0 {
                dot -= 1
                if bytes[dot] == UInt8(ascii: "/") { return .other }
                if bytes[dot] == UInt8(ascii: ".") { break }
                if dot == 0 { return .other }
            }
            guard dot < bytes.count, bytes[dot] == UInt8(ascii: ".") else { return .other }
            let name = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            for (candidate, readsLines) in extensionBytes where candidate.count == name.count {
                if zip(candidate, name).allSatisfy({ $0 == Self.asciiLowercased($1) }) { return readsLines ? .lines : .document }
            }
            return .other
        }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    var displayName: String { source.displayName }
}
