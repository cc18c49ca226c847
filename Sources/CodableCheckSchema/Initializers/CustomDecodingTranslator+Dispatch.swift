import CodableCheckCore

/// Bodies that choose what to decode from the document's content: a discriminated union switched
/// on a `type` member (`case Feature.Kind.Feature.rawValue: self = .feature(try Feature(from:
/// decoder))`), and a single-key enum switched on the one key present (`guard let key =
/// container.allKeys.first`, `switch key { case .library: ... forKey: key ... }`).
extension CustomDecodingTranslator {
    /// The expressions of these bodies the general translation does not know: `allKeys` and what
    /// is asked of it, constants named through nested types or `.rawValue`, and a declared type
    /// decoded whole from the decoder (`Feature(from: decoder)`). Nil for any other expression.
    mutating func dispatchExpression(_ expression: BodyExpression) throws(Failure) -> DecodingExpression? {
        switch expression {
        case .call(.member(.member(.name(let container), "allKeys"), "map"), let arguments)
        where containers[container]?.acceptsAnyKey == true:
            if let pairs = try keyValuePairs(container, arguments) { return pairs }
            throw Failure(
                reason: "only a `map` of each key to its decoded value is followed over the keys of `\(Self.shortName(container))`")
        case .call(.name("Dictionary"), let arguments) where arguments.first?.label == "uniqueKeysWithValues":
            if let members = try dictionaryOfUniquePairs(arguments) { return members }
            throw Failure(
                reason:
                    "`Dictionary(uniqueKeysWithValues:)` stops the app on a key given twice, which the tool checks only for pairs of `allKeys`"
            )
        case .member(.name(let container), "allKeys"):
            // Keys with their own `stringValue` have the `allKeys` their own `init?(stringValue:)` makes.
            guard case .keyed(let keys)? = containers[container], !keys.hasOwnStringValue else { return nil }
            if keys.acceptsAnyKey {
                throw Failure(
                    reason:
                        "the keys of `\(Self.shortName(container))` are any the object has, and only a loop that decodes each is followed")
            }
            return .allKeys(container: container, keys: keys.keys.values.sorted())
        case .member(let base, let end) where ["first", "last"].contains(end) && allKeysContainer(base) != nil:
            return .conversion(.elementOfUnordered, try translate(base))
        case .call(.member(let base, let method), let arguments) where allKeysContainer(base) != nil:
            return try allKeysCall(base, method, arguments)
        case .member(let base, "rawValue"):
            // `ShapeKind.circle.rawValue`, `Feature.Kind.Feature.rawValue`: the case's raw value.
            guard let path = WrittenExpression.typePath(of: base), path.count >= 2 else { return nil }
            return rawValue(ofCase: path.last ?? "", in: Array(path.dropLast())).map(DecodingExpression.literal)
        case .member(let base, let name):
            // `Feature.Kind.Feature`: a constant or case of a nested type (`Kind.x` is read where
            // any other constant is).
            guard let owner = WrittenExpression.typePath(of: base), owner.count >= 2 else { return nil }
            if let text = constant(owner, name) { return .literal(text) }
            return ExpressionReader.caseOfEnum(owner, name, in: self)
        case .call(let callee, let arguments):
            return try wholeDecoding(callee, arguments)
        case .binary(let op, let left, .implicitMember(let name)) where ["==", "!=", "??"].contains(op):
            // `kind == .lane`, `(try? c.decode(Kind.self, ...)) ?? .text`: a case of the decoded
            // raw enum, which compares (and is held) as its raw value.
            guard let owner = rawEnumPath(of: left, having: name) else { return nil }
            return try translate(.binary(op, left, WrittenExpression.memberExpression(owner + [name])))
        case .binary(let op, .implicitMember(let name), let right) where ["==", "!="].contains(op):
            guard let owner = rawEnumPath(of: right, having: name) else { return nil }
            return try translate(.binary(op, WrittenExpression.memberExpression(owner + [name]), right))
        default:
            return nil
        }
    }

    /// The raw enum (as a type path) that the expression, as written, decodes or holds, when it
    /// has a case `name`: a read (`c.decode(Kind.self, ...)`, under `try`, `try?` or left of `??`)
    /// or a local bound to one.
    func rawEnumPath(of expression: BodyExpression, having name: String) -> [String]? {
        var type: TypeReference?
        switch expression {
        case .name(let local): type = locals.types[local]
        case .tryExpression(_, let inner), .binary("??", let inner, _): return rawEnumPath(of: inner, having: name)
        case .call(.member(.name(let container), let method), let arguments)
        where containers[container] != nil && ["decode", "decodeIfPresent"].contains(method):
            if case .typeSelf(let read)? = arguments.first?.value { type = read.unwrappingOptionals }
        default: break
        }
        guard let type, rawCaseValues(of: type)?[name] != nil, case .named(let components) = type else { return nil }
        return components.map(\.name)
    }

    /// The raw value (JSON text) of a case of a raw enum declared in the models.
    func rawValue(ofCase name: String, in owner: [String]) -> String? {
        guard let enumNode = owner == ["Self"] ? node : resolver.nominal(owner, from: node) else { return nil }
        guard let rawType = resolver.rawType(of: enumNode),
            let value = resolver.rawValues(of: enumNode, rawType: rawType)?.first(where: { $0.name == name })
        else { return nil }
        return rawType == .string ? JSONText.quoted(value.rawValue) : value.rawValue
    }

    // MARK: Whole decoding

    /// `try Feature(from: decoder)`: the declared type decoded from the same decoder, as
    /// `decoder.singleValueContainer().decode(Feature.self)` does (for a type of the app's, the two
    /// run the same `init(from:)` with the same coding path in `JSONDecoder`). Foundation's own
    /// types are left out: `Date(from:)` ignores the decoder's date strategy, which
    /// `singleValueContainer()` applies.
    mutating func wholeDecoding(_ callee: BodyExpression, _ arguments: [BodyArgument]) throws(Failure) -> DecodingExpression? {
        if arguments.count > 1, arguments[0].label == "from" { return try decodingThroughInitializer(callee, arguments) }
        if case .arrayLiteral(let elements) = callee, elements.count == 1, let path = WrittenExpression.typePath(of: elements[0]),
            path != ["Self"],
            arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
            case .decoder? = containers[decoder]
        {
            // `[Move](from: decoder)`: `Array`'s `init(from:)` reads the unkeyed container, as decoding `[Move]` does.
            return try decodedWhole(.array(.named(path.map { TypeReference.Component(name: $0, arguments: []) })), from: decoder)
        }
        if let path = WrittenExpression.typePath(of: callee), path.count == 1, node.declaration.genericParameters.contains(path[0]) {
            // `try Wrapped(from: decoder)` in `CopyOnWriteBox<Wrapped>` (swift-openapi-runtime):
            // followed when the plan binds the parameter to a type declared in the models (as
            // for `Feature(from: decoder)` below) or to the survey's placeholder; bound to
            // another (`Date`, whose own `init(from:)` ignores the date strategy), it is not.
            guard arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
                case .decoder? = containers[decoder]
            else { return nil }
            if !placeholderParameters.contains(path[0]) {
                guard let bound = typeNamed(path), bound.order != node.order, bound.kind != .protocol else { return nil }
            }
            return try decodedWhole(.named([TypeReference.Component(name: path[0], arguments: [])]), from: decoder)
        }
        if let (decoder, value) = ExtraMembersDictionary.wholeDictionary(callee, arguments, resolver: resolver, from: node),
            case .decoder? = containers[decoder], let index = try readType(.typeSelf(value))
        {
            // `[String: RawJSON](from: decoder)`: every member, keys as `allKeys` lists them.
            usesKeyedContainer = true
            let name = "$container\(chainCount)"
            chainCount += 1
            let members = DecodingExpression.undeclaredMembers(container: name, known: [], type: index)
            return .scoped(name, .keyedContainer(decoder: .variable(decoder), keys: "StringKey"), members)
        }
        guard arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
            case .decoder? = containers[decoder], let called = CalledType.of(callee), called.path != ["Self"],
            let decoded = resolver.nominal(called.path, from: node), decoded.order != node.order
        else { return nil }
        return try decodedWhole(called.type, from: decoder)
    }

    /// `self.part = try .init(from: decoder)` (swift-openapi-generator's `allOf` and `anyOf`
    /// bodies): the type Swift infers from the property or annotated local assigned, decoded whole
    /// when it is declared in the models (not this type itself). For an optional property Swift
    /// picks `Optional`'s own `init(from:)` (probed on 6.3.1: `null` gives nil without an error,
    /// anything else is read as the wrapped type), which is what decoding `T?` from the decoder's
    /// single-value container does. Nil when the context gives no type.
    mutating func wholeDecodingOfContextType(_ arguments: [BodyArgument]) throws(Failure) -> DecodingExpression? {
        guard let context = contextType, context.method == "init", context.arguments == arguments,
            arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
            case .decoder? = containers[decoder], case .named(let components) = context.type.unwrappingOptionals,
            let decoded = resolver.nominal(components.map(\.name), from: node), decoded.order != node.order
        else { return nil }
        contextType = nil
        return try decodedWhole(context.type, from: decoder)
    }

    /// `type` decoded from `decoder`'s single-value container, as `T(from: decoder)` does.
    private mutating func decodedWhole(_ type: TypeReference, from decoder: String) throws(Failure) -> DecodingExpression? {
        guard let index = try readType(.typeSelf(type)) else { return nil }
        usesSingleValueContainer = true
        let name = "$container\(chainCount)"
        chainCount += 1
        return .scoped(
            name, .singleValueContainer(decoder: .variable(decoder)), .decode(container: name, type: index, key: nil, ifPresent: false))
    }

    /// `try Step(from: c.superDecoder(), regions: regions)`: a declared type decoded through an
    /// initializer of its own that takes the decoder and more (`init(from:regions:)`), as a read
    /// of the type whose plan is that initializer's body (`alternateInitializers`). The other
    /// arguments are not evaluated: in that plan the parameters hold values the tool does not
    /// know, so what depends on them is unchecked there. Nil when the type declares no such
    /// initializer.
    mutating func decodingThroughInitializer(_ callee: BodyExpression, _ arguments: [BodyArgument]) throws(Failure)
        -> DecodingExpression?
    {
        guard let path = WrittenExpression.typePath(of: callee), let decoded = path == ["Self"] ? node : resolver.nominal(path, from: node),
            decoded.declaration.genericParameters.isEmpty,
            decoded.functions.contains(where: {
                $0.name == "init" && !$0.isStatic && ArgumentLabels.accepts($0.parameters, labels: arguments.map(\.label))
            })
        else { return nil }
        if let reading = arguments.dropFirst().first(where: { mentionsContainer($0.value) }) {
            throw Failure(reason: "its argument `\(WrittenExpression.render(reading.value))` reads from a container", isPrecise: true)
        }
        let decoder = try translate(arguments[0].value)
        guard case .decoder? = containerKind(of: decoder) else { return nil }
        let type = TypeReference.named(
            decoded.qualifiedName.split(separator: ".").map { TypeReference.Component(name: String($0), arguments: []) })
        guard let index = try readType(.typeSelf(type)) else { return nil }
        alternateInitializers[index] = arguments.map(\.label)
        usesSingleValueContainer = true
        let name = "$container\(chainCount)"
        chainCount += 1
        return .scoped(name, .singleValueContainer(decoder: decoder), .decode(container: name, type: index, key: nil, ifPresent: false))
    }

    // MARK: allKeys

    /// The keyed container whose `allKeys` the expression is (`container.allKeys`), if it is.
    func allKeysContainer(_ expression: BodyExpression) -> String? {
        guard case .member(.name(let container), "allKeys") = expression, case .keyed(let keys)? = containers[container],
            !keys.acceptsAnyKey, !keys.hasOwnStringValue
        else { return nil }
        return container
    }

    /// `allKeys.first(where: container.contains)` and `allKeys.contains(.library)`; any other
    /// call on `allKeys` is not followed (what it depends on is the keys' order, or a predicate).
    mutating func allKeysCall(_ base: BodyExpression, _ method: String, _ arguments: [BodyArgument]) throws(Failure)
        -> DecodingExpression
    {
        guard let container = allKeysContainer(base) else { throw Failure(reason: "it is not a container's `allKeys`") }
        switch method {
        case "first", "last":
            // Every key in `allKeys` is one the container contains: the predicate keeps them all.
            guard arguments.isEmpty || arguments.count == 1 && arguments[0].label == "where" && keepsEveryKey(arguments[0].value, container)
            else {
                throw Failure(reason: "`allKeys.\(method)(where:)` with a test other than `\(container).contains`", isPrecise: true)
            }
            return .conversion(.elementOfUnordered, try translate(base))
        case "contains" where arguments.count == 1 && arguments[0].label == nil:
            return .contains(container: container, key: try keyName(arguments[0].value, in: container))
        default:
            throw Failure(
                reason: "`allKeys.\(method)(...)` depends on the order of the keys, which JSONDecoder does not fix", isPrecise: true)
        }
    }

    /// `container.contains` or `{ container.contains($0) }`.
    func keepsEveryKey(_ predicate: BodyExpression, _ container: String) -> Bool {
        switch predicate {
        case .member(.name(let name), "contains"): name == container
        case .closure(.call(.member(.name(let name), "contains"), let arguments)?):
            name == container && arguments.count == 1 && arguments[0].value == .name("$0")
        default: false
        }
    }

    /// A local bound to one of a container's keys (`let key = container.allKeys.first`)
    /// remembers the keys enum, so that `switch key` can name its cases.
    mutating func noteKeyLocal(_ name: String, _ expression: DecodingExpression) {
        locals.keySets[name] = keySet(of: expression)
    }

    /// The keys enum whose case the expression's value is, when it is one.
    func keySet(of expression: DecodingExpression) -> KeySet? {
        switch expression {
        case .conversion(.elementOfUnordered, .allKeys(let container, _)):
            if case .keyed(let keys)? = containers[container] { return keys }
            return nil
        case .variable(let name): return locals.keySets[name]
        default: return nil
        }
    }

    // MARK: Switch cases

    /// The values (JSON texts) a `case` matches: literals; cases of the decoded raw enum or of the
    /// keys enum the subject holds; constants (`ShapeKind.circle.rawValue`, `Self.kind`).
    mutating func caseValues(of patterns: [BodyExpression], subject: DecodingExpression) throws(Failure) -> [String] {
        let keys = keySet(of: subject)
        let named =
            decodedType(of: subject).flatMap(rawCaseValues(of:))
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
            let typeCount = types.count
            let constant = try? translate(pattern)
            dropTypes(from: typeCount)
            guard case .literal(let text)? = constant, !mentionsContainer(pattern) else {
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
    func boundKeyCase(of patterns: [BodyExpression], subject: DecodingExpression) -> (local: String, caseName: String)? {
        guard patterns.count == 1, case .variable(let local) = subject, let keys = locals.keySets[local],
            let name = WrittenExpression.caseName(patterns[0], keysEnum: keys.name), keys.keys[name] != nil
        else { return nil }
        return (local, name)
    }

    // MARK: Printing

    /// `self = .bankTransfer(...)` in an enum whose `encode(to:)` is synthesized: the case is
    /// written under its `CodingKeys` string value, as that encoding does.
    func encodedCaseNames(_ expression: DecodingExpression) -> DecodingExpression {
        guard node.kind == .enum, node.encodingFunction == nil, case .enumCase(let name, let arguments) = expression,
            let keys = node.codingKeys, let renamed = CodingKeyEnum(keys, resolver: resolver).keysByCaseName[name]
        else { return expression }
        return .enumCase(name: renamed, arguments: arguments)
    }
}
