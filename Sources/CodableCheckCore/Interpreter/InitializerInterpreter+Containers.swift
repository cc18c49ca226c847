/// The containers of a body: opening them, nesting them, and how an unkeyed container moves on,
/// with the rules `KeyedTapeContainer` and `UnkeyedTapeContainer` follow (learned from
/// Foundation): which errors, at which paths.
extension InitializerInterpreter {
    mutating func keyedContainer(at place: DecoderPlace, keys: String, _ host: inout Host) -> InterpretedValue? {
        guard canOpenContainer(at: place, keyed: true, &host) else { return nil }
        path = place.path
        guard let members = host.keyedMembers(ofObjectAt: place.index, codingPath: path) else { return nil }
        return .keyed(KeyedPlace(index: place.index, path: place.path, members: members, keys: keys))
    }

    mutating func unkeyedContainer(at place: DecoderPlace, _ host: inout Host) -> InterpretedValue? {
        guard canOpenContainer(at: place, keyed: false, &host) else { return nil }
        return .unkeyed(
            UnkeyedPlace(
                index: place.index, path: place.path, cursor: place.index + 1, count: document.tape.elementCount(at: place.index)))
    }

    /// Whether the decoder at `place` holds a value a keyed (object) or unkeyed (array) container
    /// opens on; records Foundation's error when it does not.
    private func canOpenContainer(at place: DecoderPlace, keyed: Bool, _ host: inout Host) -> Bool {
        if place.isAbsent {
            host.errors.append(findings.absentContainerProblem(at: place, keyed: keyed))
            return false
        }
        guard document.tape.kind(at: place.index) == (keyed ? .object : .array) else {
            host.errors.append(.containerMismatch(expectingObject: keyed, valueIndex: place.index, in: document, codingPath: place.path))
            return false
        }
        return true
    }

    /// Where a nested container's value is: the key's value (`keyNotFound` when missing), or an
    /// unkeyed container's next element (which the container then moves past).
    mutating func nestedPlace(in container: String, key: String?, _ host: inout Host) -> DecoderPlace? {
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            frame.ask(container, key)
            guard let valueIndex = place.members[key] else {
                host.errors.append(findings.missingKey(key, in: place))
                return nil
            }
            return DecoderPlace(index: valueIndex, path: place.path + [.key(key)])
        case .unkeyed(var place)?:
            guard !place.isAtEnd else {
                host.errors.append(findings.atEnd(place, expectedType: Any.self, description: "Unkeyed container is at end."))
                return nil
            }
            let nested = DecoderPlace(index: place.cursor, path: place.path + [.index(place.position)])
            place.advance(in: document)
            frame.variables[container] = .unkeyed(place)
            return nested
        default:
            return nil
        }
    }

    mutating func superDecoder(in container: String, key: String?, _ host: inout Host) -> InterpretedValue? {
        switch frame.variables[container] {
        case .keyed(let place)?:
            let key = key ?? "super"
            frame.ask(container, key)
            if let valueIndex = place.members[key] {
                return .decoder(DecoderPlace(index: valueIndex, path: place.path + [.key(key)]))
            }
            return .decoder(DecoderPlace(index: place.index, path: place.path + [.key(key)], isAbsent: true))
        case .unkeyed(var place)?:
            guard !place.isAtEnd else {
                host.errors.append(
                    findings.atEnd(place, expectedType: Any.self, description: "Cannot get superDecoder() -- unkeyed container is at end."))
                return nil
            }
            let decoder = DecoderPlace(index: place.cursor, path: place.path + [.index(place.position)])
            place.advance(in: document)
            frame.variables[container] = .unkeyed(place)
            return .decoder(decoder)
        default:
            return nil
        }
    }
}
