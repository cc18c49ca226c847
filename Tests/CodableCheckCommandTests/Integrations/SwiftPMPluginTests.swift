import CodableCheckTestSupport
import Foundation
import Testing

/// The SwiftPM command plugin (`swift package codable-check`, issue 23 item 6) on Larder
/// (`Fixtures/plugin-app`), a sample app that depends on this package by a local path, end to
/// end: SwiftPM builds this package's `codable-check` for the plugin, which runs `check` in the
/// app's folder with the app's `.codable-check.json`.
///
/// The app is copied to a temporary folder with the dependency's path made whole, and SwiftPM
/// gets a scratch path there: the `swift test` running this holds the lock on this package's
/// own `.build`, which the nested `swift package` never touches. The first run builds the tool
/// (minutes on a busy machine; hence the one test and the hang guard, no time limit).
@Suite struct SwiftPMPluginTests {
    @Test(.hangGuard) func thePluginRunsTheProjectChecksOfTheAppThatDependsOnIt() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Larder")
        try FileManager.default.copyItem(at: ToolPaths.packageRoot.appendingPathComponent("Fixtures/plugin-app"), to: app)
        let manifest = app.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains(#".package(path: "../..")"#))
        try text.replacingOccurrences(of: #".package(path: "../..")"#, with: ".package(path: \"\(ToolPaths.packageRoot.path)\")")
            .write(to: manifest, atomically: false, encoding: .utf8)
        let before = try Self.files(in: app)

        let swift = try Self.swiftExecutable()
        let environment = [
            "PATH": swift.deletingLastPathComponent().path + ":/usr/bin:/bin", "HOME": root.appendingPathComponent("home").path,
        ]
        let scratch = ["package", "--scratch-path", root.appendingPathComponent("scratch").path, "codable-check"]
        let checked = try ToolProcess.run(scratch, in: app, environment: environment, executable: swift, mergingStandardError: true)
        #expect(checked.status == 1, "\(checked.stdout)")
        #expect(
            checked.stdout.contains(
                #"Fixtures/pantry/fridge.json:2:77: error: dataCorrupted at [0].bestBefore: date "2025-01-12" is not ISO 8601"#),
            "\(checked.stdout)")
        #expect(checked.stdout.contains("\n2 inputs, 1 valid, 1 invalid, 1 error\n"), "\(checked.stdout)")

        // Arguments reach the tool; a clean run passes.
        let excluded = try ToolProcess.run(
            scratch + ["check", "--exclude", "fridge.json", "--verbose"], in: app, environment: environment, executable: swift,
            mergingStandardError: true)
        #expect(excluded.status == 0, "\(excluded.stdout)")
        #expect(excluded.stdout.contains("Fixtures/pantry/shelf.json: ok\n1 input, 1 valid, 0 invalid, 0 errors\n"), "\(excluded.stdout)")
        // The plugin writes nothing in the app's folder.
        #expect(try Self.files(in: app) == before)
    }

    private static func files(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    }

    /// `swift` from the test's PATH (the toolchain running these tests).
    private static func swiftExecutable() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ToolProcess.NotBuilt(searched: ["swift on PATH (\(path))"])
    }
}
