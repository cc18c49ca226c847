/// A near-miss suggestion for a document key that no field consumes: the key a snake-case
/// conversion would produce, or a field key within a small edit distance.
enum UnknownKeyHint {
    static func hint(
        for key: String, fields: [CompiledField], keyStrategy: ValidationOptions.KeyStrategy
    ) -> String? {
        if keyStrategy == .useDefaultKeys {
            let converted = SnakeCaseKeyConversion.convert(key)
            if converted != key, let field = fields.first(where: { $0.key == converted }) {
                return "expected \"\(field.key)\": the app may decode with convertFromSnakeCase, or needs a CodingKeys case"
            }
        }
        let lowered = key.lowercased()
        let nearest = fields
            .map { (field: $0, distance: EditDistance.between($0.key.lowercased(), lowered)) }
            .filter { $0.distance <= (key.count <= 3 ? 1 : 2) }
            .min { $0.distance < $1.distance }
        return nearest.map { "did you mean \"\($0.field.key)\"?" }
    }
}

/// Edit distance with adjacent transpositions counted as one edit (optimal string alignment),
/// for "did you mean" suggestions: `emial` is one edit from `email`.
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
}
