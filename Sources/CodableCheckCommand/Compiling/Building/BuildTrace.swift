import Foundation

/// What each compiler run of a build did, on standard error, when `CODABLE_CHECK_COMPILE_TRACE`
/// is set: which module, how many files, what failed, how long it took. For finding out why a
/// first `--compile` is slow or needs several runs; nothing else prints it.
enum BuildTrace {
    static let variable = "CODABLE_CHECK_COMPILE_TRACE"

    static func note(_ line: @autoclosure () -> String, environment: [String: String]) {
        guard let value = environment[variable], !value.isEmpty, value != "0" else { return }
        FileHandle.standardError.write(Data("\(Version.toolName): trace: --compile: \(line())\n".utf8))
    }

    /// How long since `start`, as the trace writes it.
    static func seconds(since start: Date) -> String {
        String(format: "%.1f s", Date().timeIntervalSince(start))
    }
}
