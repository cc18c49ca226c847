import Foundation

/// Finds what a document's reader accepted because Foundation does, though RFC 8259 forbids it:
/// trailing commas, malformed numbers and strings (Foundation checks those only when decoded),
/// and duplicate keys.
struct JSONDeviationFinder {
    let document: JSONDocument

    init(document: JSONDocument) {
        self.document = document
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
        var keys: Set<Int>?
        for index in 0..<tape.count {
            switch tape.kind(at: index) {
            case .number where tape.flags(at: index).contains(.isMalformedNumber):
                let text = UnsafeBufferPointer(rebasing: document.bytes[tape.textRange(at: index)])
                if let reason = NumberSpelling.firstViolation(in: text) {
                    let violation = NumberSpelling.Violation(reason: reason, text: ValueText.excerpt(text))
                    found.append(JSONDeviation(kind: .malformedNumber, byteOffset: tape.offset(at: index), message: violation.message))
                }
            case .string:
                guard var problem = stringProblem(at: index, isKey: false) else { continue }
                // The message says "key" or "string": which one is looked up once a problem needs it.
                if keys == nil { keys = keyIndices() }
                if keys?.contains(index) == true, let keyProblem = stringProblem(at: index, isKey: true) { problem = keyProblem }
                found.append(JSONDeviation(kind: .malformedString, byteOffset: tape.offset(at: index), message: problem))
            case .object:
                found += duplicateKeys(inObjectAt: index)
            default:
                break
            }
        }
        return found.sorted { $0.byteOffset < $1.byteOffset }
    }

    private func stringProblem(at index: Int, isKey: Bool) -> String? {
        let entry = document.tape.entries[index]
        guard !entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) else { return nil }
        do {
            try JSONStringDecoding.validateContent(entry: entry, bytes: document.bytes, isKey: isKey)
            return nil
        } catch {
            return error.message
        }
    }

    /// Keys are compared as Swift `String`s, as `JSONDecoder` compares them: `café` precomposed
    /// and decomposed are one key. Keys that do not decode are left to `malformedString`.
    private func duplicateKeys(inObjectAt objectIndex: Int) -> [JSONDeviation] {
        let tape = document.tape
        let memberCount = tape.elementCount(at: objectIndex)
        if memberCount < 2 { return [] }
        if memberCount <= Self.largestObjectComparedPairwise, let found = plainDuplicateKeys(inObjectAt: objectIndex) {
            return found
        }
        var seen = Set<String>()
        var found: [JSONDeviation] = []
        var keyIndex = objectIndex + 1
        for _ in 0..<tape.elementCount(at: objectIndex) {
            if let key = try? JSONStringDecoding.content(entry: tape.entries[keyIndex], bytes: document.bytes, isKey: true),
                !seen.insert(key).inserted
            {
                found.append(JSONDeviation(
                    kind: .duplicateKey, byteOffset: tape.offset(at: keyIndex),
                    message: "duplicate key \"\(key)\": JSONDecoder uses the first occurrence and ignores this one"))
            }
            keyIndex = tape.indexAfter(keyIndex + 1)
        }
        return found
    }

    /// Up to this many members, plain keys are compared pairwise, which beats hashing strings.
    private static let largestObjectComparedPairwise = 32

    /// `duplicateKeys` for an object whose keys are all plain ASCII (no escapes): equal as Swift
    /// strings exactly when their bytes are equal, so no `String` is built unless one repeats.
    /// Nil when some key is not plain.
    private func plainDuplicateKeys(inObjectAt objectIndex: Int) -> [JSONDeviation]? {
        let tape = document.tape
        let memberCount = tape.elementCount(at: objectIndex)
        let base = document.bytes.baseAddress.unsafelyUnwrapped
        return withUnsafeTemporaryAllocation(of: (index: Int, start: Int, count: Int).self, capacity: memberCount) { keys -> [JSONDeviation]? in
            var keyIndex = objectIndex + 1
            for member in 0..<memberCount {
                let entry = tape.entries[keyIndex]
                if !entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) { return nil }
                keys[member] = (keyIndex, Int(entry.offset) + 1, Int(entry.extent))
                keyIndex = tape.indexAfter(keyIndex + 1)
            }
            var found: [JSONDeviation] = []
            for later in 1..<memberCount {
                let key = keys[later]
                for earlier in 0..<later where keys[earlier].count == key.count {
                    guard memcmp(base + keys[earlier].start, base + key.start, key.count) == 0 else { continue }
                    let text = String(decoding: UnsafeBufferPointer(start: base + key.start, count: key.count), as: UTF8.self)
                    found.append(JSONDeviation(
                        kind: .duplicateKey, byteOffset: tape.offset(at: key.index),
                        message: "duplicate key \"\(text)\": JSONDecoder uses the first occurrence and ignores this one"))
                    break
                }
            }
            return found
        }
    }
}
