/// Edit distance with adjacent transpositions counted as one edit (optimal string alignment),
/// for every "did you mean" the tool makes (keys, types, options, commands): `emial` is one edit
/// from `email`, `tyep` one from `type`.
public enum EditDistance {
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// Whether two words `distance` edits apart share anything: when the distance is the longer
    /// word's length, every character was replaced and the suggestion is no near miss (`a` is one
    /// edit from `t`, and suggesting `t` for it reads as nonsense; `i` for `id` keeps the `i`).
    public static func keepsACharacter(_ distance: Int, between a: String, and b: String) -> Bool {
        distance < max(a.count, b.count)
    }
}
