import CodableCheckCore

/// `{ !Keys.allBuiltinKeys.contains(Keys.key(for: $0.key)) }`: the test an OpenAPI library's
/// objects apply to each member of the object they decoded whole, to keep the `x-` extensions
/// apart from the declared keys (`let key = CodingKeys.key(for: $0.key); return
/// !CodingKeys.allBuiltinKeys.contains(key)`, one local used once, which the body reader inlines).
///
/// It holds for a member exactly when the member's key is not the key of a case the list names,
/// provided the app's code says so, which is checked here on the declarations:
/// - the list is a static property of the keys enum returning its payload-less cases
///   (`static var allBuiltinKeys: [CodingKeys] { [.description, .url] }`), each with a key the
///   tool knows (`CodingKeyEnum`);
/// - the function maps a string through the enum's `init?(stringValue:)`, falling back to a case
///   with a payload (`Self(stringValue: value) ?? .extendedKey(for: value)`, where
///   `extendedKey(for:)` returns `.extended(value)`), which no list of payload-less cases holds;
/// - `init?(stringValue:)` gives a listed case for exactly the listed cases' keys: the one the
///   compiler writes (the case whose key the string is), or a `switch` on the string whose cases
///   are string literals each assigning a case, and whose `default` assigns a case with a payload
///   or returns nil.
/// Anything else is not read, and the test stays one the tool does not evaluate.
enum DeclaredKeyList {
    /// The keys of the listed cases, when the closure is the test above on `$0.key` (negated:
    /// the test keeps the other keys) and the declarations bear it out; nil otherwise.
    static func excludedKeys(
        by closure: BodyExpression, resolver: TypeResolver, from node: DeclarationNode
    ) -> [String]? {
        guard case .closure(.prefix("!", let test)?) = closure,
            case .call(.member(.member(let listOwner, let list), "contains"), let containsArguments) = test,
            containsArguments.count == 1, containsArguments[0].label == nil,
            case .call(.member(let functionOwner, let function), let arguments) = containsArguments[0].value,
            arguments.count == 1, arguments[0].value == .member(.name("$0"), "key"),
            let listPath = WrittenExpression.typePath(of: listOwner),
            listPath == WrittenExpression.typePath(of: functionOwner),
            let keys = listPath == ["Self"] ? nil : resolver.nominal(listPath, from: node), keys.kind == .enum
        else { return nil }
        let keyEnum = CodingKeyEnum(keys, resolver: resolver)
        let cases = keys.declaration.members.enumCases
        guard !keyEnum.hasUnreadStringValue,
            let listed = keys.computedProperties.first(where: { $0.isStatic && $0.name == list })?.returnedCases, !listed.isEmpty,
            listed.allSatisfy({ name in cases.contains { $0.name == name && !$0.hasAssociatedValues } }),
            mapsThroughStringInitializer(function, label: arguments[0].label, of: keys, resolver: resolver),
            let chosen = caseByString(of: keys, keyEnum: keyEnum, resolver: resolver)
        else { return nil }
        let keysByCase = keyEnum.keysByCaseName
        let listedKeys = Set(listed.compactMap { keysByCase[$0] })
        guard listedKeys.count == Set(listed).count else { return nil }
        // The strings `init?(stringValue:)` turns into a listed case are the listed cases' keys.
        let reaching = Set(chosen.filter { listed.contains($0.value) }.map(\.key))
        guard reaching == listedKeys else { return nil }
        return listedKeys.sorted()
    }

    /// Whether `function(label: value)` is a static function of the keys enum (or of a protocol
    /// it conforms to) returning `Self(stringValue: value) ?? <a case with a payload>`.
    private static func mapsThroughStringInitializer(
        _ function: String, label: String?, of keys: DeclarationNode, resolver: TypeResolver
    ) -> Bool {
        guard let declaration = resolver.helper(named: function, labels: [label], isStatic: true, of: keys),
            declaration.parameters.count == 1, let returned = declaration.body.onlyResult,
            case .binary("??", let made, let fallback) = returned
        else { return false }
        let parameter = declaration.parameters[0].name
        let selfNames: Set<String> = ["Self", keys.name]
        switch made {
        case .call(.name(let owner), let arguments), .call(.member(.name(let owner), "init"), let arguments):
            guard selfNames.contains(owner), arguments.count == 1, arguments[0].label == "stringValue",
                arguments[0].value == .name(parameter)
            else { return false }
        default:
            return false
        }
        return makesPayloadCase(fallback, of: keys, resolver: resolver, depth: 0)
    }

    /// `.extended(value)`, or a static function of the enum returning one
    /// (`.extendedKey(for: value)`).
    private static func makesPayloadCase(_ expression: BodyExpression, of keys: DeclarationNode, resolver: TypeResolver, depth: Int) -> Bool
    {
        let name: String
        let arguments: [BodyArgument]
        switch expression {
        case .call(.implicitMember(let member), let given): (name, arguments) = (member, given)
        case .call(.member(.name(let owner), let member), let given) where owner == "Self" || owner == keys.name:
            (name, arguments) = (member, given)
        default: return false
        }
        if let enumCase = keys.declaration.members.enumCases.first(where: { $0.name == name }) {
            return enumCase.hasAssociatedValues && !arguments.isEmpty
        }
        guard depth == 0, let helper = resolver.helper(named: name, labels: arguments.map(\.label), isStatic: true, of: keys),
            let returned = helper.body.onlyResult
        else { return false }
        return makesPayloadCase(returned, of: keys, resolver: resolver, depth: depth + 1)
    }

    /// The case `init?(stringValue:)` gives for each string that gives a payload-less case:
    /// the compiler's (the case's key) when the enum writes neither it nor `stringValue`, else a
    /// `switch` on the string the body is; nil for any other body.
    private static func caseByString(of keys: DeclarationNode, keyEnum: CodingKeyEnum, resolver: TypeResolver) -> [String: String]? {
        guard let initializer = resolver.helper(named: "init?", labels: ["stringValue"], isStatic: false, of: keys) else {
            guard !keyEnum.hasOwnStringValue else { return nil }
            return Dictionary(keyEnum.cases.map { ($0.key, $0.keyCase.name) }, uniquingKeysWith: { first, _ in first })
        }
        guard initializer.parameters.count == 1, case .statements(let statements) = initializer.body.body, statements.count == 1,
            case .switchStatement(.name(initializer.parameters[0].name), let cases, let defaultBody?) = statements[0].kind,
            defaultBody.count == 1
        else { return nil }
        switch defaultBody[0].kind {
        case .returnStatement(.literal("null")?): break
        case .assign(.name("self"), let value) where makesPayloadCase(value, of: keys, resolver: resolver, depth: 0): break
        default: return nil
        }
        var chosen: [String: String] = [:]
        for switchCase in cases {
            guard switchCase.binding == nil, switchCase.body.count == 1, case .assign(.name("self"), let value) = switchCase.body[0].kind
            else { return nil }
            let name: String
            switch value {
            case .implicitMember(let member): name = member
            case .member(.name(let owner), let member) where owner == "Self" || owner == keys.name: name = member
            default:
                // A case with a payload (named "" here) is never a listed one.
                guard makesPayloadCase(value, of: keys, resolver: resolver, depth: 0) else { return nil }
                name = ""
            }
            guard name.isEmpty || keys.declaration.members.enumCases.contains(where: { $0.name == name && !$0.hasAssociatedValues })
            else { return nil }
            for pattern in switchCase.patterns {
                guard case .literal(let text) = pattern, let string = InterpretedJSON.stringContent(text) else {
                    return nil
                }
                // The first `case` a string matches wins.
                if chosen[string] == nil { chosen[string] = name }
            }
        }
        return chosen
    }
}
