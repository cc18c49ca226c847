/// `decode`, `decodeIfPresent` and `decodeNil` on any container of a body. The value itself is
/// decoded by the host, as it decodes a property of that type.
extension InitializerInterpreter {
    mutating func read(_ type: PreparedValue, from container: String, key: String?, ifPresent: Bool, _ host: inout Host)
        -> InterpretedValue?
    {
        let tape = document.tape
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            frame.ask(container, key)
            if ifPresent { frame.notePresence(of: key, in: place, document: document, into: &host.presence) }
            guard let valueIndex = place.members[key], !ifPresent || tape.kind(at: valueIndex) != .null else {
                guard ifPresent else {
                    host.errors.append(findings.missingKey(key, in: place))
                    return nil
                }
                // `decodeIfPresent` succeeded (nil): an earlier `try?` read of this key lost nothing.
                lastRead = ValueOrigin(path: place.path + [.key(key)], index: place.members[key] ?? place.index)
                withdrawSwallowed(at: place.path + [.key(key)], &host)
                return .json("null")
            }
            path = place.path + [.key(key)]
            lastRead = ValueOrigin(path: path, index: valueIndex)
            guard let text = host.decode(type, at: valueIndex, codingPath: path, decoderIsAtValue: false) else { return nil }
            withdrawSwallowed(at: path, &host)
            return .json(text)
        case .unkeyed(var place)?:
            if place.isAtEnd || ifPresent && tape.kind(at: place.cursor) == .null {
                guard ifPresent else {
                    host.errors.append(
                        findings.atEnd(place, expectedType: type.foundationLeafType, description: "Unkeyed container is at end."))
                    return nil
                }
                place.advance(in: document)
                frame.variables[container] = .unkeyed(place)
                return .json("null")
            }
            path = place.path + [.index(place.position)]
            lastRead = ValueOrigin(path: path, index: place.cursor)
            // A failed read leaves the container where it was, as in Foundation.
            guard let text = host.decode(type, at: place.cursor, codingPath: path, decoderIsAtValue: false) else { return nil }
            withdrawSwallowed(at: path, &host)
            place.advance(in: document)
            frame.variables[container] = .unkeyed(place)
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
            path = place.path
            lastRead = ValueOrigin(path: path, index: place.index)
            let saved = options.reportsUnknownKeys ? frame.handOverAskedKeys(at: place.index, enclosing: &host.enclosingAskedKeys) : nil
            defer { if options.reportsUnknownKeys { host.enclosingAskedKeys[place.index] = saved } }
            guard let text = host.decode(type, at: place.index, codingPath: path, decoderIsAtValue: true) else { return nil }
            withdrawSwallowed(at: path, &host)
            frame.singleValue = text
            return .json(text)
        default:
            return nil
        }
    }

    mutating func decodeNil(in container: String, key: String?, _ host: inout Host) -> InterpretedValue? {
        let tape = document.tape
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            frame.ask(container, key)
            guard let valueIndex = place.members[key] else {
                host.errors.append(findings.missingKey(key, in: place))
                return nil
            }
            return .json(tape.kind(at: valueIndex) == .null ? "true" : "false")
        case .unkeyed(var place)?:
            guard !place.isAtEnd else {
                host.errors.append(findings.atEnd(place, expectedType: Never.self, description: "Unkeyed container is at end."))
                return nil
            }
            guard tape.kind(at: place.cursor) == .null else { return .json("false") }
            place.advance(in: document)
            frame.variables[container] = .unkeyed(place)
            return .json("true")
        case .single(let place)?:
            return .json(place.isAbsent || tape.kind(at: place.index) == .null ? "true" : "false")
        default:
            return nil
        }
    }
}

extension PreparedValue {
    /// The Swift type a leaf plan stands for, as Foundation names it in errors; nil otherwise.
    fileprivate var foundationLeafType: (any Any.Type)? {
        guard case .leaf(let leaf) = self else { return nil }
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

    fileprivate var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}
