import Foundation
import Testing

@testable import CodableCheckCommand

/// What a file sees on Apple's platforms that it must be given here: on Linux, `URLRequest`,
/// `URLSession` and `HTTPURLResponse` are in FoundationNetworking, which a file importing
/// Foundation does not see. Run with this toolchain's `swiftc` (a type check of one small file).
@Suite struct PlatformImportTests {
    /// stream-core's `Request.swift` and Pulse's helpers name `URLRequest` and `URLResponse`
    /// beside `import Foundation`; left out for it, what used them went too, run after run.
    @Test func aFileThatSeesFoundationSeesItsNetworkingTypes() throws {
        #if canImport(FoundationNetworking)
        let environment = ProcessInfo.processInfo.environment
        let compiler = try #require(SwiftCompiler.find(environment: environment))
        let text = """
            import Foundation

            struct Endpoint: Decodable {
                var path: String
                var timeout: Double

                var request: URLRequest {
                    var request = URLRequest(url: URL(fileURLWithPath: path))
                    request.timeoutInterval = timeout
                    return request
                }

                static func status(of response: URLResponse) -> Int { (response as? HTTPURLResponse)?.statusCode ?? 0 }
            }
            """
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Sources/Networking/Endpoint.swift")
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: path, atomically: true, encoding: .utf8)
        let selection = DeclarationFileSelection(all: DeclarationFileSelection.read([path.path]))
        var sources = CompiledSources(selection: selection, folder: folder.appendingPathComponent("build"))
        var outcomes: [CompiledSources.RunOutcome] = []
        for _ in 0..<3 where outcomes.last != .built {
            outcomes.append(
                try sources.compile(selection.files, dropping: true, with: compiler, environment: environment) { paths in
                    ["-typecheck", "-module-name", "Networking"] + paths
                })
        }
        #expect(outcomes == [.adjusted, .built])
        #expect(sources.adjustments.dropped.isEmpty, "\(sources.adjustments.dropped)")
        let copy = try String(contentsOfFile: sources.paths(of: selection.files)[0], encoding: .utf8)
        #expect(copy.hasPrefix(text))
        #expect(copy.hasSuffix("\nimport FoundationNetworking\n"))
        #endif
    }
}
