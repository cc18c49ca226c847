/// The report's table: one row per input, one column per path, throughput and the ratio to
/// Foundation, with numbered notes for every cell that has no number.
struct ResultTable {
    let cases: [any BenchmarkCase]
    let referenceIdentifier: String
    let results: [InputResult]

    func render(verbose: Bool) -> String {
        var notes: [String] = []
        var rows: [[String]] = [["input", "size"] + cases.map { benchmarkCase in
            benchmarkCase.identifier == referenceIdentifier ? benchmarkCase.columnTitle : "\(benchmarkCase.columnTitle) (x)"
        }]
        for result in results {
            var row = [result.input.name, Format.megabytes(result.input.byteCount)]
            let reference = result.outcomes[referenceIdentifier].flatMap(Self.measurement)
            for benchmarkCase in cases {
                let outcome = result.outcomes[benchmarkCase.identifier] ?? .skipped
                let isReference = benchmarkCase.identifier == referenceIdentifier
                row.append(cell(outcome, reference: isReference ? nil : reference) { reason, concernsInput in
                    // A reason that is the same for every input (a pending path) is noted once.
                    let note = concernsInput ? "\(result.input.name), \(benchmarkCase.identifier): \(reason)" : "\(benchmarkCase.identifier): \(reason)"
                    if let existing = notes.firstIndex(of: note) { return existing + 1 }
                    notes.append(note)
                    return notes.count
                })
            }
            rows.append(row)
        }

        var text = Self.aligned(rows)
        let measurements = results.flatMap { result in cases.compactMap { result.outcomes[$0.identifier].flatMap(Self.measurement) } }
        if let lowest = measurements.map(\.cpuShare).min(), lowest < Self.contendedCPUShare {
            let effect = measurements.first?.clock == .cpu
                ? "CPU time leaves the waiting out, not the shared caches"
                : "slower than the code is; --cpu-time leaves the waiting out"
            text += "* measured while other processes took the CPU (as little as \(Int(lowest * 100))% of the time on a CPU): \(effect)\n"
        }
        for (index, note) in notes.enumerated() {
            text += "[\(index + 1)] \(note)\n"
        }
        if verbose {
            for result in results {
                for benchmarkCase in cases {
                    guard let measurement = result.outcomes[benchmarkCase.identifier].flatMap(Self.measurement) else { continue }
                    let median = Format.decimal(measurement.median.seconds * 1000, digits: 1)
                    let share = Int((measurement.cpuShare * 100).rounded())
                    text += "\(result.input.name), \(benchmarkCase.identifier): median \(median) ms, runs \(measurement.rangeDescription) (\(measurement.samples.count) runs, \(share)% on a CPU)\n"
                }
            }
        }
        return text
    }

    private func cell(_ outcome: CaseOutcome, reference: Measurement?, addNote: (_ reason: String, _ concernsInput: Bool) -> Int) -> String {
        switch outcome {
        case .measured(let measurement, let reservation):
            // A star marks a number measured while the thread had a CPU less than 90% of the time.
            let mark = measurement.cpuShare < Self.contendedCPUShare ? "*" : ""
            var text = "\(Format.decimal(measurement.megabytesPerSecond, digits: 1)) MB/s\(mark)"
            if let reference {
                let ratio = measurement.megabytesPerSecond / reference.megabytesPerSecond
                text += " (\(Format.decimal(ratio, digits: 1))x)"
            }
            if let reservation { text += " [\(addNote(reservation, true))]" }
            return text
        case .skipped: return "-"
        case .notCompared: return "-"
        case .pending(let reason): return "pending [\(addNote(reason, false))]"
        case .disagrees(let reason): return "DISAGREES [\(addNote(reason, true))]"
        case .failed(let reason): return "FAILED [\(addNote(reason, true))]"
        }
    }

    /// Below this share of its measured time on a CPU, a number is marked as contended.
    static let contendedCPUShare = 0.9

    private static func measurement(_ outcome: CaseOutcome) -> Measurement? {
        if case .measured(let measurement, _) = outcome { return measurement }
        return nil
    }

    /// Left-aligned columns, two spaces apart; every cell is ASCII, so counting characters aligns.
    private static func aligned(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for row in rows {
            let padded = row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            text += padded.joined(separator: "   ") + "\n"
        }
        return text
    }
}
