import CodableCheckTestSupport
import Foundation

/// Where the repository's `Fixtures/` folder and this target's compiled fixtures are
/// (`PackagePaths` finds the package).
enum FixturePaths {
    /// `Tests/CodableCheckCoreTests`, where the compiled fixtures (`Models/`, `FluentFixtures/`) are.
    static let coreTests: URL = PackagePaths.url("Tests/CodableCheckCoreTests")

    /// The package root (`Package.swift`, `Sources/`).
    static let packageRoot: URL = PackagePaths.root

    /// `<package>/Fixtures`.
    static let root: URL = packageRoot.appendingPathComponent("Fixtures", isDirectory: true)

    static let documents = root.appendingPathComponent("documents", isDirectory: true)
    static let jsonTestSuite = root.appendingPathComponent("JSONTestSuite", isDirectory: true)
    static let corpus = root.appendingPathComponent("corpus", isDirectory: true)

    /// Regular files directly in `folder` whose name ends in `.json`, sorted by name.
    static func jsonFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// `path` relative to `Fixtures/`, for test names and messages.
    static func relativePath(of url: URL) -> String {
        let prefix = root.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }
}
