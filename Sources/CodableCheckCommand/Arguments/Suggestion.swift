import CodableCheckCore

/// "Did you mean" suggestions by edit distance, for options, option values, commands and types.
///
/// The distance is optimal string alignment (Levenshtein plus adjacent transpositions, so `tyep`
/// is one edit from `type`), compared case-insensitively. A candidate is suggested when it is at
/// most `max(2, word.count / 3)` edits away, or when the word is a prefix of exactly one candidate
/// and at least three characters long (`--max` → `--max-errors`). Ties go to the candidate
/// declared first, so suggestions are stable. A candidate that shares no character with a short
/// word is never suggested (`t` for `a`).
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let threshold = max(2, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = EditDistance.between(lowered, candidate.lowercased())
            if distance <= threshold, distance < (best?.distance ?? Int.max),
                EditDistance.keepsACharacter(distance, between: lowered, and: candidate)
            {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        if lowered.count >= 3 {
            let prefixed = candidates.filter { $0.lowercased().hasPrefix(lowered) }
            if prefixed.count == 1 { return prefixed[0] }
        }
        return nil
    }

    /// `; did you mean 'X'?` or the empty string, for appending to a message.
    static func didYouMean(_ word: String, in candidates: [String], quote: (String) -> String = { "'\($0)'" }) -> String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean \(quote(match))?"
    }
}
