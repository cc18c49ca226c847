import CodableCheckSchema
import Foundation
import Testing

/// Finding and reading model files on disk.
@Suite struct SchemaLoadingTests {
    /// A fresh temporary directory holding `files` (relative path → contents).
    private func directory(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func packageRootsAreSearchedInSources() throws {
        let root = try directory([
            "Package.swift": "// swift-tools-version:6.0",
            "Sources/App/Models/Book.swift": "struct Book: Codable { var title: String }",
            "Sources/App/main.swift": "print(1)",
            "Sources/App/README.md": "",
            "Sources/App/.hidden/Secret.swift": "",
            "Tests/AppTests/BookTests.swift": "",
            ".build/checkouts/Dep/Dep.swift": "",
            "Scripts/tool.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            ModelSchema.discoverSchemaPaths(from: root) == [
                root + "/Sources/App/Models/Book.swift",
                root + "/Sources/App/main.swift",
            ])
    }

    /// Only a manifest is left out: a `Package.swift` whose first line is the tools-version
    /// comment. One that declares the app's `Package` model (as the Swift Package Index's
    /// server does, `Sources/App/Models/Package.swift`) is read like any other file.
    @Test func packageModelFilesAreReadButManifestsAreNot() throws {
        let root = try directory([
            "Package.swift": "// swift-tools-version:6.0",
            "Sources/App/Models/Package.swift": "final class Package: Codable { var url: String }",
            "Sources/App/Models/Version.swift": "struct Version: Codable { var package: Package }",
            "Sources/App/Vendored/Package.swift": "\u{FEFF}//  Swift-Tools-Version: 5.9\nimport PackageDescription",
            "Sources/App/Plugins/Package.swift": "\n// swift-tools-version:5.9",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(
            ModelSchema.discoverSchemaPaths(from: root) == [
                root + "/Sources/App/Models/Package.swift",
                root + "/Sources/App/Models/Version.swift",
                root + "/Sources/App/Plugins/Package.swift",
            ])
        let models = try ModelSchema.load(paths: [root])
        #expect(renderedPlan(models, "Version") == "Version{package:Package{url:String}}")
    }

    @Test func otherDirectoriesAreSearchedThemselves() throws {
        let root = try directory([
            "Models/Book.swift": "struct Book: Codable { var title: String }",
            "Tests/BookTests.swift": "",
            ".build-linux/x.swift": "",
            "Package.swift.bak": "",
            "Top.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ModelSchema.discoverSchemaPaths(from: root) == [root + "/Models/Book.swift", root + "/Top.swift"])
        let models = try ModelSchema.load(paths: [root])
        #expect(models.filePaths == [root + "/Models/Book.swift", root + "/Top.swift"])
        #expect(renderedPlan(models, "Book") == "Book{title:String}")
        #expect(models.declarations(named: "Book").map(\.file) == [root + "/Models/Book.swift"])
    }

    /// Folder paths are spelled as `URL(fileURLWithPath:).path` spells them (no trailing slash;
    /// `.` and `..` kept in an absolute path) whatever their form: discovery builds no `URL` for
    /// a plain absolute path, and must spell it the same.
    @Test func folderPathsAreSpelledAsURLSpellsThem() throws {
        let root = try directory(["Models/Book.swift": "struct Book: Codable { var title: String }"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ModelSchema.discoverSchemaPaths(from: root) == [root + "/Models/Book.swift"])
        #expect(ModelSchema.discoverSchemaPaths(from: root + "/") == [root + "/Models/Book.swift"])
        #expect(ModelSchema.discoverSchemaPaths(from: root + "/Models/") == [root + "/Models/Book.swift"])
        for folder in [
            root, root + "/", root + "/Models", root + "/Models/", root + "/Models/..", root + "/./Models/../", root + "//Models",
        ] {
            let models = folder.hasSuffix("Models") || folder.hasSuffix("Models/") ? "" : "/Models"
            #expect(
                ModelSchema.discoverSchemaPaths(from: folder) == [URL(fileURLWithPath: folder).path + models + "/Book.swift"], "\(folder)")
        }
    }

    @Test func symbolicLinkLoopsAreSearchedOnce() throws {
        let root = try directory(["Models/Book.swift": "struct Book: Codable { var title: String }"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/Models/again", withDestinationPath: root + "/Models")
        try FileManager.default.createSymbolicLink(atPath: root + "/Models/more", withDestinationPath: root + "/Models")
        #expect(ModelSchema.discoverSchemaPaths(from: root) == [root + "/Models/Book.swift"])
    }

    @Test func unreadableAndEmptyPathsThrow() throws {
        let root = try directory(["notes.txt": "hello"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(throws: SchemaLoadError.unreadablePath(root + "/missing.swift", reason: "no such file or directory")) {
            try ModelSchema.load(paths: [root + "/missing.swift"])
        }
        #expect(throws: SchemaLoadError.noSwiftFiles(searched: [root])) { try ModelSchema.load(paths: [root]) }
    }
}
