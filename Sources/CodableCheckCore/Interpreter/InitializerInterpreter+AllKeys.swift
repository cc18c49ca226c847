/// `container.allKeys` in a body: the keys an object has that its `CodingKey` enum names, as a
/// body that dispatches on the one key present reads them (`{"library": ["dynamic"]}`,
/// `guard let key = container.allKeys.first`), and the loop over every member a body that keeps
/// foreign members runs (`DecodingStatement.decodeEachKey`).
extension InitializerInterpreter {
    /// `allKeys.first`: nil for no key, the key for one. For several the app takes whichever its
    /// `Dictionary` lists first, which changes from run to run: unknown, with a warning, so that
    /// what depends on it is left unchecked rather than checked one way the app may not go.
    func elementOfUnordered(_ value: InterpretedValue, of expression: DecodingExpression, _ host: inout Host) -> InterpretedValue {
        guard case .list(let elements) = value else { return value.isNil ? value : .unknown }
        guard elements.count > 1 else { return elements.first.map(InterpretedValue.json) ?? .json("null") }
        var place: KeyedPlace?
        if case .allKeys(let container, _) = expression, case .keyed(let keyed)? = frame.variables[container] { place = keyed }
        host.warnings.append(findings.unorderedKeys(elements, of: place))
        return .unknown
    }

    /// `DecodingStatement.decodeEachKey`: each member whose key is not excluded, in document
    /// order, read as `decode(T.self, forKey: key)` reads it, into a dictionary (its members
    /// sorted by key, as `JSONEncoder` with sorted keys writes one). An error ends the loop, as
    /// the thrown error ends the app's; with several bad members the app meets them in hash order,
    /// and the tool reports the first in the document.
    mutating func decodeEachKey(
        _ container: String, excluding: [String], type: Int, into: String, _ host: inout Host
    ) -> StatementFlow {
        guard let decoded = membersDecoded(container, excluding: excluding, type: type, &host) else { return .failed }
        let existing = frame.variables[into]
        if decoded.isUnknown || existing?.isUnknown == true || existing.map({ $0.text != "{}" && !$0.isNil }) == true {
            // Members added to a dictionary that already held some, or values the tool cannot print.
            frame.variables[into] = .unknown
        } else {
            frame.variables[into] = decoded
        }
        frame.assignedProperties.insert(into)
        return .next
    }

    /// `DecodingExpression.undeclaredMembers`: the members `known` does not name, decoded as
    /// `decodeEachKey` decodes them (into a new dictionary), or, with no type, checked to be none
    /// (swift-openapi-runtime's `ensureNoAdditionalProperties`: its error names the first key in
    /// sorted order, which does not depend on the hash order it finds them in).
    mutating func undeclaredMembers(_ container: String, known: [String], type: Int?, _ host: inout Host) -> InterpretedValue? {
        if let type { return membersDecoded(container, excluding: known, type: type, &host) }
        guard case .keyed(let place)? = frame.variables[container] else { return nil }
        let excluded = Set(known)
        let undeclared = place.members.keys.filter { !excluded.contains($0) }.sorted()
        for key in place.members.keys { frame.ask(container, key) }
        guard let first = undeclared.first else { return .json("null") }
        host.errors.append(
            findings.problem(
                for: ThrownDecodingError(
                    kind: .dataCorrupted, place: .key(container: container, key: first),
                    description: "Additional properties are disabled, but found \(undeclared.count) unknown keys during decoding")))
        return nil
    }

    /// Each member of `container` whose key is not in `excluding`, in document order, read as
    /// `decode(T.self, forKey: key)`: the dictionary of them as JSON (sorted by key), unknown when
    /// a value cannot be printed; nil at the first error.
    private mutating func membersDecoded(
        _ container: String, excluding: [String], type: Int, _ host: inout Host
    ) -> InterpretedValue? {
        guard case .keyed(let place)? = frame.variables[container] else { return nil }
        let known = Set(excluding)
        var members: [(key: String, value: String)] = []
        var isKnown = true
        for (key, _) in place.members.sorted(by: { $0.value < $1.value }) {
            frame.ask(container, key)
            guard !known.contains(key) else { continue }
            guard let value = evaluate(.decode(container: container, type: type, key: key, ifPresent: false), &host) else {
                return nil
            }
            guard let text = value.text else {
                isKnown = false
                continue
            }
            members.append((key, text))
        }
        guard isKnown else { return .unknown }
        var writer = EncodedJSONWriter()
        writer.writeObject(members.sorted { $0.key < $1.key }) { writer, text in writer.writeRaw(text) }
        return .json(writer.text)
    }
}
