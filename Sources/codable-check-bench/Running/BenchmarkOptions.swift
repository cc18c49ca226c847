/// The benchmark's command line.
///
///     codable-check-bench [--quick] [--only foundation,decoder,schema] [--files twitter.json …]
///                         [--iterations N] [--warmup N] [--verbose] [--cpu-time]
///                         [--save-generated] [--whole-process [--dynamic-baseline]]
struct BenchmarkOptions {
    /// What one measurement covers.
    enum Scope {
        /// Decoding only, inside this process, inputs already in memory.
        case inProcess
        /// Whole `codable-check` processes against a compiled `JSONDecoder` program, start-up,
        /// reading the files and the schema included (`WholeProcessBenchmark`).
        case wholeProcess
    }

    var quick = false
    /// Case identifiers to run; empty means all.
    var only: [String] = []
    /// Input names to run; empty means all.
    var files: [String] = []
    /// Overrides every input's measured rounds.
    var iterations: Int?
    /// Overrides every input's warm-up rounds.
    var warmup: Int?
    var verbose = false
    var clock = BenchmarkClock.elapsed
    /// Also write the generated inputs to `.build/bench-data/`, to inspect them (`jq`, `head`)
    /// or to feed them to the command-line tool.
    var savesGenerated = false
    var scope = Scope.inProcess
    /// `--whole-process` against a dynamically linked `JSONDecoder` program instead of one
    /// linked as the tool is (`WholeProcessTools.Baseline`).
    var dynamicBaseline = false
    var showsHelp = false

    static let usage = """
        usage: codable-check-bench [options]

        Measures JSONDecoder, CodableCheckDecoder and the schema-driven validator on the corpus
        documents and on generated orders, after checking each path agrees with JSONDecoder.

          --quick            generated inputs of 10 MB and 25 MB instead of 100 MB and 250 MB, fewer rounds
          --only LIST        paths to run, comma-separated: foundation, decoder, schema (the default),
                             and reader (JSONReader alone, no model)
          --files LIST       inputs to run, comma-separated: twitter.json, citm_catalog.json,
                             canada.json, orders.json, orders.jsonl
          --iterations N     measured rounds per input (default: 20 for corpus files, 5 for generated;
                             5 and 3 with --quick)
          --warmup N         rounds run before measuring (default: 2 for corpus files, 1 for generated)
          --verbose          also print every path's fastest and slowest run
          --cpu-time         throughput from the thread's CPU time instead of elapsed time, for a
                             machine busy with other work (the default is elapsed time)
          --save-generated   also write the generated inputs to .build/bench-data/ (never committed)
          --whole-process    time whole processes instead: codable-check decode against a compiled
                             JSONDecoder program on 10,000 small files, one file (start-up) and the
                             orders array; wall time, CPU time and peak RSS (needs the release
                             codable-check built: make bench-process); the JSONDecoder program is
                             linked as the tool is: swiftc -O -wmo -static-executable -use-ld=lld
          --dynamic-baseline with --whole-process: against the JSONDecoder program a plain swiftc -O -wmo
                             builds (Foundation linked dynamically, about 6 ms more start-up)
          --help             this text
        """

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--verbose": options.verbose = true
            case "--cpu-time": options.clock = .cpu
            case "--save-generated": options.savesGenerated = true
            case "--whole-process": options.scope = .wholeProcess
            case "--dynamic-baseline": options.dynamicBaseline = true
            case "--help", "-h": options.showsHelp = true
            case "--only": options.only += try list(after: argument, in: &remaining)
            case "--files": options.files += try list(after: argument, in: &remaining)
            case "--iterations": options.iterations = try count(after: argument, in: &remaining, minimum: 1)
            case "--warmup": options.warmup = try count(after: argument, in: &remaining, minimum: 0)
            default: throw UsageError("unknown option '\(argument)' (see --help)")
            }
        }
        return options
    }

    /// Values up to the next option, each possibly comma-separated: `--files a.json,b.json c.json`.
    private static func list(after option: String, in remaining: inout ArraySlice<String>) throws(UsageError) -> [String] {
        var values: [String] = []
        while let next = remaining.first, !next.hasPrefix("--") {
            remaining.removeFirst()
            values += next.split(separator: ",").map(String.init)
        }
        if values.isEmpty { throw UsageError("\(option) needs a value") }
        return values
    }

    private static func count(after option: String, in remaining: inout ArraySlice<String>, minimum: Int) throws(UsageError) -> Int {
        guard let text = remaining.popFirst(), let value = Int(text), value >= minimum else {
            throw UsageError("\(option) needs a whole number of at least \(minimum)")
        }
        return value
    }
}
