import CodableCheckCore

/// The way an OpenAPI library's objects take their `x-` extensions: decode the whole object again
/// as a type that holds any JSON, cast what it holds to a dictionary, keep the members whose keys
/// are not declared, and throw the library's error when one of them does not start with `x-`:
///
/// ```swift
/// let decoded = try AnyCodable(from: decoder).value
/// guard (decoded as? [Any]) == nil else { throw VendorExtensionDecodingError.selfIsArrayNotDict }
/// guard let decodedAny = decoded as? [String: any Sendable] else { throw ... }
/// let extensions = decodedAny.filter { !CodingKeys.allBuiltinKeys.contains(CodingKeys.key(for: $0.key)) }
/// let invalidKeys = extensions.keys.filter { !$0.lowercased().starts(with: "x-") }
/// if !invalidKeys.isEmpty { throw GenericError(...) }
/// return extensions.mapValues(AnyCodable.init)
/// ```
///
/// The locals of that shape, by where their value comes from, and their reads:
/// - `let v = try Box(from: decoder).value`, `Box` a type of the models whose `init(from:)`
///   reads `[Box]` and `[String: Box]` (every box of any JSON does: it keeps arrays as arrays and
///   objects as dictionaries keyed by string);
/// - `v as? [Any]` and `v as? [String: Any]` (`any Sendable` too): nil unless the decoder stands
///   at an array (an object), `DecodingConversion.collectionCast`; a local bound to the object
///   holds a value the tool does not know, read only through
/// - `object.filter { <DeclaredKeyList's test> }`: the object's members whose keys are not the
///   declared ones, each decoded as `Box` (`DecodingExpression.undeclaredMembers`);
/// - `members.keys` of such a local: those keys (`DecodingConversion.memberKeys` less the
///   declared ones), an array the body filters and counts as any other;
/// - `members.mapValues(Box.init)` with an initializer that neither throws nor stops the app: a
///   value the tool does not know.
/// Keys are compared as the object's members are listed, after the key strategy, as the box's
/// `[String: Box]` decoding lists them.
struct AnyValueLocals {
    enum Source {
        /// `try Box(from: decoder).value`.
        case whole(decoder: String, box: TypeReference)
        /// That value cast to `[String: Any]`.
        case object(decoder: String, box: TypeReference)
        /// The members of that object whose keys are not in `excluded`.
        case otherMembers(decoder: String, box: TypeReference, excluded: [String])
    }

    private var sources: [String: Source] = [:]
    /// Set by the `filter` just translated, for the local it is bound to.
    private var pendingMembers: Source?

    /// The expression's translation, when it is one of the reads above; nil otherwise.
    static func expression(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(CustomDecodingTranslator
        .Failure) -> DecodingExpression?
    {
        switch expression {
        case .cast("as?", .name(let local), let type):
            guard case .whole(let decoder, _)? = translator.locals.anyValue.sources[local], let object = collectionKind(type) else {
                return nil
            }
            return .conversion(.collectionCast(object: object), .variable(decoder))
        case .call(.member(.name(let local), "filter"), let arguments):
            guard case .object(let decoder, let box)? = translator.locals.anyValue.sources[local], arguments.count == 1,
                let excluded = DeclaredKeyList.excludedKeys(by: arguments[0].value, resolver: translator.resolver, from: translator.node),
                let type = try ContainerCalls.readType(.typeSelf(box), in: &translator)
            else { return nil }
            translator.locals.anyValue.pendingMembers = .otherMembers(decoder: decoder, box: box, excluded: excluded)
            let container = keyedContainer(on: decoder, in: &translator)
            return .scoped(container.name, container.value, .undeclaredMembers(container: container.name, known: excluded, type: type))
        case .member(.name(let local), "keys"):
            guard case .otherMembers(let decoder, _, let excluded)? = translator.locals.anyValue.sources[local] else { return nil }
            let container = keyedContainer(on: decoder, in: &translator)
            let undeclared = excluded.reduce(DecodingExpression.literal("true")) { test, key in
                .and(test, .equals(.variable("$0"), .literal(JSONText.quoted(key)), negated: true))
            }
            let keys = DecodingExpression.mapElements(
                .conversion(.memberKeys, .variable(container.name)), body: undeclared, operation: .filter)
            return .scoped(container.name, container.value, keys)
        case .call(.member(.name(let local), "mapValues"), let arguments):
            guard case .otherMembers? = translator.locals.anyValue.sources[local], arguments.count == 1,
                cannotFail(initializerOf: arguments[0].value, in: translator)
            else { return nil }
            return .conversion(.opaque, .variable(local))
        default:
            return nil
        }
    }

    /// Records where a local bound to `written` gets its value (after its translation).
    static func note(_ name: String, written: BodyExpression, in translator: inout CustomDecodingTranslator) {
        var locals = translator.locals.anyValue
        defer { translator.locals.anyValue = locals }
        let pending = locals.pendingMembers
        locals.pendingMembers = nil
        locals.sources[name] = nil
        if let pending, case .call(.member(_, "filter"), _) = written {
            locals.sources[name] = pending
            return
        }
        if case .cast("as?", .name(let whole), let type) = written, collectionKind(type) == true,
            case .whole(let decoder, let box)? = locals.sources[whole]
        {
            locals.sources[name] = .object(decoder: decoder, box: box)
            // Only `filter` above reads it.
            translator.locals.unknowable.insert(name)
            return
        }
        guard case .tryExpression("try", .member(.call(let callee, let arguments), _)) = written, arguments.count == 1,
            arguments[0].label == "from", case .name(let decoder) = arguments[0].value, case .decoder? = translator.containers[decoder],
            let path = WrittenExpression.typePath(of: callee), path != ["Self"],
            let box = translator.resolver.nominal(path, from: translator.node), holdsAnyJSON(box)
        else { return }
        locals.sources[name] = .whole(decoder: decoder, box: .named(path.map { TypeReference.Component(name: $0, arguments: []) }))
    }

    /// `[Any]` (false) or `[String: Any]` (true), `any Sendable` for `Any`; nil for another type.
    private static func collectionKind(_ type: TypeReference) -> Bool? {
        func isAny(_ type: TypeReference) -> Bool { ["Any", "Sendable", "any Sendable"].contains(type.description) }
        switch type {
        case .array(let element) where isAny(element): return false
        case .dictionary(let key, let value) where key.description == "String" && isAny(value): return true
        default: return nil
        }
    }

    /// A new keyed container on the decoder whose keys are any string.
    private static func keyedContainer(on decoder: String, in translator: inout CustomDecodingTranslator) -> (
        name: String, value: DecodingExpression
    ) {
        translator.usesKeyedContainer = true
        let name = "$container\(translator.chainCount)"
        translator.chainCount += 1
        return (name, .keyedContainer(decoder: .variable(decoder), keys: "StringKey"))
    }

    /// Whether a box's `init(from:)` reads arrays and string-keyed dictionaries of itself.
    private static func holdsAnyJSON(_ box: DeclarationNode) -> Bool {
        guard case .statements(let statements)? = box.decodingInitializerBody?.body else { return false }
        var read: [TypeReference] = []
        collectTypes(in: statements, into: &read)
        let own = TypeReference.named([TypeReference.Component(name: box.name, arguments: [])])
        return read.contains(.array(own)) && read.contains(.dictionary(key: .simple("String"), value: own))
    }

    private static func collectTypes(in statements: [BodyStatement], into read: inout [TypeReference]) {
        for statement in statements {
            switch statement.kind {
            case .declare(_, let value?), .assign(_, let value), .expression(let value), .returnStatement(let value?):
                collectTypes(in: value, into: &read)
            case .ifStatement(let conditions, let then, let otherwise):
                for case .bind(_, let value) in conditions { collectTypes(in: value, into: &read) }
                for case .test(let value) in conditions { collectTypes(in: value, into: &read) }
                collectTypes(in: then, into: &read)
                collectTypes(in: otherwise ?? [], into: &read)
            default:
                continue
            }
        }
    }

    private static func collectTypes(in expression: BodyExpression, into read: inout [TypeReference]) {
        switch expression {
        case .typeSelf(let type): read.append(type)
        case .tryExpression(_, let inner), .member(let inner, _): collectTypes(in: inner, into: &read)
        case .call(let callee, let arguments):
            collectTypes(in: callee, into: &read)
            for argument in arguments { collectTypes(in: argument.value, into: &read) }
        default: break
        }
    }

    /// `Box.init` handed as a function: an initializer of a declared type taking one unlabelled
    /// value, none of which throws or may stop the app.
    private static func cannotFail(initializerOf function: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        guard case .member(let owner, "init") = function, let path = WrittenExpression.typePath(of: owner),
            let type = translator.resolver.nominal(path, from: translator.node)
        else { return false }
        let candidates = type.initializers.filter { !$0.isDecoding && $0.accepts(labels: [nil]) }
        guard !candidates.isEmpty, !candidates.contains(where: \.isThrowing) else { return false }
        return !AppCallTraps(declaredType: { translator.resolver.nominal($0, from: translator.node) })
            .mayTrap(function, [BodyArgument(label: nil, value: .name("_"))])
    }
}
