import Foundation

/// `--whole-process`: whole programs, start-up, file reading and (for codable-check) schema
/// loading included, against the one-off `JSONDecoder` program a Swift user would write.
///
/// Scenarios: the corpus documents (twitter, citm_catalog, canada), many small files in one
/// invocation (the CI fixture case), start-up for one small file, and the generated orders array. Like the in-process cases, each program must first
/// decode every file once (exit status 0) before anything is timed; rounds interleave the two
/// programs so load from other users of the machine spreads over both.
struct WholeProcessBenchmark {
    let options: BenchmarkOptions
    let layout: PackageLayout
    let progress: (String) -> Void

    /// Small files for the many-files scenario: one generated order each (about 1.1 KB).
    static let smallFileCount = 10_000

    func run() throws(UsageError) {
        let tools = try WholeProcessTools.prepare(
            layout: layout, baseline: options.dynamicBaseline ? .dynamic : .static, progress: progress)
        let scenarios = try makeScenarios()
        print(
            "codable-check-bench --whole-process: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(ProcessStatus.loadAverage() ?? "unknown")"
        )
        print("each program run as a fresh process, stdout and stderr to /dev/null; median of the rounds;")
        print("CPU = the child's user + system time; RSS = its peak resident set (/usr/bin/time %M), from the first,")
        print("untimed run that checks every file decodes (timed runs start the program directly)")
        print("  foundation: \(tools.foundationCheck): \(tools.baseline.label)")
        print("  codable-check: \(tools.codableCheck) decode --schema Fixtures/benchmarks/Models --date-strategy iso8601 --quiet")
        print("")
        var table = WholeProcessTable()
        for scenario in scenarios {
            let models = layout.modelsFolder.path
            let foundation = { (measuringMemory: Bool) throws(UsageError) in
                try ChildProcess.run(tools.foundationCheck, scenario.foundationArguments(), measuringMemory: measuringMemory)
            }
            let codableCheck = { (measuringMemory: Bool) throws(UsageError) in
                try ChildProcess.run(
                    tools.codableCheck, scenario.codableCheckArguments(modelsFolder: models), measuringMemory: measuringMemory)
            }
            progress("\(scenario.name): checking that both programs decode every file")
            let foundationCheck = try foundation(true)
            let toolCheck = try codableCheck(true)
            guard foundationCheck.exitStatus == 0, toolCheck.exitStatus == 0 else {
                table.addDisagreement(scenario, foundationStatus: foundationCheck.exitStatus, toolStatus: toolCheck.exitStatus)
                continue
            }
            progress("\(scenario.name): \(scenario.rounds) rounds of foundation, codable-check")
            var foundationRuns: [ChildProcess.Measurement] = []
            var toolRuns: [ChildProcess.Measurement] = []
            for _ in 0..<scenario.rounds {
                foundationRuns.append(try foundation(false))
                toolRuns.append(try codableCheck(false))
            }
            table.add(
                scenario, foundation: foundationRuns, codableCheck: toolRuns,
                foundationPeak: foundationCheck.peakResidentBytes, codableCheckPeak: toolCheck.peakResidentBytes)
        }
        print(table.render(), terminator: "")
    }

    private func makeScenarios() throws(UsageError) -> [WholeProcessScenario] {
        let folder = layout.root.appendingPathComponent(".build/bench-data/whole-process")
        try FileManager.default.createDirectoryOrThrow(at: folder)
        progress("writing \(Format.grouped(Self.smallFileCount)) order files to \(folder.path)")
        let small = try writeSmallFiles(to: folder)
        let smallBytes = small.reduce(0) { $0 + $1.count }

        let arrayBytes = options.quick ? 10_000_000 : 100_000_000
        progress("generating \(Format.megabytes(arrayBytes)) orders array")
        let array = OrdersGenerator(seed: 1, framing: .array, targetByteCount: arrayBytes).generate()
        let arrayURL = folder.appendingPathComponent("orders.json")
        try write(array.data, to: arrayURL)

        let startupRounds = options.iterations ?? (options.quick ? 10 : 20)
        let bigRounds = options.iterations ?? (options.quick ? 2 : 3)
        let documentRounds = options.iterations ?? (options.quick ? 5 : 15)
        // The classic documents, read from the corpus as the in-process cases read them: on files
        // of a few MB, start-up and schema reading are a large part of a whole process.
        let documents = Self.corpusDocuments.compactMap { name, typeName -> WholeProcessScenario? in
            guard let url = layout.corpusFile(named: name), let size = Self.fileSize(url) else {
                progress("\(name): in neither Fixtures/corpus/ nor ../shared/corpus/; skipped")
                return nil
            }
            return WholeProcessScenario(name: name, typeName: typeName, files: [url.path], byteCount: size, rounds: documentRounds)
        }
        return documents + [
            WholeProcessScenario(
                name: "\(Format.grouped(Self.smallFileCount)) order files", typeName: "Order", files: small.map(\.path),
                byteCount: smallBytes, rounds: bigRounds),
            WholeProcessScenario(
                name: "start-up, 1 order file", typeName: "Order", files: [small[0].path], byteCount: small[0].count,
                rounds: startupRounds),
            WholeProcessScenario(
                name: "orders.json array", typeName: "[Order]", files: [arrayURL.path], byteCount: array.data.count,
                rounds: bigRounds),
        ]
    }

    /// The corpus documents timed whole, with the type each decodes as.
    static let corpusDocuments = [
        ("twitter.json", "TwitterSearchResponse"), ("citm_catalog.json", "CitmCatalog"), ("canada.json", "FeatureCollection"),
    ]

    private static func fileSize(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
    }

    /// One order per file, seed 3, `order-00001.json` …, rewritten on every run (about 11 MB).
    private func writeSmallFiles(to folder: URL) throws(UsageError) -> [(path: String, count: Int)] {
        var writer = OrderWriter(seed: 3)
        var scratch = JSONOutput(capacity: 4096)
        var files: [(path: String, count: Int)] = []
        for number in 1...Self.smallFileCount {
            scratch.removeAll()
            writer.write(number: number, to: &scratch)
            scratch.raw("\n")
            let digits = String(number)
            let url = folder.appendingPathComponent("order-\(String(repeating: "0", count: max(0, 5 - digits.count)) + digits).json")
            try write(Data(scratch.bytes), to: url)
            files.append((url.path, scratch.bytes.count))
        }
        return files
    }

    private func write(_ data: Data, to url: URL) throws(UsageError) {
        do {
            try data.write(to: url)
        } catch {
            throw UsageError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}
