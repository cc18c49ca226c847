/// Finds what a document's reader accepted because Foundation does, though RFC 8259 forbids it:
/// trailing commas, malformed numbers and strings (Foundation checks those only when decoded),
/// and duplicate keys.
struct JSONDeviationFinder {
    let document: JSONDocument
    /// Tape indices of object keys, so string problems can say "key" or "string".
    private let keyIndices: Set<Int>

    init(document: JSONDocument) {
        self.document = document
        var keys = Set<Int>()
        let tape = document.tape
        for index in 0..<tape.count where tape.kind(at: index) == .object {
            var keyIndex = index + 1
            for _ in 0..<tape.elementCount(at: index) {
                keys.insert(keyIndex)
                keyIndex = tape.indexAfter(keyIndex + 1)
            }
        }
        keyIndices = keys
    }

    func findAll() -> [JSONDeviation] {
        var found = document.trailingCommaOffsets.map {
            JSONDeviation(kind: .trailingComma, byteOffset: $0, message: "trailing comma")
        }
        let tape = document.tape
        for index in 0..<tape.count {
            switch tape.kind(at: index) {
            case .number where tape.flags(at: index).contains(.isMalformedNumber):
                let text = UnsafeBufferPointer(rebasing: document.bytes[tape.textRange(at: index)])
                if let reason = NumberSpelling.firstViolation(in: text) {
                    let violation = NumberSpelling.Violation(reason: reason, text: ValueText.excerpt(text))
                    found.append(JSONDeviation(kind: .malformedNumber, byteOffset: tape.offset(at: index), message: violation.message))
                }
            case .string:
                if let problem = stringProblem(at: index) {
                    found.append(JSONDeviation(kind: .malformedString, byteOffset: tape.offset(at: index), message: problem))
                }
            case .object:
                found += duplicateKeys(inObjectAt: index)
            default:
                break
            }
        }
        return found.sorted { $0.byteOffset < $1.byteOffset }
    }

    private func stringProblem(at index: Int) -> String? {
        let entry = document.tape.entries[index]
        guard !entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) else { return nil }
        do {
            _ = try JSONStringDecoding.content(entry: entry, bytes: document.bytes, isKey: isKey(index))
            return nil
        } catch {
            return error.message
        }
    }

    /// Whether the string at `index` is an object key: its container is an object and it stands
    /// at a key position. Keys are rare enough in deviations that a walk back is fine.
    private func isKey(_ index: Int) -> Bool {
        keyIndices.contains(index)
    }

    /// Keys are compared as Swift `String`s, as `JSONDecoder` compares them: `café` precomposed
    /// and decomposed are one key. Keys that do not decode are left to `malformedString`.
    private func duplicateKeys(inObjectAt objectIndex: Int) -> [JSONDeviation] {
        let tape = document.tape
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
}
