import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs one program to completion and measures it from outside: elapsed time on a monotonic clock,
/// and the child's own CPU time and peak resident set size from `wait4`'s `rusage`, which count
/// that process alone (not this one, not the machine's other users).
enum ChildProcess {
    struct Measurement {
        var exitStatus: Int32
        var elapsed: Duration
        /// User plus system CPU time of the child.
        var cpu: Duration
        /// `ru_maxrss`: the child's peak resident set size.
        var peakResidentBytes: Int
    }

    /// Runs `executable` with `arguments`, its standard output and error sent to /dev/null
    /// (a tool's report is not what is measured, and a pipe nobody reads could block it).
    static func run(_ executable: String, _ arguments: [String]) throws(UsageError) -> Measurement {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

            let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }

            let clock = ContinuousClock()
            let start = clock.now
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
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
            return Measurement(exitStatus: exitStatus, elapsed: elapsed, cpu: cpu, peakResidentBytes: usage.ru_maxrss * 1024)
        #else
            throw UsageError("--whole-process needs Linux (posix_spawn and wait4 rusage)")
        #endif
    }

    #if canImport(Glibc)
        private static func duration(_ time: timeval) -> Duration {
            .seconds(time.tv_sec) + .microseconds(time.tv_usec)
        }
    #endif
}
