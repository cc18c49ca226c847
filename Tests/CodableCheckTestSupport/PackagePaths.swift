import Foundation

/// Where the package is, found from this source file so tests run from any working directory.
/// The one place that counts folders up from a source file: suites sit in folders by concern, at
/// different depths, and ask here (`ToolPaths`, `FixturePaths` name the folders they use most).
public enum PackagePaths {
    /// The package root (`Package.swift`, `Sources/`, `Tests/`, `Fixtures/`).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CodableCheckTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    /// `relativePath` under the package root.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}
