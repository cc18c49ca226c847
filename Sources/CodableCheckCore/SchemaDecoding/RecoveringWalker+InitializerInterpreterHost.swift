/// `RecoveringWalker` hosts the `init(from:)` interpreter: a type with a hand-written body is
/// decoded by `InitializerInterpreter`, which reads the body's values back through this walk.
extension RecoveringWalker: InitializerInterpreterHost {
    mutating func decode(_ value: CompiledValue, at index: Int, codingPath: [CodingPathComponent], decoderIsAtValue: Bool) -> String? {
        let enclosingPath = path
        path = codingPath
        defer { path = enclosingPath }
        return decode(value, at: index, decoderIsAtValue: decoderIsAtValue)
    }

    mutating func keyedMembers(ofObjectAt index: Int, codingPath: [CodingPathComponent]) -> [String: Int]? {
        let enclosingPath = path
        path = codingPath
        defer { path = enclosingPath }
        let errorCount = errors.count
        var members: [String: Int] = [:]
        for (keyIndex, key) in objectMembers(at: index) {
            guard let key else { continue }
            let matched = options.keyStrategy.matchedKey(key)
            if members[matched] == nil { members[matched] = keyIndex + 1 }
        }
        guard errors.count == errorCount else { return nil }
        return members
    }
}
