/// An enum with associated values (`TaggedEnumPlan`), prepared as an object node that carries
/// the cases (`PreparedObject.taggedCases`), so a recursive enum refers back to its own node, as
/// recursive structs do.
struct PreparedTaggedEnum: PreparedComposite {
    let object: PreparedObject

    /// The synthesized `init(from:)` (`TaggedEnumPlan` says what it checks): the one key that
    /// names a case, then that case's payload decoded as an object.
    func decode(at index: Int, in walker: inout RecoveringWalker) -> String? {
        let tape = walker.document.tape
        guard tape.kind(at: index) == .object else {
            walker.errors.append(.containerMismatch(expectingObject: true, valueIndex: index, in: walker.document, codingPath: walker.path))
            return nil
        }
        // `container.allKeys`: the object's keys that name a case, each once (the first
        // occurrence's value is the one decoded).
        var found: [(caseIndex: Int, valueIndex: Int)] = []
        for member in walker.readMembers(ofObjectAt: index, keyStrategy: walker.options.keyStrategy).firstOccurrences {
            guard let caseIndex = object.taggedCases.firstIndex(where: { $0.key == member.matchedKey }) else { continue }
            found.append((caseIndex, member.valueIndex))
        }
        guard found.count == 1 else {
            let names = object.taggedCases.map { "\"\($0.key)\"" }.joined(separator: ", ")
            walker.errors.append(
                DecodingProblem(
                    kind: .typeMismatch, codingPath: walker.path, byteOffset: tape.offset(at: index),
                    message: "\(object.typeName) needs exactly one of the keys \(names), found \(found.count)",
                    foundationDescription: "Invalid number of keys found, expected one."))
            return nil
        }
        let (key, payload) = object.taggedCases[found[0].caseIndex]
        walker.path.append(.key(key))
        defer { walker.path.removeLast() }
        guard let text = walker.decodeObject(payload, at: found[0].valueIndex) else { return nil }
        var writer = EncodedJSONWriter()
        writer.writeObject([(key, text)]) { writer, text in writer.writeRaw(text) }
        return writer.text
    }
}
