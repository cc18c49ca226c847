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
        var helper: Running
        do {
            helper = try running ?? start()
        } catch {
            return failureOutcome("cannot start the compiled helper '\(executable.path)': \(Self.reason(error))")
        }
        running = helper
        var frame = Data("\(bytes.count)\n".utf8)
        frame.append(bytes)
        guard (try? helper.requests.write(contentsOf: frame)) != nil, let line = helper.replies.readLine() else {
            return stoppedOutcome()
        }
        guard let reply = try? JSONDecoder().decode(CompiledDecodeReply.self, from: Data(line)) else {
            return failureOutcome(
                "the compiled helper answered with something other than a reply: \(String(decoding: line.prefix(200), as: UTF8.self))")
        }
        return outcome(of: reply)
    }

    /// The system's reason a program could not be started ("no such file or directory"), not
    /// Foundation's error dump.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        let posix = error.domain == NSPOSIXErrorDomain ? error : (error.userInfo[NSUnderlyingErrorKey] as? NSError)
        if let posix, posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))).lowercased() }
        if error.domain == NSCocoaErrorDomain, error.code == NSFileNoSuchFileError { return "no such file or directory" }
        return error.localizedDescription
    }

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
                kind: .swallowedByInitializer, codingPath: problem.path.map(\.component), byteOffset: problem.byteOffset,
                message: "\(problem.message); the app's code caught this error and went on")
        }
        outcome.encodedValue = reply.value
        return outcome
    }

    /// The helper stopped on this document: killed by a signal, the app's code crashed (a force
    /// unwrap); an exit without a reply is the helper's own failure (a library it could not
    /// load, a broken request), not the app's. Either way an error at the document's start with
    /// the last thing it wrote; the next document restarts it.
    private func stoppedOutcome() -> ValidationOutcome {
        var said = ""
        var crashed = true
        var status: Int32 = 0
        if let running {
            try? running.requests.close()
            running.process.waitUntilExit()
            said = running.errorOutput.lastLine
            crashed = running.process.terminationReason == .uncaughtSignal
            status = running.process.terminationStatus
        }
        running = nil
        let what =
            crashed
            ? "the app's code crashed decoding this document as '\(typeName)'"
            : "the compiled helper for '\(typeName)' stopped (exit status \(status)) without decoding this document"
        return failureOutcome(what + (said.isEmpty ? "" : ": \(said)"))
    }

    /// An error at the document's start that says why it was not decoded.
    private func failureOutcome(_ message: String) -> ValidationOutcome {
        var outcome = ValidationOutcome()
        outcome.errors = [
            DecodingProblem(kind: .dataCorrupted, codingPath: [], byteOffset: 0, message: message, foundationDescription: "")
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
