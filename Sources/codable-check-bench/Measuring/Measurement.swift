/// The timed runs of one path over one input, and the throughput they give.
///
/// The median, not the mean or the minimum: on a machine other people share, single runs are
/// slowed at random by their builds, and the median ignores those without rewarding a lucky run.
struct Measurement {
    /// Bytes of input one run reads (the whole file or stream, newlines included).
    var byteCount: Int
    /// One duration per measured run, in the order they ran.
    var samples: [Duration]

    var median: Duration {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sorted[middle] }
        return (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Throughput at the median run, in MB/s with MB = 10^6 bytes.
    var megabytesPerSecond: Double {
        Double(byteCount) / 1e6 / median.seconds
    }

    /// The spread of the runs, as `min–max ms`, for the verbose report.
    var rangeDescription: String {
        let milliseconds = samples.map { $0.seconds * 1000 }
        let low = milliseconds.min() ?? 0
        let high = milliseconds.max() ?? 0
        return "\(Format.decimal(low, digits: 1))–\(Format.decimal(high, digits: 1)) ms"
    }
}
