import CodableCheckTestSupport
import Foundation
import Testing

/// The SwiftPM command plugin (`swift package codable-check`, issue 23 item 6) on Larder
/// (`Fixtures/plugin-app`), a sample app that depends on codable-check by a local path, end to
/// end: SwiftPM builds the plugin, which runs `check` in the app's folder with the app's
/// `.codable-check.json`.
///
/// The app depends on a stand-in for this package (`PluginStandIn`): the real plugin source and
/// the `codable-check` these tests already built, as a binary target, under the real manifest's
/// plugin declaration (`theStandInDeclaresThePluginAsThePackageDoes` compares the two). SwiftPM
/// then compiles the plugin only, seconds instead of the minutes a second build of the whole tool
/// took (issue 24 item 9). That second build, through the real manifest, still runs with
/// `make test-plugin-build` (`CODABLE_CHECK_PLUGIN_FULL_BUILD=1`).
///
/// The app is copied to a temporary folder with the dependency's path made whole, and SwiftPM
/// gets a scratch path there: the `swift test` running this holds the lock on this package's
/// own `.build`, which the nested `swift package` never touches.
@Suite(.hangGuard) struct SwiftPMPluginTests {
    static let fullBuild = ProcessInfo.processInfo.environment["CODABLE_CHECK_PLUGIN_FULL_BUILD"] == "1"

    @Test func thePluginRunsTheProjectChecksOfTheAppThatDependsOnIt() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let standIn = try PluginStandIn.make(in: root.appendingPathComponent("codable-check"))
        try Self.expectThePluginChecksLarder(dependency: standIn, root: root)
    }

    @Test(.enabled(if: fullBuild, "the whole tool built again for the plugin: make test-plugin-build"))
    func thePluginRunsWithTheToolSwiftPMBuildsFromThisPackage() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.expectThePluginChecksLarder(dependency: ToolPaths.packageRoot, root: root)
    }

    /// The stand-in's plugin target and product are the real manifest's, as SwiftPM reads them
    /// (`dump-package`): same name, capability, verb, description and tool dependency.
    @Test func theStandInDeclaresThePluginAsThePackageDoes() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let standIn = try PluginStandIn.make(in: root.appendingPathComponent("codable-check"))
        let real = try Self.pluginDeclaration(of: ToolPaths.packageRoot, scratch: root.appendingPathComponent("dump-real"))
        let stood = try Self.pluginDeclaration(of: standIn, scratch: root.appendingPathComponent("dump-stand-in"))
        #expect(real.target.contains("codable-check"), "\(real.target)")
        #expect(stood == real)
    }

    private static func expectThePluginChecksLarder(dependency: URL, root: URL) throws {
        let app = root.appendingPathComponent("Larder")
        try FileManager.default.copyItem(at: ToolPaths.packageRoot.appendingPathComponent("Fixtures/plugin-app"), to: app)
        let manifest = app.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains(#".package(path: "../..")"#))
        try text.replacingOccurrences(of: #".package(path: "../..")"#, with: ".package(path: \"\(dependency.path)\")")
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

    /// The plugin target and the plugin product of the package at `package`, as SwiftPM reads its
    /// manifest, in JSON with sorted keys.
    private static func pluginDeclaration(of package: URL, scratch: URL) throws -> (target: String, product: String) {
        let swift = try swiftExecutable()
        let dumped = try ToolProcess.run(
            ["package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package"],
            environment: ["PATH": swift.deletingLastPathComponent().path + ":/usr/bin:/bin"], executable: swift)
        #expect(dumped.status == 0, "\(dumped.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(dumped.stdout.utf8)) as? [String: Any] ?? [:]
        func plugin(_ list: String, isPlugin: ([String: Any]) -> Bool) throws -> String {
            let entries = (manifest[list] as? [[String: Any]] ?? []).filter(isPlugin)
            #expect(entries.count == 1, "\(list): \(entries)")
            let data = try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
        return (
            try plugin("targets") { $0["type"] as? String == "plugin" },
            try plugin("products") { ($0["type"] as? [String: Any])?.keys.contains("plugin") == true }
        )
    }

    private static func files(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    }

    /// `swift` from the test's PATH (the toolchain running these tests).
    static func swiftExecutable() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw ToolProcess.NotBuilt(searched: ["swift on PATH (\(path))"])
    }
}
