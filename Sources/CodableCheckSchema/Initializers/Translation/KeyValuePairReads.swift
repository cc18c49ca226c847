import CodableCheckCore

/// Every member of an object decoded into pairs, then a dictionary, on a container keyed by a
/// `CodingKey` that takes any string (swift-openapi-runtime's value and object containers,
/// any-JSON boxes):
///
/// ```swift
/// let pairs = try container.allKeys.map { key -> (String, Value?) in
///     let item = try container.decode(Value.self, forKey: key)
///     return (key.stringValue, item.value)
/// }
/// self.init(validatedValue: Dictionary(uniqueKeysWithValues: pairs))
/// ```
///
/// read as `DecodingExpression.undeclaredMembers` with nothing known: each member decoded in turn,
/// the first error ending it, as the loop `decodeEachKey` follows. `allKeys` never lists a key
/// twice (a duplicate in the document is dropped, the first kept; probed on 6.3.1), so
/// `Dictionary(uniqueKeysWithValues:)` of the pairs cannot stop the app. The closure's shape comes
/// from `ClosureInlining`; a stored property taken of each value (`item.value`) makes the result
/// one the tool does not print.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum KeyValuePairReads {
    typealias Failure = CustomDecodingTranslator.Failure

    /// `c.allKeys.map { ($0.stringValue, try c.decode(V.self, forKey: $0)) }` as the members it
    /// decodes; nil for another call.
    static func keyValuePairs(_ container: String, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator)
        throws(Failure) -> DecodingExpression?
    {
        guard translator.containers[container]?.acceptsAnyKey == true, arguments.count == 1, arguments[0].label == nil,
            case .closure(let body?) = arguments[0].value, let elements = TupleLiteral.elements(of: body), elements.count == 2,
            elements[0] == .member(.name("$0"), "stringValue")
        else { return nil }
        var value = elements[1]
        var members: [String] = []
        while case .member(let base, let name) = value {
            members.append(name)
            value = base
        }
        if case .tryExpression("try", let covered) = value { value = covered }
        guard case .call(.member(.name(container), "decode"), let read) = value, read.count == 2, read[0].label == nil,
            read[1].label == "forKey", read[1].value == .name("$0"), case .typeSelf(let valueType) = read[0].value
        else { return nil }
        // `item.value`: only a stored property of a declared type, which no getter can stop.
        if let member = members.first {
            guard members.count == 1, case .named(let path) = valueType,
                let node = translator.typeNamed(path.map(\.name)), node.instanceProperties.contains(where: { $0.name == member })
            else { return nil }
        }
        guard let type = try ContainerCalls.readType(read[0].value, in: &translator) else { return nil }
        let decoded = DecodingExpression.undeclaredMembers(container: container, known: [], type: type)
        return members.isEmpty ? decoded : .conversion(.opaque, decoded)
    }

    /// `Dictionary(uniqueKeysWithValues: pairs)` of pairs `keyValuePairs` made (bound to a local
    /// or written in place): the same members; nil for another argument.
    static func dictionaryOfUniquePairs(_ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingExpression?
    {
        guard arguments.count == 1, arguments[0].label == "uniqueKeysWithValues" else { return nil }
        if case .name(let local) = arguments[0].value, translator.locals.keyValuePairs.contains(local) {
            return try translator.translate(.name(local))
        }
        let pairs = try translator.translate(arguments[0].value)
        return Self.isKeyValuePairs(pairs) ? pairs : nil
    }

    static func isKeyValuePairs(_ expression: DecodingExpression) -> Bool {
        switch expression {
        case .undeclaredMembers(_, let known, _?): known.isEmpty
        case .conversion(.opaque, let inner): isKeyValuePairs(inner)
        default: false
        }
    }
}
