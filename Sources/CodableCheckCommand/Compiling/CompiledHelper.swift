import CodableCheckCore
import Foundation

/// A running helper (see `CompiledDecodeServer`): documents go in, one reply each comes back as a
/// `ValidationOutcome`, so the rest of `decode` (positions, hints, reporters) cannot tell it from
/// schema-driven decoding.
///
/// One helper serves the whole run; `--jobs` threads take turns (the lock), since the helper
/// decodes one document at a time anyway. When the app's code crashes on a document, that
/// document gets an error saying so and the next one starts a new helper.
final class CompiledHelper: @unchecked Sendable {
    let executable: URL
    let settings: CompiledDecodeSettings
    let typeName: String
    private let lock = NSLock()
    private var running: Running?

    private struct Running {
        var process: Process
        var requests: FileHandle
        var replies: FramedInput
        var errorOutput: ErrorOutput
    }

    init(executable: URL, settings: CompiledDecodeSettings, typeName: String) {
        self.executable = executable
        self.settings = settings
        self.typeName = typeName
    }

    deinit {
        if let running {
            try? running.requests.close()
            running.process.waitUntilExit()
        }
    }

    /// Decodes one document's UTF-8 bytes with the app's code.
    func validate(_ bytes: UnsafeBufferPointer<UInt8>) -> ValidationOutcome {
        lock.lock()
        defer { lock.unlock() }
        do {
            var helper = try running ?? start()
            running = helper
            var frame = Data("\(bytes.count)\n".utf8)
            frame.append(bytes)
            try helper.requests.write(contentsOf: frame)
            guard let line = helper.replies.readLine() else { throw HelperStopped() }
            running = helper
            let reply = try JSONDecoder().decode(CompiledDecodeReply.self, from: Data(line))
            return outcome(of: reply)
        } catch {
            return crashOutcome()
        }
    }

    private struct HelperStopped: Error {}

    private func start() throws -> Running {
        let process = Process()
        process.executableURL = executable
        // A crash in the app's code is reported by its one-line reason, not a backtrace.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let requests = Pipe()
        let replies = Pipe()
        let errors = Pipe()
        process.standardInput = requests
        process.standardOutput = replies
        process.standardError = errors
        try process.run()
        let errorOutput = ErrorOutput()
        errorOutput.drain(errors.fileHandleForReading)
        var settingsLine = try JSONEncoder().encode(settings)
        settingsLine.append(UInt8(ascii: "\n"))
        try requests.fileHandleForWriting.write(contentsOf: settingsLine)
        return Running(
            process: process, requests: requests.fileHandleForWriting, replies: FramedInput(handle: replies.fileHandleForReading),
            errorOutput: errorOutput)
    }

    private func outcome(of reply: CompiledDecodeReply) -> ValidationOutcome {
        var outcome = ValidationOutcome()
        outcome.errors = reply.problems.map(\.decodingProblem)
        // What the app's code caught is not an error of the document, but it is worth knowing:
        // the same warning kind the interpreter gives a `try?`.
        outcome.warnings = reply.swallowed.map { problem in
            DecodingWarning(
                kind: "swallowedByInitializer", codingPath: problem.path.map(\.component), byteOffset: problem.byteOffset,
                message: "\(problem.message); the app's code caught this error and went on")
        }
        outcome.encodedValue = reply.value
        return outcome
    }

    /// The helper died on this document (a crash in the app's code, such as a force unwrap):
    /// an error at the document's start with the last thing it wrote; the next document restarts it.
    private func crashOutcome() -> ValidationOutcome {
        var said = ""
        if let running {
            try? running.requests.close()
            running.process.waitUntilExit()
            said = running.errorOutput.lastLine
        }
        running = nil
        var outcome = ValidationOutcome()
        outcome.errors = [
            DecodingProblem(
                kind: .dataCorrupted, codingPath: [], byteOffset: 0,
                message: "the app's code crashed decoding this document as '\(typeName)'" + (said.isEmpty ? "" : ": \(said)"),
                foundationDescription: "")
        ]
        return outcome
    }

    /// The helper's standard error, read on a thread of its own so it never fills; only its last
    /// line is kept, for a crash report. (It is where the app's own `print`s go.)
    final class ErrorOutput: @unchecked Sendable {
        private let lock = NSLock()
        private var tail = Data()
        private let finished = DispatchSemaphore(value: 0)

        func drain(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty {
                        finished.signal()
                        return
                    }
                    lock.withLock {
                        tail.append(chunk)
                        if tail.count > 4096 { tail = tail.suffix(4096) }
                    }
                }
            }
        }

        /// Waits (briefly) for the helper's last words, then returns the runtime's `Fatal error`
        /// line when there is one, else the last line.
        var lastLine: String {
            _ = finished.wait(timeout: .now() + 2)
            let text = lock.withLock { String(decoding: tail, as: UTF8.self) }
            let lines = text.split(separator: "\n")
            let line = lines.last { $0.contains("Fatal error") } ?? lines.last
            return line.map { String($0.prefix(300)) } ?? ""
        }
    }
}
