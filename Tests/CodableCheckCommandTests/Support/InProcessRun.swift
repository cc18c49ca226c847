@testable import CodableCheckCommand

/// One run of the tool in this process (`CodableCheckCommand.run`, as `main.swift` calls it), with
/// buffers for both streams: what command tests use when they need neither real streams nor an
/// address space of the tool's own (`ToolProcess` runs the built executable for those).
struct InProcessRun: Equatable, CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

    /// Runs `arguments` with `directory` as the current directory, no environment and empty
    /// standard input; `prepare` sets what a test needs beyond that (standard input, environment,
    /// the `--lines` chunk size). `processorCount` counts each time the command asks.
    init(
        _ arguments: [String], in directory: String, processorCount: @autoclosure @escaping () -> Int = 1,
        prepare: (inout CommandContext) -> Void = { _ in }
    ) {
        let stdout = BufferedOutput()
        let stderr = BufferedOutput()
        var context = CommandContext(
            arguments: arguments, environment: [:], currentDirectory: directory, standardOutput: stdout,
            standardError: stderr, readStandardInput: { [] }, processorCount: processorCount())
        prepare(&context)
        status = CodableCheckCommand.run(context).rawValue
        self.stdout = stdout.text
        self.stderr = stderr.text
    }
}
