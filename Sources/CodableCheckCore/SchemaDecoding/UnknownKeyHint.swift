/// A near-miss suggestion for a document key that no field consumes: the key a snake-case
/// conversion would produce, or a field key within a small edit distance.
enum UnknownKeyHint {
    static func hint(
        for key: String, fields: [CompiledField], keyStrategy: ValidationOptions.KeyStrategy
    ) -> String? {
        if keyStrategy == .useDefaultKeys {
            let converted = SnakeCaseKeyConversion.convert(key)
            // Said as a near miss; how to fix it (a key strategy or a CodingKeys case) is the
            // caller's to say, in its own terms (the command line names its option).
            if converted != key, let field = fields.first(where: { $0.key == converted }) {
                return "did you mean \"\(field.key)\"? (its snake_case spelling)"
            }
        }
        let lowered = key.lowercased()
        let nearest =
            fields
            .map { (field: $0, distance: EditDistance.between($0.key.lowercased(), lowered)) }
            .filter {
                $0.distance <= (key.count <= 3 ? 1 : 2) && EditDistance.keepsACharacter($0.distance, between: key, and: $0.field.key)
            }
            .min { $0.distance < $1.distance }
        return nearest.map { "did you mean \"\($0.field.key)\"?" }
    }
}
