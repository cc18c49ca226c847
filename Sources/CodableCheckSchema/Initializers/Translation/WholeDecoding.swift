import CodableCheckCore

/// A declared type decoded whole from the decoder the body holds (`try Feature(from: decoder)`,
/// `[Move](from: decoder)`, `self.part = try .init(from: decoder)`, `try Step(from: d, regions:
/// r)` through an initializer of its own), read as the single-value container's `decode` that
/// does the same in `JSONDecoder`, for `CustomDecodingTranslator`. Each function works on the
/// translator handed to it; split off the translator (issue 24).
enum WholeDecoding {
    typealias Failure = CustomDecodingTranslator.Failure

    /// `try Feature(from: decoder)`: the declared type decoded from the same decoder, as
    /// `decoder.singleValueContainer().decode(Feature.self)` does (for a type of the app's, the two
    /// run the same `init(from:)` with the same coding path in `JSONDecoder`); a standard
    /// library scalar (`String(from: decoder)`) likewise (`StandardScalarDecoding`). Foundation's
    /// own types are left out: `Date(from:)` ignores the decoder's date strategy, which
    /// `singleValueContainer()` applies.
    static func wholeDecoding(_ callee: BodyExpression, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator)
        throws(Failure) -> DecodingExpression?
    {
        if arguments.count > 1, arguments[0].label == "from" { return try decodingThroughInitializer(callee, arguments, in: &translator) }
        if case .arrayLiteral(let elements) = callee, elements.count == 1, let path = WrittenExpression.typePath(of: elements[0]),
            path != ["Self"],
            arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
            case .decoder? = translator.containers[decoder]
        {
            // `[Move](from: decoder)`: `Array`'s `init(from:)` reads the unkeyed container, as decoding `[Move]` does.
            return try decodedWhole(
                .array(.named(path.map { TypeReference.Component(name: $0, arguments: []) })), from: decoder, in: &translator)
        }
        if let path = WrittenExpression.typePath(of: callee), path.count == 1,
            translator.node.declaration.genericParameters.contains(path[0])
        {
            // `try Wrapped(from: decoder)` in `CopyOnWriteBox<Wrapped>` (swift-openapi-runtime):
            // followed when the plan binds the parameter to a type declared in the models (as
            // for `Feature(from: decoder)` below) or to the survey's placeholder; bound to
            // another (`Date`, whose own `init(from:)` ignores the date strategy), it is not,
            // unless its `init(from:)` is the container's `decode` (`ScalarBoundParameters`).
            guard arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
                case .decoder? = translator.containers[decoder]
            else { return nil }
            if !translator.placeholderParameters.contains(path[0]) && !translator.scalarParameters.contains(path[0]) {
                guard let bound = translator.typeNamed(path), bound.order != translator.node.order, bound.kind != .protocol else {
                    return nil
                }
            }
            return try decodedWhole(.named([TypeReference.Component(name: path[0], arguments: [])]), from: decoder, in: &translator)
        }
        if let (decoder, value) = ExtraMembersDictionary.wholeDictionary(
            callee, arguments, resolver: translator.resolver, from: translator.node),
            case .decoder? = translator.containers[decoder], let index = try ContainerCalls.readType(.typeSelf(value), in: &translator)
        {
            // `[String: RawJSON](from: decoder)`: every member, keys as `allKeys` lists them.
            translator.usesKeyedContainer = true
            let name = "$container\(translator.chainCount)"
            translator.chainCount += 1
            let members = DecodingExpression.undeclaredMembers(container: name, known: [], type: index)
            return .scoped(name, .keyedContainer(decoder: .variable(decoder), keys: "StringKey"), members)
        }
        if arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
            case .decoder? = translator.containers[decoder], let scalar = StandardScalarDecoding.type(of: callee, in: translator)
        {
            return try decodedWhole(scalar, from: decoder, in: &translator)
        }
        guard arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
            case .decoder? = translator.containers[decoder], let called = CalledType.of(callee), called.path != ["Self"],
            let decoded = translator.resolver.nominal(called.path, from: translator.node), decoded.order != translator.node.order
        else { return nil }
        return try decodedWhole(called.type, from: decoder, in: &translator)
    }

    /// `self.part = try .init(from: decoder)` (swift-openapi-generator's `allOf` and `anyOf`
    /// bodies): the type Swift infers from the property or annotated local assigned, decoded whole
    /// when it is declared in the models (not this type itself). For an optional property Swift
    /// picks `Optional`'s own `init(from:)` (probed on 6.3.1: `null` gives nil without an error,
    /// anything else is read as the wrapped type), which is what decoding `T?` from the decoder's
    /// single-value container does. Nil when the context gives no type.
    static func wholeDecodingOfContextType(_ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingExpression?
    {
        guard let context = translator.contextType, context.method == "init", context.arguments == arguments,
            arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value,
            case .decoder? = translator.containers[decoder], case .named(let components) = context.type.unwrappingOptionals,
            let decoded = translator.resolver.nominal(components.map(\.name), from: translator.node), decoded.order != translator.node.order
        else { return nil }
        translator.contextType = nil
        return try decodedWhole(context.type, from: decoder, in: &translator)
    }

    /// `type` decoded from `decoder`'s single-value container, as `T(from: decoder)` does.
    private static func decodedWhole(_ type: TypeReference, from decoder: String, in translator: inout CustomDecodingTranslator)
        throws(Failure) -> DecodingExpression?
    {
        guard let index = try ContainerCalls.readType(.typeSelf(type), in: &translator) else { return nil }
        translator.usesSingleValueContainer = true
        let name = "$container\(translator.chainCount)"
        translator.chainCount += 1
        return .scoped(
            name, .singleValueContainer(decoder: .variable(decoder)), .decode(container: name, type: index, key: nil, ifPresent: false))
    }

    /// `try Step(from: c.superDecoder(), regions: regions)`: a declared type decoded through an
    /// initializer of its own that takes the decoder and more (`init(from:regions:)`), as a read
    /// of the type whose plan is that initializer's body (`alternateInitializers`). The other
    /// arguments are not evaluated: in that plan the parameters hold values the tool does not
    /// know, so what depends on them is unchecked there. Nil when the type declares no such
    /// initializer.
    static func decodingThroughInitializer(
        _ callee: BodyExpression, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator
    ) throws(Failure)
        -> DecodingExpression?
    {
        guard let path = WrittenExpression.typePath(of: callee),
            let decoded = path == ["Self"] ? translator.node : translator.resolver.nominal(path, from: translator.node),
            decoded.declaration.genericParameters.isEmpty,
            decoded.functions.contains(where: {
                $0.name == "init" && !$0.isStatic && ArgumentLabels.accepts($0.parameters, labels: arguments.map(\.label))
            })
        else { return nil }
        if let reading = arguments.dropFirst().first(where: { ContainerNames.mentionsContainer($0.value, in: translator) }) {
            throw Failure(reason: "its argument `\(WrittenExpression.render(reading.value))` reads from a container", isPrecise: true)
        }
        let decoder = try translator.translate(arguments[0].value)
        guard case .decoder? = ContainerNames.containerKind(of: decoder, in: translator) else { return nil }
        let type = TypeReference.named(
            decoded.qualifiedName.split(separator: ".").map { TypeReference.Component(name: String($0), arguments: []) })
        guard let index = try ContainerCalls.readType(.typeSelf(type), in: &translator) else { return nil }
        translator.alternateInitializers[index] = arguments.map(\.label)
        translator.usesSingleValueContainer = true
        let name = "$container\(translator.chainCount)"
        translator.chainCount += 1
        return .scoped(name, .singleValueContainer(decoder: decoder), .decode(container: name, type: index, key: nil, ifPresent: false))
    }
}
