import CodableCheckCore
import CodableCheckSchema

/// The declared types a plan decodes and how faithfully each is decoded: behind the note
/// `decode` adds to its text summary when some of them are approximated.
enum UsedTypeFidelity {
    /// The types among those `plan` uses that are approximated for a reason of their own, in the
    /// order the plan meets them, with their listing from `types`. A type approximated only
    /// because it holds one of them is left out: the plan meets the held type too, and the note
    /// names it once.
    static func approximated(in plan: ValuePlan, types: [DecodableTypeSummary]) -> [DecodableTypeSummary] {
        let byName = Dictionary(types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return PlannedTypeNames.of(plan).compactMap { name in
            guard let summary = byName[name], !summary.fidelity.ownReasons.isEmpty else { return nil }
            return summary
        }
    }

    /// The note closing a text report whose plan decodes some types by approximation: which
    /// approximations the documents reached and in how many documents, or that none did (every
    /// verdict is then exact, whatever the warnings before the results said).
    ///
    ///     codable-check: note: 1 document decided by approximation: `for key in container.allKeys {`
    ///     in 'Invoice.init(from:)' not followed (Models/Invoice.swift:12:9); the app's own code
    ///     may decide otherwise: --compile decodes with it
    ///
    /// `compileFallback`: whether `--compile` was given and the interpreter decoded anyway (no
    /// compiler, a build that failed, `--platform`...), so pointing at it would claim what did not
    /// happen; the note points at the warning that says why.
    static func note(for approximated: [DecodableTypeSummary], summary: Summary, compileFallback: CompileFallback = .none) -> String? {
        let tool = Version.toolName
        if summary.approximated > 0 {
            let documents = summary.approximated == 1 ? "1 document" : "\(summary.approximated) documents"
            let reached = StringJoining.joined(summary.approximationSites.map(\.located), separator: "; ")
            return
                "\(tool): note: \(documents) decided by approximation: \(reached); the app's own code may decide otherwise: \(compileAdvice(compileFallback))"
        }
        guard !approximated.isEmpty, summary.inputs > 0 else { return nil }
        let names = ListFormatter.conjunction(approximated.map { "'\($0.name)'" })
        return "\(tool): note: no document reached what is decoded by approximation in \(names): every verdict is exact"
    }

    /// Whether `--compile` was given and the interpreter decoded anyway, and whether the warning
    /// that says why was printed (`--quiet` silences it; a report's annotations still speak).
    enum CompileFallback: Sendable {
        case none
        case warned
        case silenced
    }

    /// What the note says of `--compile`: where it was given and fell back, not to give it.
    static func compileAdvice(_ fallback: CompileFallback) -> String {
        switch fallback {
        case .none: "--compile decodes with it"
        case .warned: "--compile fell back to the interpreter (the warning above says why)"
        case .silenced: "--compile fell back to the interpreter (without --quiet, a warning says why)"
        }
    }
}
