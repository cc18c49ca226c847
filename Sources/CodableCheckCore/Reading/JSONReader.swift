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

        public init(assumesTopLevelDictionary: Bool = false) {
            self.assumesTopLevelDictionary = assumesTopLevelDictionary
        }
    }

    public static func read(
        _ input: some Collection<UInt8>, options: Options = Options()
    ) throws(JSONSyntaxError) -> JSONDocument {
        // Contiguous input (`Data`, `[UInt8]`, a line's buffer) is read through a raw buffer: the
        // generic path costs metadata lookups and a byte-by-byte copy per document, which a JSON
        // Lines stream of short documents pays on every line.
        let read = { (raw: UnsafeBufferPointer<UInt8>) in
            Result { () throws(JSONSyntaxError) in try Self.read(contiguous: raw, options: options) }
        }
        if let result = input.withContiguousStorageIfAvailable(read) { return try result.get() }
        return try Array(input).withUnsafeBufferPointer(read).get()
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
        // Offsets are stored as `UInt32`: a larger input is refused before anything is scanned.
        guard utf8.count < Int(UInt32.max) else {
            if freesOnFailure { utf8.deallocate() }
            throw JSONSyntaxError(.documentTooLarge, at: 0)
        }
        let start = encoding == .utf8WithBOM ? 3 : 0
        var scanner = JSONScanner(bytes: UnsafeBufferPointer(utf8), start: start)
        do {
            try scanner.scanDocument(assumesTopLevelDictionary: options.assumesTopLevelDictionary)
        } catch {
            scanner.deallocate()
            if freesOnFailure { utf8.deallocate() }
            throw error
        }
        return JSONDocument(
            bytes: UnsafeBufferPointer(utf8), tape: scanner.makeTape(),
            trailingCommaOffsets: scanner.trailingCommaOffsets, encoding: encoding)
    }

    /// The UTF-8 text a `JSONSyntaxError`'s byte offset counts in: the input itself, or its
    /// transcoding when it is UTF-16 or UTF-32 (when reading fails, there is no document to ask).
    public static func utf8Text(of input: some Collection<UInt8>) -> [UInt8] {
        guard let (utf8, _) = try? JSONInputTranscoder.utf8Bytes(of: input) else { return Array(input) }
        defer { utf8.deallocate() }
        return Array(utf8)
    }
}
