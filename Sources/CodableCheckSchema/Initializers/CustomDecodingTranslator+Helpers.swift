import CodableCheckCore

/// Helpers of the type an `init(from:)` calls (`try decodeItems(from: container)`, `self.total =
/// try Self.total(in: container)`, `try decodeForeignMembers(notKeyedBy: CodingKeys.self, with:
/// decoder)` from a protocol extension): interpreted from their own bodies, with their parameters
/// bound to the arguments, when the whole body is followed; otherwise the call stays
/// uninterpreted, as before.
extension CustomDecodingTranslator {
    /// Helpers inlined inside one another at most this deep.
    static let maximumHelperDepth = 8

    /// Who a call names, if it names a helper: `name(...)` and `self.name(...)` an instance
    /// method, `Self.name(...)` and `TypeName.name(...)` a static one.
    func helperCallee(_ callee: BodyExpression) -> (name: String, isStatic: Bool)? {
        switch callee {
        case .name(let name) where !locals.contains(name) && containers[name] == nil && name.first?.isLowercase == true:
            return (name, false)
        case .member(.name("self"), let name):
            // `self.init(...)`: another initializer of the type, run as a helper.
            return (name, false)
        case .member(.name(let owner), let name) where owner == "Self" || owner == node.name:
            return (name, true)
        default:
            return nil
        }
    }

    /// The declared helper a call names, if any.
    func helperFunction(_ callee: BodyExpression, _ arguments: [BodyArgument]) -> FunctionDeclaration? {
        guard let (name, isStatic) = helperCallee(callee) else { return nil }
        return resolver.helper(named: name, labels: arguments.map(\.label), isStatic: isStatic, of: node)
    }

    /// The call of a helper as a `HelperCall`, its body translated in a translator of its own;
    /// nil when the call names no declared helper. Throws when the helper cannot be followed
    /// whole (a statement it does not interpret, a check it cannot verify, recursion).
    mutating func helperCall(_ callee: BodyExpression, _ arguments: [BodyArgument]) throws(Failure) -> DecodingExpression? {
        guard let function = helperFunction(callee, arguments) else { return nil }
        let signature = "\(function.name)(\(function.parameters.map { "\($0.label ?? "_"):" }.joined()))"
        guard helperStack.count < Self.maximumHelperDepth, !helperStack.contains(signature) else {
            throw Failure(reason: "the helper `\(signature)` calls itself", isPrecise: true)
        }
        var bound: [DecodingArgument] = []
        var nestedAliases: [String: String] = [:]
        var shared: [(parameter: String, variable: String)] = []
        var parameterKinds: [(name: String, kind: ContainerKind?, value: DecodingExpression)] = []
        for (parameter, argument) in zip(function.parameters, arguments) {
            // `CodingKeys.self` for a generic parameter: nothing to evaluate.
            if case .typeSelf = argument.value { continue }
            let value = try translate(argument.value)
            var name = parameter.name == "_" ? "$unused\(bound.count)" : parameter.name
            if properties.contains(name), !function.isStatic {
                // `self.name = name`: the parameter is not the property.
                let alias = "$parameter." + name
                nestedAliases[name] = alias
                name = alias
            }
            bound.append(DecodingArgument(label: name, value: value))
            let kind = containerKind(of: value)
            parameterKinds.append((name, kind, value))
            if case .variable(let variable) = value, let kind {
                switch kind {
                case .keyed, .unkeyed: shared.append((name, variable))
                case .decoder, .single: break
                }
            }
        }
        let decoderParameter = parameterKinds.first { entry in
            if case .variable(let variable) = entry.value, variable == decoderName { return true }
            return false
        }?.name
        var nested = CustomDecodingTranslator(node: node, decoderName: decoderParameter ?? "$noDecoder", resolver: resolver)
        nested.helperStack = helperStack + [signature]
        nested.types = types
        nested.constant = constant
        nested.unplannableTypes = unplannableTypes
        nested.isStaticHelper = function.isStatic
        nested.parameterAliases = nestedAliases
        nested.locals.formUnion(nestedAliases.keys)
        for entry in parameterKinds {
            if let kind = entry.kind {
                nested.containers[entry.name] = kind
                if case .variable(let variable) = entry.value { nested.containerPaths[entry.name] = containerPaths[variable] }
            } else {
                nested.locals.insert(entry.name)
                if isUnknowable(entry.value) { nested.unknowableLocals.insert(entry.name) }
                nested.localTypes[entry.name] = decodedType(of: entry.value)
            }
        }
        var read = function.body
        if function.returnsValue, case .statements(let statements) = read.body, statements.count == 1,
            case .expression(let value) = statements[0].kind
        {
            // `{ try c.decodeIfPresent(...) ?? [] }`: a single expression is what the function returns.
            read.body = .statements([
                BodyStatement(kind: .returnStatement(value), location: statements[0].location, text: statements[0].text)
            ])
        }
        let body = nested.translateBody(read)
        if let first = nested.uncheckedStatements.first {
            throw Failure(
                reason: "the helper `\(signature)` has a statement the tool does not follow: `\(first.statement)`, as \(first.reason)",
                isPrecise: true)
        }
        if let first = nested.assumedChecks.first {
            throw Failure(reason: "the helper `\(signature)` has a check the tool cannot verify: `\(first.text)`", isPrecise: true)
        }
        types = nested.types
        usesKeyedContainer = usesKeyedContainer || nested.usesKeyedContainer
        usesSingleValueContainer = usesSingleValueContainer || nested.usesSingleValueContainer
        for (property, source) in nested.propertySources where propertySources[property] == nil { propertySources[property] = source }
        let call = HelperCall(
            name: signature, arguments: bound, body: body, properties: function.isStatic ? [] : Array(properties).sorted(),
            sharedContainers: shared)
        // A value it returns through a transformation the tool does not evaluate is unknown to
        // whoever tests it.
        return nested.returnsUnknowable ? .conversion(.opaque, .callHelper(call)) : .callHelper(call)
    }

    /// What the body of the helper a call names may set, for a call left uninterpreted: the
    /// properties it assigns (an instance method's), and whether it assigns `self`.
    func helperEffects(_ callee: BodyExpression, _ arguments: [BodyArgument]) -> Effects {
        guard helperStack.count < Self.maximumHelperDepth, let function = helperFunction(callee, arguments), !function.isStatic,
            case .statements(let statements) = function.body.body
        else { return Effects() }
        var nested = self
        nested.helperStack.append(function.name)
        let inner = nested.effects(of: statements)
        var effects = Effects()
        effects.properties = inner.properties
        effects.setsSelf = inner.setsSelf
        return effects
    }
}
