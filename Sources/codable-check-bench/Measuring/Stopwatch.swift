#if canImport(Glibc)
    import Glibc
#endif

/// Times one piece of work with a monotonic clock, and notes how much of that time this thread
/// actually had a CPU.
///
/// `ContinuousClock` reads a monotonic clock (wall-clock adjustments by NTP or a user cannot make a
/// sample negative or stretch it), which is what elapsed-time measurement needs. On a machine
/// shared with other people's builds, elapsed time also counts the time the scheduler gave to
/// them; the thread's CPU time beside it shows how much, so the report can flag contended numbers
/// instead of passing them off as the code's speed.
struct Stopwatch {
    /// One timed run.
    struct Sample {
        /// Elapsed time, from the monotonic clock.
        var elapsed: Duration
        /// CPU time this thread used in that span (user and system).
        var cpu: Duration
    }

    private let clock = ContinuousClock()

    /// Runs `work` once and returns how long it took.
    func time(_ work: () throws -> Void) rethrows -> Sample {
        let cpuStart = Self.threadCPUTime()
        let start = clock.now
        try work()
        let elapsed = clock.now - start
        return Sample(elapsed: elapsed, cpu: Self.threadCPUTime() - cpuStart)
    }

    private static func threadCPUTime() -> Duration {
        #if canImport(Glibc)
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
        #else
            return .zero
        #endif
    }
}

extension Duration {
    /// The duration in seconds, as a `Double` for throughput arithmetic.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
