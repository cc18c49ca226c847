import Foundation
import Testing

/// What `types` and `decode` say about a schema folder they cannot use, or a type they can
/// only list: the cause, not a puzzle.
@Suite struct SchemaFolderMessageTests {
    /// A checkout whose model files are links into a folder that was not copied along: the
    /// folder seems to hold `.swift` files, so "no .swift files" alone would puzzle.
    @Test func brokenLinksAreNamedAsSuch() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let models = directory.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: models.appendingPathComponent("Book.swift").path, withDestinationPath: "../Shared/Book.swift")
        let one = try ToolProcess.run(["types", "--schema", "Models"], in: directory)
        #expect(
            one
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: error: no .swift files in 'Models': 'Models/Book.swift' is a broken symbolic link; give --schema PATH\n",
                    status: 2))
        try FileManager.default.createSymbolicLink(
            atPath: models.appendingPathComponent("Genre.swift").path, withDestinationPath: "../Shared/Genre.swift")
        let two = try ToolProcess.run(["decode", "--type", "Book", "--schema", "Models"], stdin: "{}", in: directory)
        #expect(
            two.stderr
                == "codable-check: error: no .swift files in 'Models': its 2 .swift entries are broken symbolic links, such as 'Models/Book.swift'; give --schema PATH\n"
        )
        let file = try ToolProcess.run(["types", "--schema", "Models/Genre.swift"], in: directory)
        #expect(
            file.stderr
                == "codable-check: error: cannot read schema 'Models/Genre.swift': a broken symbolic link (to '../Shared/Genre.swift')\n")
    }

    /// A generic type is planned once `--type` gives its arguments: its listing says so, rather
    /// than "not interpreted" next to `[exact]`.
    @Test func aGenericTypeIsListedAsWaitingForItsArguments() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "struct Page<Item: Decodable>: Decodable {\n    var items: [Item]\n    var next: String?\n}\n".write(
            to: directory.appendingPathComponent("Page.swift"), atomically: true, encoding: .utf8)
        let outcome = try ToolProcess.run(["types", "--schema", "Page.swift"], in: directory)
        #expect(
            outcome.stdout == """
                Page.swift:1:8: struct Page<Item> (generic: planned when --type gives its type arguments) [exact]
                  items  [Item]   -  with the type arguments
                  next   String?  -  with the type arguments
                1 type: 1 exact

                """)
        let page = try ToolProcess.run(
            ["decode", "--type", "Page<String>", "--schema", "Page.swift"], stdin: #"{"items": [1]}"#, in: directory)
        #expect(page.stderr.contains("error: typeMismatch at items[0]: expected String, found number 1"))
    }

    /// A package without `Sources/` keeps its models beside `Package.swift`: discovery reads that
    /// folder, and `--verbose` and the "no .swift files" error name it, not a `Sources/` that
    /// does not exist (issue 24).
    @Test func discoveryNamesTheFolderItReallyRead() throws {
        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Shelf\")\n".write(
            to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let empty = try ToolProcess.run(["decode", "--type", "Book"], stdin: "{}", in: directory)
        #expect(empty == .init(stdout: "", stderr: "codable-check: error: no .swift files in '.'; give --schema PATH\n", status: 2))
        try "struct Book: Codable {\n    let title: String\n}\n".write(
            to: directory.appendingPathComponent("Book.swift"), atomically: true, encoding: .utf8)
        let found = try ToolProcess.run(["decode", "--type", "Book", "--verbose", "-"], stdin: #"{"title": "Dune"}"#, in: directory)
        #expect(
            found.stderr.hasPrefix(
                """
                codable-check: note: reading declarations from '.' (discovered): 1 .swift file
                codable-check: note: 'Book' is declared in Book.swift:1:8

                """))
        #expect(found.status == 0)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Sources/Shelf"), withIntermediateDirectories: true)
        let inSources = try ToolProcess.run(["decode", "--type", "Book"], stdin: "{}", in: directory)
        #expect(inSources.stderr == "codable-check: error: no .swift files in 'Sources/'; give --schema PATH\n")
    }
}
