import CodableCheckCore

/// How a body's `throw` reads as the error the interpreter reports (`ThrownDecodingError`), for
/// `CustomDecodingTranslator`: which `DecodingError` it builds and where it is reported, the
/// contexts and messages locals hold, and whether the message prints what Swift would (the
/// locals a message interpolates are printable). Each function reads the translator's scope
/// handed to it (its containers, locals, key parameters); split off the translator (issue 24).
enum ThrownErrors {
    typealias Failure = CustomDecodingTranslator.Failure

    static func thrownError(_ expression: BodyExpression, depth: Int = 0, in translator: CustomDecodingTranslator) throws(Failure)
        -> ThrownDecodingError
    {
        let expression = KeyInterpolation.folded(expression, in: translator)
        guard case .call(.member(let errorType, let method), let arguments) = expression, WrittenDecodingError.isDecodingError(errorType)
        else {
            throw Failure(reason: "only `throw DecodingError...` is interpreted")
        }
        if !WrittenDecodingError.members.contains(method),
            let thrown = try HelperInlining.errorFromHelper(method, arguments, depth: depth, in: translator)
        {
            return thrown
        }
        func argument(_ label: String) -> BodyExpression? { arguments.first { $0.label == label }?.value }
        if method == "dataCorruptedError" {
            guard case .name(let container)? = argument("in"), translator.containers[container] != nil,
                let description = argument("debugDescription").flatMap(WrittenDecodingError.message)
            else { throw Failure(reason: "its `dataCorruptedError` arguments are not a container and a message") }
            if let key = argument("forKey") {
                return ThrownDecodingError(
                    kind: .dataCorrupted,
                    place: .key(container: container, key: try ContainerCalls.keyName(key, in: container, in: translator)),
                    description: description, interpolation: interpolation(of: argument("debugDescription"), in: translator))
            }
            return ThrownDecodingError(
                kind: .dataCorrupted, place: .container(container), description: description,
                interpolation: interpolation(of: argument("debugDescription"), in: translator))
        }
        if method == "keyNotFound" { return try keyNotFoundError(arguments, in: translator) }
        let kinds: [String: DecodingProblem.Kind] = [
            "dataCorrupted": .dataCorrupted, "typeMismatch": .typeMismatch, "valueNotFound": .valueNotFound,
        ]
        var contextExpression = arguments.last.map { withMessageLocals($0.value, in: translator) }
        // `let context = DecodingError.Context(...)` earlier: the context it made.
        if case .name(let local)? = contextExpression, let made = translator.locals.contexts[local] { contextExpression = made }
        guard let kind = kinds[method], let contextExpression,
            case .call(let contextCallee, let contextArguments) = contextExpression,
            WrittenDecodingError.isContext(contextCallee)
        else {
            throw Failure(
                reason: "only `DecodingError.dataCorruptedError`, `.dataCorrupted`, `.typeMismatch` and `.valueNotFound` are interpreted")
        }
        var codingPath = contextArguments.first { $0.label == "codingPath" }?.value
        // `codingPath` alone, in a container's extension: the receiver's.
        if case .name("codingPath")? = codingPath, translator.receiver != nil, !translator.locals.contains("codingPath") {
            codingPath = .member(.name("self"), "codingPath")
        }
        if case .arrayLiteral(let elements)? = codingPath,
            let description = contextArguments.first(where: { $0.label == "debugDescription" }).flatMap({
                WrittenDecodingError.message($0.value)
            })
        {
            var typeName: String?
            if arguments.count == 2, case .typeSelf(let type) = arguments[0].value { typeName = type.description }
            let written = contextArguments.first { $0.label == "debugDescription" }?.value
            return ThrownDecodingError(
                kind: kind, place: .written(try writtenKeys(elements, in: translator)), description: description, typeName: typeName,
                interpolation: interpolation(of: written, in: translator))
        }
        guard case .member(.name(let owner), "codingPath")? = codingPath, let ownerKind = translator.containers[owner],
            let description = contextArguments.first(where: { $0.label == "debugDescription" }).flatMap({
                WrittenDecodingError.message($0.value)
            })
        else { throw Failure(reason: "its context's `codingPath` is not a container's or the decoder's") }
        if case .unkeyed = ownerKind { throw Failure(reason: "an unkeyed container's `codingPath` in a thrown error is not interpreted") }
        var typeName: String?
        if arguments.count == 2, case .typeSelf(let type) = arguments[0].value { typeName = type.description }
        let written = contextArguments.first { $0.label == "debugDescription" }?.value
        return ThrownDecodingError(
            kind: kind, place: .container(owner), description: description, typeName: typeName,
            interpolation: interpolation(of: written, in: translator))
    }

    /// `DecodingError.keyNotFound(CodingKeys.k, DecodingError.Context(codingPath: c.codingPath,
    /// debugDescription: "..."))`, built by hand: JSONDecoder passes it on as it is, so it is a
    /// `keyNotFound` at the keyed container's path and the key, with the body's words. A path
    /// written out (`codingPath: []`, `[CodingKeys.a]`) is the path JSONDecoder reports, with
    /// the key written as a case of its keys enum (`CodingKeys.k`).
    static func keyNotFoundError(_ arguments: [BodyArgument], in translator: CustomDecodingTranslator) throws(Failure)
        -> ThrownDecodingError
    {
        var contextExpression = arguments.last.map { withMessageLocals($0.value, in: translator) }
        if case .name(let local)? = contextExpression, let made = translator.locals.contexts[local] { contextExpression = made }
        if arguments.count == 2, arguments[0].label == nil, case .call(let callee, let contextArguments)? = contextExpression,
            WrittenDecodingError.isContext(callee),
            case .arrayLiteral(let elements)? = contextArguments.first(where: { $0.label == "codingPath" })?.value,
            let written = contextArguments.first(where: { $0.label == "debugDescription" })?.value,
            let description = WrittenDecodingError.message(written)
        {
            var thrown = ThrownDecodingError(
                kind: .keyNotFound, place: .written(try writtenKeys(elements, in: translator)), description: description,
                interpolation: interpolation(of: written, in: translator))
            thrown.missingKey = try writtenKeys([arguments[0].value], in: translator).first
            return thrown
        }
        guard arguments.count == 2, arguments[0].label == nil, let contextExpression,
            case .call(let contextCallee, let contextArguments) = contextExpression, WrittenDecodingError.isContext(contextCallee),
            case .member(.name(let owner), "codingPath")? = contextArguments.first(where: { $0.label == "codingPath" })?.value,
            let ownerKind = translator.containers[owner],
            let written = contextArguments.first(where: { $0.label == "debugDescription" })?.value,
            let description = WrittenDecodingError.message(written)
        else {
            throw Failure(
                reason: "only a `keyNotFound` of a keyed container's key, with that container's `codingPath` and a message, is interpreted")
        }
        var thrown = ThrownDecodingError(
            kind: .keyNotFound, place: .container(owner), description: description,
            interpolation: interpolation(of: written, in: translator))
        switch ownerKind {
        case .keyed: thrown.missingKey = try ContainerCalls.keyName(arguments[0].value, in: owner, in: translator)
        case .decoder, .single:
            // `keyNotFound(CodingKeys._type, Context(codingPath: decoder.codingPath, ...))`: the key
            // is a case of a keys enum written out, under the decoder's path.
            thrown.missingKey = try writtenKeys([arguments[0].value], in: translator).first
        case .unkeyed: throw Failure(reason: "an unkeyed container's `codingPath` in a thrown error is not interpreted")
        }
        return thrown
    }

    /// A `DecodingError` made with a context local (`DecodingError.typeMismatch(T.self, context)`)
    /// with the context that local holds now, so a later `let context` does not change it.
    static func withContextLocal(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> BodyExpression {
        guard case .call(let callee, var arguments) = expression, let last = arguments.indices.last,
            case .name(let local) = arguments[last].value, let made = translator.locals.contexts[local]
        else { return expression }
        arguments[last].value = made
        return .call(callee, arguments)
    }

    /// A `DecodingError.Context(...)` whose `debugDescription` is a local holding a string
    /// literal (or `codingPath` one holding a path), with it in its place; any other as it is.
    static func withMessageLocals(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> BodyExpression {
        guard case .call(let callee, var arguments) = expression, WrittenDecodingError.isContext(callee) else { return expression }
        for index in arguments.indices where arguments[index].label == "debugDescription" {
            if case .name(let local) = arguments[index].value, let message = translator.locals.messages[local] {
                arguments[index].value = message
            }
        }
        return translator.locals.paths.substituted(in: .call(callee, arguments))
    }

    /// `[CodingKeys.platform, CodingKeys.name]`: each element's JSON key, from its keys enum.
    static func writtenKeys(_ elements: [BodyExpression], in translator: CustomDecodingTranslator) throws(Failure) -> [String] {
        var keys: [String] = []
        for element in elements {
            guard case .member(.name(let enumName), let caseName) = element,
                let keySet = try? ContainerCalls.keysNode(.typeSelf(.simple(enumName)), in: translator), let key = keySet.keys[caseName]
            else { throw Failure(reason: "its `codingPath` is not written as `CodingKey` cases") }
            keys.append(key)
        }
        return keys
    }

    /// Whether each `\(...)` in a message is a local the interpreter can print as Swift does.
    /// `.none` for a literal without interpolation.
    static func interpolation(of message: BodyExpression?, in translator: CustomDecodingTranslator) -> ThrownDecodingError.Interpolation {
        guard case .interpolatedString(let source)? = message else { return .none }
        let segments = WrittenDecodingError.interpolatedSegments(in: source)
        // Every `\(...)` written out (`KeyInterpolation`): the message is known, its escapes
        // still as the literal writes them.
        if segments.isEmpty { return .knownLocals }
        return segments.allSatisfy { translator.locals.printable.contains($0) || printableMemberKey($0, in: translator) != nil }
            ? .knownLocals : .unknown
    }

    /// `envelope.kind` inside `\(...)`: the key of a printable stored property of a local holding
    /// a decoded struct (`encodedMember`); nil for anything else.
    static func printableMemberKey(_ segment: String, in translator: CustomDecodingTranslator) -> String? {
        let parts = segment.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, translator.locals.contains(parts[0]),
            let member = EncodedMemberReads.encodedMember(named: parts[1], of: .variable(parts[0]), in: translator),
            PrintableValue.isPrintable(member.type)
        else { return nil }
        return member.key
    }

    /// The members of locals a message interpolates, by the text inside `\(...)`, with their keys.
    static func interpolatedMembers(of message: String, in translator: CustomDecodingTranslator) -> [String: String] {
        var members: [String: String] = [:]
        for segment in WrittenDecodingError.interpolatedSegments(in: message) where !translator.locals.printable.contains(segment) {
            if let key = printableMemberKey(segment, in: translator) { members[segment] = key }
        }
        return members
    }

    /// Notes a local bound to a decoded `String`, integer or `Bool`; `unwrapped` for `if let`
    /// and `guard let`, where `decodeIfPresent` and `try?` give the value itself.
    static func notePrintable(
        _ name: String, _ expression: DecodingExpression, unwrapped: Bool, in translator: inout CustomDecodingTranslator
    ) {
        translator.locals.printable.remove(name)
        var read = expression
        if unwrapped, case .tryOptional(let inner, _) = read { read = inner }
        // `try c.decode(String.self, ...).lowercased()`: still a `String` the interpreter holds.
        while case .conversion(.stringOperation(let operation), let inner) = read,
            [.lowercased, .uppercased].contains(operation) || PrintableValue.isDrop(operation)
        {
            read = inner
        }
        // `let name = $0` in a closure run per element, of `String` elements: printable too.
        if case .variable(let other) = read, translator.locals.printable.contains(other) {
            translator.locals.printable.insert(name)
            return
        }
        // `try c.decode(Probe.self).kind`: a stored property, printable when its type is.
        if case .conversion(.member, _) = read, let type = DecodedTypes.decodedType(of: read, in: translator),
            PrintableValue.isPrintable(type)
        {
            translator.locals.printable.insert(name)
            return
        }
        guard case .decode(_, let index, _, let ifPresent) = read, unwrapped || !ifPresent, let type = translator.types[index],
            PrintableValue.isPrintable(type)
        else { return }
        translator.locals.printable.insert(name)
    }

    /// Where an error of the app's is reported: at the member a key parameter names, in a method
    /// of a keyed container's extension (`throw SpecError(field: key.stringValue, codingPath:
    /// codingPath)` in `decodeLink(forKey:)`: the link's value), at the container whose
    /// `codingPath` it is handed, else at the decoder's value.
    static func thrownErrorPlace(naming expression: BodyExpression, in translator: CustomDecodingTranslator) -> ThrownDecodingError.Place {
        if case .keyed? = translator.containers["self"], translator.receiver != nil,
            let key = BodyNames.names(in: expression).sorted().lazy.compactMap({ translator.keyParameters[$0] }).first
        {
            return .key(container: "self", key: key)
        }
        // `throw AppError(..., codingPath: container.codingPath)`: at that container's value.
        if case .call(_, let arguments) = expression {
            for argument in arguments {
                if case .member(.name(let owner), "codingPath") = argument.value,
                    owner == translator.decoderName || translator.containers[owner] != nil
                {
                    return .container(owner)
                }
                if case .name("codingPath") = argument.value, translator.receiver != nil, translator.containers["self"] != nil {
                    return .container("self")
                }
            }
        }
        return .container(translator.decoderName)
    }
}
