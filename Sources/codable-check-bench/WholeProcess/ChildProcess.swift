import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs one program to completion and measures it from outside: elapsed time on a monotonic clock,
/// the child's own CPU time from `wait4`'s `rusage`, and, when asked, its peak resident set size
/// as `/usr/bin/time` reports it.
///
/// Memory is measured in a run of its own: `/usr/bin/time` is then the child, and `wait4` counts
/// its CPU time too (about 1.1 ms, a fifth of a whole codable-check run on twitter.json), so a
/// timed run starts the program directly.
///
/// Why not `ru_maxrss` from `wait4`: `posix_spawn` starts the child in this process's address
/// space (`CLONE_VM`), and Linux carries the high-water mark of the address space an `exec`
/// replaces into the new program's `ru_maxrss`, so every child would report at least this
/// benchmark's own size (hundreds of MiB once the inputs are generated). `/usr/bin/time` forks
/// (its own small address space) before it execs the program, so its figure is the program's.
enum ChildProcess {
    struct Measurement {
        var exitStatus: Int32
        var elapsed: Duration
        /// User plus system CPU time of the child.
        var cpu: Duration
        /// The child's peak resident set size; nil unless memory was measured and
        /// `/usr/bin/time` is installed.
        var peakResidentBytes: Int?
    }

    /// Runs `executable` with `arguments`, its standard output and error sent to /dev/null
    /// (a tool's report is not what is measured, and a pipe nobody reads could block it).
    /// `measuringMemory` runs it under `/usr/bin/time`, whose own time the CPU figure then includes.
    static func run(_ executable: String, _ arguments: [String], measuringMemory: Bool = false) throws(UsageError) -> Measurement {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let timeTool = "/usr/bin/time"
        let measuresMemory = measuringMemory && access(timeTool, X_OK) == 0
        let memoryReport = FileManager.default.temporaryDirectory
            .appendingPathComponent("codable-check-bench-rss-\(getpid()).txt").path
        let command = measuresMemory ? [timeTool, "-f", "%M", "-o", memoryReport, executable] + arguments : [executable] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }

        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw UsageError("cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw UsageError("waiting for \(executable) failed: errno \(errno)") }
        }
        let elapsed = clock.now - start
        let cpu = duration(usage.ru_utime) + duration(usage.ru_stime)
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Measurement(
            exitStatus: exitStatus, elapsed: elapsed, cpu: cpu,
            peakResidentBytes: measuresMemory ? peakKibibytes(reportedIn: memoryReport).map { $0 * 1024 } : nil)
        #else
        throw UsageError("--whole-process needs Linux (posix_spawn and wait4 rusage)")
        #endif
    }

    /// The last line `/usr/bin/time -f %M -o file` wrote (a failed program gets a line before it).
    private static func peakKibibytes(reportedIn path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        try? FileManager.default.removeItem(atPath: path)
        return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    #if canImport(Glibc)
    private static func duration(_ time: timeval) -> Duration {
        .seconds(time.tv_sec) + .microseconds(time.tv_usec)
    }
    #endif
}
