/// The `--whole-process` report: per scenario, each program's median wall time, median CPU time
/// and peak RSS (measured in a separate run), and the wall-time and CPU-time ratios (on a shared machine the CPU
/// ratio is the one to quote: it leaves out the time other processes had the CPU).
struct WholeProcessTable {
    private var rows: [[String]] = []
    private var notes: [String] = []

    mutating func add(
        _ scenario: WholeProcessScenario, foundation: [ChildProcess.Measurement], codableCheck: [ChildProcess.Measurement],
        foundationPeak: Int?, codableCheckPeak: Int?
    ) {
        let foundationWall = Self.median(foundation.map(\.elapsed))
        let toolWall = Self.median(codableCheck.map(\.elapsed))
        let ratio = toolWall > .zero ? foundationWall / toolWall : 0
        let foundationCPU = Self.median(foundation.map(\.cpu))
        let toolCPU = Self.median(codableCheck.map(\.cpu))
        let cpuRatio = toolCPU > .zero ? foundationCPU / toolCPU : 0
        rows.append([
            scenario.name, Format.megabytes(scenario.byteCount), "\(scenario.rounds)",
            Self.time(foundationWall), Self.time(foundationCPU), Self.mebibytes(foundationPeak),
            Self.time(toolWall), Self.time(toolCPU), Self.mebibytes(codableCheckPeak),
            "\(Format.decimal(ratio, digits: 1))x", "\(Format.decimal(cpuRatio, digits: 1))x",
        ])
    }

    mutating func addDisagreement(_ scenario: WholeProcessScenario, foundationStatus: Int32, toolStatus: Int32) {
        rows.append([
            scenario.name, Format.megabytes(scenario.byteCount), "-", "DISAGREES [\(notes.count + 1)]", "", "", "", "", "", "", "",
        ])
        notes.append(
            "[\(notes.count + 1)] \(scenario.name): exit status foundation-check \(foundationStatus), codable-check \(toolStatus); both must be 0 (every file decodes) before timing"
        )
    }

    func render() -> String {
        let header = [
            "scenario", "input", "rounds", "Foundation wall", "CPU", "peak RSS", "codable-check wall", "CPU", "peak RSS", "(x wall)",
            "(x CPU)",
        ]
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for row in table {
            text +=
                row.enumerated().map { column, cell in
                    column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
                }.joined() + "\n"
        }
        for note in notes { text += note + "\n" }
        return text
    }

    private static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return sorted.isEmpty ? .zero : sorted[sorted.count / 2]
    }

    private static func time(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds < 1 ? "\(Format.decimal(seconds * 1000, digits: 1)) ms" : "\(Format.decimal(seconds, digits: 2)) s"
    }

    private static func mebibytes(_ peak: Int?) -> String {
        guard let peak else { return "n/a" }
        return "\(peak / 1_048_576) MiB"
    }
}
