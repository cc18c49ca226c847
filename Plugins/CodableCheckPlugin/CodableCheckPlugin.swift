import Foundation
import PackagePlugin

/// `swift package codable-check [check | decode ... | types ...]`: runs this package's own
/// `codable-check` executable, which SwiftPM builds for the plugin, in the package's folder, so
/// `check` finds the package's `.codable-check.json` as it does on the command line. With no
/// arguments it runs `check`. The tool's exit status is the plugin's: SwiftPM then fails the
/// command (`swift package` exits with status 1 for an invalid fixture as for a broken model
/// file; the tool's own lines say which).
///
/// The tool's caches (the planned models, `--compile`'s helpers) go under the plugin's work
/// folder, the one place a command plugin may write without asking: the package's folder is
/// read only.
@main
struct CodableCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "codable-check")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["check"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = context.pluginWorkDirectoryURL.appendingPathComponent("cache").path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard process.terminationReason == .exit, status == 0 else {
            Diagnostics.error("codable-check \(process.arguments?.joined(separator: " ") ?? "") ended with status \(status)")
            exit(status == 0 ? 1 : status)
        }
    }
}
