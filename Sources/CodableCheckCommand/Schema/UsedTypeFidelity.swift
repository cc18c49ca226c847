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

    /// `codable-check: note: decoded by approximation: 'Parcel' (init(from:) not followed, ...);
    /// the app's own code may decide otherwise: --compile decodes with it`.
    /// `compileFellBack`: `--compile` was given and the interpreter decoded anyway (no compiler,
    /// a build that failed, `--platform`...), so pointing at it would claim what did not happen;
    /// the note points at the warning that says why.
    static func note(for approximated: [DecodableTypeSummary], compileFellBack: Bool = false) -> String? {
        guard !approximated.isEmpty else { return nil }
        let listed = approximated.map { summary -> String in
            "'\(summary.name)' (\(summary.fidelity.ownReasons.map(\.text).joined(separator: "; ")))"
        }
        return
            "\(Version.toolName): note: decoded by approximation: \(listed.joined(separator: ", ")); the app's own code may decide otherwise: \(compileAdvice(fellBack: compileFellBack))"
    }

    /// What the note says of `--compile`: where it was given and fell back, not to give it.
    static func compileAdvice(fellBack: Bool) -> String {
        fellBack ? "--compile fell back to the interpreter (the warning above says why)" : "--compile decodes with it"
    }
}
