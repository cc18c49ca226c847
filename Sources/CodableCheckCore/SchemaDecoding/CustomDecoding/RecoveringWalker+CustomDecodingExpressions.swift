import Foundation

/// Evaluating an interpreted `init(from:)`'s expressions: reads, `try?`, `??`, comparisons,
/// conversions and enum cases.
extension RecoveringWalker {
    /// The expression's value; nil when it threw (the error is recorded). What is made from an
    /// unknown value is unknown, and what would only be evaluated depending on it (the right of
    /// `??`, `&&`, `||`) is not evaluated.
    mutating func evaluate(
        _ expression: DecodingExpression, _ custom: CompiledCustomDecoding, _ frame: inout CustomDecodingFrame
    ) -> InterpretedValue? {
        if let container = expression.container, frame.variables[container]?.isUnknown == true { return .unknown }
        switch expression {
        case .variable(let name):
            return frame.variables[name] ?? .json("null")
        case .literal(let text):
            return .json(text)
        case .emptyArray:
            return .list([])
        case .keyedContainer(let decoderExpression, let keys):
            let decoder = evaluate(decoderExpression, custom, &frame)
            if decoder?.isUnknown == true { return .unknown }
            guard case .decoder(let place)? = decoder else { return nil }
            return keyedContainer(at: place, keys: keys)
        case .unkeyedContainer(let decoderExpression):
            let decoder = evaluate(decoderExpression, custom, &frame)
            if decoder?.isUnknown == true { return .unknown }
            guard case .decoder(let place)? = decoder else { return nil }
            return unkeyedContainer(at: place)
        case .singleValueContainer(let decoderExpression):
            let decoder = evaluate(decoderExpression, custom, &frame)
            if decoder?.isUnknown == true { return .unknown }
            guard case .decoder(let place)? = decoder else { return nil }
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
            // No presence for this key: a body that asks `contains` tells absent from null itself.
            ask(container, key, &frame)
            let keyPath = place.path + [.key(key)]
            frame.presencePaths.insert(keyPath)
            presence.removeAll { $0.codingPath == keyPath }
            return .json(place.members[key] == nil ? "false" : "true")
        case .isAtEnd(let container):
            guard case .unkeyed(let place)? = frame.variables[container] else { return .json("true") }
            return .json(place.isAtEnd ? "true" : "false")
        case .allKeys(let container, let keys):
            return allKeys(of: container, keys: keys, &frame)
        case .tryOptional(let inner, let source):
            let mark = Mark(self)
            if let value = evaluate(inner, custom, &frame) { return value }
            swallow(since: mark, source: source, in: custom.plan.typeName, &frame)
            return .json("null")
        case .coalesce(let value, let fallback):
            let mark = Mark(self)
            guard let first = evaluate(value, custom, &frame) else { return nil }
            guard first.isNil else { return first }
            guard let second = evaluate(fallback, custom, &frame) else { return nil }
            // `decodeIfPresent(...) ?? "Untitled"`: the app holds the fallback, not nil, so the
            // read's null or absent key is no presence note.
            if !second.isNil { presence.removeSubrange(mark.presence...) }
            return second
        case .not(let inner):
            guard let value = evaluate(inner, custom, &frame) else { return nil }
            if value.isUnknown { return .unknown }
            return .json(Self.isTrue(value) ? "false" : "true")
        case .and(let left, let right):
            guard let first = evaluate(left, custom, &frame) else { return nil }
            if first.isUnknown { return .unknown }
            guard Self.isTrue(first) else { return .json("false") }
            return evaluate(right, custom, &frame)
        case .or(let left, let right):
            guard let first = evaluate(left, custom, &frame) else { return nil }
            if first.isUnknown { return .unknown }
            if Self.isTrue(first) { return .json("true") }
            return evaluate(right, custom, &frame)
        case .equals(let left, let right, let negated):
            guard let first = evaluate(left, custom, &frame), let second = evaluate(right, custom, &frame) else { return nil }
            if first.isUnknown || second.isUnknown { return .unknown }
            let equal = Self.jsonEqual(first.text ?? "null", second.text ?? "null")
            return .json(equal != negated ? "true" : "false")
        case .compare(let op, let left, let right):
            guard let first = evaluate(left, custom, &frame), let second = evaluate(right, custom, &frame) else { return nil }
            return Self.compare(op, first, second)
        case .choose(let condition, let then, let otherwise):
            guard let value = evaluate(condition, custom, &frame) else { return nil }
            if value.isUnknown { return .unknown }
            return evaluate(Self.isTrue(value) ? then : otherwise, custom, &frame)
        case .conversion(let conversion, let inner):
            guard let value = evaluate(inner, custom, &frame) else { return nil }
            if value.isUnknown || conversion == .unknown { return .unknown }
            if conversion == .elementOfUnordered { return elementOfUnordered(value, of: inner, custom, frame) }
            if conversion == .wrappedInOptional { return value.isNil ? .someNil : value }
            guard let text = value.text, text != "null" else { return value }
            if case .stringOperation(let operation) = conversion {
                // Not a value the operation applies to (`count` of a number): unknown, not passed on.
                return Self.apply(operation, to: text, content: Self.stringContent(text)).map(InterpretedValue.json) ?? .unknown
            }
            return .json(Self.convert(text, conversion))
        case .mapValue(let value, let body):
            guard let held = evaluate(value, custom, &frame) else { return nil }
            if held.isNil || held.isUnknown { return held }
            let saved = frame.variables["$0"]
            frame.variables["$0"] = held
            defer { frame.variables["$0"] = saved }
            return evaluate(body, custom, &frame)
        case .scoped(let name, let value, let body):
            guard let held = evaluate(value, custom, &frame) else { return nil }
            frame.variables[name] = held
            return evaluate(body, custom, &frame)
        case .callHelper(let call):
            return runHelper(call, custom, &frame)
        case .mapElements(let base, let body, let operation):
            return mapElements(base, body, operation, custom, &frame)
        case .enumCase(let name, let arguments):
            var members: [(key: String, value: String)] = []
            for argument in arguments {
                guard let value = evaluate(argument.value, custom, &frame) else { return nil }
                if value.isUnknown { return .unknown }
                if let text = value.text, text != "null" { members.append((argument.label, text)) }
            }
            var writer = EncodedJSONWriter()
            writer.writeObject([(key: name, value: members)]) { writer, members in
                writer.writeObject(members) { writer, text in writer.writeRaw(text) }
            }
            return .json(writer.text)
        }
    }

    /// Records the swallowed error as a warning at the place it happened. A later read of the
    /// same place that succeeds (`try? decode(Int.self)`, else `decode(Bool.self)`) withdraws it:
    /// the body fell back on purpose and nothing was lost.
    /// `source` is the expression under `try?`; nil for an error a `catch` handles.
    mutating func swallow(since mark: Mark, source: String?, in typeName: String, _ frame: inout CustomDecodingFrame) {
        if stoppedTheApp(since: mark) { return }
        let first = errors.count > mark.errors ? errors[mark.errors] : nil
        errors.removeSubrange(mark.errors...)
        warnings.removeSubrange(mark.warnings...)
        presence.removeSubrange(mark.presence...)
        let reason = first?.message ?? "the value does not decode"
        warnings.append(
            DecodingWarning(
                kind: .swallowedByInitializer, codingPath: first?.codingPath ?? path, byteOffset: first?.byteOffset ?? 0,
                message: source.map { "\(reason); `try? \($0)` in \(typeName).init(from:) turns the error into nil silently" }
                    ?? "\(reason); a `catch` in \(typeName).init(from:) handles the error"))
        if let first { frame.swallowedPaths.insert(first.codingPath) }
    }

    /// Withdraws the `swallowedByInitializer` warning at `codingPath`, once a read there succeeded.
    mutating func withdrawSwallowed(at codingPath: [CodingPathComponent], _ frame: inout CustomDecodingFrame) {
        guard frame.swallowedPaths.remove(codingPath) != nil,
            let index = warnings.lastIndex(where: { $0.kind == .swallowedByInitializer && $0.codingPath == codingPath })
        else { return }
        warnings.remove(at: index)
    }
}

extension DecodingExpression {
    /// The container (or local) a read, check or nested container is asked of.
    var container: String? {
        switch self {
        case .decode(let container, _, _, _), .decodeNil(let container, _), .contains(let container, _), .isAtEnd(let container),
            .allKeys(let container, _),
            .nestedKeyedContainer(let container, _, _), .nestedUnkeyedContainer(let container, _), .superDecoder(let container, _):
            container
        default: nil
        }
    }
}
