/// Where two texts first differ, with a little context from each, for a one-line note: values of
/// whole documents are far too long to print.
enum TextDifference {
    static func describe(_ first: String, _ second: String, labels: (String, String), context: Int = 40) -> String {
        let a = Array(first.utf8)
        let b = Array(second.utf8)
        var offset = 0
        while offset < a.count, offset < b.count, a[offset] == b[offset] { offset += 1 }
        let start = max(0, offset - context)
        func excerpt(_ bytes: [UInt8]) -> String {
            let end = min(bytes.count, offset + context)
            let text = start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
            return (start > 0 ? "…" : "") + text + (end < bytes.count ? "…" : "")
        }
        return "at byte \(offset), \(labels.0) has \(excerpt(a)) where \(labels.1) has \(excerpt(b))"
    }
}
