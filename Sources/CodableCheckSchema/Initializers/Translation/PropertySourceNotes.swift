import CodableCheckCore

/// What each property is assigned from, for listings: the keyed reads an assignment makes,
/// followed through locals (`let raw = try c.decode(...)`, then `status = Status(rawValue: raw)`).
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum PropertySourceNotes {
    /// Remembers a container's key path (`additionalInfo` for a nested container) and a local's reads.
    static func noteBinding(_ name: String, _ expression: DecodingExpression, in translator: inout CustomDecodingTranslator) {
        switch expression {
        case .keyedContainer(.variable(let decoder), _) where decoder == translator.decoderName:
            translator.containerPaths[name] = []
        case .nestedKeyedContainer(let parent, let key?, _), .nestedUnkeyedContainer(let parent, let key?),
            .tryOptional(.nestedKeyedContainer(let parent, let key?, _), _), .tryOptional(.nestedUnkeyedContainer(let parent, let key?), _):
            translator.containerPaths[name] = translator.containerPaths[parent].map { $0 + [key] }
        default:
            translator.locals.reads[name] = keyedReads(in: expression, in: translator)
        }
    }

    /// Records the source of a property assignment (the first one with a keyed read wins).
    static func noteAssignment(
        _ property: String, _ expression: DecodingExpression, written: BodyExpression, in translator: inout CustomDecodingTranslator
    ) {
        let reads = keyedReads(in: expression, in: translator)
        if let existing = translator.propertySources[property], existing.keyPath != nil || reads.isEmpty { return }
        let unique = Array(Set(reads.map(\.keyPath)))
        translator.propertySources[property] = InitializerPropertySource(
            keyPath: unique.count == 1 ? unique[0] : nil, isIfPresent: reads.first?.isIfPresent ?? false,
            expression: DeclarationParser.shortened(WrittenExpression.render(written)))
    }

    /// The stored properties one whole value sets: `self = Self.named(raw)`, or a delegation
    /// `self.init(...)` for those no argument is named after. The listing shows that value for
    /// each one not noted otherwise, where "not assigned by init(from:)" said the body left them
    /// unset.
    static func noteSetByWholeValue(_ properties: [String], shown: String, in translator: inout CustomDecodingTranslator) {
        let source = InitializerPropertySource(keyPath: nil, isIfPresent: false, expression: DeclarationParser.shortened(shown))
        for property in properties where translator.propertySources[property] == nil {
            translator.propertySources[property] = source
        }
    }

    /// The stored properties `self` holds, as a delegation or `self = ...` sets them.
    static func storedProperties(in translator: CustomDecodingTranslator) -> [String] {
        translator.node.instanceProperties.map(\.name).filter(translator.properties.contains)
    }

    /// The keyed reads an expression makes, in order, through the locals it uses.
    static func keyedReads(in expression: DecodingExpression, in translator: CustomDecodingTranslator) -> [BodyLocals.KeyedRead] {
        switch expression {
        case .decode(let container, _, let key?, let ifPresent):
            guard let prefix = translator.containerPaths[container] else { return [] }
            return [BodyLocals.KeyedRead(keyPath: (prefix + [key]).joined(separator: "."), isIfPresent: ifPresent)]
        case .variable(let name):
            return translator.locals.reads[name] ?? []
        case .tryOptional(let inner, _), .not(let inner), .conversion(_, let inner), .forceUnwrap(let inner, _), .tryForced(let inner, _):
            return keyedReads(in: inner, in: translator)
        case .element(let base, let index, _):
            return keyedReads(in: base, in: translator) + keyedReads(in: index, in: translator)
        case .coalesce(let left, let right), .and(let left, let right), .or(let left, let right),
            .equals(let left, let right, _), .mapValue(let left, let right), .scoped(_, let left, let right),
            .compare(_, let left, let right):
            return keyedReads(in: left, in: translator) + keyedReads(in: right, in: translator)
        case .choose(let condition, let then, let otherwise):
            return keyedReads(in: condition, in: translator) + keyedReads(in: then, in: translator)
                + keyedReads(in: otherwise, in: translator)
        case .enumCase(_, let arguments):
            return arguments.flatMap { keyedReads(in: $0.value, in: translator) }
        case .mapElements(let base, _, _):
            return keyedReads(in: base, in: translator)
        case .callHelper(let call):
            return call.arguments.flatMap { keyedReads(in: $0.value, in: translator) }
        case .decode, .literal, .emptyArray, .keyedContainer, .unkeyedContainer, .singleValueContainer, .nestedKeyedContainer,
            .nestedUnkeyedContainer, .superDecoder, .decodeNil, .contains, .unkeyedState, .allKeys, .undeclaredMembers:
            return []
        }
    }
}
