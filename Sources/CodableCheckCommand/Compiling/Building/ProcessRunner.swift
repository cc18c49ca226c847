import Foundation

/// Runs a program to completion and collects what it printed: the compiler, in the compile path.
enum ProcessRunner {
    struct Outcome {
        var status: Int32
        /// Standard output and standard error together, as a terminal would show them.
        var output: String

        /// The output's first five lines: enough to quote a failure the compiler gave no error
        /// line for, without flooding the warning.
        var firstLines: String {
            output.split(separator: "\n").prefix(5).joined(separator: "\n")
        }
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Stopped if this process is interrupted (see `BuildInterruption`).
        BuildInterruption.register(process: process.processIdentifier)
        // Read before waiting: a compiler with much to say would otherwise fill the pipe and stall.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        BuildInterruption.forget(process: process.processIdentifier)
        BuildInterruption.stopIfInterrupted()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
