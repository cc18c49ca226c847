import CodableCheckCore

/// Near-miss advice for keys: a JSON key no property consumes that is close to a property key,
/// such as `first_name` in the document where `firstName` is expected.
struct KeyHints {
    var plan: ValuePlan
    var keyStrategy: ValidationOptions.KeyStrategy

    /// For an `unknownKey` warning at `path` (the unknown key is its last component): the
    /// command-line advice when the key is the snake-case spelling of an expected key. (The
    /// validator's own message already names the near miss.)
    func snakeCaseAdvice(forUnknownKeyAt path: [CodingPathComponent]) -> String? {
        guard case .key(let present)? = path.last, let object = objectPlan(at: path.dropLast()),
            let nearMiss = KeyNearMiss.find(for: present, among: object.fields.map(\.key), keyStrategy: keyStrategy),
            nearMiss.kind == .snakeCaseSpelling
        else { return nil }
        return Self.advice(for: nearMiss)
    }

    /// For a `keyNotFound` error at `path` (the missing key is its last component), given the keys
    /// the object has: the first present key no field consumes that nearly misses the missing one.
    func hint(forMissingKeyAt path: [CodingPathComponent], presentKeys: [String]) -> String? {
        guard case .key(let missing)? = path.last else { return nil }
        let consumed = Set(objectPlan(at: path.dropLast())?.fields.map(\.key) ?? [])
        let unconsumed = presentKeys.filter { !consumed.contains(keyStrategy.matchedKey($0)) }
        let nearMisses = unconsumed.compactMap { KeyNearMiss.find(for: $0, among: [missing], keyStrategy: keyStrategy) }
        // A snake-case spelling says the most: it comes first, whichever key it is.
        return (nearMisses.first { $0.kind == .snakeCaseSpelling } ?? nearMisses.first).map(Self.advice(for:))
    }

    /// The note's words, naming what to change on the command line or in the model.
    static func advice(for nearMiss: KeyNearMiss) -> String {
        switch nearMiss.kind {
        case .snakeCaseSpelling:
            "'\(nearMiss.presentKey)' is present and '\(nearMiss.expectedKey)' is expected: try --key-strategy snake-case or a CodingKeys case"
        case .spelling:
            "'\(nearMiss.presentKey)' is present and '\(nearMiss.expectedKey)' is expected: check the spelling or add a CodingKeys case"
        }
    }

    /// The object plan reached by following `path` from the root, through optionals, arrays,
    /// sets, dictionaries, sequences (`Range`, `CGRect`) and enum payloads.
    func objectPlan(at path: some Collection<CodingPathComponent>) -> ObjectPlan? {
        var current = plan
        for component in path {
            guard let next = Self.unwrapped(current).child(at: component, matchedKey: keyStrategy.matchedKey) else { return nil }
            current = next
        }
        if case .object(let object) = Self.unwrapped(current) { return object }
        return nil
    }

    /// The type whose hand-written `init(from:)` the tool did not follow, among the objects on
    /// the way to `path` (the root included): an error there is what synthesized decoding would
    /// report, not necessarily what the app's body throws.
    func unfollowedInitializerType(on path: [CodingPathComponent]) -> String? {
        for length in 0...path.count {
            if let object = objectPlan(at: path.prefix(length)), object.hasUnfollowedInitializer { return object.typeName }
        }
        return nil
    }

    private static func unwrapped(_ plan: ValuePlan) -> ValuePlan {
        if case .optional(let wrapped) = plan { return unwrapped(wrapped) }
        return plan
    }
}
