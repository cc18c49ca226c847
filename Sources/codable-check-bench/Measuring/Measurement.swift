/// The timed runs of one path over one input, and the throughput they give.
///
/// The median, not the mean or the minimum: on a machine other people share, single runs are
/// slowed at random by their builds, and the median ignores those without rewarding a lucky run.
struct Measurement {
    /// Bytes of input one run reads (the whole file or stream, newlines included).
    var byteCount: Int
    /// One sample per measured run, in the order they ran.
    var samples: [Stopwatch.Sample]
    /// Which of each sample's times the throughput is computed from.
    var clock: BenchmarkClock = .elapsed

    /// The median run time, by `clock`.
    var median: Duration {
        let sorted = samples.map { clock == .elapsed ? $0.elapsed : $0.cpu }.sorted()
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sorted[middle] }
        return (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Throughput at the median run, in MB/s with MB = 10^6 bytes.
    var megabytesPerSecond: Double {
        Double(byteCount) / 1e6 / median.seconds
    }

    /// The share of the measured time this thread was on a CPU (1 on an idle machine). Well below
    /// 1, other processes took the CPU and the throughput understates the code's speed.
    var cpuShare: Double {
        let elapsed = samples.reduce(0) { $0 + $1.elapsed.seconds }
        let cpu = samples.reduce(0) { $0 + $1.cpu.seconds }
        return elapsed > 0 ? cpu / elapsed : 1
    }

    /// The spread of the runs by `clock`, as `min–max ms`, for the verbose report.
    var rangeDescription: String {
        let milliseconds = samples.map { (clock == .elapsed ? $0.elapsed : $0.cpu).seconds * 1000 }
        let low = milliseconds.min() ?? 0
        let high = milliseconds.max() ?? 0
        return "\(Format.decimal(low, digits: 1))–\(Format.decimal(high, digits: 1)) ms"
    }
}
