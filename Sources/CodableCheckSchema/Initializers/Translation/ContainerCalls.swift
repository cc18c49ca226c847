import CodableCheckCore

/// Calls on containers and decoders (`decode(_:forKey:)`, `nestedContainer`...), the keys they
/// name and the types they read, for `CustomDecodingTranslator`: each read planned in `types`,
/// each keys enum resolved as the compiler would. Each function works on the translator handed to
/// it; split off the translator (issue 24).
enum ContainerCalls {
    typealias Failure = CustomDecodingTranslator.Failure

    static func containerCall(
        _ container: String, _ method: String, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator
    ) throws(Failure)
        -> DecodingExpression
    {
        guard let kind = translator.containers[container] else {
            throw Failure(reason: "`\(Self.shortName(container))` is not a container or a decoder")
        }
        func argument(_ label: String?) -> BodyExpression? { arguments.first { $0.label == label }?.value }
        if case .decoder = kind, let call = try OpenAPIRuntimeCalls.openAPIRuntimeCall(container, method, arguments, in: &translator) {
            return call
        }
        if !kind.isStandardCall(method, labels: arguments.map(\.label)),
            let call = try ContainerExtensionCalls.containerExtensionCall(container, kind, method, arguments, in: &translator)
        {
            return call
        }
        switch (kind, method) {
        case (.decoder, "container"):
            guard let keys = try keysNode(argument("keyedBy"), in: translator) else { break }
            translator.usesKeyedContainer = true
            return try registering(.keyedContainer(decoder: .variable(container), keys: keys.name), keys: keys, in: &translator)
        case (.decoder, "unkeyedContainer"):
            return .unkeyedContainer(decoder: .variable(container))
        case (.decoder, "singleValueContainer"):
            translator.usesSingleValueContainer = true
            return .singleValueContainer(decoder: .variable(container))
        case (.keyed, "decode"), (.keyed, "decodeIfPresent"):
            guard let type = try readType(argument(nil), in: &translator), let key = argument("forKey") else { break }
            return .decode(
                container: container, type: type, key: try keyName(key, in: container, in: translator),
                ifPresent: method == "decodeIfPresent")
        case (.unkeyed, "decode"), (.unkeyed, "decodeIfPresent"), (.single, "decode"):
            guard arguments.count == 1, let type = try readType(argument(nil), in: &translator) else { break }
            return .decode(container: container, type: type, key: nil, ifPresent: method == "decodeIfPresent")
        case (.keyed, "decodeNil"):
            guard let key = argument("forKey") else { break }
            return .decodeNil(container: container, key: try keyName(key, in: container, in: translator))
        case (.unkeyed, "decodeNil"), (.single, "decodeNil"):
            guard arguments.isEmpty else { break }
            return .decodeNil(container: container, key: nil)
        case (.keyed, "contains"):
            guard let key = argument(nil) else { break }
            return .contains(container: container, key: try keyName(key, in: container, in: translator))
        case (.keyed, "nestedContainer"), (.unkeyed, "nestedContainer"):
            guard let keys = try keysNode(argument("keyedBy"), in: translator) else { break }
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container, in: translator) }
            if case .keyed = kind, key == nil { break }
            return try registering(.nestedKeyedContainer(container: container, key: key, keys: keys.name), keys: keys, in: &translator)
        case (.keyed, "nestedUnkeyedContainer"), (.unkeyed, "nestedUnkeyedContainer"):
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container, in: translator) }
            if case .keyed = kind, key == nil { break }
            return .nestedUnkeyedContainer(container: container, key: key)
        case (.keyed, "superDecoder"), (.unkeyed, "superDecoder"):
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container, in: translator) }
            return .superDecoder(container: container, key: key)
        default:
            break
        }
        throw Failure(reason: "`\(Self.shortName(container)).\(method)(...)` is not interpreted")
    }

    static func registering(_ expression: DecodingExpression, keys: KeySet, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingExpression
    {
        translator.pendingKeys = keys
        return expression
    }

    /// The keys enum of `CodingKeys.self` (declared in the type, or visible from it, or the
    /// synthesized `CodingKeys`).
    static func keysNode(_ expression: BodyExpression?, in translator: CustomDecodingTranslator) throws(Failure) -> KeySet? {
        // `container(keyedBy: type)` in a helper whose parameter `type` was handed `CodingKeys.self`.
        if case .name(let parameter)? = expression, let type = translator.typeParameters[parameter] {
            return try keysNode(.typeSelf(type), in: translator)
        }
        guard case .typeSelf(.named(let components))? = expression else {
            throw Failure(reason: "its `keyedBy:` is not a `CodingKey` type")
        }
        // The type's own synthesized `CodingKeys` hides an enclosing type's declared one.
        let namesSynthesizedKeys =
            (components.map(\.name) == ["CodingKeys"] || QualifiedOwnKeys.namesOwnKeys(components.map(\.name), in: translator))
            && translator.node.codingKeys == nil
        if namesSynthesizedKeys, translator.node.synthesizesEncoding { return synthesizedKeySet(in: translator) }
        if let keys = translator.resolver.nominal(components.map(\.name), from: translator.node), keys.kind == .enum {
            let keyEnum = CodingKeyEnum(keys, resolver: translator.resolver)
            guard !keyEnum.hasUnreadStringValue else {
                throw Failure(reason: "'\(keys.name)' declares its own `stringValue`, which is not read", isPrecise: true)
            }
            return KeySet(name: keys.name, keys: keyEnum.keysByCaseName, hasOwnStringValue: keyEnum.hasOwnStringValue)
        }
        if components.count == 1, let bound = translator.typeArguments[components[0].name] {
            return try keysNode(.typeSelf(bound), in: translator)
        }
        if let keys = translator.resolver.nominal(components.map(\.name), from: translator.node), keys.kind == .struct,
            keys.conformances.contains(where: { $0.type.description == "CodingKey" })
        {
            return KeySet(name: keys.name, keys: [:], acceptsAnyKey: true)
        }
        if namesSynthesizedKeys { return synthesizedKeySet(in: translator) }
        throw Failure(reason: "its `keyedBy:` is not a `CodingKey` enum declared in the models")
    }

    /// The JSON key of `.latitude` or `CodingKeys.latitude` in the container's keys enum.
    static func keyName(_ expression: BodyExpression, in container: String, in translator: CustomDecodingTranslator) throws(Failure)
        -> String
    {
        if case .name(let parameter) = expression, let key = translator.keyParameters[parameter] { return key }
        if case .keyed(let keys)? = translator.containers[container], keys.acceptsAnyKey,
            let key = StructKeys.structKey(expression, of: keys, in: translator)
        {
            return key
        }
        if case .keyed(let keys)? = translator.containers[container], let key = PayloadCaseKeys.key(expression, of: keys, in: translator) {
            return key
        }
        let caseName: String
        switch expression {
        case .implicitMember(let name): caseName = name
        case .member(_, let name): caseName = name
        case .name(let local) where translator.boundKeyCases[local] != nil: caseName = translator.boundKeyCases[local] ?? local
        default: throw Failure(reason: "its key `\(WrittenExpression.render(expression))` is not a `CodingKey` case")
        }
        guard case .keyed(let keys)? = translator.containers[container] else {
            throw Failure(reason: "`\(container)` is not a keyed container")
        }
        guard let key = keys.keys[caseName] else {
            throw Failure(reason: "'\(keys.name)' has no case '\(caseName)'")
        }
        return key
    }

    /// `T.self` planned, as an index into `types`.
    static func readType(_ expression: BodyExpression?, in translator: inout CustomDecodingTranslator) throws(Failure) -> Int? {
        let written: TypeReference
        switch expression {
        case .typeSelf(let type)?: written = type
        // `decode(type, forKey: key)` in a helper whose parameter `type` was handed `Tag.self`.
        case .name(let parameter)? where translator.typeParameters[parameter] != nil:
            written = translator.typeParameters[parameter] ?? .tuple([])
        default: return nil
        }
        let type = GenericBinding.substitutingGenerics(written, translator.typeArguments)
        if let why = translator.unplannableTypes[type.description] { throw Failure(reason: why, isPrecise: true) }
        translator.types.append(type)
        if type != written || translator.typeParameters.values.contains(written) {
            translator.substitutedTypes.insert(translator.types.count - 1)
        }
        return translator.types.count - 1
    }

    /// The keys enum a just-translated container expression was opened with, taken once.
    static func takePendingKeys(in translator: inout CustomDecodingTranslator) -> KeySet? {
        defer { translator.pendingKeys = nil }
        return translator.pendingKeys
    }

    /// A variable's name for messages (a hidden one for a chained call reads as the chain).
    static func shortName(_ name: String) -> String {
        name.hasPrefix("$container") ? "the chained container" : name
    }

    /// The `CodingKeys` the compiler synthesizes for the type whose `init(from:)` this is.
    private static func synthesizedKeySet(in translator: CustomDecodingTranslator) -> KeySet {
        KeySet(
            name: "CodingKeys",
            keys: Dictionary(translator.node.synthesizedCodingKeyNames.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }))
    }
}
