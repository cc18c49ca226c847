/// `RecoveringWalker` hosts the `init(from:)` interpreter: a type with a hand-written body is
/// decoded by `InitializerInterpreter`, which reads the body's values back through this walk.
extension RecoveringWalker: InitializerInterpreterHost {
    mutating func decode(_ value: PreparedValue, at index: Int, codingPath: [CodingPathComponent], decoderIsAtValue: Bool) -> String? {
        let enclosingPath = path
        path = codingPath
        defer { path = enclosingPath }
        return decode(value, at: index, decoderIsAtValue: decoderIsAtValue)
    }

    mutating func keyedMembers(ofObjectAt index: Int, codingPath: [CodingPathComponent]) -> [String: Int]? {
        let enclosingPath = path
        path = codingPath
        defer { path = enclosingPath }
        let members = readMembers(ofObjectAt: index, keyStrategy: options.keyStrategy)
        return members.keyFailures.isEmpty ? members.valueIndexesByKey : nil
    }
}
