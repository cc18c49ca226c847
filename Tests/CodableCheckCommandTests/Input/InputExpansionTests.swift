import Foundation
import Testing

@testable import CodableCheckCommand

/// How INPUT arguments become the files checked: folders searched (asset catalogs, build output
/// and dependencies skipped), quoted patterns expanded by the tool, `--exclude`, and an input
/// that cannot be read failing alone.
@Suite struct InputExpansionTests {
    /// An app's folder as CI sees it: fixtures in nested folders, an asset catalog, dependencies
    /// and build output that hold JSON files no model decodes.
    private func appFolder() throws -> URL {
        let root = try ToolProcess.temporaryDirectory()
        let files = [
            "Fixtures/api/v1/status.json", "Fixtures/api/status-2.json", "Fixtures/old/status-old.json",
            "Fixtures/events.jsonl", "Fixtures/notes.txt", "Fixtures/.cache/hidden.json",
            "Fixtures/Assets.xcassets/Icon.imageset/Contents.json", "Fixtures/Assets.xcassets/Contents.json",
            "node_modules/left-pad/package.json", "Pods/Alamofire/x.json", "DerivedData/Build/info.json",
            ".build/debug/description.json", "top.json",
        ]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        return root
    }

    private func expand(_ inputs: [String], excluding: [String] = [], in root: URL) -> InputExpansion.Expansion {
        InputExpansion.expand(
            inputs.map(InputSource.init(argument:)), readsLines: false, excluding: InputExclusion(excluding.map(Glob.init)),
            relativeTo: root.path)
    }

    @Test func aFolderSkipsAssetCatalogsBuildOutputAndDependencies() throws {
        let root = try appFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let expansion = expand(["."], in: root)
        #expect(
            expansion.items.map(\.displayName) == [
                "./Fixtures/api/status-2.json", "./Fixtures/api/v1/status.json", "./Fixtures/events.jsonl",
                "./Fixtures/old/status-old.json", "./top.json",
            ])
        #expect(expansion.items.map(\.readsLines) == [false, false, true, false, false])
        #expect(
            expansion.skippedFolders.map(\.path).sorted() == [
                "./.build", "./DerivedData", "./Fixtures/Assets.xcassets", "./Pods", "./node_modules",
            ])
        #expect(expansion.failures == [])
    }

    /// The walk sorts each folder by name (a subfolder as its name and `/`) and so lists files
    /// in path order (`a.json`, `a/b.json`, `a0.json`) without sorting paths; extensions are
    /// read in any case, and skipped folders are named in walk order.
    @Test func filesComeInPathOrderWhateverTheFolderOrder() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "a/b.json", "a.json", "a-b.json", "A.JSON", "z/y/x.Jsonl", "z/a.ndjson", "m/Pods/p.json", "m/DerivedData/d.json",
            "DerivedData/e.json", "b.txt", "c.json.bak", "a0.json",
        ]
        // Many files, created out of order, so the folder's own order is not the sorted one.
        let numbered = (0..<200).map { "many/file-\(($0 * 37) % 200).json" }
        for file in files + numbered {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        let expansion = expand(["."], in: root)
        let expected = (["A.JSON", "a-b.json", "a.json", "a/b.json", "a0.json", "z/a.ndjson", "z/y/x.Jsonl"] + numbered).map { "./" + $0 }
            .sorted()
        #expect(expansion.items.map(\.displayName) == expected)
        #expect(expansion.items.filter(\.readsLines).map(\.displayName) == ["./z/a.ndjson", "./z/y/x.Jsonl"])
        #expect(expansion.skippedFolders.map(\.path) == ["./DerivedData", "./m/DerivedData", "./m/Pods"])
    }

    /// Names are sorted by their bytes when all are ASCII, past the 16 bytes compared first
    /// (`FolderListing`), and as `String`s otherwise: `String` orders an `é` spelled as `e` and a
    /// combining accent by the composed `é`, after `f`, where its bytes come before `f`'s. Either
    /// way the files come in the order their paths sort as `String`s, `--jobs 1` as any other.
    @Test func namesSortAsStringsPastTheirFirstBytesAndOutsideASCII() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let ascii = [
            "orders-2026-11-29-b.json", "orders-2026-11-29.json", "orders-2026-11-29/late.json", "orders-2026-11-290.json",
            "orders-2026-11-2.json", "orders-2026-11-29-a/x.json", "orders-2026-11-29.jsonl", "Orders.json", "o.json",
            "orders-2026-11-29-a.json",
        ]
        let accented = ["f.json", "e\u{301}t\u{e9}.json", "\u{e9}a.json", "e.json", "ef.json"]
        for file in ascii.map({ "ascii/" + $0 }) + accented.map({ "accented/" + $0 }) {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: url)
        }
        for folder in ["ascii", "accented"] {
            let names = (folder == "ascii" ? ascii : accented).map { "\(folder)/\($0)" }
            let paths = expand([folder], in: root).items.map(\.displayName)
            #expect(paths == names.sorted(), "\(folder)")
            #expect(paths.map { Array($0.utf8) } == names.sorted().map { Array($0.utf8) }, "the names' own bytes, \(folder)")
        }
    }

    @Test func aQuotedPatternIsExpandedByTheTool() throws {
        let root = try appFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            expand(["Fixtures/**/*.json"], in: root).items.map(\.displayName) == [
                "Fixtures/api/status-2.json", "Fixtures/api/v1/status.json", "Fixtures/old/status-old.json",
            ])
        #expect(
            expand(["Fixtures/*/*.json"], in: root).items.map(\.displayName) == [
                "Fixtures/api/status-2.json", "Fixtures/old/status-old.json",
            ])
        // A pattern says which extension it wants; a folder search would skip `notes.txt`.
        #expect(expand(["Fixtures/*.txt"], in: root).items.map(\.displayName) == ["Fixtures/notes.txt"])
        #expect(expand(["**/*.json"], in: root).items.map(\.displayName).last == "top.json")
        // Named on its own, a skipped folder is searched.
        #expect(expand(["Pods/**/*.json"], in: root).items.map(\.displayName) == ["Pods/Alamofire/x.json"])
    }

    @Test func excludesLeaveOutFilesAndFolders() throws {
        let root = try appFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(
            expand(["Fixtures"], excluding: ["old", "*.jsonl"], in: root).items.map(\.displayName) == [
                "Fixtures/api/status-2.json", "Fixtures/api/v1/status.json",
            ])
        #expect(
            expand(["Fixtures/**/*.json", "top.json"], excluding: ["Fixtures/api/**", "top.json"], in: root).items.map(\.displayName)
                == ["Fixtures/old/status-old.json"])
    }

    @Test func anInputThatCannotBeReadFailsAloneInOrder() throws {
        let root = try appFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let expansion = expand(["missing.json", "top.json", "Nothing/**/*.json", "node_modules/left-pad/*.yml"], in: root)
        #expect(expansion.items.map(\.displayName) == ["top.json"])
        #expect(
            expansion.failures == [
                InputError(source: .file("missing.json"), reason: .notFound),
                InputError(source: .file("Nothing/**/*.json"), reason: .noMatch),
                InputError(source: .file("node_modules/left-pad/*.yml"), reason: .noMatch),
            ])
        #expect(expansion.failures[1].message == "cannot read input 'Nothing/**/*.json': no file matches this pattern")
    }

    /// A file whose name holds a wildcard character is read as named, not as a pattern.
    @Test func aFileNamedLikeAPatternIsReadAsNamed() throws {
        let root = try appFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{}".utf8).write(to: root.appendingPathComponent("odd[1].json"))
        #expect(expand(["odd[1].json"], in: root).items.map(\.displayName) == ["odd[1].json"])
    }
}
