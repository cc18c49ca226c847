import Testing

@testable import CodableCheckCommand

/// File names read from a path's bytes (the document ID a file name gives, the extension that
/// makes a file JSON Lines) agree with reading them by `Character`, as they were read before.
@Suite struct InputFileNameTests {
    /// The `Character`-based reading the byte-based one replaced, as the reference.
    private static func referenceDocumentID(_ path: String) -> String? {
        guard let name = path.split(separator: "/").last else { return nil }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }

    private static func referenceIsLinesFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return InputItem.lineExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// What a folder search made of an extension before it was read from bytes: lowercased, and
    /// looked up in the sets.
    private static func referenceFileKind(_ path: String) -> InputItem.FileKind {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return .other }
        let fileExtension = path[path.index(after: dot)...].lowercased()
        guard InputItem.searchedExtensions.contains(fileExtension) else { return .other }
        return InputItem.lineExtensions.contains(fileExtension) ? .lines : .document
    }

    @Test func fileKindsOfTypicalPaths() {
        let cases: [(String, InputItem.FileKind)] = [
            ("a.json", .document), ("dir/A.JSON", .document), ("x.JsonL", .lines), ("logs/day.ndjson", .lines), (".json", .document),
            ("a.json/", .other), ("a.json/b", .other), ("a.jsonx", .other), ("json", .other), ("", .other), ("a.", .other),
            ("caf\u{E9}.json", .document), ("a.j\u{212A}son", .other),
        ]
        for (path, expected) in cases {
            #expect(InputItem.fileKind(ofPath: path) == expected, "\(path)")
            #expect(Self.referenceFileKind(path) == expected, "reference: \(path)")
        }
    }

    @Test func documentIDsOfTypicalPaths() {
        let cases: [(String, String?)] = [
            ("books/hitchhiker.json", "hitchhiker"), ("/data/a.b.json", "a.b"), ("noext", "noext"), (".hidden", ".hidden"),
            ("dir/.json", ".json"), ("dir/", "dir"), ("a//b//", "b"), ("/", nil), ("", nil), ("caf\u{E9}/na\u{EF}ve.json", "na\u{EF}ve"),
            ("a.d/file", "file"),
        ]
        for (path, expected) in cases {
            #expect(InputSource.file(path).documentIDFromFileName == expected, "\(path)")
        }
        #expect(InputSource.standardInput.documentIDFromFileName == nil)
    }

    /// Random paths from an alphabet of slashes, dots, letters and non-ASCII letters.
    @Test func byteReadingAgreesWithCharacterReading() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [String] = ["/", ".", "a", "J", "s", "l", "\u{E9}", "\u{65E5}", "jsonl", "JSONL", "ndjson", "json", "JSON", "NdJson"]
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
                .joined()
            #expect(InputSource.file(path).documentIDFromFileName == Self.referenceDocumentID(path), "\(path)")
            #expect(InputExpansion.isLinesFile(path) == Self.referenceIsLinesFile(path), "\(path)")
            #expect(InputItem.fileKind(ofPath: path) == Self.referenceFileKind(path), "\(path)")
        }
    }

    @Test func linesExtensionsIgnoreCaseAndFolders() {
        #expect(InputExpansion.isLinesFile("logs/day.JSONL"))
        #expect(InputExpansion.isLinesFile("day.ndjson"))
        #expect(!InputExpansion.isLinesFile("logs.jsonl/day"))
        #expect(!InputExpansion.isLinesFile("day.json"))
    }
}
