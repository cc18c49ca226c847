import Foundation

/// Runs an interpreted `init(from:)` (`CustomDecodingPlan`) the way the compiled body runs in
/// `JSONDecoder`: containers are opened, values read and errors thrown in the body's order, with
/// Foundation's cases, paths and wording (the same rules as `KeyedTapeContainer` and
/// `UnkeyedTapeContainer`, which were learned from it). The first error ends the body, as a throw
/// does. An error that `try?` turns into nil is a `swallowedByInitializer` warning.
extension RecoveringWalker {
    /// The state of one run of a body.
    struct CustomDecodingFrame {
        var variables: [String: InterpretedValue] = [:]
        var assignedProperties: Set<String> = []
        var selfValue: String?
        var singleValue: String?
        var superValue: String?
        /// Paths whose presence is already recorded (a key may be checked, then read).
        var presencePaths: Set<[CodingPathComponent]> = []
    }

    /// How a statement ends.
    enum CustomDecodingFlow {
        case next
        /// `return`, or the end of a `guard`'s `else`.
        case finished
        /// An error was thrown (and recorded).
        case failed
    }

    mutating func decodeCustom(_ custom: CompiledCustomDecoding, at index: Int) -> String? {
        var frame = CustomDecodingFrame()
        frame.variables[custom.plan.decoderName] = .decoder(DecoderPlace(index: index, path: path))
        let savedPath = path
        defer { path = savedPath }
        guard run(custom.plan.body, custom, &frame) != .failed else { return nil }
        if options.reportsUnknownKeys { reportUnaskedKeys(frame, typeName: custom.plan.typeName) }
        switch custom.plan.encodedForm {
        case .properties(let keys):
            var members: [(key: String, value: String)] = []
            for property in frame.assignedProperties {
                guard let text = frame.variables[property]?.text, text != "null" else { continue }
                members.append((keys[property] ?? property, text))
            }
            var writer = EncodedJSONWriter()
            writer.writeObject(members) { writer, text in writer.writeRaw(text) }
            return writer.text
        case .selfValue: return frame.selfValue ?? "null"
        case .singleValue: return frame.singleValue ?? "null"
        case .superclass: return frame.superValue ?? "{}"
        }
    }

    // MARK: - Statements

    private mutating func run(
        _ statements: [DecodingStatement], _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> CustomDecodingFlow {
        for statement in statements {
            let flow = run(statement, custom, &frame)
            if flow != .next { return flow }
        }
        return .next
    }

    private mutating func run(
        _ statement: DecodingStatement, _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> CustomDecodingFlow {
        switch statement {
        case .bind(let name, let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            frame.variables[name] = value
        case .assignProperty(let name, let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            frame.variables[name] = value
            frame.assignedProperties.insert(name)
        case .assignSelf(let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            frame.selfValue = value.text
        case .evaluate(let expression):
            guard evaluate(expression, custom, &frame) != nil else { return .failed }
        case .append(let name, let expression):
            guard let value = evaluate(expression, custom, &frame) else { return .failed }
            var elements: [String] = []
            if case .list(let existing) = frame.variables[name] { elements = existing }
            elements.append(value.text ?? "null")
            frame.variables[name] = .list(elements)
        case .branch(let conditions, let then, let otherwise):
            guard let holds = test(conditions, custom, &frame) else { return .failed }
            return run(holds ? then : otherwise, custom, &frame)
        case .guardElse(let conditions, let otherwise):
            guard let holds = test(conditions, custom, &frame) else { return .failed }
            if holds { return .next }
            let flow = run(otherwise, custom, &frame)
            return flow == .next ? .finished : flow
        case .loop(let condition, let body):
            while true {
                guard let value = evaluate(condition, custom, &frame) else { return .failed }
                guard Self.isTrue(value) else { break }
                let before = unkeyedPlaces(frame)
                let flow = run(body, custom, &frame)
                if flow != .next { return flow }
                if unkeyedPlaces(frame).map(\.position) == before.map(\.position) {
                    // The compiled body would spin forever (a `try?` read that fails does not move
                    // the container on): say so instead of hanging.
                    let stuck = before.first { !$0.isAtEnd }
                    errors.append(
                        DecodingProblem(
                            kind: .dataCorrupted, codingPath: stuck.map { $0.path + [.index($0.position)] } ?? path,
                            byteOffset: document.tape.offset(at: stuck?.cursor ?? 0),
                            message:
                                "the loop in \(custom.plan.typeName).init(from:) does not move past this element, so the app would never finish decoding",
                            foundationDescription: "(JSONDecoder does not return: the loop never ends)"))
                    return .failed
                }
            }
        case .switchOn(let subject, let cases, let defaultBody):
            guard let value = evaluate(subject, custom, &frame) else { return .failed }
            let text = value.text ?? "null"
            if let match = cases.first(where: { $0.values.contains { Self.jsonEqual($0, text) } }) {
                return run(match.body, custom, &frame)
            }
            return run(defaultBody ?? [], custom, &frame)
        case .throwError(let thrown):
            errors.append(problem(for: thrown, custom, frame))
            return .failed
        case .superInit(let decoderExpression, let type):
            guard case .decoder(let place)? = evaluate(decoderExpression, custom, &frame) else { return .failed }
            if place.isAbsent {
                errors.append(absentContainerProblem(at: place, keyed: true))
                return .failed
            }
            path = place.path
            guard let text = decode(custom.types[type], at: place.index) else { return .failed }
            frame.superValue = text
        case .finish:
            return .finished
        }
        return .next
    }

    /// Every unkeyed container, by variable name: a loop that moves none of them makes no progress.
    private func unkeyedPlaces(_ frame: CustomDecodingFrame) -> [UnkeyedPlace] {
        frame.variables.keys.sorted().compactMap { name in
            if case .unkeyed(let place) = frame.variables[name] { return place }
            return nil
        }
    }

    /// All clauses true (binding `if let` names on the way); nil when one threw.
    private mutating func test(
        _ conditions: [DecodingCondition], _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> Bool? {
        for condition in conditions {
            switch condition {
            case .bind(let name, let expression):
                guard let value = evaluate(expression, custom, &frame) else { return nil }
                if value.isNil { return false }
                frame.variables[name] = value
            case .test(let expression):
                guard let value = evaluate(expression, custom, &frame) else { return nil }
                if !Self.isTrue(value) { return false }
            }
        }
        return true
    }

    // MARK: - Thrown errors

    private func problem(for thrown: ThrownDecodingError, _ custom: CompiledCustomDecoding, _ frame: CustomDecodingFrame) -> DecodingProblem
    {
        var codingPath = path
        var offset = document.tape.offset(at: 0)
        switch thrown.place {
        case .key(let container, let key):
            if case .keyed(let place)? = frame.variables[container] {
                codingPath = place.path + [.key(key)]
                offset = document.tape.offset(at: place.members[key] ?? place.index)
            }
        case .container(let container):
            switch frame.variables[container] {
            case .keyed(let place)?:
                codingPath = place.path
                offset = document.tape.offset(at: place.index)
            case .unkeyed(let place)?:
                // `dataCorruptedError(in:)` on an unkeyed container names its current index.
                codingPath = place.path + [.index(place.position)]
                offset = document.tape.offset(at: place.isAtEnd ? place.index : place.cursor)
            case .single(let place)?, .decoder(let place)?:
                codingPath = place.path
                offset = document.tape.offset(at: place.index)
            default: break
            }
        }
        return DecodingProblem(
            kind: thrown.kind, codingPath: codingPath, byteOffset: offset,
            message: "\(custom.plan.typeName).init(from:) throws: \(thrown.description)",
            foundationDescription: thrown.description)
    }

    /// A container asked of a `superDecoder` over a missing key: Foundation sees `null`.
    private func absentContainerProblem(at place: DecoderPlace, keyed: Bool) -> DecodingProblem {
        DecodingProblem(
            kind: .valueNotFound, codingPath: place.path, byteOffset: document.tape.offset(at: place.index),
            message: "expected \(keyed ? "object" : "array"), found no value",
            foundationDescription: "Cannot get \(keyed ? "keyed" : "unkeyed") decoding container -- found null value instead",
            expectedType: keyed ? [String: Any].self : [Any].self)
    }

    // MARK: - Expressions

    /// The expression's value; nil when it threw (the error is recorded).
    private mutating func evaluate(
        _ expression: DecodingExpression, _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> InterpretedValue? {
        switch expression {
        case .variable(let name):
            return frame.variables[name] ?? .json("null")
        case .literal(let text):
            return .json(text)
        case .emptyArray:
            return .list([])
        case .keyedContainer(let decoderExpression, let keys):
            guard case .decoder(let place)? = evaluate(decoderExpression, custom, &frame) else { return nil }
            return keyedContainer(at: place, keys: keys)
        case .unkeyedContainer(let decoderExpression):
            guard case .decoder(let place)? = evaluate(decoderExpression, custom, &frame) else { return nil }
            return unkeyedContainer(at: place)
        case .singleValueContainer(let decoderExpression):
            guard case .decoder(let place)? = evaluate(decoderExpression, custom, &frame) else { return nil }
            return .single(place)
        case .nestedKeyedContainer(let container, let key, let keys):
            guard let place = nestedPlace(in: container, key: key, &frame) else { return nil }
            return keyedContainer(at: place, keys: keys)
        case .nestedUnkeyedContainer(let container, let key):
            guard let place = nestedPlace(in: container, key: key, &frame) else { return nil }
            return unkeyedContainer(at: place)
        case .superDecoder(let container, let key):
            return superDecoder(in: container, key: key, &frame)
        case .decode(let container, let type, let key, let ifPresent):
            return read(custom.types[type], from: container, key: key, ifPresent: ifPresent, &frame)
        case .decodeNil(let container, let key):
            return decodeNil(in: container, key: key, &frame)
        case .contains(let container, let key):
            guard case .keyed(let place)? = frame.variables[container] else { return .json("false") }
            // No presence here: a body that asks `contains` tells absent from null itself.
            ask(container, key, &frame)
            return .json(place.members[key] == nil ? "false" : "true")
        case .isAtEnd(let container):
            guard case .unkeyed(let place)? = frame.variables[container] else { return .json("true") }
            return .json(place.isAtEnd ? "true" : "false")
        case .tryOptional(let inner, let source):
            let mark = Mark(self)
            if let value = evaluate(inner, custom, &frame) { return value }
            swallow(since: mark, source: source, in: custom.plan.typeName)
            return .json("null")
        case .coalesce(let value, let fallback):
            guard let first = evaluate(value, custom, &frame) else { return nil }
            return first.isNil ? evaluate(fallback, custom, &frame) : first
        case .not(let inner):
            guard let value = evaluate(inner, custom, &frame) else { return nil }
            return .json(Self.isTrue(value) ? "false" : "true")
        case .and(let left, let right):
            guard let first = evaluate(left, custom, &frame) else { return nil }
            guard Self.isTrue(first) else { return .json("false") }
            return evaluate(right, custom, &frame)
        case .or(let left, let right):
            guard let first = evaluate(left, custom, &frame) else { return nil }
            if Self.isTrue(first) { return .json("true") }
            return evaluate(right, custom, &frame)
        case .equals(let left, let right, let negated):
            guard let first = evaluate(left, custom, &frame), let second = evaluate(right, custom, &frame) else { return nil }
            let equal = Self.jsonEqual(first.text ?? "null", second.text ?? "null")
            return .json(equal != negated ? "true" : "false")
        case .conversion(let conversion, let inner):
            guard let value = evaluate(inner, custom, &frame) else { return nil }
            guard let text = value.text, text != "null" else { return value }
            return .json(Self.convert(text, conversion))
        case .mapValue(let value, let body):
            guard let held = evaluate(value, custom, &frame) else { return nil }
            if held.isNil { return held }
            let saved = frame.variables["$0"]
            frame.variables["$0"] = held
            defer { frame.variables["$0"] = saved }
            return evaluate(body, custom, &frame)
        case .scoped(let name, let value, let body):
            guard let held = evaluate(value, custom, &frame) else { return nil }
            frame.variables[name] = held
            return evaluate(body, custom, &frame)
        case .enumCase(let name, let arguments):
            var members: [(key: String, value: String)] = []
            for argument in arguments {
                guard let value = evaluate(argument.value, custom, &frame) else { return nil }
                if let text = value.text, text != "null" { members.append((argument.label, text)) }
            }
            var writer = EncodedJSONWriter()
            writer.writeObject([(key: name, value: members)]) { writer, members in
                writer.writeObject(members) { writer, text in writer.writeRaw(text) }
            }
            return .json(writer.text)
        }
    }

    /// Records the swallowed error as a warning at the place it happened.
    private mutating func swallow(since mark: Mark, source: String, in typeName: String) {
        let first = errors.count > mark.errors ? errors[mark.errors] : nil
        errors.removeSubrange(mark.errors...)
        warnings.removeSubrange(mark.warnings...)
        presence.removeSubrange(mark.presence...)
        let reason = first?.message ?? "the value does not decode"
        warnings.append(
            DecodingWarning(
                kind: "swallowedByInitializer", codingPath: first?.codingPath ?? path, byteOffset: first?.byteOffset ?? 0,
                message: "\(reason); `try? \(source)` in \(typeName).init(from:) turns the error into nil silently"))
    }

    // MARK: - Containers

    private mutating func keyedContainer(at place: DecoderPlace, keys: String) -> InterpretedValue? {
        if place.isAbsent {
            errors.append(absentContainerProblem(at: place, keyed: true))
            return nil
        }
        guard document.tape.kind(at: place.index) == .object else {
            errors.append(.containerMismatch(expectingObject: true, valueIndex: place.index, in: document, codingPath: place.path))
            return nil
        }
        path = place.path
        let errorCount = errors.count
        var members: [String: Int] = [:]
        for (keyIndex, key) in objectMembers(at: place.index) {
            guard let key else { continue }
            let matched = options.keyStrategy == .convertFromSnakeCase ? SnakeCaseKeyConversion.convert(key) : key
            if members[matched] == nil { members[matched] = keyIndex + 1 }
        }
        guard errors.count == errorCount else { return nil }
        return .keyed(KeyedPlace(index: place.index, path: place.path, members: members, keys: keys))
    }

    private mutating func unkeyedContainer(at place: DecoderPlace) -> InterpretedValue? {
        if place.isAbsent {
            errors.append(absentContainerProblem(at: place, keyed: false))
            return nil
        }
        guard document.tape.kind(at: place.index) == .array else {
            errors.append(.containerMismatch(expectingObject: false, valueIndex: place.index, in: document, codingPath: place.path))
            return nil
        }
        return .unkeyed(
            UnkeyedPlace(
                index: place.index, path: place.path, cursor: place.index + 1, count: document.tape.elementCount(at: place.index)))
    }

    /// Where a nested container's value is: the key's value (`keyNotFound` when missing), or an
    /// unkeyed container's next element (which the container then moves past).
    private mutating func nestedPlace(
        in container: String, key: String?, _ frame: inout CustomDecodingFrame
    ) -> DecoderPlace? {
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            ask(container, key, &frame)
            guard let valueIndex = place.members[key] else {
                errors.append(
                    .keyNotFound(
                        DeclaredCodingKey(stringValue: key, enumName: place.keys), containerIndex: place.index, in: document,
                        containerPath: place.path))
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

    private mutating func superDecoder(in container: String, key: String?, _ frame: inout CustomDecodingFrame) -> InterpretedValue? {
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

    private func atEnd(_ place: UnkeyedPlace, expectedType: (any Any.Type)?, description: String) -> DecodingProblem {
        var problem = DecodingProblem.unkeyedContainerAtEnd(
            expectedType: expectedType ?? Any.self, foundationDescription: description, arrayIndex: place.index, in: document,
            codingPath: place.path + [.index(place.position)])
        problem.expectedType = expectedType
        return problem
    }

    private func advance(_ place: inout UnkeyedPlace) {
        if !place.isAtEnd { place.cursor = document.tape.indexAfter(place.cursor) }
        place.position += 1
    }

    // MARK: - Reads

    /// `decode`/`decodeIfPresent` on any container.
    private mutating func read(
        _ type: CompiledValue, from container: String, key: String?, ifPresent: Bool, _ frame: inout CustomDecodingFrame
    ) -> InterpretedValue? {
        let tape = document.tape
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            ask(container, key, &frame)
            if ifPresent { notePresence(of: key, in: place, &frame) }
            guard let valueIndex = place.members[key] else {
                if ifPresent { return .json("null") }
                errors.append(
                    .keyNotFound(
                        DeclaredCodingKey(stringValue: key, enumName: place.keys), containerIndex: place.index, in: document,
                        containerPath: place.path))
                return nil
            }
            if ifPresent, tape.kind(at: valueIndex) == .null { return .json("null") }
            path = place.path + [.key(key)]
            return decode(type, at: valueIndex).map(InterpretedValue.json)
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
            guard let text = decode(type, at: place.index, decoderIsAtValue: true) else { return nil }
            frame.singleValue = text
            return .json(text)
        default:
            return nil
        }
    }

    private static func acceptsNull(_ type: CompiledValue) -> Bool {
        if case .optional = type { return true }
        return false
    }

    private mutating func decodeNil(in container: String, key: String?, _ frame: inout CustomDecodingFrame) -> InterpretedValue? {
        let tape = document.tape
        switch frame.variables[container] {
        case .keyed(let place)?:
            guard let key else { return nil }
            ask(container, key, &frame)
            guard let valueIndex = place.members[key] else {
                errors.append(
                    .keyNotFound(
                        DeclaredCodingKey(stringValue: key, enumName: place.keys), containerIndex: place.index, in: document,
                        containerPath: place.path))
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
    private func ask(_ container: String, _ key: String, _ frame: inout CustomDecodingFrame) {
        guard case .keyed(var place)? = frame.variables[container] else { return }
        place.askedKeys.insert(key)
        frame.variables[container] = .keyed(place)
    }

    /// Records, once per path, whether a `decodeIfPresent` key held a value, null, or was absent
    /// (the app holds nil for both of the last two).
    private mutating func notePresence(of key: String, in place: KeyedPlace, _ frame: inout CustomDecodingFrame) {
        let codingPath = place.path + [.key(key)]
        guard frame.presencePaths.insert(codingPath).inserted else { return }
        let state: OptionalPresence.State = switch place.members[key] {
        case nil: .absent
        case let index? where document.tape.kind(at: index) == .null: .null
        default: .value
        }
        presence.append(OptionalPresence(codingPath: codingPath, state: state))
    }

    /// `unknownKey` warnings for members of the body's keyed containers it never asked about.
    private mutating func reportUnaskedKeys(_ frame: CustomDecodingFrame, typeName: String) {
        for name in frame.variables.keys.sorted() {
            guard case .keyed(let place)? = frame.variables[name] else { continue }
            for (key, valueIndex) in place.members.sorted(by: { $0.value < $1.value }) where !place.askedKeys.contains(key) {
                let keyIndex = valueIndex - 1
                let written = (try? ValueConversion.key(at: keyIndex, in: document)) ?? key
                warnings.append(DecodingWarning(
                    kind: "unknownKey", codingPath: place.path + [.key(written)], byteOffset: document.tape.offset(at: keyIndex),
                    message: "key \"\(written)\" is not decoded by \(typeName).init(from:)"))
            }
        }
    }

    // MARK: - Values

    static func isTrue(_ value: InterpretedValue) -> Bool {
        if case .json("true") = value { return true }
        return false
    }

    /// JSON texts compared as values: numbers by magnitude (`1` equals `1.0`), the rest by text.
    static func jsonEqual(_ left: String, _ right: String) -> Bool {
        if left == right { return true }
        if let first = Double(left), let second = Double(right) { return first == second }
        return false
    }

    /// The string inside a JSON string text, or nil for any other value.
    static func stringContent(_ text: String) -> String? {
        guard text.hasPrefix("\"") else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) as? String
    }

    static func convert(_ text: String, _ conversion: DecodingConversion) -> String {
        var writer = EncodedJSONWriter()
        let content = stringContent(text)
        switch conversion {
        case .url:
            guard let content, let url = URL(string: content) else { return "null" }
            writer.writeString(url.absoluteString)
        case .integer:
            guard let content else { return text }
            guard let value = Int(content) else { return "null" }
            writer.writeRaw(String(value))
        case .double:
            guard let content else { return text }
            guard let value = Double(content), value.isFinite else { return "null" }
            writer.writeRaw(DecodedValuePrinter.encoderText(value.description))
        case .bool:
            guard let content else { return text }
            guard let value = Bool(content) else { return "null" }
            writer.writeRaw(value ? "true" : "false")
        case .string:
            writer.writeString(content ?? text)
        case .rawValue(let rawValues):
            return rawValues.contains { jsonEqual($0, text) } ? text : "null"
        case .opaque:
            return text
        }
        return writer.text
    }
}
