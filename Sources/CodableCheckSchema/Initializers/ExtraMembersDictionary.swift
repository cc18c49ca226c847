import CodableCheckCore

/// The "extra data" shape of chat and analytics SDKs (GetStream's payloads): the body decodes the
/// whole object again as a dictionary (`var payload = try [String: RawJSON](from: decoder)`,
/// often under `try?` or in a `do` whose `catch` falls back to `[:]`), then drops the declared
/// keys with a `Dictionary` extension of the app's:
///
/// ```swift
/// payload.removeValues(forKeys: CodingKeys.allCases.map(\.rawValue))
/// extension Dictionary {
///     mutating func removeValues(forKeys keys: [Key]) -> [Value?] { keys.map { removeValue(forKey: $0) } }
/// }
/// ```
///
/// The removal is read only when the app declares that method with one of the bodies that
/// remove each key and do nothing else (a `map`, a `forEach` or a `for` loop of
/// `removeValue(forKey:)`), and the keys are a `String`-raw enum's `allCases` mapped to their
/// raw values, or string literals written out. The value is then the dictionary without those
/// members (`DecodingConversion.removingMembers`); it cannot throw.
enum ExtraMembersDictionary {
    /// `[String: RawJSON](from: decoder)`: the decoder's name and the value type. `Dictionary`'s
    /// `init(from:)` opens a keyed container and decodes each key `allKeys` lists, so its keys
    /// are converted by the key strategy (probed on 6.3.1: `{"first_name": "x"}` read as `[String:
    /// Int](from: decoder)` fails at `firstName`, decoding `[String: Int]` fails at `first_name`):
    /// the translator reads it as the members of a container keyed by any string, each decoded
    /// as the value type (`DecodingExpression.undeclaredMembers` with nothing known). Nil for any
    /// other call, and where the models declare a type named `String`.
    static func wholeDictionary(_ callee: BodyExpression, _ arguments: [BodyArgument], resolver: TypeResolver, from node: DeclarationNode)
        -> (decoder: String, value: TypeReference)?
    {
        guard case .call(.name(DictionaryLiteral.callee), let types) = callee, types.count == 2, types[0].value == .name("String"),
            resolver.nominal(["String"], from: node) == nil, let path = WrittenExpression.typePath(of: types[1].value),
            path != ["Self"], arguments.count == 1, arguments[0].label == "from", case .name(let decoder) = arguments[0].value
        else { return nil }
        return (decoder, .named(path.map { TypeReference.Component(name: $0, arguments: []) }))
    }

    /// `local.removeValues(forKeys: keys)` as a statement: the local bound again to itself
    /// without those members; nil when it is not one `removedKeys` reads.
    static func removal(_ statement: BodyExpression, locals: Set<String>, resolver: TypeResolver, from node: DeclarationNode)
        -> DecodingStatement?
    {
        guard case .call(.member(.name(let local), "removeValues"), let arguments) = statement, locals.contains(local),
            let keys = removedKeys(arguments, resolver: resolver, from: node)
        else { return nil }
        return .bind(local, .conversion(.removingMembers(keys), .variable(local)))
    }

    /// `local.removeValue(forKey: "type")` or `local["type"] = nil` as a statement, on a local
    /// `[String: V]` (an SDK keeping "the rest of the object" as parameters, once it decoded a
    /// member on its own): `Dictionary`'s own subscript and method, which cannot throw or trap,
    /// so the local is bound again to itself without that member. The key is a string literal
    /// or a `String`-raw enum's case `.rawValue` (`CodingKeys.type.rawValue`). Nil for anything
    /// else, and where the models add a `removeValue` of their own to `Dictionary` (Swift would
    /// call theirs).
    static func singleRemoval(
        _ target: BodyExpression, _ value: BodyExpression?, in translator: CustomDecodingTranslator
    ) -> DecodingStatement? {
        let (resolver, node) = (translator.resolver, translator.node)
        let local: String
        let key: BodyExpression
        switch (target, value) {
        case (.call(.member(.name(let name), "removeValue"), let arguments), nil)
        where arguments.count == 1 && arguments[0].label == "forKey":
            guard !resolver.containerExtensions.hasMethod(named: "removeValue", on: .dictionary) else { return nil }
            (local, key) = (name, arguments[0].value)
        case (.subscriptAccess(.name(let name), let arguments), .literal("null")?) where arguments.count == 1 && arguments[0].label == nil:
            (local, key) = (name, arguments[0].value)
        default:
            return nil
        }
        guard translator.locals.contains(local), case .dictionary(let keyType, _)? = translator.locals.types[local],
            keyType == .named([.init(name: "String", arguments: [])]),
            resolver.nominal(["String"], from: node) == nil, let name = keyName(key, resolver: resolver, from: node)
        else { return nil }
        return .bind(local, .conversion(.removingMembers([name]), .variable(local)))
    }

    /// `"type"`, or `Keys.type.rawValue` of a `String`-raw enum the models declare.
    static func keyName(_ key: BodyExpression, resolver: TypeResolver, from node: DeclarationNode) -> String? {
        if case .literal(let text) = key { return InterpretedJSON.stringContent(text) }
        guard case .member(.member(let type, let caseName), "rawValue") = key, let path = WrittenExpression.typePath(of: type),
            let enumNode = path == ["Self"] ? node : resolver.nominal(path, from: node), enumNode.kind == .enum,
            resolver.rawType(of: enumNode) == .string
        else { return nil }
        return resolver.rawValues(of: enumNode, rawType: .string)?.first { $0.name == caseName }?.rawValue
    }

    /// The keys `local.removeValues(forKeys: keys)` removes, as strings; nil when the call, the
    /// method the app declares or the keys are not of the shapes above.
    static func removedKeys(_ arguments: [BodyArgument], resolver: TypeResolver, from node: DeclarationNode) -> [String]? {
        guard arguments.count == 1, arguments[0].label == "forKeys",
            let method = resolver.containerExtensions.method(named: "removeValues", labels: ["forKeys"], on: .dictionary),
            removesEachKey(method)
        else { return nil }
        return keyNames(arguments[0].value, resolver: resolver, from: node)
    }

    /// `Keys.allCases.map(\.rawValue)` (or `{ $0.rawValue }`) of a `String`-raw enum the models
    /// declare, or `["id", "name"]`.
    static func keyNames(_ keys: BodyExpression, resolver: TypeResolver, from node: DeclarationNode) -> [String]? {
        if case .arrayLiteral(let elements) = keys {
            let names = elements.compactMap { element -> String? in
                guard case .literal(let text) = element else { return nil }
                return InterpretedJSON.stringContent(text)
            }
            return names.count == elements.count ? names : nil
        }
        guard case .call(.member(.member(let type, "allCases"), "map"), let mapArguments) = keys, mapArguments.count == 1,
            mapArguments[0].value == .closure(.member(.name("$0"), "rawValue")),
            let path = WrittenExpression.typePath(of: type),
            let enumNode = path == ["Self"] ? node : resolver.nominal(path, from: node), enumNode.kind == .enum,
            resolver.rawType(of: enumNode) == .string,
            !enumNode.declaration.members.computedProperties.contains(where: { $0.name == "allCases" }),
            let values = resolver.rawValues(of: enumNode, rawType: .string)
        else { return nil }
        return values.map(\.rawValue)
    }

    /// Whether the body only removes each key of its one parameter: `keys.map { removeValue(forKey:
    /// $0) }` (returned or not), `keys.forEach { ... }`, or `for key in keys { removeValue(forKey:
    /// key) }`, `removeValue` called on `self` or bare.
    static func removesEachKey(_ method: FunctionDeclaration) -> Bool {
        guard !method.isStatic, method.parameters.count == 1, case .statements(let statements) = method.body.body,
            statements.count == 1
        else { return false }
        let keys = method.parameters[0].name
        func removes(_ call: BodyExpression, _ element: String) -> Bool {
            guard case .call(let callee, let arguments) = call,
                callee == .name("removeValue") || callee == .member(.name("self"), "removeValue")
            else { return false }
            return arguments.count == 1 && arguments[0].label == "forKey" && arguments[0].value == .name(element)
        }
        switch statements[0].kind {
        case .expression(let call), .returnStatement(let call?):
            guard case .call(.member(.name(keys), let each), let arguments) = call, ["map", "forEach"].contains(each),
                arguments.count == 1, case .closure(let body?) = arguments[0].value
            else { return false }
            return removes(body, "$0")
        case .forLoop(let element, .name(keys), let body):
            guard body.count == 1, case .expression(let call) = body[0].kind else { return false }
            return removes(call, element)
        default:
            return false
        }
    }
}
