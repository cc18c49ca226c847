import CodableCheckTestSupport
import Foundation

/// The folders command tests use most (`PackagePaths` finds the package).
enum ToolPaths {
    static let packageRoot = PackagePaths.root
    static let cliFixtures = packageRoot.appendingPathComponent("Fixtures/cli")
}
