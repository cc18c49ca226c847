/// `container.allKeys` in an interpreted `init(from:)`: the keys an object has that its
/// `CodingKey` enum names, as a body that dispatches on the one key present reads them
/// (`{"library": ["dynamic"]}`, `guard let key = container.allKeys.first`).
extension RecoveringWalker {
    /// The object's keys that are among `keys` (the enum's string values, after the key strategy),
    /// in document order, each once. Each counts as asked: the body looked at it.
    mutating func allKeys(of container: String, keys: [String], _ frame: inout CustomDecodingFrame) -> InterpretedValue? {
        guard case .keyed(let place)? = frame.variables[container] else { return nil }
        let known = Set(keys)
        var elements: [String] = []
        for (key, _) in place.members.sorted(by: { $0.value < $1.value }) where known.contains(key) {
            ask(container, key, &frame)
            var writer = EncodedJSONWriter()
            writer.writeString(key)
            elements.append(writer.text)
        }
        return .list(elements)
    }

    /// `allKeys.first`: nil for no key, the key for one. For several the app takes whichever its
    /// `Dictionary` lists first, which changes from run to run: unknown, with a warning, so that
    /// what depends on it is left unchecked rather than checked one way the app may not go.
    mutating func elementOfUnordered(
        _ value: InterpretedValue, of expression: DecodingExpression, _ custom: CompiledCustomDecoding, _ frame: CustomDecodingFrame
    ) -> InterpretedValue {
        guard case .list(let elements) = value else { return value.isNil ? value : .unknown }
        guard elements.count > 1 else { return elements.first.map(InterpretedValue.json) ?? .json("null") }
        var place: KeyedPlace?
        if case .allKeys(let container, _) = expression, case .keyed(let keyed)? = frame.variables[container] { place = keyed }
        warnings.append(
            DecodingWarning(
                kind: "unorderedKeys", codingPath: place?.path ?? path,
                byteOffset: document.tape.offset(at: place?.index ?? 0),
                message:
                    "the object has \(elements.count) keys of \(place?.keys ?? "its CodingKey enum") (\(elements.joined(separator: ", "))); "
                    + "`allKeys.first` in \(custom.plan.typeName).init(from:) takes one in hash order, which changes from run to run, "
                    + "so what follows from it is not checked"))
        return .unknown
    }
}
