/// Runs every selected path on one input: the agreement checks first, then warm-up and measured
/// rounds.
///
/// Rounds interleave the paths (Foundation, Decoder, Schema, Foundation, …) rather than timing one
/// path's runs back to back: on a shared machine load comes and goes, and interleaving spreads it
/// over all paths instead of handing it to whichever ran during a colleague's build.
struct BenchmarkRunner {
    /// The reference path, checked on every input even when `--only` leaves it out, since the
    /// other checks mean nothing if the models do not fit.
    let reference: any BenchmarkCase
    /// All paths in column order, the reference included.
    let cases: [any BenchmarkCase]
    /// Identifiers of the paths to measure.
    let selected: Set<String>
    /// The time throughput is computed from.
    let clock: BenchmarkClock
    /// Progress lines, so a long run shows where it is.
    let progress: (String) -> Void

    func run(_ input: BenchmarkInput) -> InputResult {
        var outcomes: [String: CaseOutcome] = [:]
        progress("\(input.name): checking that the models fit (JSONDecoder)")
        if case .disagrees(let reason) = reference.checkAgreement(on: input) {
            for benchmarkCase in cases {
                outcomes[benchmarkCase.identifier] = benchmarkCase === reference ? .disagrees(reason) : .notCompared
            }
            return InputResult(input: input, outcomes: outcomes)
        }

        var ready: [any BenchmarkCase] = []
        var reservations: [String: String] = [:]
        for benchmarkCase in cases {
            guard selected.contains(benchmarkCase.identifier) else {
                outcomes[benchmarkCase.identifier] = .skipped
                continue
            }
            if case .pending(let reason) = benchmarkCase.availability {
                outcomes[benchmarkCase.identifier] = .pending(reason)
                continue
            }
            if benchmarkCase !== reference {
                progress("\(input.name): checking \(benchmarkCase.identifier) against JSONDecoder")
                switch benchmarkCase.checkAgreement(on: input) {
                case .agrees: break
                case .agreesWithReservation(let reservation): reservations[benchmarkCase.identifier] = reservation
                case .disagrees(let reason):
                    outcomes[benchmarkCase.identifier] = .disagrees(reason)
                    continue
                }
            }
            ready.append(benchmarkCase)
        }

        progress("\(input.name): \(input.warmupRounds) warm-up and \(input.measuredRounds) measured rounds of \(ready.map(\.identifier).joined(separator: ", "))")
        let stopwatch = Stopwatch()
        var samples: [String: [Stopwatch.Sample]] = [:]
        for round in 0..<(input.warmupRounds + input.measuredRounds) {
            for benchmarkCase in ready where outcomes[benchmarkCase.identifier] == nil {
                do {
                    let sample = try stopwatch.time { try benchmarkCase.run(on: input) }
                    if round >= input.warmupRounds { samples[benchmarkCase.identifier, default: []].append(sample) }
                } catch {
                    outcomes[benchmarkCase.identifier] = .failed(ErrorSummary.describe(error))
                }
            }
        }
        for benchmarkCase in ready where outcomes[benchmarkCase.identifier] == nil {
            let measurement = Measurement(byteCount: input.byteCount, samples: samples[benchmarkCase.identifier] ?? [], clock: clock)
            outcomes[benchmarkCase.identifier] = .measured(measurement, reservation: reservations[benchmarkCase.identifier])
        }
        return InputResult(input: input, outcomes: outcomes)
    }
}
