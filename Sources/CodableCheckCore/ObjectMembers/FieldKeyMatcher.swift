/// `ObjectMembers`' rules applied to raw key bytes, for `PlanWalker`'s hot path: which field a
/// document key matches, and whether the key decodes at all, without building a `String` for
/// the common key (plain ASCII, no escapes, unchanged by the key strategy).
///
/// Every shortcut here must give the answer `ObjectMembers` gives for the decoded key
/// (`ObjectMembersAgreementTests` compare the two walks): bytes decide equality alone only where
/// they decide it for Swift strings; anything else is decoded and judged by `ObjectMembers`' own
/// rules (`decodedKey`, `matchedKey`).
struct FieldKeyMatcher {
    /// Key flags under which a key's raw bytes do not say whether it decodes, nor (but for
    /// `hasControlCharacter`) which field it matches.
    static let flagsNeedingDecoding: JSONTapeFlags = [.hasEscapes, .hasNonASCII, .hasControlCharacter]

    private let fields: UnsafeMutableBufferPointer<WalkPlan.Field>
    private let keyBytes: UnsafeMutableBufferPointer<UInt8>
    private let entries: UnsafeBufferPointer<JSONTape.Entry>
    private let bytes: UnsafeBufferPointer<UInt8>
    private let keyStrategy: ValidationOptions.KeyStrategy
    private let convertsSnakeCase: Bool
    /// The plan's `CodingKey` strings, read only on the slow paths. Unowned: the walk that holds
    /// this matcher keeps the plan alive (`PlanWalker.validate`), and a strong reference would be
    /// retained and released around every call not inlined.
    private unowned(unsafe) let plan: WalkPlan

    init(
        plan: WalkPlan, entries: UnsafeBufferPointer<JSONTape.Entry>, bytes: UnsafeBufferPointer<UInt8>,
        keyStrategy: ValidationOptions.KeyStrategy
    ) {
        self.plan = plan
        self.fields = plan.fields
        self.keyBytes = plan.keyBytes
        self.entries = entries
        self.bytes = bytes
        self.keyStrategy = keyStrategy
        self.convertsSnakeCase = keyStrategy == .convertFromSnakeCase
    }

    /// The position (within an object's fields) of the field whose key matches the document key
    /// at `keyIndex`, under the key strategy. Starts at `start`, the field after the last match:
    /// documents usually list keys in model order.
    @inline(__always)
    func field(forKeyAt keyIndex: Int, firstField: Int, fieldCount: Int, startingAt start: Int) -> Int? {
        let entry = entries[keyIndex]
        let raw = UnsafeBufferPointer(start: bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset) + 1, count: Int(entry.extent))
        let converts = convertsSnakeCase && SnakeCaseKeyConversion.mayChange(raw)
        if entry.flags.contains(.hasEscapes) || converts {
            // An escaped key's raw bytes say nothing of its decoded text (`first\u005fname` is
            // `first_name`): the strategy judges the decoded key.
            return field(forDecodedKeyAt: keyIndex, firstField: firstField, fieldCount: fieldCount)
        }
        var candidate = start
        let keyBase = keyBytes.baseAddress.unsafelyUnwrapped
        for _ in 0..<fieldCount {
            let field = fields[firstField + candidate]
            if Int(field.keyCount) == raw.count,
                ByteEquality.equal(keyBase + Int(field.keyStart), raw.baseAddress.unsafelyUnwrapped, count: raw.count)
            {
                return candidate
            }
            candidate = candidate + 1 == fieldCount ? 0 : candidate + 1
        }
        // Bytes differ, but Swift string equality is canonical equivalence: `café` composed and
        // decomposed are the same key. Only non-ASCII keys can differ in bytes and still be equal.
        if entry.flags.contains(.hasNonASCII), let key = String(validating: raw, as: UTF8.self) {
            return (0..<fieldCount).first { !fields[firstField + $0].keyIsASCII && plan.fieldInfo[firstField + $0].key == key }
        }
        return nil
    }

    /// The slow path of `field(forKeyAt:…)`: a key with escapes, or one the strategy rewrites.
    private func field(forDecodedKeyAt keyIndex: Int, firstField: Int, fieldCount: Int) -> Int? {
        guard let key = decodedKey(at: keyIndex) else { return nil }
        let matched = ObjectMembers.matchedKey(key, under: keyStrategy)
        return (0..<fieldCount).first { plan.fieldInfo[firstField + $0].key == matched }
    }

    /// Why the key at `keyIndex` does not decode, or nil when it does: a plain key (ASCII, no
    /// escapes) always does. Foundation checks every key of an object it decodes, used or not.
    @inline(__always)
    func keyFailure(at keyIndex: Int) -> ValueFailure? {
        let entry = entries[keyIndex]
        guard !entry.flags.isDisjoint(with: Self.flagsNeedingDecoding) else { return nil }
        return ObjectMembers.keyFailure(entry, bytes: bytes)
    }

    /// The key's decoded text (`ObjectMembers.decodedKey`), or nil when it does not decode.
    func decodedKey(at keyIndex: Int) -> String? {
        try? ObjectMembers.decodedKey(entries[keyIndex], bytes: bytes)
    }
}
