/// The containers of an interpreted `init(from:)` and the reads on them, with the rules
/// `KeyedTapeContainer` and `UnkeyedTapeContainer` follow (learned from Foundation): which
/// errors, at which paths, and how an unkeyed container moves on.
extension RecoveringWalker {
    mutating func keyedContainer(at place: DecoderPlace, keys: String) -> InterpretedValue? {
        guard canOpenContainer(at: place, keyed: true) else { return nil }
        path = place.path
        let errorCount = errors.count
        var members: [String: Int] = [:]
        for (keyIndex, key) in objectMembers(at: place.index) {
            guard let key else { continue }
            let matched = options.keyStrategy.matchedKey(key)
            if members[matched] == nil { members[matched] = keyIndex + 1 }
        }
        guard errors.count == errorCount else { return nil }
        return .keyed(KeyedPlace(index: place.index, path: place.path, members: members, keys: keys))
    }

    mutating func unkeyedContainer(at place: DecoderPlace) -> InterpretedValue? {
        guard canOpenContainer(at: place, keyed: false) else { return nil }
        return .unkeyed(
            UnkeyedPlace(
                index: place.index, path: place.path, cursor: place.index + 1, count: document.tape.elementCount(at: place.index)))
    }

    /// Whether the decoder at `place` holds a value a keyed (object) or unkeyed (array) container
    /// opens on; records Foundation's error when it does not.
    private mutating func canOpenContainer(at place: DecoderPlace, keyed: Bool) -> Bool {
        if place.isAbsent {
            errors.append(absentContainerProblem(at: place, keyed: keyed))
            return false
        }
        guard document.tape.kind(at: place.index) == (keyed ? .object : .array) else {
            errors.append(.containerMismatch(expectingObject: keyed, valueIndex: place.index, in: document, codingPath: place.path))
            return false
        }
        return true
    }

    /// Where a nested container's value is: the key's value (`keyNotFound` when missing), or an
    /// unkeyed container's next element (which the container then moves past).
    mutating func nestedPlace(
        in container: String, key: String?, _ frame: inout CustomDecodingFrame
    ) -> DecoderPlace? {
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            ask(container, key, &frame)
            guard let valueIndex = place.members[key] else {
                errors.append(missingKey(key, in: place, frame))
                return nil
            }
            return DecoderPlace(index: valueIndex, path: place.path + [.key(key)])
        case .unkeyed(var place)?:
            guard !place.isAtEnd else {
                errors.append(atEnd(place, expectedType: Any.self, description: "Unkeyed container is at end."))
                return nil
            }
            let nested = DecoderPlace(index: place.cursor, path: place.path + [.index(place.position)])
            advance(&place)
            frame.variables[container] = .unkeyed(place)
            return nested
        default:
            return nil
        }
    }

    mutating func superDecoder(in container: String, key: String?, _ frame: inout CustomDecodingFrame) -> InterpretedValue? {
        switch frame.variables[container] {
        case .keyed(let place)?:
            let key = key ?? "super"
            ask(container, key, &frame)
            if let valueIndex = place.members[key] {
                return .decoder(DecoderPlace(index: valueIndex, path: place.path + [.key(key)]))
            }
            return .decoder(DecoderPlace(index: place.index, path: place.path + [.key(key)], isAbsent: true))
        case .unkeyed(var place)?:
            guard !place.isAtEnd else {
                errors.append(
                    atEnd(place, expectedType: Any.self, description: "Cannot get superDecoder() -- unkeyed container is at end."))
                return nil
            }
            let decoder = DecoderPlace(index: place.cursor, path: place.path + [.index(place.position)])
            advance(&place)
            frame.variables[container] = .unkeyed(place)
            return .decoder(decoder)
        default:
            return nil
        }
    }

    /// The Swift type a leaf plan stands for, as Foundation names it in errors; nil otherwise.
    static func swiftType(of value: CompiledValue) -> (any Any.Type)? {
        guard case .leaf(let leaf) = value else { return nil }
        switch leaf {
        case .bool: return Bool.self
        case .string: return String.self
        case .double: return Double.self
        case .float: return Float.self
        case .integer(let width):
            switch width {
            case .int: return Int.self
            case .int8: return Int8.self
            case .int16: return Int16.self
            case .int32: return Int32.self
            case .int64: return Int64.self
            case .uint: return UInt.self
            case .uint8: return UInt8.self
            case .uint16: return UInt16.self
            case .uint32: return UInt32.self
            case .uint64: return UInt64.self
            }
        default: return nil
        }
    }

    func atEnd(_ place: UnkeyedPlace, expectedType: (any Any.Type)?, description: String) -> DecodingProblem {
        var problem = DecodingProblem.unkeyedContainerAtEnd(
            expectedType: expectedType ?? Any.self, foundationDescription: description, arrayIndex: place.index, in: document,
            codingPath: place.path + [.index(place.position)])
        problem.expectedType = expectedType
        return problem
    }

    func advance(_ place: inout UnkeyedPlace) {
        if !place.isAtEnd { place.cursor = document.tape.indexAfter(place.cursor) }
        place.position += 1
    }

    // MARK: - Reads

    /// `decode`/`decodeIfPresent` on any container.
    mutating func read(
        _ type: CompiledValue, from container: String, key: String?, ifPresent: Bool, _ frame: inout CustomDecodingFrame
    ) -> InterpretedValue? {
        let tape = document.tape
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            ask(container, key, &frame)
            if ifPresent { notePresence(of: key, in: place, &frame) }
            guard let valueIndex = place.members[key], !ifPresent || tape.kind(at: valueIndex) != .null else {
                guard ifPresent else {
                    errors.append(missingKey(key, in: place, frame))
                    return nil
                }
                // `decodeIfPresent` succeeded (nil): an earlier `try?` read of this key lost nothing.
                withdrawSwallowed(at: place.path + [.key(key)], &frame)
                return .json("null")
            }
            path = place.path + [.key(key)]
            guard let text = decode(type, at: valueIndex) else { return nil }
            withdrawSwallowed(at: path, &frame)
            return .json(text)
        case .unkeyed(var place)?:
            if place.isAtEnd || ifPresent && tape.kind(at: place.cursor) == .null {
                guard ifPresent else {
                    errors.append(atEnd(place, expectedType: Self.swiftType(of: type), description: "Unkeyed container is at end."))
                    return nil
                }
                advance(&place)
                frame.variables[container] = .unkeyed(place)
                return .json("null")
            }
            path = place.path + [.index(place.position)]
            // A failed read leaves the container where it was, as in Foundation.
            guard let text = decode(type, at: place.cursor) else { return nil }
            advance(&place)
            frame.variables[container] = .unkeyed(place)
            return .json(text)
        case .single(let place)?:
            if place.isAbsent || ifPresent && tape.kind(at: place.index) == .null {
                if ifPresent || place.isAbsent && Self.acceptsNull(type) { return .json("null") }
                errors.append(
                    DecodingProblem(
                        kind: .valueNotFound, codingPath: place.path, byteOffset: tape.offset(at: place.index),
                        message: "expected a value, found no value", foundationDescription: "Cannot get value -- found null value instead"))
                return nil
            }
            path = place.path
            let saved = options.reportsUnknownKeys ? handOverAskedKeys(at: place.index, &frame) : nil
            defer { if options.reportsUnknownKeys { enclosingAskedKeys[place.index] = saved } }
            guard let text = decode(type, at: place.index, decoderIsAtValue: true) else { return nil }
            frame.singleValue = text
            return .json(text)
        default:
            return nil
        }
    }

    static func acceptsNull(_ type: CompiledValue) -> Bool {
        if case .optional = type { return true }
        return false
    }

    mutating func decodeNil(in container: String, key: String?, _ frame: inout CustomDecodingFrame) -> InterpretedValue? {
        let tape = document.tape
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            ask(container, key, &frame)
            guard let valueIndex = place.members[key] else {
                errors.append(missingKey(key, in: place, frame))
                return nil
            }
            return .json(tape.kind(at: valueIndex) == .null ? "true" : "false")
        case .unkeyed(var place)?:
            guard !place.isAtEnd else {
                errors.append(atEnd(place, expectedType: Never.self, description: "Unkeyed container is at end."))
                return nil
            }
            guard tape.kind(at: place.cursor) == .null else { return .json("false") }
            advance(&place)
            frame.variables[container] = .unkeyed(place)
            return .json("true")
        case .single(let place)?:
            return .json(place.isAbsent || tape.kind(at: place.index) == .null ? "true" : "false")
        default:
            return nil
        }
    }

    // MARK: - Keys asked and presence

    /// Notes that the body asked a keyed container about `key`.
    func ask(_ container: String, _ key: String, _ frame: inout CustomDecodingFrame) {
        guard case .keyed(var place)? = frame.variables[container] else { return }
        place.askedKeys.insert(key)
        frame.variables[container] = .keyed(place)
    }

    /// Records, once per path, whether a `decodeIfPresent` key held a value, null, or was absent
    /// (the app holds nil for both of the last two).
    mutating func notePresence(of key: String, in place: KeyedPlace, _ frame: inout CustomDecodingFrame) {
        let codingPath = place.path + [.key(key)]
        guard frame.presencePaths.insert(codingPath).inserted else { return }
        let state: OptionalPresence.State =
            switch place.members[key] {
            case nil: .absent
            case let index? where document.tape.kind(at: index) == .null: .null
            default: .value
            }
        presence.append(OptionalPresence(codingPath: codingPath, state: state))
    }

    /// `unknownKey` warnings for members of the body's keyed containers it never asked about.
    mutating func reportUnaskedKeys(_ frame: CustomDecodingFrame, typeName: String) {
        for name in frame.variables.keys.sorted() {
            guard case .keyed(let place)? = frame.variables[name] else { continue }
            let enclosing = enclosingAskedKeys[place.index] ?? []
            for (key, valueIndex) in place.members.sorted(by: { $0.value < $1.value })
            where !place.askedKeys.contains(key) && !enclosing.contains(key) {
                let keyIndex = valueIndex - 1
                let written = (try? ValueConversion.key(at: keyIndex, in: document)) ?? key
                warnings.append(
                    DecodingWarning(
                        kind: .unknownKey, codingPath: place.path + [.key(written)], byteOffset: document.tape.offset(at: keyIndex),
                        message: "key \"\(written)\" is not decoded by \(typeName).init(from:)"))
            }
        }
    }

    /// Before the object at `index` is decoded whole again (`singleValueContainer().decode(T.self)`,
    /// `T(from: decoder)`): the keys the body read from it so far are handed to the inner decoding,
    /// which then reports only the keys neither reads; the body's own containers there count as
    /// having asked for every key. Returns what to restore afterwards.
    mutating func handOverAskedKeys(at index: Int, _ frame: inout CustomDecodingFrame) -> Set<String>? {
        let saved = enclosingAskedKeys[index]
        var asked = saved ?? []
        for (name, value) in frame.variables {
            guard case .keyed(var place) = value, place.index == index else { continue }
            asked.formUnion(place.askedKeys)
            place.askedKeys.formUnion(place.members.keys)
            frame.variables[name] = .keyed(place)
        }
        enclosingAskedKeys[index] = asked
        return saved
    }

    /// `keyNotFound` for a key the body requires, naming the initializer that requires it.
    func missingKey(_ key: String, in place: KeyedPlace, _ frame: CustomDecodingFrame) -> DecodingProblem {
        var problem = DecodingProblem.keyNotFound(
            DeclaredCodingKey(stringValue: key, enumName: place.keys), containerIndex: place.index, in: document,
            containerPath: place.path)
        problem.message += " (required by \(frame.typeName).init(from:))"
        return problem
    }
}
