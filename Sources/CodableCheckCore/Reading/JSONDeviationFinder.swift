import Foundation

/// Finds what a document's reader accepted because Foundation does, though RFC 8259 forbids it:
/// trailing commas, malformed numbers and strings (Foundation checks those only when decoded),
/// and duplicate keys.
struct JSONDeviationFinder {
    let document: JSONDocument
    /// String values a validation already found well formed, objects whose keys it found all
    /// different: not checked again.
    let checkedEntries: CheckedEntries?

    init(document: JSONDocument, checkedEntries: CheckedEntries? = nil) {
        self.document = document
        self.checkedEntries = checkedEntries
    }

    /// Tape indices of object keys, so string problems can say "key" or "string". Built only when
    /// some string has a problem: most documents have none.
    private func keyIndices() -> Set<Int> {
        var keys = Set<Int>()
        let tape = document.tape
        for index in 0..<tape.count where tape.kind(at: index) == .object {
            var keyIndex = index + 1
            for _ in 0..<tape.elementCount(at: index) {
                keys.insert(keyIndex)
                keyIndex = tape.indexAfter(keyIndex + 1)
            }
        }
        return keys
    }

    func findAll() -> [JSONDeviation] {
        var found = document.trailingCommaOffsets.map {
            JSONDeviation(kind: .trailingComma, byteOffset: $0, message: "trailing comma")
        }
        let tape = document.tape
        let entries = tape.entries
        var keys: Set<Int>?
        // Most entries need nothing: a plain string, a well-formed number, a literal, an array.
        // Each entry's kind and flags are read once, and only those that may deviate look further.
        for index in entries.indices {
            let entry = entries[index]
            // The usual entry is out at once: no flag but `isPlainInteger`, and not an object.
            guard entry.kind == .object || !entry.flags.isSubset(of: .isPlainInteger) else { continue }
            switch entry.kind {
            case .number where entry.flags.contains(.isMalformedNumber):
                let text = UnsafeBufferPointer(rebasing: document.bytes[tape.textRange(at: index)])
                if let reason = NumberSpelling.firstViolation(in: text) {
                    let violation = NumberSpelling.Violation(reason: reason, text: ValueText.excerpt(text))
                    found.append(JSONDeviation(kind: .malformedNumber, byteOffset: tape.offset(at: index), message: violation.message))
                }
            case .string where !entry.flags.isDisjoint(with: Self.stringFlagsToCheck):
                if let checkedEntries, checkedEntries.contains(index) { continue }
                guard var problem = stringProblem(at: index, isKey: false) else { continue }
                // The message says "key" or "string": which one is looked up once a problem needs it.
                if keys == nil { keys = keyIndices() }
                if keys?.contains(index) == true, let keyProblem = stringProblem(at: index, isKey: true) { problem = keyProblem }
                found.append(JSONDeviation(kind: .malformedString, byteOffset: tape.offset(at: index), message: problem))
            case .object where entry.storedCount > 1:
                if let checkedEntries, checkedEntries.contains(index) { continue }
                appendDuplicateKeys(inObjectAt: index, to: &found)
            default:
                break
            }
        }
        return found.sorted { $0.byteOffset < $1.byteOffset }
    }

    /// A string with none of these flags is well formed.
    private static let stringFlagsToCheck: JSONTapeFlags = [.hasEscapes, .hasNonASCII, .hasControlCharacter]

    private func stringProblem(at index: Int, isKey: Bool) -> String? {
        let entry = document.tape.entries[index]
        guard !entry.flags.isDisjoint(with: Self.stringFlagsToCheck) else { return nil }
        do {
            try JSONStringDecoding.validateContent(entry: entry, bytes: document.bytes, isKey: isKey)
            return nil
        } catch {
            return error.message
        }
    }

    /// Keys are compared as Swift `String`s, as `JSONDecoder` compares them: `café` precomposed
    /// and decomposed are one key. Keys that do not decode are left to `malformedString`.
    /// Appends to `found` rather than returning an array: `found += []` copied `found` into a new
    /// buffer while it was empty, once per object (0.8 million instructions on citm_catalog.json).
    private func appendDuplicateKeys(inObjectAt objectIndex: Int, to found: inout [JSONDeviation]) {
        let tape = document.tape
        let memberCount = tape.elementCount(at: objectIndex)
        if memberCount < 2 { return }
        if plainDuplicateKeys(inObjectAt: objectIndex, memberCount: memberCount, to: &found) { return }
        var seen = Set<String>()
        var keyIndex = objectIndex + 1
        for _ in 0..<memberCount {
            if let key = try? JSONStringDecoding.content(entry: tape.entries[keyIndex], bytes: document.bytes, isKey: true),
                !seen.insert(key).inserted
            {
                found.append(
                    JSONDeviation(
                        kind: .duplicateKey, byteOffset: tape.offset(at: keyIndex),
                        message: "duplicate key \"\(key)\": JSONDecoder uses the first occurrence and ignores this one"))
            }
            keyIndex = tape.indexAfter(keyIndex + 1)
        }
    }

    /// Up to this many members, plain keys are compared pairwise; larger objects (twitter's users
    /// have 40 members) hash the keys' bytes, which costs a fraction of building `String`s.
    private static let largestObjectComparedPairwise = 16

    /// `appendDuplicateKeys` for an object whose keys are all plain ASCII (no escapes): equal as Swift
    /// strings exactly when their bytes are equal, so no `String` is built unless one repeats.
    /// Returns false, having appended nothing, when some key is not plain.
    private func plainDuplicateKeys(inObjectAt objectIndex: Int, memberCount: Int, to found: inout [JSONDeviation]) -> Bool {
        let tape = document.tape
        let base = document.bytes.baseAddress.unsafelyUnwrapped
        return withUnsafeTemporaryAllocation(of: (index: Int, start: Int, count: Int).self, capacity: memberCount) { keys -> Bool in
            var keyIndex = objectIndex + 1
            for member in 0..<memberCount {
                let entry = tape.entries[keyIndex]
                if !entry.flags.isDisjoint(with: Self.stringFlagsToCheck) { return false }
                keys[member] = (keyIndex, Int(entry.offset) + 1, Int(entry.extent))
                keyIndex = tape.indexAfter(keyIndex + 1)
            }
            func report(_ key: (index: Int, start: Int, count: Int)) {
                let text = String(decoding: UnsafeBufferPointer(start: base + key.start, count: key.count), as: UTF8.self)
                found.append(
                    JSONDeviation(
                        kind: .duplicateKey, byteOffset: tape.offset(at: key.index),
                        message: "duplicate key \"\(text)\": JSONDecoder uses the first occurrence and ignores this one"))
            }
            if memberCount <= Self.largestObjectComparedPairwise {
                for later in 1..<memberCount {
                    let key = keys[later]
                    for earlier in 0..<later where keys[earlier].count == key.count {
                        guard memcmp(base + keys[earlier].start, base + key.start, key.count) == 0 else { continue }
                        report(key)
                        break
                    }
                }
                return true
            }
            // Open addressing over the keys' bytes: slots hold a member's position plus one.
            var capacity = 32
            while capacity < memberCount * 2 { capacity <<= 1 }
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { slots in
                slots.initialize(repeating: 0)
                for member in 0..<memberCount {
                    let key = keys[member]
                    var slot = Self.hash(base + key.start, count: key.count) & (capacity - 1)
                    while slots[slot] != 0 {
                        let other = keys[Int(slots[slot]) - 1]
                        if other.count == key.count, memcmp(base + other.start, base + key.start, key.count) == 0 {
                            report(key)
                            break
                        }
                        slot = (slot + 1) & (capacity - 1)
                    }
                    if slots[slot] == 0 { slots[slot] = Int32(member + 1) }
                }
            }
            return true
        }
    }

    /// A fast hash of a key's bytes (not a secure one: a document that makes keys collide only
    /// makes its own check slower, as every key is still compared byte for byte).
    /// The last bytes after the eight-byte words are read in one or two loads inside the key
    /// (overlapping what was read already), not byte by byte: that loop was a quarter of the
    /// duplicate check on twitter.json, whose keys are mostly shorter than sixteen bytes.
    private static func hash(_ start: UnsafePointer<UInt8>, count: Int) -> Int {
        func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ (mixed >> 29)
        }
        func load<Word: FixedWidthInteger>(_ offset: Int, as _: Word.Type) -> UInt64 {
            UInt64(Word(littleEndian: UnsafeRawPointer(start + offset).loadUnaligned(as: Word.self)))
        }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(count)
        var offset = 0
        while offset + 8 <= count {
            hash = mix(hash, load(offset, as: UInt64.self))
            offset += 8
        }
        let rest = count - offset
        if rest > 0 {
            let tail: UInt64
            if count >= 8 {
                tail = load(count - 8, as: UInt64.self)
            } else if rest >= 4 {
                tail = load(0, as: UInt32.self) | load(count - 4, as: UInt32.self) << 32
            } else {
                tail = UInt64(start[0]) | UInt64(start[rest / 2]) << 8 | UInt64(start[rest - 1]) << 16
            }
            hash = mix(hash, tail)
        }
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }
}
