import CodableCheckCore
import Foundation

/// `throw DecodingError...` statements: where the error is and what it says.
extension CustomDecodingTranslator {
    func thrownError(_ expression: BodyExpression, depth: Int = 0) throws(Failure) -> ThrownDecodingError {
        guard case .call(.member(let errorType, let method), let arguments) = expression, WrittenDecodingError.isDecodingError(errorType)
        else {
            throw Failure(reason: "only `throw DecodingError...` is interpreted")
        }
        if !WrittenDecodingError.members.contains(method),
            let thrown = try HelperInlining.errorFromHelper(method, arguments, depth: depth, in: self)
        {
            return thrown
        }
        func argument(_ label: String) -> BodyExpression? { arguments.first { $0.label == label }?.value }
        if method == "dataCorruptedError" {
            guard case .name(let container)? = argument("in"), containers[container] != nil,
                let description = argument("debugDescription").flatMap(WrittenDecodingError.message)
            else { throw Failure(reason: "its `dataCorruptedError` arguments are not a container and a message") }
            if let key = argument("forKey") {
                return ThrownDecodingError(
                    kind: .dataCorrupted, place: .key(container: container, key: try keyName(key, in: container)),
                    description: description, interpolation: interpolation(of: argument("debugDescription")))
            }
            return ThrownDecodingError(
                kind: .dataCorrupted, place: .container(container), description: description,
                interpolation: interpolation(of: argument("debugDescription")))
        }
        if method == "keyNotFound" { return try keyNotFoundError(arguments) }
        let kinds: [String: DecodingProblem.Kind] = [
            "dataCorrupted": .dataCorrupted, "typeMismatch": .typeMismatch, "valueNotFound": .valueNotFound,
        ]
        var contextExpression = arguments.last.map { withMessageLocals($0.value) }
        // `let context = DecodingError.Context(...)` earlier: the context it made.
        if case .name(let local)? = contextExpression, let made = locals.contexts[local] { contextExpression = made }
        guard let kind = kinds[method], let contextExpression,
            case .call(let contextCallee, let contextArguments) = contextExpression,
            WrittenDecodingError.isContext(contextCallee)
        else {
            throw Failure(
                reason: "only `DecodingError.dataCorruptedError`, `.dataCorrupted`, `.typeMismatch` and `.valueNotFound` are interpreted")
        }
        var codingPath = contextArguments.first { $0.label == "codingPath" }?.value
        // `codingPath` alone, in a container's extension: the receiver's.
        if case .name("codingPath")? = codingPath, receiver != nil, !locals.contains("codingPath") {
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
                kind: kind, place: .written(try writtenKeys(elements)), description: description, typeName: typeName,
                interpolation: interpolation(of: written))
        }
        guard case .member(.name(let owner), "codingPath")? = codingPath, let ownerKind = containers[owner],
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
            interpolation: interpolation(of: written))
    }

    /// `DecodingError.keyNotFound(CodingKeys.k, DecodingError.Context(codingPath: c.codingPath,
    /// debugDescription: "..."))`, built by hand: JSONDecoder passes it on as it is, so it is a
    /// `keyNotFound` at the keyed container's path and the key, with the body's words. A path
    /// written out (`codingPath: []`, `[CodingKeys.a]`) is the path JSONDecoder reports, with
    /// the key written as a case of its keys enum (`CodingKeys.k`).
    func keyNotFoundError(_ arguments: [BodyArgument]) throws(Failure) -> ThrownDecodingError {
        var contextExpression = arguments.last.map { withMessageLocals($0.value) }
        if case .name(let local)? = contextExpression, let made = locals.contexts[local] { contextExpression = made }
        if arguments.count == 2, arguments[0].label == nil, case .call(let callee, let contextArguments)? = contextExpression,
            WrittenDecodingError.isContext(callee),
            case .arrayLiteral(let elements)? = contextArguments.first(where: { $0.label == "codingPath" })?.value,
            let written = contextArguments.first(where: { $0.label == "debugDescription" })?.value,
            let description = WrittenDecodingError.message(written)
        {
            var thrown = ThrownDecodingError(
                kind: .keyNotFound, place: .written(try writtenKeys(elements)), description: description,
                interpolation: interpolation(of: written))
            thrown.missingKey = try writtenKeys([arguments[0].value]).first
            return thrown
        }
        guard arguments.count == 2, arguments[0].label == nil, let contextExpression,
            case .call(let contextCallee, let contextArguments) = contextExpression, WrittenDecodingError.isContext(contextCallee),
            case .member(.name(let owner), "codingPath")? = contextArguments.first(where: { $0.label == "codingPath" })?.value,
            let ownerKind = containers[owner],
            let written = contextArguments.first(where: { $0.label == "debugDescription" })?.value,
            let description = WrittenDecodingError.message(written)
        else {
            throw Failure(
                reason: "only a `keyNotFound` of a keyed container's key, with that container's `codingPath` and a message, is interpreted")
        }
        var thrown = ThrownDecodingError(
            kind: .keyNotFound, place: .container(owner), description: description, interpolation: interpolation(of: written))
        switch ownerKind {
        case .keyed: thrown.missingKey = try keyName(arguments[0].value, in: owner)
        case .decoder, .single:
            // `keyNotFound(CodingKeys._type, Context(codingPath: decoder.codingPath, ...))`: the key
            // is a case of a keys enum written out, under the decoder's path.
            thrown.missingKey = try writtenKeys([arguments[0].value]).first
        case .unkeyed: throw Failure(reason: "an unkeyed container's `codingPath` in a thrown error is not interpreted")
        }
        return thrown
    }

    /// A `DecodingError` made with a context local (`DecodingError.typeMismatch(T.self, context)`)
    /// with the context that local holds now, so a later `let context` does not change it.
    func withContextLocal(_ expression: BodyExpression) -> BodyExpression {
        guard case .call(let callee, var arguments) = expression, let last = arguments.indices.last,
            case .name(let local) = arguments[last].value, let made = locals.contexts[local]
        else { return expression }
        arguments[last].value = made
        return .call(callee, arguments)
    }

    /// A `DecodingError.Context(...)` whose `debugDescription` is a local holding a string
    /// literal (or `codingPath` one holding a path), with it in its place; any other as it is.
    func withMessageLocals(_ expression: BodyExpression) -> BodyExpression {
        guard case .call(let callee, var arguments) = expression, WrittenDecodingError.isContext(callee) else { return expression }
        for index in arguments.indices where arguments[index].label == "debugDescription" {
            if case .name(let local) = arguments[index].value, let message = locals.messages[local] { arguments[index].value = message }
        }
        return locals.paths.substituted(in: .call(callee, arguments))
    }

    /// `[CodingKeys.platform, CodingKeys.name]`: each element's JSON key, from its keys enum.
    func writtenKeys(_ elements: [BodyExpression]) throws(Failure) -> [String] {
        var keys: [String] = []
        for element in elements {
            guard case .member(.name(let enumName), let caseName) = element,
                let keySet = try? keysNode(.typeSelf(.simple(enumName))), let key = keySet.keys[caseName]
            else { throw Failure(reason: "its `codingPath` is not written as `CodingKey` cases") }
            keys.append(key)
        }
        return keys
    }

    /// Whether each `\(...)` in a message is a local the interpreter can print as Swift does.
    func interpolation(of message: BodyExpression?) -> ThrownDecodingError.Interpolation {
        guard case .interpolatedString(let source)? = message else { return .none }
        let segments = WrittenDecodingError.interpolatedSegments(in: source)
        if segments.isEmpty { return .none }
        return segments.allSatisfy { locals.printable.contains($0) || printableMemberKey($0) != nil } ? .knownLocals : .unknown
    }

    /// `envelope.kind` inside `\(...)`: the key of a printable stored property of a local holding
    /// a decoded struct (`encodedMember`); nil for anything else.
    func printableMemberKey(_ segment: String) -> String? {
        let parts = segment.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, locals.contains(parts[0]), let member = encodedMember(named: parts[1], of: .variable(parts[0])),
            PrintableValue.isPrintable(member.type)
        else { return nil }
        return member.key
    }

    /// The members of locals a message interpolates, by the text inside `\(...)`, with their keys.
    func interpolatedMembers(of message: String) -> [String: String] {
        var members: [String: String] = [:]
        for segment in WrittenDecodingError.interpolatedSegments(in: message) where !locals.printable.contains(segment) {
            if let key = printableMemberKey(segment) { members[segment] = key }
        }
        return members
    }

    /// Notes a local bound to a decoded `String`, integer or `Bool`; `unwrapped` for `if let`
    /// and `guard let`, where `decodeIfPresent` and `try?` give the value itself.
    mutating func notePrintable(_ name: String, _ expression: DecodingExpression, unwrapped: Bool) {
        locals.printable.remove(name)
        var read = expression
        if unwrapped, case .tryOptional(let inner, _) = read { read = inner }
        // `try c.decode(String.self, ...).lowercased()`: still a `String` the interpreter holds.
        while case .conversion(.stringOperation(let operation), let inner) = read,
            [.lowercased, .uppercased].contains(operation) || PrintableValue.isDrop(operation)
        {
            read = inner
        }
        // `let name = $0` in a closure run per element, of `String` elements: printable too.
        if case .variable(let other) = read, locals.printable.contains(other) {
            locals.printable.insert(name)
            return
        }
        // `try c.decode(Probe.self).kind`: a stored property, printable when its type is.
        if case .conversion(.member, _) = read, let type = decodedType(of: read), PrintableValue.isPrintable(type) {
            locals.printable.insert(name)
            return
        }
        guard case .decode(_, let index, _, let ifPresent) = read, unwrapped || !ifPresent, let type = types[index],
            PrintableValue.isPrintable(type)
        else { return }
        locals.printable.insert(name)
    }
}
