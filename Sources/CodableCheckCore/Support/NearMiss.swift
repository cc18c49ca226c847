/// Which candidates are near misses of a word the user (or a document) wrote: the one owner of
/// every "did you mean" the tool makes, for options, option values, commands, document keys and
/// type names, so a key the error's note calls a near miss is one in the warning too.
///
/// A candidate is a near miss when it is within `reach` of the word (`EditDistance`, compared
/// case-insensitively) and keeps a character of it (`t` is no near miss of `a`). A candidate
/// that differs only in case is the one meant and outranks the rest (`book` is `Book`, not also
/// `Bool`). The word itself is no near miss of itself.
public enum NearMiss {
    /// How far from the word a near miss may lie.
    public enum Reach: Sendable {
        /// At most `max(2, word.count / 3)` edits (`pubicatonDat` is three from `publicationDate`);
        /// when nothing is that close, a word of three characters or more that begins exactly one
        /// candidate suggests it (`--max` → `--max-errors`). For what a user types against a short
        /// list (options, option values, commands) and for a document's keys against an object's.
        case wide
        /// At most 1 edit up to 5 characters, 2 beyond, and no completion: for type names, whose
        /// candidates are every type the models and the standard library declare, where a wider
        /// reach suggests unrelated names (`Set` for `Dat`, beside `Data` and `Date`).
        case narrow

        func maximumDistance(for word: String) -> Int {
            switch self {
            case .wide: max(2, word.count / 3)
            case .narrow: min(2, max(1, word.count / 3))
            }
        }
    }

    /// The near misses of `word`, closest first; ties keep the candidates' order, so callers
    /// choose what wins a tie by how they order `candidates`.
    public static func ranked(for word: String, among candidates: [String], reach: Reach = .wide) -> [String] {
        let lowered = word.lowercased()
        let threshold = reach.maximumDistance(for: word)
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in candidates where candidate != word {
            let distance = EditDistance.between(lowered, candidate.lowercased())
            if distance <= threshold, EditDistance.keepsACharacter(distance, between: lowered, and: candidate) {
                scored.append((candidate, distance))
            }
        }
        if scored.contains(where: { $0.distance == 0 }) {
            return scored.filter { $0.distance == 0 }.map(\.candidate)
        }
        if !scored.isEmpty {
            return scored.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }
                .map(\.element.candidate)
        }
        if reach == .wide, lowered.count >= 3 {
            let completions = candidates.filter { $0 != word && $0.lowercased().hasPrefix(lowered) }
            if completions.count == 1 { return completions }
        }
        return []
    }

    /// The closest near miss of `word`, or nil; a tie goes to the candidate that comes first.
    public static func closest(to word: String, in candidates: [String], reach: Reach = .wide) -> String? {
        ranked(for: word, among: candidates, reach: reach).first
    }
}
