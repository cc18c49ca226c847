#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's entries as `readdir` lists them, for the folder walk (`InputExpansion`): every
/// name in one byte buffer, no `String` per entry, and the entries put in the walk's order by
/// comparing bytes.
///
/// Why bytes: the walk runs on one thread before any file is checked, so with `--jobs` it is the
/// part of a folder run that more cores do not shorten (issue 25). For 5,000 files, a `String`
/// per name cost 2.3 million instructions and sorting them (`String`'s `<`, with its checks for
/// small strings and normalization) 4.4 million, on that one thread. Names that are all ASCII are
/// ordered by their bytes, which is `String`'s order for them; a folder with any other name is
/// sorted as `String`s, as before, since `String` compares canonically equivalent spellings (an
/// `é` composed or decomposed) as equal, and bytes do not.
struct FolderListing {
    /// One entry: where its name is in the listing's buffer, and whether it is a folder.
    struct Entry {
        fileprivate var start: Int
        fileprivate var count: Int
        /// Nil when `readdir` does not say (a symbolic link, or a file system without entry
        /// types): `isFolder(at:)` then follows the link, as `FileManager.fileExists` did.
        var isFolder: Bool?
    }

    /// Every entry's name, one after another.
    private var names: [UInt8] = []
    /// The entries but `.` and `..`, in `readdir`'s order.
    private(set) var entries: [Entry] = []
    /// Whether every name is ASCII, so that byte order is `String`'s order.
    private var isASCII = true

    /// The entries of the folder at `path`; nil when it cannot be read.
    init?(ofFolderAt path: String) {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let isFolder: Bool? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): true
                case Int32(DT_REG): false
                default: nil
                }
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                // `strnlen` finds the name's end; `prefix { $0 != 0 }` over the 256-byte field
                // cost 400 instructions an entry.
                let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
                let name = UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: length)
                if name.count <= 2, name.allSatisfy({ $0 == UInt8(ascii: ".") }) { return }
                entries.append(Entry(start: names.count, count: name.count, isFolder: isFolder))
                names.append(contentsOf: name)
                if isASCII, name.contains(where: { $0 >= 0x80 }) { isASCII = false }
            }
        }
    }

    /// The entry's name.
    func name(of entry: Entry) -> String {
        names.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[entry.start..<entry.start + entry.count]), as: UTF8.self)
        }
    }

    /// Whether the entry's name starts with a dot.
    func isHidden(_ entry: Entry) -> Bool {
        names[entry.start] == UInt8(ascii: ".")
    }

    /// `folder` and the entry's name joined as `FileReader.resolve` joins them.
    func path(of entry: Entry, in folder: String) -> String {
        names.withUnsafeBufferPointer {
            FileReader.resolve(utf8: UnsafeBufferPointer(rebasing: $0[entry.start..<entry.start + entry.count]), relativeTo: folder)
        }
    }

    /// `entries` (of this listing, each with `isFolder` known) sorted by name, a folder's name
    /// with a `/` after it: the order in which the walk lists paths sorted (see
    /// `InputExpansion.files(under:)`).
    func inWalkOrder(_ entries: [Entry]) -> [Entry] {
        guard isASCII else {
            let keyed = entries.map { (key: name(of: $0) + ($0.isFolder == true ? "/" : ""), entry: $0) }
            return keyed.sorted { $0.key < $1.key }.map(\.entry)
        }
        return names.withUnsafeBufferPointer { names in
            // The first 16 bytes of each key as two integers, compared first: most names differ
            // there (the rest is compared byte by byte). Sorted as small keys with an index, so
            // the sort moves 24 bytes an entry and compares integers.
            var keys = entries.indices.map { index in
                let entry = entries[index]
                var bytes = (UInt64(0), UInt64(0))
                withUnsafeMutableBytes(of: &bytes) { key in
                    let length = min(entry.count, 16)
                    key.copyMemory(from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: names[entry.start..<entry.start + length])))
                    if length < 16, entry.isFolder == true { key[length] = UInt8(ascii: "/") }
                }
                return (high: UInt64(bigEndian: bytes.0), low: UInt64(bigEndian: bytes.1), index: index)
            }
            keys.sort { first, second in
                if first.high != second.high { return first.high < second.high }
                if first.low != second.low { return first.low < second.low }
                return Self.restIsBefore(entries[first.index], entries[second.index], in: names)
            }
            return keys.map { entries[$0.index] }
        }
    }

    /// The byte at `index` of the entry's sort key (its name, and `/` after a folder's), or 0
    /// past its end: no name holds a 0, so a key sorts before every longer key it begins.
    private static func keyByte(_ entry: Entry, at index: Int, in names: UnsafeBufferPointer<UInt8>) -> UInt8 {
        if index < entry.count { return names[entry.start + index] }
        return index == entry.count && entry.isFolder == true ? UInt8(ascii: "/") : 0
    }

    /// Whether `first`'s key sorts before `second`'s, given that their first 16 bytes are equal.
    private static func restIsBefore(_ first: Entry, _ second: Entry, in names: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 16
        while true {
            let (one, other) = (keyByte(first, at: index, in: names), keyByte(second, at: index, in: names))
            if one != other { return one < other }
            if one == 0 { return false }
            index += 1
        }
    }

    /// Whether `path` is a folder, following symbolic links; nil when it does not exist (a
    /// dangling link), so the walk passes over it.
    static func isFolder(at path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }
}
