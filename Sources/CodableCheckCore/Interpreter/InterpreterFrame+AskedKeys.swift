/// The keys a body asks its keyed containers about, for `keyNotFound` (which names the
/// initializer), the presence of `decodeIfPresent` keys, and `unknownKey` warnings for the keys
/// it never asks about.
///
/// The frame's: the keys asked are kept in each container's `KeyedPlace`, a value of the frame,
/// so the bookkeeping changes nothing else of the run and needs no interpreter.
extension InterpreterFrame {
    /// Notes that the body asked a keyed container about `key`.
    mutating func ask(_ container: String, _ key: String) {
        guard case .keyed(var place)? = variables[container] else { return }
        place.askedKeys.insert(key)
        variables[container] = .keyed(place)
    }

    /// The object's keys that are among `keys` (the enum's string values, after the key strategy),
    /// in document order, each once. Each counts as asked: the body looked at it.
    mutating func allKeys(of container: String, keys: [String]) -> InterpretedValue? {
        guard case .keyed(let place)? = variables[container] else { return nil }
        let known = Set(keys)
        var elements: [String] = []
        for (key, _) in place.members.sorted(by: { $0.value < $1.value }) where known.contains(key) {
            ask(container, key)
            var writer = EncodedJSONWriter()
            writer.writeString(key)
            elements.append(writer.text)
        }
        return .list(elements)
    }

    /// Every keyed container counts as asked about all its keys: after a statement the tool does
    /// not follow, an `unknownKey` warning could name a key the app reads.
    mutating func askEverything() {
        for (name, value) in variables {
            guard case .keyed(var place) = value else { continue }
            place.askedKeys.formUnion(place.members.keys)
            variables[name] = .keyed(place)
        }
    }

    /// Records in `presence`, once per path, whether a `decodeIfPresent` key held a value, null,
    /// or was absent (the app holds nil for both of the last two).
    mutating func notePresence(of key: String, in place: KeyedPlace, document: JSONDocument, into presence: inout [OptionalPresence]) {
        let codingPath = place.path + [.key(key)]
        guard presencePaths.insert(codingPath).inserted else { return }
        let state: OptionalPresence.State =
            switch place.members[key] {
            case nil: .absent
            case let index? where document.tape.kind(at: index) == .null: .null
            default: .value
            }
        presence.append(OptionalPresence(codingPath: codingPath, state: state))
    }

    /// `unknownKey` warnings for members of the body's keyed containers it never asked about,
    /// nor the enclosing body (`enclosing`, by the object's tape index).
    func reportUnaskedKeys(
        enclosing: [Int: Set<String>], declarationName: String, options: ValidationOptions, document: JSONDocument,
        into warnings: inout [DecodingWarning]
    ) {
        for name in variables.keys.sorted() {
            guard case .keyed(let place)? = variables[name] else { continue }
            let enclosing = enclosing[place.index] ?? []
            for (key, valueIndex) in place.members.sorted(by: { $0.value < $1.value })
            where !place.askedKeys.contains(key) && !enclosing.contains(key) {
                let keyIndex = valueIndex - 1
                let written = (try? ObjectMembers.decodedKey(at: keyIndex, in: document)) ?? key
                warnings.append(
                    .unknownKey(
                        written, notDecodedBy: declarationName, expectedKeys: place.askedKeys.sorted(),
                        keyStrategy: options.keyStrategy, inObjectAt: place.path, byteOffset: document.tape.offset(at: keyIndex)))
            }
        }
    }

    /// Before the object at `index` is decoded whole again (`singleValueContainer().decode(T.self)`,
    /// `T(from: decoder)`): the keys the body read from it so far are handed to the inner decoding
    /// (`enclosing`), which then reports only the keys neither reads; the body's own containers
    /// there count as having asked for every key. Returns what to restore afterwards.
    mutating func handOverAskedKeys(at index: Int, enclosing: inout [Int: Set<String>]) -> Set<String>? {
        let saved = enclosing[index]
        var asked = saved ?? []
        for (name, value) in variables {
            guard case .keyed(var place) = value, place.index == index else { continue }
            asked.formUnion(place.askedKeys)
            place.askedKeys.formUnion(place.members.keys)
            variables[name] = .keyed(place)
        }
        enclosing[index] = asked
        return saved
    }
}
