/// Finds what a document's reader accepted because Foundation does, though RFC 8259 forbids it:
/// trailing commas, malformed numbers and strings (Foundation checks those only when decoded),
/// and duplicate keys.
struct JSONDeviationFinder {
    let document: JSONDocument

    func findAll() -> [JSONDeviation] {
        var found = document.trailingCommaOffsets.map {
            JSONDeviation(kind: .trailingComma, byteOffset: $0, message: "trailing comma")
        }
        let tape = document.tape
        for index in 0..<tape.count {
            switch tape.kind(at: index) {
            case .number where tape.flags(at: index).contains(.isMalformedNumber):
                let text = document.rawText(at: index)
                found.append(JSONDeviation(
                    kind: .malformedNumber, byteOffset: tape.offset(at: index),
                    message: JSONNumberGrammar.problem(in: text)))
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
        let flags = document.tape.flags(at: index)
        guard !flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) else { return nil }
        switch JSONStringContent.decode(document.rawStringBytes(at: index)) {
        case .success: return nil
        case .failure(let failure): return failure.message
        }
    }

    /// Keys are compared as Swift `String`s, as `JSONDecoder` compares them: `café` precomposed
    /// and decomposed are one key. Keys that do not decode are left to `malformedString`.
    private func duplicateKeys(inObjectAt objectIndex: Int) -> [JSONDeviation] {
        let tape = document.tape
        var seen = Set<String>()
        var found: [JSONDeviation] = []
        var keyIndex = objectIndex + 1
        for _ in 0..<tape.elementCount(at: objectIndex) {
            if case .success(let key) = JSONStringContent.decode(document.rawStringBytes(at: keyIndex)),
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
