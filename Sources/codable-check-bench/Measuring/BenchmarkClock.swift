/// Which time a throughput is computed from.
enum BenchmarkClock {
    /// Elapsed time on the monotonic clock: what a user waits. The default.
    case elapsed
    /// The benchmark thread's CPU time (`--cpu-time`): leaves out the time the scheduler gave to
    /// other processes, so numbers from a machine busy with other people's builds stay close to
    /// the code's speed on an idle core (caches shared with those builds still cost something).
    case cpu
}
