/// The memory each path needs: for every input and path, the most that one measured run added to
/// the resident size at its peak (see `PeakMemory`).
///
/// The process's own peak, printed at the end, mostly measures the agreement checks; this table is
/// what a path costs in memory while it decodes.
struct MemoryTable {
    let cases: [any BenchmarkCase]
    let results: [InputResult]

    /// Empty when no run could be measured (no /proc, or a kernel that cannot reset the mark).
    func render() -> String {
        var rows: [[String]] = [["input"] + cases.map(\.columnTitle)]
        var anyMeasured = false
        for result in results {
            var row = [result.input.name]
            for benchmarkCase in cases {
                let growth = result.outcomes[benchmarkCase.identifier].flatMap(ResultTable.measurement)?.peakGrowthBytes
                anyMeasured = anyMeasured || growth != nil
                row.append(growth.map(Self.mebibytes) ?? "-")
            }
            rows.append(row)
        }
        guard anyMeasured else { return "" }
        return "memory one run adds at its peak (peak RSS during the run minus RSS before it, free heap trimmed first):\n"
            + TextColumns.aligned(rows)
    }

    /// `412.3 MiB`; below 1 MiB as `0.4 MiB` so small inputs do not all read `0`.
    private static func mebibytes(_ bytes: Int) -> String {
        "\(Format.decimal(Double(bytes) / 1_048_576, digits: 1)) MiB"
    }
}
