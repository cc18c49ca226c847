/// Times one piece of work with a monotonic clock.
///
/// `ContinuousClock` reads a monotonic clock (wall-clock adjustments by NTP or a user cannot make a
/// sample negative or stretch it), which is what elapsed-time measurement needs.
struct Stopwatch {
    private let clock = ContinuousClock()

    /// Runs `work` once and returns how long it took.
    func time(_ work: () throws -> Void) rethrows -> Duration {
        let start = clock.now
        try work()
        return clock.now - start
    }
}

extension Duration {
    /// The duration in seconds, as a `Double` for throughput arithmetic.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
