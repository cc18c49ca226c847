import CodableCheckCore

/// Calls on containers and decoders (`decode(_:forKey:)`, `nestedContainer`...), their keys and
/// the types they read.
extension CustomDecodingTranslator {
    mutating func containerCall(_ container: String, _ method: String, _ arguments: [BodyArgument]) throws(Failure)
        -> DecodingExpression
    {
        guard let kind = containers[container] else {
            throw Failure(reason: "`\(Self.shortName(container))` is not a container or a decoder")
        }
        func argument(_ label: String?) -> BodyExpression? { arguments.first { $0.label == label }?.value }
        if case .decoder = kind, let call = try openAPIRuntimeCall(container, method, arguments) { return call }
        if !kind.isStandardCall(method, labels: arguments.map(\.label)),
            let call = try containerExtensionCall(container, kind, method, arguments)
        {
            return call
        }
        switch (kind, method) {
        case (.decoder, "container"):
            guard let keys = try keysNode(argument("keyedBy")) else { break }
            usesKeyedContainer = true
            return try registering(.keyedContainer(decoder: .variable(container), keys: keys.name), keys: keys)
        case (.decoder, "unkeyedContainer"):
            return .unkeyedContainer(decoder: .variable(container))
        case (.decoder, "singleValueContainer"):
            usesSingleValueContainer = true
            return .singleValueContainer(decoder: .variable(container))
        case (.keyed, "decode"), (.keyed, "decodeIfPresent"):
            guard let type = try readType(argument(nil)), let key = argument("forKey") else { break }
            return .decode(container: container, type: type, key: try keyName(key, in: container), ifPresent: method == "decodeIfPresent")
        case (.unkeyed, "decode"), (.unkeyed, "decodeIfPresent"), (.single, "decode"):
            guard arguments.count == 1, let type = try readType(argument(nil)) else { break }
            return .decode(container: container, type: type, key: nil, ifPresent: method == "decodeIfPresent")
        case (.keyed, "decodeNil"):
            guard let key = argument("forKey") else { break }
            return .decodeNil(container: container, key: try keyName(key, in: container))
        case (.unkeyed, "decodeNil"), (.single, "decodeNil"):
            guard arguments.isEmpty else { break }
            return .decodeNil(container: container, key: nil)
        case (.keyed, "contains"):
            guard let key = argument(nil) else { break }
            return .contains(container: container, key: try keyName(key, in: container))
        case (.keyed, "nestedContainer"), (.unkeyed, "nestedContainer"):
            guard let keys = try keysNode(argument("keyedBy")) else { break }
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container) }
            if case .keyed = kind, key == nil { break }
            return try registering(.nestedKeyedContainer(container: container, key: key, keys: keys.name), keys: keys)
        case (.keyed, "nestedUnkeyedContainer"), (.unkeyed, "nestedUnkeyedContainer"):
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container) }
            if case .keyed = kind, key == nil { break }
            return .nestedUnkeyedContainer(container: container, key: key)
        case (.keyed, "superDecoder"), (.unkeyed, "superDecoder"):
            let key = try argument("forKey").map { (key) throws(Failure) in try keyName(key, in: container) }
            return .superDecoder(container: container, key: key)
        default:
            break
        }
        throw Failure(reason: "`\(Self.shortName(container)).\(method)(...)` is not interpreted")
    }

    mutating func registering(_ expression: DecodingExpression, keys: KeySet) throws(Failure) -> DecodingExpression {
        pendingKeys = keys
        return expression
    }

    /// The keys enum of `CodingKeys.self` (declared in the type, or visible from it, or the
    /// synthesized `CodingKeys`).
    func keysNode(_ expression: BodyExpression?) throws(Failure) -> KeySet? {
        // `container(keyedBy: type)` in a helper whose parameter `type` was handed `CodingKeys.self`.
        if case .name(let parameter)? = expression, let type = typeParameters[parameter] { return try keysNode(.typeSelf(type)) }
        guard case .typeSelf(.named(let components))? = expression else {
            throw Failure(reason: "its `keyedBy:` is not a `CodingKey` type")
        }
        // The type's own synthesized `CodingKeys` hides an enclosing type's declared one.
        let namesSynthesizedKeys = components.map(\.name) == ["CodingKeys"] && node.codingKeys == nil
        if namesSynthesizedKeys, node.synthesizesEncoding { return synthesizedKeySet }
        if let keys = resolver.nominal(components.map(\.name), from: node), keys.kind == .enum {
            let keyEnum = CodingKeyEnum(keys, resolver: resolver)
            guard !keyEnum.hasUnreadStringValue else {
                throw Failure(reason: "'\(keys.name)' declares its own `stringValue`, which is not read", isPrecise: true)
            }
            return KeySet(name: keys.name, keys: keyEnum.keysByCaseName, hasOwnStringValue: keyEnum.hasOwnStringValue)
        }
        if components.count == 1, let bound = typeArguments[components[0].name] { return try keysNode(.typeSelf(bound)) }
        if let keys = resolver.nominal(components.map(\.name), from: node), keys.kind == .struct,
            keys.conformances.contains(where: { $0.type.description == "CodingKey" })
        {
            return KeySet(name: keys.name, keys: [:], acceptsAnyKey: true)
        }
        if namesSynthesizedKeys { return synthesizedKeySet }
        throw Failure(reason: "its `keyedBy:` is not a `CodingKey` enum declared in the models")
    }

    /// The `CodingKeys` the compiler synthesizes for the type whose `init(from:)` this is.
    private var synthesizedKeySet: KeySet {
        KeySet(
            name: "CodingKeys",
            keys: Dictionary(node.synthesizedCodingKeyNames.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The JSON key of `.latitude` or `CodingKeys.latitude` in the container's keys enum.
    func keyName(_ expression: BodyExpression, in container: String) throws(Failure) -> String {
        if case .name(let parameter) = expression, let key = keyParameters[parameter] { return key }
        if case .keyed(let keys)? = containers[container], keys.acceptsAnyKey, let key = structKey(expression, of: keys) {
            return key
        }
        let caseName: String
        switch expression {
        case .implicitMember(let name): caseName = name
        case .member(_, let name): caseName = name
        case .name(let local) where boundKeyCases[local] != nil: caseName = boundKeyCases[local] ?? local
        default: throw Failure(reason: "its key `\(WrittenExpression.render(expression))` is not a `CodingKey` case")
        }
        guard case .keyed(let keys)? = containers[container] else {
            throw Failure(reason: "`\(container)` is not a keyed container")
        }
        guard let key = keys.keys[caseName] else {
            throw Failure(reason: "'\(keys.name)' has no case '\(caseName)'")
        }
        return key
    }

    /// `T.self` planned, as an index into `types`.
    mutating func readType(_ expression: BodyExpression?) throws(Failure) -> Int? {
        let written: TypeReference
        switch expression {
        case .typeSelf(let type)?: written = type
        // `decode(type, forKey: key)` in a helper whose parameter `type` was handed `Tag.self`.
        case .name(let parameter)? where typeParameters[parameter] != nil: written = typeParameters[parameter] ?? .tuple([])
        default: return nil
        }
        let type = GenericBinding.substitutingGenerics(written, typeArguments)
        if let why = unplannableTypes[type.description] { throw Failure(reason: why, isPrecise: true) }
        types.append(type)
        if type != written || typeParameters.values.contains(written) { substitutedTypes.insert(types.count - 1) }
        return types.count - 1
    }

    /// The keys enum a just-translated container expression was opened with, taken once.
    mutating func takePendingKeys() -> KeySet? {
        defer { pendingKeys = nil }
        return pendingKeys
    }

    /// The type an expression reads, when it is a read (or a local holding one).
    func decodedType(of expression: DecodingExpression) -> TypeReference? {
        switch expression {
        case .decode(_, let type, _, _): types[type]
        case .variable(let name): locals.types[name]
        case .scoped(_, _, let body): decodedType(of: body)
        // `(try? c.decode(Kind.self, ...)) ?? .text` holds a `Kind` too.
        case .tryOptional(let inner, _): decodedType(of: inner)
        case .coalesce(let value, let fallback): decodedType(of: value) ?? decodedType(of: fallback)
        // `try c.decode(Probe.self).kind` holds what the property `kind` is declared as.
        case .conversion(.member(let key), let base): encodedMemberType(key: key, of: base) as TypeReference?
        default: nil
        }
    }

    /// How many levels of optional the expression's value has, when the types tell:
    /// `decodeIfPresent(String.self, ...)` is 1, `decode(String??.self, ...)` 2, `try? e` at least 1.
    func optionalDepth(of expression: DecodingExpression) -> Int? {
        switch expression {
        case .decode(_, let type, _, let ifPresent): types[type].map { Self.optionalDepth(of: $0) + (ifPresent ? 1 : 0) }
        case .tryOptional(let inner, _): max(1, optionalDepth(of: inner) ?? 1)
        case .scoped(_, _, let body): optionalDepth(of: body)
        case .coalesce(_, let fallback): optionalDepth(of: fallback)
        default: nil
        }
    }

    static func optionalDepth(of type: TypeReference) -> Int {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): 1 + optionalDepth(of: wrapped)
        default: 0
        }
    }

    /// The value as the property holds it: an optional value assigned to a property with more
    /// levels of optional is wrapped, so its nil is `.some(nil)` (see `DecodingConversion`).
    func wrapped(_ expression: DecodingExpression, forProperty name: String) -> DecodingExpression {
        guard let type = node.instanceProperties.first(where: { $0.name == name })?.type,
            let depth = optionalDepth(of: expression), depth >= 1, depth < Self.optionalDepth(of: type)
        else { return expression }
        return .conversion(.wrappedInOptional, expression)
    }

    /// A raw enum's cases as JSON texts of their raw values, by case name.
    func rawCaseValues(of type: TypeReference) -> [String: String]? {
        guard case .named(let components) = type, let enumNode = resolver.nominal(components.map(\.name), from: node),
            let rawType = resolver.rawType(of: enumNode), let values = resolver.rawValues(of: enumNode, rawType: rawType)
        else { return nil }
        return Dictionary(
            values.map { ($0.name, rawType == .string ? JSONText.quoted($0.rawValue) : $0.rawValue) },
            uniquingKeysWith: { first, _ in first })
    }

    /// A variable's name for messages (a hidden one for a chained call reads as the chain).
    static func shortName(_ name: String) -> String {
        name.hasPrefix("$container") ? "the chained container" : name
    }
}
