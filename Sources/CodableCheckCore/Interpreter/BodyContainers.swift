/// The containers of a body: opening them, nesting them, how an unkeyed container moves on, and
/// `decode`, `decodeIfPresent` and `decodeNil` on any of them, with the rules `KeyedTapeContainer`
/// and `UnkeyedTapeContainer` follow (learned from Foundation): which errors, at which paths. The
/// value itself is decoded by the host, as it decodes a property of that type.
///
/// Apart from the interpreter because containers are a vocabulary of their own (places, members,
/// cursors) that the statements and expressions only name: each operation takes the run it acts
/// on (`interpreter`: the body's locals, where it last read) and the walk that hosts it.
enum BodyContainers {
    static func keyedContainer<Host: InitializerInterpreterHost>(
        at place: DecoderPlace, keys: String, in interpreter: inout InitializerInterpreter<Host>, _ host: inout Host
    ) -> InterpretedValue? {
        guard canOpenContainer(at: place, keyed: true, in: &interpreter, &host) else { return nil }
        interpreter.path = place.path
        guard let members = host.keyedMembers(ofObjectAt: place.index, codingPath: interpreter.path) else { return nil }
        return .keyed(KeyedPlace(index: place.index, path: place.path, members: members, keys: keys))
    }

    static func unkeyedContainer<Host: InitializerInterpreterHost>(
        at place: DecoderPlace, in interpreter: inout InitializerInterpreter<Host>, _ host: inout Host
    ) -> InterpretedValue? {
        guard canOpenContainer(at: place, keyed: false, in: &interpreter, &host) else { return nil }
        return .unkeyed(
            UnkeyedPlace(
                index: place.index, path: place.path, cursor: place.index + 1,
                count: interpreter.document.tape.elementCount(at: place.index)))
    }

    /// Whether the decoder at `place` holds a value a keyed (object) or unkeyed (array) container
    /// opens on; records Foundation's error when it does not.
    private static func canOpenContainer<Host: InitializerInterpreterHost>(
        at place: DecoderPlace, keyed: Bool, in interpreter: inout InitializerInterpreter<Host>, _ host: inout Host
    ) -> Bool {
        if place.isAbsent {
            host.errors.append(interpreter.findings.absentContainerProblem(at: place, keyed: keyed))
            return false
        }
        guard interpreter.document.tape.kind(at: place.index) == (keyed ? .object : .array) else {
            host.errors.append(
                .containerMismatch(expectingObject: keyed, valueIndex: place.index, in: interpreter.document, codingPath: place.path))
            return false
        }
        return true
    }

    /// Where a nested container's value is: the key's value (`keyNotFound` when missing), or an
    /// unkeyed container's next element (which the container then moves past).
    static func nestedPlace<Host: InitializerInterpreterHost>(
        in container: String, key: String?, in interpreter: inout InitializerInterpreter<Host>, _ host: inout Host
    ) -> DecoderPlace? {
        switch interpreter.frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            interpreter.frame.ask(container, key)
            guard let valueIndex = place.members[key] else {
                host.errors.append(interpreter.findings.missingKey(key, in: place))
                return nil
            }
            return DecoderPlace(index: valueIndex, path: place.path + [.key(key)])
        case .unkeyed(let place)?:
            return nextElement(of: container, place, atEnd: "Unkeyed container is at end.", in: &interpreter, &host)
        default:
            return nil
        }
    }

    /// An unkeyed container's next element, which the container then moves past; Foundation's
    /// error when it is at its end, in the words of the call that asked (`atEnd`).
    private static func nextElement<Host: InitializerInterpreterHost>(
        of container: String, _ place: UnkeyedPlace, atEnd: String, in interpreter: inout InitializerInterpreter<Host>,
        _ host: inout Host
    ) -> DecoderPlace? {
        guard !place.isAtEnd else {
            host.errors.append(interpreter.findings.atEnd(place, expectedType: Any.self, description: atEnd))
            return nil
        }
        var place = place
        let element = DecoderPlace(index: place.cursor, path: place.path + [.index(place.position)])
        place.advance(in: interpreter.document)
        interpreter.frame.variables[container] = .unkeyed(place)
        return element
    }

    static func superDecoder<Host: InitializerInterpreterHost>(
        in container: String, key: String?, in interpreter: inout InitializerInterpreter<Host>, _ host: inout Host
    ) -> InterpretedValue? {
        switch interpreter.frame.variables[container] {
        case .keyed(let place)?:
            let key = key ?? "super"
            interpreter.frame.ask(container, key)
            if let valueIndex = place.members[key] {
                return .decoder(DecoderPlace(index: valueIndex, path: place.path + [.key(key)]))
            }
            return .decoder(DecoderPlace(index: place.index, path: place.path + [.key(key)], isAbsent: true))
        case .unkeyed(let place)?:
            let atEnd = "Cannot get superDecoder() -- unkeyed container is at end."
            return nextElement(of: container, place, atEnd: atEnd, in: &interpreter, &host).map(InterpretedValue.decoder)
        default:
            return nil
        }
    }

    static func read<Host: InitializerInterpreterHost>(
        _ type: PreparedValue, from container: String, key: String?, ifPresent: Bool, in interpreter: inout InitializerInterpreter<Host>,
        _ host: inout Host
    )
        -> InterpretedValue?
    {
        let tape = interpreter.document.tape
        switch interpreter.frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            interpreter.frame.ask(container, key)
            if ifPresent { interpreter.frame.notePresence(of: key, in: place, document: interpreter.document, into: &host.presence) }
            guard let valueIndex = place.members[key], !ifPresent || tape.kind(at: valueIndex) != .null else {
                guard ifPresent else {
                    host.errors.append(interpreter.findings.missingKey(key, in: place))
                    return nil
                }
                // `decodeIfPresent` succeeded (nil): an earlier `try?` read of this key lost nothing.
                interpreter.lastRead = ValueOrigin(path: place.path + [.key(key)], index: place.members[key] ?? place.index)
                interpreter.withdrawSwallowed(at: place.path + [.key(key)], &host)
                return .json("null")
            }
            interpreter.path = place.path + [.key(key)]
            interpreter.lastRead = ValueOrigin(path: interpreter.path, index: valueIndex)
            guard let text = host.decode(type, at: valueIndex, codingPath: interpreter.path, decoderIsAtValue: false) else { return nil }
            interpreter.withdrawSwallowed(at: interpreter.path, &host)
            return .json(text)
        case .unkeyed(var place)?:
            if place.isAtEnd || ifPresent && tape.kind(at: place.cursor) == .null {
                guard ifPresent else {
                    host.errors.append(
                        interpreter.findings.atEnd(
                            place, expectedType: type.foundationLeafType, description: "Unkeyed container is at end."))
                    return nil
                }
                place.advance(in: interpreter.document)
                interpreter.frame.variables[container] = .unkeyed(place)
                return .json("null")
            }
            interpreter.path = place.path + [.index(place.position)]
            interpreter.lastRead = ValueOrigin(path: interpreter.path, index: place.cursor)
            // A failed read leaves the container where it was, as in Foundation.
            guard let text = host.decode(type, at: place.cursor, codingPath: interpreter.path, decoderIsAtValue: false) else { return nil }
            interpreter.withdrawSwallowed(at: interpreter.path, &host)
            place.advance(in: interpreter.document)
            interpreter.frame.variables[container] = .unkeyed(place)
            return .json(text)
        case .single(let place)?:
            if place.isAbsent || ifPresent && tape.kind(at: place.index) == .null {
                if ifPresent || place.isAbsent && type.isOptional { return .json("null") }
                host.errors.append(
                    DecodingProblem(
                        kind: .valueNotFound, codingPath: place.path, byteOffset: tape.offset(at: place.index),
                        message: "expected a value, found no value", foundationDescription: "Cannot get value -- found null value instead"))
                return nil
            }
            interpreter.path = place.path
            interpreter.lastRead = ValueOrigin(path: interpreter.path, index: place.index)
            let saved =
                interpreter.options.reportsUnknownKeys
                ? interpreter.frame.handOverAskedKeys(at: place.index, enclosing: &host.enclosingAskedKeys) : nil
            defer { if interpreter.options.reportsUnknownKeys { host.enclosingAskedKeys[place.index] = saved } }
            guard let text = host.decode(type, at: place.index, codingPath: interpreter.path, decoderIsAtValue: true) else { return nil }
            interpreter.withdrawSwallowed(at: interpreter.path, &host)
            interpreter.frame.singleValue = text
            return .json(text)
        default:
            return nil
        }
    }

    static func decodeNil<Host: InitializerInterpreterHost>(
        in container: String, key: String?, in interpreter: inout InitializerInterpreter<Host>, _ host: inout Host
    ) -> InterpretedValue? {
        let tape = interpreter.document.tape
        switch interpreter.frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            interpreter.frame.ask(container, key)
            guard let valueIndex = place.members[key] else {
                host.errors.append(interpreter.findings.missingKey(key, in: place))
                return nil
            }
            return .json(tape.kind(at: valueIndex) == .null ? "true" : "false")
        case .unkeyed(var place)?:
            guard !place.isAtEnd else {
                host.errors.append(interpreter.findings.atEnd(place, expectedType: Never.self, description: "Unkeyed container is at end."))
                return nil
            }
            guard tape.kind(at: place.cursor) == .null else { return .json("false") }
            place.advance(in: interpreter.document)
            interpreter.frame.variables[container] = .unkeyed(place)
            return .json("true")
        case .single(let place)?:
            return .json(place.isAbsent || tape.kind(at: place.index) == .null ? "true" : "false")
        default:
            return nil
        }
    }
}

extension PreparedValue {
    /// The Swift type a leaf plan stands for, as Foundation names it in errors (`Expected value
    /// of type Date`); nil for any other plan and for the app's own leaf types.
    fileprivate var foundationLeafType: (any Any.Type)? {
        guard case .leaf(let leaf) = self else { return nil }
        return StandardDecodableTypes.named(leaf.typeName)
    }

    fileprivate var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}
