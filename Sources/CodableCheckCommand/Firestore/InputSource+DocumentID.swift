/// The document ID an input's file name gives (`books/hitchhiker.json` → `hitchhiker`), for
/// `@DocumentID` when neither `--document-id` nor a Firestore document's name says it.
///
/// Read from the path's UTF-8 bytes, as the file system separates names: splitting the `String`
/// by `Character` cost 24,000 instructions a file, a quarter of checking a one-order file among
/// 10,000 (issue 14); searching the `String.UTF8View` by index still cost 1,700 (issue 25), its
/// contiguous bytes about 200.
extension InputSource {
    var documentIDFromFileName: String? {
        guard case .file(var path) = self else { return nil }
        return path.withUTF8 { bytes -> String? in
            // Trailing slashes name no file: `a/b/` is `b`, as splitting at slashes gives it.
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            guard end > 0 else { return nil }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            var dot = end - 1
            while dot > start, bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
            let nameEnd = dot > start ? dot : end
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<nameEnd]), as: UTF8.self)
        }
    }
}
