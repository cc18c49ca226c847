/// The expected key a document key nearly misses: its snake-case spelling, or a close spelling
/// by the `NearMiss` rule. One answer for the unknown-key warning the walkers write and for the
/// note a command adds to a `keyNotFound` error, so both name the same key.
public struct KeyNearMiss: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The present key is the snake-case spelling of the expected one (`first_name` for
        /// `firstName`), under `.useDefaultKeys`: a key strategy would match it.
        case snakeCaseSpelling
        /// A misspelling: a few edits apart, or only the case differs.
        case spelling
    }

    /// The document's key, as written.
    public var presentKey: String
    /// The key a declaration expects.
    public var expectedKey: String
    public var kind: Kind

    /// The near miss of `presentKey` among `expectedKeys`, the snake-case spelling first; the key
    /// is compared as `keyStrategy` matches it.
    public static func find(
        for presentKey: String, among expectedKeys: [String], keyStrategy: ValidationOptions.KeyStrategy
    ) -> KeyNearMiss? {
        if keyStrategy == .useDefaultKeys {
            let converted = SnakeCaseKeyConversion.convert(presentKey)
            if converted != presentKey, expectedKeys.contains(converted) {
                return KeyNearMiss(presentKey: presentKey, expectedKey: converted, kind: .snakeCaseSpelling)
            }
        }
        let matched = keyStrategy.matchedKey(presentKey)
        guard let expected = NearMiss.closest(to: matched, in: expectedKeys) else { return nil }
        return KeyNearMiss(presentKey: presentKey, expectedKey: expected, kind: .spelling)
    }

    /// The unknown-key warning's words: `did you mean "firstName"?`. How to fix it (a key
    /// strategy or a CodingKeys case) is the caller's to say, in its own terms (the command line
    /// names its option).
    var suggestion: String {
        switch kind {
        case .snakeCaseSpelling: "did you mean \"\(expectedKey)\"? (its snake_case spelling)"
        case .spelling: "did you mean \"\(expectedKey)\"?"
        }
    }
}
