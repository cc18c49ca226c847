/// Evaluating a body's expressions: containers, reads, `try?`, `??`, comparisons, conversions and
/// enum cases, each as Swift evaluates it on the document's values.
extension InitializerInterpreter {
    /// The expression's value; nil when it threw (the error is recorded). What is made from an
    /// unknown value is unknown, and what would only be evaluated depending on it (the right of
    /// `??`, `&&`, `||`) is not evaluated.
    mutating func evaluate(_ expression: DecodingExpression, _ host: inout Host) -> InterpretedValue? {
        if let container = expression.container, frame.variables[container]?.isUnknown == true { return .unknown }
        switch expression {
        case .variable(let name):
            return frame.variables[name] ?? .json("null")
        case .literal(let text):
            return .json(text)
        case .emptyArray:
            return .list([])
        case .keyedContainer(let decoderExpression, let keys):
            let decoder = evaluate(decoderExpression, &host)
            if decoder?.isUnknown == true { return .unknown }
            guard case .decoder(let place)? = decoder else { return nil }
            return BodyContainers.keyedContainer(at: place, keys: keys, in: &self, &host)
        case .unkeyedContainer(let decoderExpression):
            let decoder = evaluate(decoderExpression, &host)
            if decoder?.isUnknown == true { return .unknown }
            guard case .decoder(let place)? = decoder else { return nil }
            return BodyContainers.unkeyedContainer(at: place, in: &self, &host)
        case .singleValueContainer(let decoderExpression):
            let decoder = evaluate(decoderExpression, &host)
            if decoder?.isUnknown == true { return .unknown }
            guard case .decoder(let place)? = decoder else { return nil }
            return .single(place)
        case .nestedKeyedContainer(let container, let key, let keys):
            guard let place = BodyContainers.nestedPlace(in: container, key: key, in: &self, &host) else { return nil }
            return BodyContainers.keyedContainer(at: place, keys: keys, in: &self, &host)
        case .nestedUnkeyedContainer(let container, let key):
            guard let place = BodyContainers.nestedPlace(in: container, key: key, in: &self, &host) else { return nil }
            return BodyContainers.unkeyedContainer(at: place, in: &self, &host)
        case .superDecoder(let container, let key):
            return BodyContainers.superDecoder(in: container, key: key, in: &self, &host)
        case .decode(let container, let type, let key, let ifPresent):
            return BodyContainers.read(custom.types[type], from: container, key: key, ifPresent: ifPresent, in: &self, &host)
        case .decodeNil(let container, let key):
            return BodyContainers.decodeNil(in: container, key: key, in: &self, &host)
        case .contains(let container, let key):
            guard case .keyed(let place)? = frame.variables[container] else { return .json("false") }
            // No presence for this key: a body that asks `contains` tells absent from null itself.
            frame.ask(container, key)
            let keyPath = place.path + [.key(key)]
            frame.presencePaths.insert(keyPath)
            host.presence.removeAll { $0.codingPath == keyPath }
            return .json(place.members[key] == nil ? "false" : "true")
        case .unkeyedState(let container, let state):
            guard case .unkeyed(let place)? = frame.variables[container] else { return state == .isAtEnd ? .json("true") : .unknown }
            switch state {
            case .isAtEnd: return .json(place.isAtEnd ? "true" : "false")
            case .count: return .json(String(place.count))
            case .currentIndex: return .json(String(place.position))
            }
        case .allKeys(let container, let keys):
            return frame.allKeys(of: container, keys: keys)
        case .undeclaredMembers(let container, let known, let type):
            return undeclaredMembers(container, known: known, type: type, &host)
        case .tryOptional(let inner, let source):
            let mark = FindingsMark(host)
            if let value = evaluate(inner, &host) { return value }
            swallow(since: mark, source: source, &host)
            return .json("null")
        case .coalesce(let value, let fallback):
            let mark = FindingsMark(host)
            guard let first = evaluate(value, &host) else { return nil }
            guard first.isNil else { return first }
            guard let second = evaluate(fallback, &host) else { return nil }
            // `decodeIfPresent(...) ?? "Untitled"`: the app holds the fallback, not nil, so the
            // read's null or absent key is no presence note.
            if !second.isNil { host.presence.removeSubrange(mark.presence...) }
            return second
        case .not(let inner):
            guard let value = evaluate(inner, &host) else { return nil }
            if value.isUnknown { return .unknown }
            return .json(value.isTrue ? "false" : "true")
        case .and(let left, let right):
            guard let first = evaluate(left, &host) else { return nil }
            if first.isUnknown { return .unknown }
            guard first.isTrue else { return .json("false") }
            return evaluate(right, &host)
        case .or(let left, let right):
            guard let first = evaluate(left, &host) else { return nil }
            if first.isUnknown { return .unknown }
            if first.isTrue { return .json("true") }
            return evaluate(right, &host)
        case .equals(let left, let right, let negated):
            guard let first = evaluate(left, &host), let second = evaluate(right, &host) else { return nil }
            if first.isUnknown || second.isUnknown { return .unknown }
            let equal = InterpretedJSON.equal(first.text ?? "null", second.text ?? "null")
            return .json(equal != negated ? "true" : "false")
        case .compare(let op, let left, let right):
            guard let first = evaluate(left, &host), let second = evaluate(right, &host) else { return nil }
            return InterpretedValue.compare(op, first, second)
        case .choose(let condition, let then, let otherwise):
            guard let value = evaluate(condition, &host) else { return nil }
            if value.isUnknown { return .unknown }
            return evaluate(value.isTrue ? then : otherwise, &host)
        case .conversion(let conversion, let inner):
            if case .member(let key) = conversion { return member(conversion, key: key, of: inner, &host) }
            guard let value = evaluate(inner, &host) else { return nil }
            if value.isUnknown || conversion == .unknown { return .unknown }
            if let view = CollectionViews.view(conversion, of: value, in: document) {
                if case .variable(let container) = inner { view.keys.forEach { frame.ask(container, $0) } }
                return view.value
            }
            if conversion == .elementOfUnordered { return elementOfUnordered(value, of: inner, &host) }
            if conversion == .wrappedInOptional { return value.isNil ? .someNil : value }
            guard let text = value.text, text != "null" else { return value }
            if case .stringOperation(let operation) = conversion {
                // Not a value the operation applies to (`count` of a number): unknown, not passed on.
                return operation.applied(to: text, content: InterpretedJSON.stringContent(text)).map(InterpretedValue.json) ?? .unknown
            }
            return .json(conversion.applied(to: text))
        case .mapValue(let value, let body):
            guard let held = evaluate(value, &host) else { return nil }
            if held.isNil || held.isUnknown { return held }
            let saved = frame.variables["$0"]
            frame.variables["$0"] = held
            defer { frame.variables["$0"] = saved }
            return evaluate(body, &host)
        case .scoped(let name, let value, let body):
            guard let held = evaluate(value, &host) else { return nil }
            frame.variables[name] = held
            return evaluate(body, &host)
        case .callHelper(let call):
            return runHelper(call, &host)
        case .forceUnwrap(let inner, let source):
            return forceUnwrap(inner, source: source, &host)
        case .tryForced(let inner, let source):
            return tryForced(inner, source: source, &host)
        case .element(let base, let index, let source):
            return element(of: base, at: index, source: source, &host)
        case .mapElements(let base, let body, let operation):
            return mapElements(base, body, operation, &host)
        case .enumCase(let name, let arguments):
            var members: [(key: String, value: String)] = []
            for argument in arguments {
                guard let value = evaluate(argument.value, &host) else { return nil }
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
}

extension DecodingExpression {
    /// The container (or local) a read, check or nested container is asked of.
    var container: String? {
        switch self {
        case .decode(let container, _, _, _), .decodeNil(let container, _), .contains(let container, _), .unkeyedState(let container, _),
            .allKeys(let container, _), .undeclaredMembers(let container, _, _),
            .nestedKeyedContainer(let container, _, _), .nestedUnkeyedContainer(let container, _), .superDecoder(let container, _):
            container
        default: nil
        }
    }
}
