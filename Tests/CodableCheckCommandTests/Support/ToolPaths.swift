import Foundation

/// Where the package's files are, from this file's path.
enum ToolPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let cliFixtures = packageRoot.appendingPathComponent("Fixtures/cli")
}
