/// "Did you mean" suggestions by edit distance, for options, option values, commands and types.
///
/// The distance is optimal string alignment (Levenshtein plus adjacent transpositions, so `tyep`
/// is one edit from `type`), compared case-insensitively. A candidate is suggested when it is at
/// most `max(2, word.count / 3)` edits away, or when the word is a prefix of exactly one candidate
/// and at least three characters long (`--max` → `--max-errors`). Ties go to the candidate
/// declared first, so suggestions are stable.
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let threshold = max(2, lowered.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= threshold, distance < (best?.distance ?? Int.max) {
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

    /// Optimal string alignment distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
