import Foundation

/// Facts about this process and machine that a benchmark report needs to be read correctly.
enum ProcessStatus {
    /// The process's peak resident set size (`VmHWM` in /proc/self/status), in bytes; nil where
    /// /proc is not available.
    static func peakResidentBytes() -> Int? {
        kilobytes(field: "VmHWM").map { $0 * 1024 }
    }

    /// The current resident set size (`VmRSS`), in bytes.
    static func residentBytes() -> Int? {
        kilobytes(field: "VmRSS").map { $0 * 1024 }
    }

    /// The 1, 5 and 15 minute load averages as /proc/loadavg writes them: on a shared machine,
    /// numbers measured under load are slower, and the report says so.
    static func loadAverage() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// Whether this executable was compiled with optimizations (SwiftPM defines `DEBUG` for debug
    /// builds only).
    static var isReleaseBuild: Bool {
        #if DEBUG
            return false
        #else
            return true
        #endif
    }

    private static func kilobytes(field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let number = line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            return number.flatMap { Int($0) }
        }
        return nil
    }
}
