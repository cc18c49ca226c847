import CodableCheckCore

/// Bodies that choose what to decode from the document's content, for
/// `CustomDecodingTranslator`: a discriminated union switched on a `type` member (`case
/// Feature.Kind.Feature.rawValue: self = .feature(try Feature(from: decoder))`), and a
/// single-key enum switched on the one key present (`guard let key = container.allKeys.first`,
/// `switch key { case .library: ... forKey: key ... }`): `allKeys` and what is asked of it, the
/// keys enum a local holds, raw values of cases, and the values a `case` matches. Each function
/// works on the translator handed to it; split off the translator (issue 24).
enum ContentDispatch {
    typealias Failure = CustomDecodingTranslator.Failure

    /// The expressions of these bodies the general translation does not know: `allKeys` and what
    /// is asked of it, constants named through nested types or `.rawValue`, and a declared type
    /// decoded whole from the decoder (`Feature(from: decoder)`). Nil for any other expression.
    static func dispatchExpression(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingExpression?
    {
        switch expression {
        case .call(.member(.member(.name(let container), "allKeys"), "map"), let arguments)
        where translator.containers[container]?.acceptsAnyKey == true:
            if let pairs = try KeyValuePairReads.keyValuePairs(container, arguments, in: &translator) { return pairs }
            throw Failure(
                reason:
                    "only a `map` of each key to its decoded value is followed over the keys of `\(ContainerCalls.shortName(container))`")
        case .call(.name("Dictionary"), let arguments) where arguments.first?.label == "uniqueKeysWithValues":
            if let members = try KeyValuePairReads.dictionaryOfUniquePairs(arguments, in: &translator) { return members }
            throw Failure(
                reason:
                    "`Dictionary(uniqueKeysWithValues:)` stops the app on a key given twice, which the tool checks only for pairs of `allKeys`"
            )
        case .member(.name(let container), "allKeys"):
            // Keys with their own `stringValue` have the `allKeys` their own `init?(stringValue:)` makes.
            guard case .keyed(let keys)? = translator.containers[container], !keys.hasOwnStringValue else { return nil }
            if keys.acceptsAnyKey {
                throw Failure(
                    reason:
                        "the keys of `\(ContainerCalls.shortName(container))` are any the object has, and only a loop that decodes each is followed"
                )
            }
            return .allKeys(container: container, keys: keys.keys.values.sorted())
        case .member(let base, let end) where ["first", "last"].contains(end) && allKeysContainer(base, in: translator) != nil:
            return .conversion(.elementOfUnordered, try translator.translate(base))
        case .call(.member(let base, let method), let arguments) where allKeysContainer(base, in: translator) != nil:
            return try allKeysCall(base, method, arguments, in: &translator)
        case .member(let base, "rawValue"):
            // `ShapeKind.circle.rawValue`, `Feature.Kind.Feature.rawValue`: the case's raw value.
            guard let path = WrittenExpression.typePath(of: base), path.count >= 2 else { return nil }
            return rawValue(ofCase: path.last ?? "", in: Array(path.dropLast()), in: translator).map(DecodingExpression.literal)
        case .member(let base, let name):
            // `Feature.Kind.Feature`: a constant or case of a nested type (`Kind.x` is read where
            // any other constant is).
            guard let owner = WrittenExpression.typePath(of: base), owner.count >= 2 else { return nil }
            if let text = translator.constant(owner, name) { return .literal(text) }
            return ExpressionReader.caseOfEnum(owner, name, in: translator)
        case .call(let callee, let arguments):
            return try WholeDecoding.wholeDecoding(callee, arguments, in: &translator)
        case .binary(let op, let left, .implicitMember(let name)) where ["==", "!=", "??"].contains(op):
            // `kind == .lane`, `(try? c.decode(Kind.self, ...)) ?? .text`: a case of the decoded
            // raw enum, which compares (and is held) as its raw value.
            guard let owner = rawEnumPath(of: left, having: name, in: translator) else { return nil }
            return try translator.translate(.binary(op, left, WrittenExpression.memberExpression(owner + [name])))
        case .binary(let op, .implicitMember(let name), let right) where ["==", "!="].contains(op):
            guard let owner = rawEnumPath(of: right, having: name, in: translator) else { return nil }
            return try translator.translate(.binary(op, WrittenExpression.memberExpression(owner + [name]), right))
        default:
            return nil
        }
    }

    /// The raw enum (as a type path) that the expression, as written, decodes or holds, when it
    /// has a case `name`: a read (`c.decode(Kind.self, ...)`, under `try`, `try?` or left of `??`)
    /// or a local bound to one.
    static func rawEnumPath(of expression: BodyExpression, having name: String, in translator: CustomDecodingTranslator) -> [String]? {
        var type: TypeReference?
        switch expression {
        case .name(let local): type = translator.locals.types[local]
        case .tryExpression(_, let inner), .binary("??", let inner, _): return rawEnumPath(of: inner, having: name, in: translator)
        case .call(.member(.name(let container), let method), let arguments)
        where translator.containers[container] != nil && ["decode", "decodeIfPresent"].contains(method):
            if case .typeSelf(let read)? = arguments.first?.value { type = read.unwrappingOptionals }
        default: break
        }
        guard let type, DecodedTypes.rawCaseValues(of: type, in: translator)?[name] != nil, case .named(let components) = type else {
            return nil
        }
        return components.map(\.name)
    }

    /// The raw value (JSON text) of a case of a raw enum declared in the models.
    static func rawValue(ofCase name: String, in owner: [String], in translator: CustomDecodingTranslator) -> String? {
        guard let enumNode = owner == ["Self"] ? translator.node : translator.resolver.nominal(owner, from: translator.node) else {
            return nil
        }
        guard let rawType = translator.resolver.rawType(of: enumNode),
            let value = translator.resolver.rawValues(of: enumNode, rawType: rawType)?.first(where: { $0.name == name })
        else { return nil }
        return rawType == .string ? JSONText.quoted(value.rawValue) : value.rawValue
    }

    /// The keyed container whose `allKeys` the expression is (`container.allKeys`), if it is.
    static func allKeysContainer(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> String? {
        guard case .member(.name(let container), "allKeys") = expression, case .keyed(let keys)? = translator.containers[container],
            !keys.acceptsAnyKey, !keys.hasOwnStringValue
        else { return nil }
        return container
    }

    /// `allKeys.first(where: container.contains)` and `allKeys.contains(.library)`; any other
    /// call on `allKeys` is not followed (what it depends on is the keys' order, or a predicate).
    static func allKeysCall(
        _ base: BodyExpression, _ method: String, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator
    ) throws(Failure)
        -> DecodingExpression
    {
        guard let container = allKeysContainer(base, in: translator) else { throw Failure(reason: "it is not a container's `allKeys`") }
        switch method {
        case "first", "last":
            // Every key in `allKeys` is one the container contains: the predicate keeps them all.
            guard
                arguments.isEmpty
                    || arguments.count == 1 && arguments[0].label == "where" && keepsEveryKey(arguments[0].value, container, in: translator)
            else {
                throw Failure(reason: "`allKeys.\(method)(where:)` with a test other than `\(container).contains`", isPrecise: true)
            }
            return .conversion(.elementOfUnordered, try translator.translate(base))
        case "contains" where arguments.count == 1 && arguments[0].label == nil:
            return .contains(container: container, key: try ContainerCalls.keyName(arguments[0].value, in: container, in: translator))
        default:
            throw Failure(
                reason: "`allKeys.\(method)(...)` depends on the order of the keys, which JSONDecoder does not fix", isPrecise: true)
        }
    }

    /// `container.contains` or `{ container.contains($0) }`.
    static func keepsEveryKey(_ predicate: BodyExpression, _ container: String, in translator: CustomDecodingTranslator) -> Bool {
        switch predicate {
        case .member(.name(let name), "contains"): name == container
        case .closure(.call(.member(.name(let name), "contains"), let arguments)?):
            name == container && arguments.count == 1 && arguments[0].value == .name("$0")
        default: false
        }
    }

    /// A local bound to one of a container's keys (`let key = container.allKeys.first`)
    /// remembers the keys enum, so that `switch key` can name its cases.
    static func noteKeyLocal(_ name: String, _ expression: DecodingExpression, in translator: inout CustomDecodingTranslator) {
        translator.locals.keySets[name] = keySet(of: expression, in: translator)
    }

    /// The keys enum whose case the expression's value is, when it is one.
    static func keySet(of expression: DecodingExpression, in translator: CustomDecodingTranslator) -> KeySet? {
        switch expression {
        case .conversion(.elementOfUnordered, .allKeys(let container, _)):
            if case .keyed(let keys)? = translator.containers[container] { return keys }
            return nil
        case .variable(let name): return translator.locals.keySets[name]
        default: return nil
        }
    }

    /// The values (JSON texts) a `case` matches: literals; cases of the decoded raw enum or of the
    /// keys enum the subject holds; constants (`ShapeKind.circle.rawValue`, `Self.kind`).
    static func caseValues(of patterns: [BodyExpression], subject: DecodingExpression, in translator: inout CustomDecodingTranslator)
        throws(Failure) -> [String]
    {
        let keys = keySet(of: subject, in: translator)
        let named =
            DecodedTypes.decodedType(of: subject, in: translator).flatMap { DecodedTypes.rawCaseValues(of: $0, in: translator) }
            ?? keys.map { keys in keys.keys.mapValues { JSONText.quoted($0) } }
        var values: [String] = []
        for pattern in patterns {
            if case .literal(let text) = pattern {
                values.append(text)
                continue
            }
            if let name = WrittenExpression.caseName(pattern, keysEnum: keys?.name), let value = named?[name] {
                values.append(value)
                continue
            }
            // A constant reads nothing: any read it would plan is dropped with it.
            let typeCount = translator.types.count
            let constant = try? translator.translate(pattern)
            translator.dropTypes(from: typeCount)
            guard case .literal(let text)? = constant, !ContainerNames.mentionsContainer(pattern, in: translator) else {
                throw Failure(
                    reason:
                        "only `case` patterns that are literals, constants, or cases of a decoded raw enum or of the keys enum are interpreted"
                )
            }
            values.append(text)
        }
        return values
    }

    /// The case of a keys enum a single-pattern `case` of `switch key` stands for: inside it,
    /// `forKey: key` is that key.
    static func boundKeyCase(of patterns: [BodyExpression], subject: DecodingExpression, in translator: CustomDecodingTranslator) -> (
        local: String, caseName: String
    )? {
        guard patterns.count == 1, case .variable(let local) = subject, let keys = translator.locals.keySets[local],
            let name = WrittenExpression.caseName(patterns[0], keysEnum: keys.name), keys.keys[name] != nil
        else { return nil }
        return (local, name)
    }

    /// `self = .bankTransfer(...)` in an enum whose `encode(to:)` is synthesized: the case is
    /// written under its `CodingKeys` string value, as that encoding does.
    static func encodedCaseNames(_ expression: DecodingExpression, in translator: CustomDecodingTranslator) -> DecodingExpression {
        guard translator.node.kind == .enum, translator.node.encodingFunction == nil, case .enumCase(let name, let arguments) = expression,
            let keys = translator.node.codingKeys, let renamed = CodingKeyEnum(keys, resolver: translator.resolver).keysByCaseName[name]
        else { return expression }
        return .enumCase(name: renamed, arguments: arguments)
    }
}
