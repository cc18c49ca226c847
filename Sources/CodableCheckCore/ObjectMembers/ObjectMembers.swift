/// One JSON object's members as a keyed container meets them: the one owner of the rules every
/// walk applies to an object's keys (`PlanWalker` applies the same rules to raw bytes through
/// `FieldKeyMatcher`, which this type's rules define).
///
/// - A key is read from its decoded text, escapes resolved (`first\u005fname` is `first_name`),
///   and a key that does not decode fails the whole object in Foundation ("The given data was
///   not valid JSON."), used or not: `keyFailures`.
/// - The key strategy rewrites a key before it is compared (`matchedKey(_:under:)`):
///   `.convertFromSnakeCase` turns `first_name` into `firstName`.
/// - Of keys equal after that, the first occurrence wins and later ones are never decoded, as in
///   `JSONDecoder`'s keyed container (`valueIndex(forKey:)`, `Member.isFirstOccurrence`).
/// - A key no field matches is an unknown key (`DecodingWarning.unknownKey`).
struct ObjectMembers {
    /// One member whose key decodes.
    struct Member {
        /// The tape index of the key; its value follows at `keyIndex + 1`.
        let keyIndex: Int
        /// The key as written, escapes resolved: what coding paths and messages show.
        let key: String
        /// The key after the key strategy: what a `CodingKey` is compared with.
        let matchedKey: String
        /// Whether no earlier member has the same `matchedKey`: later ones are never decoded.
        let isFirstOccurrence: Bool

        var valueIndex: Int { keyIndex + 1 }
    }

    /// The members whose keys decode, in document order.
    private(set) var members: [Member] = []
    /// The keys that do not decode, each with why: Foundation fails the object on the first.
    private(set) var keyFailures: [(keyIndex: Int, failure: ValueFailure)] = []
    /// The value of the first member with each matched key.
    private(set) var valueIndexesByKey: [String: Int] = [:]

    /// Reads the members of the object at `index` of `document` (which must be an object), keys
    /// compared as `keyStrategy` rewrites them.
    init(objectAt index: Int, in document: JSONDocument, keyStrategy: ValidationOptions.KeyStrategy) {
        let tape = document.tape
        var keyIndex = index + 1
        for _ in 0..<tape.elementCount(at: index) {
            do {
                let key = try Self.decodedKey(at: keyIndex, in: document)
                let matched = Self.matchedKey(key, under: keyStrategy)
                let isFirst = valueIndexesByKey[matched] == nil
                if isFirst { valueIndexesByKey[matched] = keyIndex + 1 }
                members.append(Member(keyIndex: keyIndex, key: key, matchedKey: matched, isFirstOccurrence: isFirst))
            } catch {
                keyFailures.append((keyIndex, error))
            }
            keyIndex = tape.indexAfter(keyIndex + 1)
        }
    }

    /// The value of the first member whose key, after the key strategy, is `matchedKey`.
    func valueIndex(forKey matchedKey: String) -> Int? {
        valueIndexesByKey[matchedKey]
    }

    /// The members that are the first of their key, the ones a keyed container decodes.
    var firstOccurrences: [Member] {
        members.filter(\.isFirstOccurrence)
    }

    // MARK: - The rules

    /// A key's text with escapes resolved, or why it is no key Foundation reads (an invalid
    /// escape, a lone surrogate, a control character).
    static func decodedKey(at keyIndex: Int, in document: JSONDocument) throws(ValueFailure) -> String {
        try decodedKey(document.tape.entries[keyIndex], bytes: document.bytes)
    }

    /// `decodedKey(at:in:)` for a key's tape entry and the document's bytes.
    static func decodedKey(_ entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) throws(ValueFailure) -> String {
        do {
            return try JSONStringDecoding.content(entry: entry, bytes: bytes, isKey: true)
        } catch {
            throw .malformedString(error)
        }
    }

    /// Why a key does not decode, or nil when it does: `decodedKey`'s verdict without building
    /// the string.
    static func keyFailure(_ entry: JSONTape.Entry, bytes: UnsafeBufferPointer<UInt8>) -> ValueFailure? {
        do {
            try JSONStringDecoding.validateContent(entry: entry, bytes: bytes, isKey: true)
            return nil
        } catch {
            return .malformedString(error)
        }
    }

    /// The key a `CodingKey` is compared with: `JSONDecoder` converts a container's keys under
    /// `.convertFromSnakeCase` before it looks a key up.
    @inline(__always)
    static func matchedKey(_ key: String, under keyStrategy: ValidationOptions.KeyStrategy) -> String {
        keyStrategy.matchedKey(key)
    }
}
