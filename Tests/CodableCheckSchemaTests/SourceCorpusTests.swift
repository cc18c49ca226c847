import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

/// Real Swift text the parser must read without an error: by default this package's own
/// sources and tests; with `SCHEMA_CORPUS_FILES` (paths separated by `:`), any files, such as the
/// toolchain's `.swiftinterface` files (read without an error on Swift 6.3.1 when this was written).
@Suite struct SourceCorpusTests {
    static let packageRoot = PackagePaths.root.path

    @Test func thisPackageReadsWithoutErrors() throws {
        let models = try ModelSchema.load(paths: [Self.packageRoot + "/Sources", Self.packageRoot + "/Tests"])
        #expect(rendered(models.diagnostics.filter { $0.severity == .error }) == [])
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["SCHEMA_CORPUS_FILES"] != nil))
    func corpusReadsWithoutErrors() throws {
        let paths = (ProcessInfo.processInfo.environment["SCHEMA_CORPUS_FILES"] ?? "").split(separator: ":").map(String.init)
        for path in paths {
            let models = try ModelSchema.load(paths: [path])
            #expect(rendered(models.diagnostics.filter { $0.severity == .error }) == [])
        }
    }
}
