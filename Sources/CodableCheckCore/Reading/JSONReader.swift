import Foundation

/// Reads bytes into a `JSONDocument`, accepting exactly the input Foundation's `JSONDecoder`
/// accepts on this toolchain and rejecting the rest with a located `JSONSyntaxError`.
///
/// Like Foundation, the reader checks the document's *structure* up front and leaves the spelling
/// of numbers and the content of strings to be checked when a value is decoded (a malformed value
/// nothing decodes does not fail the document). It records what it learns for free about each
/// value in the tape's flags so decoding can take fast paths.
public enum JSONReader {
    /// The deepest nesting of arrays and objects Foundation accepts; one more is an error.
    public static let maximumNestingDepth = 512

    /// What to accept beyond plain JSON, mirroring `JSONDecoder`'s options.
    public struct Options: Sendable {
        /// Mirrors `JSONDecoder.assumesTopLevelDictionary`: a document that does not start with
        /// `{` is read as the members of an implied top-level object.
        public var assumesTopLevelDictionary = false
        /// Whether the tape of a document of a few megabytes (inputs of about 256 KB to 8 MB)
        /// may live in memory the kernel backs with 2 MB huge pages (Linux): faster to build
        /// (one page fault per 2 MB instead of one per 4 KB), but up to 2 MB resident for as long
        /// as the document lives, where the tape needs about half the input's size. For a program
        /// that reads a document, checks it and lets it go, as the command-line tool does; off by
        /// default, so that a program keeping many documents keeps only what they use.
        public var tapeMayUseHugePages = false

        public init(assumesTopLevelDictionary: Bool = false) {
            self.assumesTopLevelDictionary = assumesTopLevelDictionary
        }
    }

    /// Reads a copy of `input`, which the document owns (`Data` and `[UInt8]` are read in place
    /// by the overloads below).
    public static func read(
        _ input: some Collection<UInt8>, options: Options = Options()
    ) throws(JSONSyntaxError) -> JSONDocument {
        try read(copying: input, options: options)
    }

    private static func read(copying input: some Collection<UInt8>, options: Options) throws(JSONSyntaxError) -> JSONDocument {
        // Contiguous input (`Data`, `[UInt8]`, a line's buffer) is read through a raw buffer: the
        // generic path costs metadata lookups and a byte-by-byte copy per document, which a JSON
        // Lines stream of short documents pays on every line.
        let read = { (raw: UnsafeBufferPointer<UInt8>) in
            Result { () throws(JSONSyntaxError) in try Self.read(contiguous: raw, options: options) }
        }
        if let result = input.withContiguousStorageIfAvailable(read) { return try result.get() }
        return try Array(input).withUnsafeBufferPointer(read).get()
    }

    /// Reads `Data` in place: the document retains `data` and its tape indexes the bytes `data`
    /// already holds, as `JSONDecoder` reads them, instead of copying them first. Copying, with the
    /// page faults of the copy's fresh memory, was over a third of reading twitter.json (1,015 MB/s
    /// copied, 1,655 MB/s in place).
    public static func read(_ data: Data, options: Options = Options()) throws(JSONSyntaxError) -> JSONDocument {
        // Why the pointer may outlive `withUnsafeBytes`: `Data` longer than `inlineByteLimit` keeps
        // its bytes in a heap storage object that stays put for as long as a copy of the `Data`
        // retains it, and a mutation through another copy copies first (copy on write). Shorter
        // `Data` may hold its bytes inline, where the pointer is to a temporary: copied instead.
        guard data.count > inlineByteLimit else { return try read(copying: data, options: options) }
        let read = { (raw: UnsafeRawBufferPointer) in
            Result { () throws(JSONSyntaxError) in
                try Self.read(inPlace: raw.assumingMemoryBound(to: UInt8.self), storage: data, options: options)
            }
        }
        return try data.withUnsafeBytes(read).get()
    }

    /// Reads an array in place, retaining it (see `read(_:options:)` for `Data`).
    public static func read(_ bytes: [UInt8], options: Options = Options()) throws(JSONSyntaxError) -> JSONDocument {
        // An array's elements live in its heap buffer, which a retained copy keeps in place.
        let read = { (raw: UnsafeBufferPointer<UInt8>) in
            Result { () throws(JSONSyntaxError) in try Self.read(inPlace: raw, storage: bytes, options: options) }
        }
        return try bytes.withUnsafeBufferPointer(read).get()
    }

    /// Reads bytes that `owner` keeps alive (a mapped file, unmapped when `owner` ends) in place:
    /// the document retains `owner`, and its tape indexes `bytes`, which must not change while
    /// the document lives.
    public static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, keepingAlive owner: AnyObject, options: Options = Options()
    ) throws(JSONSyntaxError) -> JSONDocument {
        try read(inPlace: bytes, storage: owner, options: options)
    }

    /// `Data` up to this long may keep its bytes inside the value itself (14 bytes on 64-bit
    /// platforms), so its pointer does not outlive `withUnsafeBytes`; kept well above that.
    private static let inlineByteLimit = 64

    /// Scans UTF-8 `input` where it is, for a document that retains `storage`, the value owning it;
    /// a UTF-16 or UTF-32 input is transcoded into a buffer of the document's own.
    private static func read(inPlace input: UnsafeBufferPointer<UInt8>, storage: Any, options: Options) throws(JSONSyntaxError)
        -> JSONDocument
    {
        let encoding = JSONInputTranscoder.detectEncoding(of: input)
        guard encoding == .utf8 || encoding == .utf8WithBOM else { return try read(contiguous: input, options: options) }
        return try scan(input, encoding: encoding, options: options, borrowedStorage: storage)
    }

    private static func read(contiguous input: UnsafeBufferPointer<UInt8>, options: Options) throws(JSONSyntaxError) -> JSONDocument {
        let (utf8, encoding) = try JSONInputTranscoder.utf8Bytes(of: input)
        return try read(utf8: utf8, encoding: encoding, options: options)
    }

    /// Reads bytes the caller allocated (with `UnsafeMutableBufferPointer.allocate`) and hands
    /// over: a UTF-8 input becomes the document's own buffer, so a 100 MB file is in memory once,
    /// not twice. When reading succeeds the buffer belongs to the document (or, for a UTF-16 or
    /// UTF-32 input, is freed here after transcoding); when it throws, the buffer is still the
    /// caller's, to locate the error in and free.
    public static func read(
        adopting buffer: UnsafeMutableBufferPointer<UInt8>, options: Options = Options()
    ) throws(JSONSyntaxError) -> JSONDocument {
        let encoding = JSONInputTranscoder.detectEncoding(of: buffer)
        switch encoding {
        case .utf8, .utf8WithBOM:
            return try read(utf8: buffer, encoding: encoding, options: options, freesOnFailure: false)
        default:
            let (utf8, _) = try JSONInputTranscoder.utf8Bytes(of: buffer)
            let document = try read(utf8: utf8, encoding: encoding, options: options)
            buffer.deallocate()
            return document
        }
    }

    /// Scans `utf8` (which the document will own); when scanning fails, frees it unless
    /// `freesOnFailure` is false.
    private static func read(
        utf8: UnsafeMutableBufferPointer<UInt8>, encoding: JSONInputEncoding, options: Options,
        freesOnFailure: Bool = true
    ) throws(JSONSyntaxError) -> JSONDocument {
        do {
            return try scan(UnsafeBufferPointer(utf8), encoding: encoding, options: options, borrowedStorage: nil)
        } catch {
            if freesOnFailure { utf8.deallocate() }
            throw error
        }
    }

    /// Scans UTF-8 bytes into a document over them, which frees them when it ends unless
    /// `borrowedStorage` (then retained) owns them. Nothing is freed when scanning fails.
    private static func scan(
        _ utf8: UnsafeBufferPointer<UInt8>, encoding: JSONInputEncoding, options: Options, borrowedStorage: Any?
    ) throws(JSONSyntaxError) -> JSONDocument {
        // Offsets are stored as `UInt32`: a larger input is refused before anything is scanned.
        guard utf8.count < Int(UInt32.max) else { throw JSONSyntaxError(.documentTooLarge, at: 0) }
        let start = encoding == .utf8WithBOM ? 3 : 0
        var scanner = JSONScanner(bytes: utf8, start: start, mapsLargeTapes: options.tapeMayUseHugePages)
        do {
            try scanner.scanDocument(assumesTopLevelDictionary: options.assumesTopLevelDictionary)
        } catch {
            scanner.deallocate()
            throw error
        }
        return JSONDocument(
            bytes: utf8, tape: scanner.makeTape(), trailingCommaOffsets: scanner.trailingCommaOffsets, encoding: encoding,
            borrowedStorage: borrowedStorage)
    }

    /// The UTF-8 text a `JSONSyntaxError`'s byte offset counts in: the input itself, or its
    /// transcoding when it is UTF-16 or UTF-32 (when reading fails, there is no document to ask).
    public static func utf8Text(of input: some Collection<UInt8>) -> [UInt8] {
        guard let (utf8, _) = try? JSONInputTranscoder.utf8Bytes(of: input) else { return Array(input) }
        defer { utf8.deallocate() }
        return Array(utf8)
    }
}
