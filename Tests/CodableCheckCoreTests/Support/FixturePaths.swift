import Foundation

/// Where the repository's `Fixtures/` folder is, found from this source file so tests run from any
/// working directory.
enum FixturePaths {
    /// `<package>/Fixtures`.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // CodableCheckCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fixtures", isDirectory: true)

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
