import Foundation

/// The whole run: parse options, load inputs, check and measure every path, print the report.
struct BenchmarkCommand {
    let options: BenchmarkOptions

    func run() throws(UsageError) {
        if options.showsHelp {
            print(BenchmarkOptions.usage)
            return
        }
        guard options.scope == .inProcess else {
            throw UsageError("--whole-process is not built yet; in-process decoding is what this version measures")
        }

        let layout = try PackageLayout.locate()
        let settings = DecodingSettings()
        let foundation = FoundationCase(settings: settings)
        let schema = SchemaCase(settings: settings, modelsFolder: layout.modelsFolder)
        let cases: [any BenchmarkCase] = [foundation, DecoderCase(settings: settings), schema, ReaderCase()]
        let known = cases.map(\.identifier)
        for name in options.only where !known.contains(name) {
            throw UsageError("unknown path '\(name)' for --only; known: \(known.joined(separator: ", "))")
        }
        let names = options.files.isEmpty ? InputCatalog.entries.map(\.name) : options.files
        for name in names where !InputCatalog.entries.contains(where: { $0.name == name }) {
            throw UsageError("unknown input '\(name)' for --files; known: \(InputCatalog.entries.map(\.name).joined(separator: ", "))")
        }

        printHeader(settings: settings)
        let catalog = InputCatalog(layout: layout, quick: options.quick)
        var inputs: [BenchmarkInput] = []
        for name in names {
            Self.progress("\(name): loading")
            var input = try catalog.load(name).get()
            if let iterations = options.iterations { input.measuredRounds = iterations }
            if let warmup = options.warmup { input.warmupRounds = warmup }
            print("  " + Self.padded(input.name, to: 19) + Self.padded(Format.megabytes(input.byteCount), to: 10) + input.origin)
            if options.savesGenerated, input.isGenerated {
                let url = try layout.saveGenerated(input)
                print("    saved to \(url.path)")
            }
            inputs.append(input)
        }
        let residentWithInputs = ProcessStatus.residentBytes()

        let selected = Set(options.only.isEmpty ? cases.filter(\.runsByDefault).map(\.identifier) : options.only)
        // The table keeps the three paths' columns even when `--only` leaves one out.
        let shown = cases.filter { $0.runsByDefault || selected.contains($0.identifier) }
        let runner = BenchmarkRunner(reference: foundation, cases: shown, selected: selected, clock: options.clock, progress: Self.progress)
        let results = inputs.map(runner.run)

        if let loadDuration = schema.loadDuration {
            let milliseconds = Format.decimal(loadDuration.seconds * 1000, digits: 1)
            print("schema path: model files read and understood in \(milliseconds) ms, \(schema.schemaDiagnostics.count) diagnostic(s), not included in its MB/s")
            for diagnostic in schema.schemaDiagnostics {
                print("  \(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)")
            }
        }
        print("")
        print(ResultTable(cases: shown, referenceIdentifier: foundation.identifier, results: results).render(verbose: options.verbose), terminator: "")
        print("")
        let peak = ProcessStatus.peakResidentBytes().map { "\($0 / 1_048_576) MiB" } ?? "unknown (no /proc/self/status)"
        let inputsNote = residentWithInputs.map { " (\($0 / 1_048_576) MiB resident once the inputs were in memory)" } ?? ""
        print("peak RSS: \(peak)\(inputsNote)")
    }

    private func printHeader(settings: DecodingSettings) {
        let build = ProcessStatus.isReleaseBuild ? "release build" : "DEBUG build (numbers are not benchmark results)"
        let load = ProcessStatus.loadAverage().map { ", load average \($0)" } ?? ""
        print("codable-check-bench: \(build), \(ProcessInfo.processInfo.activeProcessorCount) cores\(load)")
        let clock = options.clock == .elapsed ? "elapsed time" : "thread CPU time (--cpu-time)"
        print("throughput: input bytes in memory / median run by \(clock), MB = 10^6 bytes; rounds interleave the paths")
        print("decoding settings, all paths: \(settings.summary)")
        print("inputs\(options.quick ? " (--quick)" : ""):")
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    /// Progress goes to standard error, so the report on standard output stays clean and a long
    /// run shows where it is even when output is piped.
    static func progress(_ line: String) {
        FileHandle.standardError.write(Data("… \(line)\n".utf8))
    }
}
