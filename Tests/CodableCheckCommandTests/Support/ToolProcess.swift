import Foundation

/// Runs the built `codable-check` executable, as a user's shell would.
struct ToolProcess {
    struct Outcome: Equatable {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// `codable-check` next to the test bundle (`.build/debug/`), else under the package's `.build/`.
    static func executableURL() throws -> URL {
        var candidates: [URL] = []
        if let runner = ProcessInfo.processInfo.arguments.first {
            candidates.append(URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("codable-check"))
        }
        candidates.append(ToolPaths.packageRoot.appendingPathComponent(".build/debug/codable-check"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw NotBuilt(searched: candidates.map(\.path))
        }
        return found
    }

    struct NotBuilt: Error, CustomStringConvertible {
        var searched: [String]
        var description: String { "codable-check is not built; looked in \(searched.joined(separator: ", "))" }
    }

    /// Runs with `arguments`, feeding `stdin` (none: an empty, closed standard input), in
    /// `directory`, with `environment` added to a minimal one. Output is read before waiting, so
    /// a chatty run cannot fill a pipe and deadlock. `mergingStandardError` sends standard error
    /// into the standard output pipe, interleaved as a terminal shows them (`stderr` is then empty).
    static func run(
        _ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
        environment: [String: String] = [:], closeStandardOutput: Bool = false, executable: URL? = nil,
        mergingStandardError: Bool = false, caller: String = #fileID
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = try executable ?? executableURL()
        process.arguments = arguments
        if let log = ProcessInfo.processInfo.environment["CODABLE_CHECK_TEST_CHILD_LOG"], let tool = process.executableURL {
            // Measuring where a test run's CPU goes (README, development): each child's CPU,
            // swiftc runs included, appended to `log` by GNU time, with the calling test file and
            // the child's arguments (on one line, `%` and `\` escaped for time's format).
            let spelled = arguments.joined(separator: " ").replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "%%").replacingOccurrences(of: "\n", with: " ")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
            process.arguments = ["-a", "-o", log, "-f", "%U %S %e \(caller) \(tool.lastPathComponent) \(spelled)", tool.path] + arguments
        }
        var base = ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TERM": "xterm"]
        base.merge(environment) { _, new in new }
        process.environment = base
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = mergingStandardError ? output : errors
        try process.run()
        if mergingStandardError {
            try errors.fileHandleForWriting.close()
        }
        if closeStandardOutput {
            try output.fileHandleForReading.close()
        }
        if let stdin {
            // A tool that stops reading early (a closed output, `--fail-fast`) closes its end:
            // the write then fails with EPIPE, which must not kill the test process.
            _ = ignoreBrokenPipesOnce
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        }
        try input.fileHandleForWriting.close()
        let group = DispatchGroup()
        nonisolated(unsafe) var stdoutData = Data()
        if !closeStandardOutput {
            group.enter()
            DispatchQueue.global().async {
                stdoutData = output.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        let stderrData = errors.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Outcome(
            stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// Done once: writes to a pipe whose reader exited return EPIPE instead of raising SIGPIPE.
    static let ignoreBrokenPipesOnce: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// A fresh empty directory, so schema discovery finds only what a test puts there.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("codable-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
