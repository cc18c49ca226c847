import CodableCheckCore

/// What each property is assigned from, for listings: the keyed reads an assignment makes,
/// followed through locals (`let raw = try c.decode(...)`, then `status = Status(rawValue: raw)`).
extension CustomDecodingTranslator {
    /// Remembers a container's key path (`additionalInfo` for a nested container) and a local's reads.
    mutating func noteBinding(_ name: String, _ expression: DecodingExpression) {
        switch expression {
        case .keyedContainer(.variable(let decoder), _) where decoder == decoderName:
            containerPaths[name] = []
        case .nestedKeyedContainer(let parent, let key?, _), .nestedUnkeyedContainer(let parent, let key?),
            .tryOptional(.nestedKeyedContainer(let parent, let key?, _), _), .tryOptional(.nestedUnkeyedContainer(let parent, let key?), _):
            containerPaths[name] = containerPaths[parent].map { $0 + [key] }
        default:
            locals.reads[name] = keyedReads(in: expression)
        }
    }

    /// Records the source of a property assignment (the first one with a keyed read wins).
    mutating func noteAssignment(_ property: String, _ expression: DecodingExpression, written: BodyExpression) {
        let reads = keyedReads(in: expression)
        if let existing = propertySources[property], existing.keyPath != nil || reads.isEmpty { return }
        let unique = Array(Set(reads.map(\.keyPath)))
        propertySources[property] = InitializerPropertySource(
            keyPath: unique.count == 1 ? unique[0] : nil, isIfPresent: reads.first?.isIfPresent ?? false,
            expression: DeclarationParser.shortened(WrittenExpression.render(written)))
    }

    /// The keyed reads an expression makes, in order, through the locals it uses.
    func keyedReads(in expression: DecodingExpression) -> [BodyLocals.KeyedRead] {
        switch expression {
        case .decode(let container, _, let key?, let ifPresent):
            guard let prefix = containerPaths[container] else { return [] }
            return [BodyLocals.KeyedRead(keyPath: (prefix + [key]).joined(separator: "."), isIfPresent: ifPresent)]
        case .variable(let name):
            return locals.reads[name] ?? []
        case .tryOptional(let inner, _), .not(let inner), .conversion(_, let inner), .forceUnwrap(let inner, _), .tryForced(let inner, _):
            return keyedReads(in: inner)
        case .element(let base, let index, _):
            return keyedReads(in: base) + keyedReads(in: index)
        case .coalesce(let left, let right), .and(let left, let right), .or(let left, let right),
            .equals(let left, let right, _), .mapValue(let left, let right), .scoped(_, let left, let right),
            .compare(_, let left, let right):
            return keyedReads(in: left) + keyedReads(in: right)
        case .choose(let condition, let then, let otherwise):
            return keyedReads(in: condition) + keyedReads(in: then) + keyedReads(in: otherwise)
        case .enumCase(_, let arguments):
            return arguments.flatMap { keyedReads(in: $0.value) }
        case .mapElements(let base, _, _):
            return keyedReads(in: base)
        case .callHelper(let call):
            return call.arguments.flatMap { keyedReads(in: $0.value) }
        case .decode, .literal, .emptyArray, .keyedContainer, .unkeyedContainer, .singleValueContainer, .nestedKeyedContainer,
            .nestedUnkeyedContainer, .superDecoder, .decodeNil, .contains, .unkeyedState, .allKeys, .undeclaredMembers:
            return []
        }
    }
}
