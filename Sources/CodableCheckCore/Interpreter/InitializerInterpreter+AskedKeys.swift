/// The keys a body asks its keyed containers about, for `keyNotFound` (which names the
/// initializer), the presence of `decodeIfPresent` keys, and `unknownKey` warnings for the keys
/// it never asks about.
extension InitializerInterpreter {
    /// Notes that the body asked a keyed container about `key`.
    mutating func ask(_ container: String, _ key: String) {
        guard case .keyed(var place)? = frame.variables[container] else { return }
        place.askedKeys.insert(key)
        frame.variables[container] = .keyed(place)
    }

    /// Records, once per path, whether a `decodeIfPresent` key held a value, null, or was absent
    /// (the app holds nil for both of the last two).
    mutating func notePresence(of key: String, in place: KeyedPlace, _ host: inout Host) {
        let codingPath = place.path + [.key(key)]
        guard frame.presencePaths.insert(codingPath).inserted else { return }
        let state: OptionalPresence.State =
            switch place.members[key] {
            case nil: .absent
            case let index? where document.tape.kind(at: index) == .null: .null
            default: .value
            }
        host.presence.append(OptionalPresence(codingPath: codingPath, state: state))
    }

    /// `unknownKey` warnings for members of the body's keyed containers it never asked about.
    func reportUnaskedKeys(_ host: inout Host) {
        for name in frame.variables.keys.sorted() {
            guard case .keyed(let place)? = frame.variables[name] else { continue }
            let enclosing = host.enclosingAskedKeys[place.index] ?? []
            for (key, valueIndex) in place.members.sorted(by: { $0.value < $1.value })
            where !place.askedKeys.contains(key) && !enclosing.contains(key) {
                let keyIndex = valueIndex - 1
                let written = (try? ObjectMembers.decodedKey(at: keyIndex, in: document)) ?? key
                host.warnings.append(
                    .unknownKey(
                        written, notDecodedBy: "\(custom.plan.declarationName)", expectedKeys: place.askedKeys.sorted(),
                        keyStrategy: options.keyStrategy, inObjectAt: place.path, byteOffset: document.tape.offset(at: keyIndex)))
            }
        }
    }

    /// Before the object at `index` is decoded whole again (`singleValueContainer().decode(T.self)`,
    /// `T(from: decoder)`): the keys the body read from it so far are handed to the inner decoding,
    /// which then reports only the keys neither reads; the body's own containers there count as
    /// having asked for every key. Returns what to restore afterwards.
    mutating func handOverAskedKeys(at index: Int, _ host: inout Host) -> Set<String>? {
        let saved = host.enclosingAskedKeys[index]
        var asked = saved ?? []
        for (name, value) in frame.variables {
            guard case .keyed(var place) = value, place.index == index else { continue }
            asked.formUnion(place.askedKeys)
            place.askedKeys.formUnion(place.members.keys)
            frame.variables[name] = .keyed(place)
        }
        host.enclosingAskedKeys[index] = asked
        return saved
    }
}
