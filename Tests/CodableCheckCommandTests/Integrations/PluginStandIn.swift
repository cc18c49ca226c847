import Foundation

/// A package named `codable-check` holding this package's plugin source as it is and, for the
/// `codable-check` executable the plugin runs, the one these tests already built, as a binary
/// target (an artifact bundle): an app that depends on it runs the real plugin without SwiftPM
/// building the whole tool a second time. Its plugin declaration is the real manifest's
/// (`SwiftPMPluginTests` compares them as SwiftPM reads them).
enum PluginStandIn {
    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        // A stand-in for codable-check made by SwiftPMPluginTests: the real plugin, the tool already built.
        let package = Package(
            name: "codable-check",
            products: [.plugin(name: "CodableCheckPlugin", targets: ["CodableCheckPlugin"])],
            targets: [
                .binaryTarget(name: "codable-check", path: "codable-check.artifactbundle"),
                .plugin(
                    name: "CodableCheckPlugin",
                    capability: .command(
                        intent: .custom(
                            verb: "codable-check", description: "Checks the JSON fixtures of .codable-check.json against the Codable models")),
                    dependencies: ["codable-check"]),
            ]
        )

        """

    /// The triple SwiftPM matches an artifact bundle's variants against on this machine.
    static var hostTriple: String {
        #if arch(x86_64)
        let arch = "x86_64"
        #else
        let arch = "aarch64"
        #endif
        #if os(macOS)
        return (arch == "aarch64" ? "arm64" : arch) + "-apple-macosx"
        #else
        return arch + "-unknown-linux-gnu"
        #endif
    }

    /// The stand-in package in `folder` (created), with a copy of the built tool.
    static func make(in folder: URL) throws -> URL {
        let files = FileManager.default
        let plugin = folder.appendingPathComponent("Plugins/CodableCheckPlugin")
        try files.createDirectory(at: plugin, withIntermediateDirectories: true)
        try files.copyItem(
            at: ToolPaths.packageRoot.appendingPathComponent("Plugins/CodableCheckPlugin/CodableCheckPlugin.swift"),
            to: plugin.appendingPathComponent("CodableCheckPlugin.swift"))
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: false, encoding: .utf8)

        let bundle = folder.appendingPathComponent("codable-check.artifactbundle")
        let bin = bundle.appendingPathComponent("codable-check/bin")
        try files.createDirectory(at: bin, withIntermediateDirectories: true)
        try files.copyItem(at: try ToolProcess.executableURL(), to: bin.appendingPathComponent("codable-check"))
        let info: [String: Any] = [
            "schemaVersion": "1.0",
            "artifacts": [
                "codable-check": [
                    "type": "executable", "version": "0.0.0",
                    "variants": [["path": "codable-check/bin/codable-check", "supportedTriples": [hostTriple]]],
                ]
            ],
        ]
        try JSONSerialization.data(withJSONObject: info, options: [.prettyPrinted, .sortedKeys])
            .write(to: bundle.appendingPathComponent("info.json"))
        return folder
    }
}
