import Foundation
import Testing

@testable import CodableCheckSchema

/// `FilePathSpelling` spells paths as Foundation's file `URL`s do, without them, and
/// `PackageLanguageModes` finds manifests with it: both compared here with Foundation on the
/// same paths, plain and not (`.`, `..`, `//`, trailing slashes, relative, `~`, the root,
/// symbolic links, characters a URL escapes), in a real folder tree and outside any.
@Suite struct FilePathSpellingTests {
    /// A package with a linked folder (`Sources/Link -> ../Other/Deep`), and paths in and around it.
    private static func makeTree() throws -> (root: String, paths: [String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("path-spelling-\(UUID().uuidString)").path
        let manager = FileManager.default
        try manager.createDirectory(atPath: root + "/Sources/App/Models", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: root + "/Other/Deep/Inner", withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(toFile: root + "/Package.swift", atomically: false, encoding: .utf8)
        try "// swift-tools-version:5.9\n".write(toFile: root + "/Other/Package.swift", atomically: false, encoding: .utf8)
        try "struct Book: Codable {}".write(toFile: root + "/Sources/App/Models/Book.swift", atomically: false, encoding: .utf8)
        try "struct Deep: Codable {}".write(toFile: root + "/Other/Deep/Inner/Deep.swift", atomically: false, encoding: .utf8)
        try manager.createSymbolicLink(atPath: root + "/Sources/Link", withDestinationPath: "../Other/Deep")
        try manager.createSymbolicLink(atPath: root + "/Sources/Dangling", withDestinationPath: "../Nowhere")
        let inside = [
            "", "/", "/Sources", "/Sources/", "/Sources/App/Models/Book.swift", "/Sources//App/./Models/Book.swift",
            "/Sources/App/Models/Book.swift/", "/Sources/App/Models/../Models/Book.swift", "/Sources/App/../../Package.swift",
            "/Sources/Link/Inner/Deep.swift", "/Sources/Link/Inner/../Inner/Deep.swift", "/Sources/Link/../Package.swift",
            "/Sources/Link/..", "/Sources/Link/", "/Sources/Dangling/../App/Models/Book.swift", "/Sources/Dangling/x.swift",
            "/Sources/App/.", "/Sources/App/./", "/Sources/App/..", "/Sources/App/Models/New.swift",
        ].map { root + $0 }
        let outside = [
            "/", "//", "///", "/.", "/..", "/../..", "/./tmp", "/tmp/../tmp/./x.swift", "/a/b/../../../c.swift",
            "/a b/ç%20é/x.swift", "/a/#b/c?d;e=f&g.swift", "/a/%2F/b", "/a/.../b", "/a/..b/c", "/a/b..", "/a/~/b", "/a/b/.",
            "/a/b/..", "/a//b//", "/a/b/", "/a/b//", "/\u{600}/a/", "/a/\u{600}/", "/a\u{301}/./b", "relative/Book.swift", "./Book.swift",
            "../Book.swift", "Book.swift", "~", "~/Models/Book.swift",
        ]
        return (root, inside + outside)
    }

    /// How `SchemaDiscovery` spells the folder it searches.
    @Test func urlPathSpellsAsURLPath() throws {
        let (root, paths) = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in paths {
            #expect(FilePathSpelling.urlPath(path) == URL(fileURLWithPath: path).path, "\(path)")
        }
    }

    @Test func standardizedSpellsAsStandardizedFileURL() throws {
        let (root, paths) = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in paths {
            #expect(FilePathSpelling.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    /// The two steps `PackageLanguageModes` takes: a file's folder, then each folder's parent.
    @Test func parentSpellsAsDeletingLastPathComponent() throws {
        let (root, paths) = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for path in paths {
            let folder = FilePathSpelling.parent(ofStandardized: FilePathSpelling.standardized(path))
            #expect(folder == URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path, "\(path)")
            let standardized = FilePathSpelling.standardized(path)
            #expect(
                FilePathSpelling.parent(ofStandardized: standardized)
                    == URL(fileURLWithPath: standardized).deletingLastPathComponent().standardizedFileURL.path, "\(standardized)")
        }
    }

    /// The manifest found for each path is the one Foundation's `URL` and `FileManager` find,
    /// as `PackageLanguageModes` found it with them before (the same walk, written with them).
    @Test func manifestsAreFoundAsWithFoundation() throws {
        let (root, paths) = try Self.makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func foundationManifest(forSourceAt path: String) -> (root: String, text: String)? {
            var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
            while true {
                if let data = FileManager.default.contents(atPath: (folder == "/" ? "" : folder) + "/Package.swift") {
                    return (folder, String(decoding: data, as: UTF8.self))
                }
                if folder == "/" || folder.isEmpty { return nil }
                folder = URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path
            }
        }
        let modes = PackageLanguageModes()
        var found = 0
        for path in paths {
            let expected = foundationManifest(forSourceAt: path)
            let manifest = modes.manifest(forSourceAt: path)
            #expect(manifest?.root == expected?.root && manifest?.text == expected?.text, "\(path)")
            if manifest?.root.hasPrefix(root) == true { found += 1 }
        }
        #expect(found > 10, "most paths in the tree are in one of its two packages")
        #expect(modes.manifest(forSourceAt: root + "/Sources/Link/Inner/Deep.swift")?.root == root, "a link's text, not its target")
    }
}
