import CodableCheckCore

/// Helpers of the type an `init(from:)` calls (`try decodeItems(from: container)`, `self.total =
/// try Self.total(in: container)`, `try decodeForeignMembers(notKeyedBy: CodingKeys.self, with:
/// decoder)` from a protocol extension): interpreted from their own bodies, with their parameters
/// bound to the arguments, when the whole body is followed; otherwise the call stays
/// uninterpreted, as before. The body's local functions (`+LocalFunctions`), closures called in
/// place (`+CalledClosures`) and `DecodingError`'s helpers in the sources (`+ErrorHelpers`,
/// `+CheckingErrorHelpers`) are inlined here too. Each function works on the translator handed
/// to it, whose scope the call is made in; a helper's body is translated by a translator of its
/// own (`CustomDecodingTranslator`, `HelperCall`).
enum HelperInlining {
    typealias Failure = CustomDecodingTranslator.Failure

    /// Helpers inlined inside one another at most this deep.
    static let maximumHelperDepth = 8

    /// Who a call names, if it names a helper: `name(...)` and `self.name(...)` an instance
    /// method, `Self.name(...)` and `TypeName.name(...)` a static one, and `Other.name(...)` a
    /// static one of another declared type (`RouteStep.decode(from: c.superDecoder(forKey:
    /// .steps))`), translated as that type's own code.
    static func helperCallee(_ callee: BodyExpression, in translator: CustomDecodingTranslator) -> (
        name: String, isStatic: Bool, owner: DeclarationNode
    )? {
        switch callee {
        case .name(let name)
        where !translator.locals.contains(name) && translator.containers[name] == nil && name.first?.isLowercase == true:
            return (name, false, translator.node)
        case .member(.name("self"), let name) where translator.containers["self"] == nil:
            // `self.init(...)`: another initializer of the type, run as a helper. (In a
            // container's extension, `self` is the container.)
            return (name, false, translator.node)
        case .member(.name(let owner), let name) where owner == "Self" || owner == translator.node.name:
            return (name, true, translator.node)
        case .member(let base, let name):
            guard let path = WrittenExpression.typePath(of: base), let owner = translator.resolver.nominal(path, from: translator.node),
                owner.declaration.genericParameters.isEmpty
            else { return nil }
            return (name, true, owner)
        default:
            return nil
        }
    }

    /// The declared helper a call names, if any, and the type that declares it.
    static func helperFunction(_ callee: BodyExpression, _ arguments: [BodyArgument], in translator: CustomDecodingTranslator) -> (
        FunctionDeclaration, DeclarationNode
    )? {
        if let local = localFunction(callee, arguments, in: translator) { return (local, translator.node) }
        guard let (name, isStatic, owner) = helperCallee(callee, in: translator) else { return nil }
        let (labels, file) = (arguments.map(\.label), translator.currentStatement?.location.fileIndex ?? translator.node.fileIndex)
        if let found = translator.resolver.helper(named: name, labels: labels, isStatic: isStatic, of: owner, fromFile: file) {
            return (found, owner)
        }
        guard case .name = callee, let function = translator.resolver.fileScopeHelper(named: name, arguments, fromFile: file) else {
            return nil
        }
        return (function, translator.resolver.fileScope(of: function))
    }

    /// The call of a helper as a `HelperCall`, its body translated in a translator of its own;
    /// nil when the call names no declared helper. Throws when the helper cannot be followed
    /// whole (a statement it does not interpret, a check it cannot verify, recursion).
    static func helperCall(_ callee: BodyExpression, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator)
        throws(Failure) -> DecodingExpression?
    {
        if let local = localFunction(callee, arguments, in: translator) { return try localFunctionCall(local, arguments, in: &translator) }
        guard let (function, owner) = helperFunction(callee, arguments, in: translator) else { return nil }
        return try inlinedCall(of: function, declaredIn: .type(owner), arguments, in: &translator)
    }

    /// The arguments a call hands `function`, one per parameter: those written, and for a
    /// parameter left out its default value (`acceptsText: Bool = true`), as Swift fills it in.
    /// A default other than a literal (`.standard`, `Self.limit`) is evaluated in the helper's
    /// own scope, which the caller's translator does not share: such a call is not followed.
    static func argumentsWithDefaults(of function: FunctionDeclaration, _ given: [BodyArgument]) throws(Failure) -> [BodyArgument] {
        guard given.count < function.parameters.count, let filled = ArgumentLabels.filled(function.parameters, by: given.map(\.label))
        else { return given }
        var arguments: [BodyArgument] = []
        var next = given[...]
        for (index, parameter) in function.parameters.enumerated() {
            if filled.contains(index), let argument = next.popFirst() {
                arguments.append(argument)
                continue
            }
            guard case .literal? = parameter.defaultValue, let value = parameter.defaultValue else {
                throw Failure(
                    reason: "its parameter `\(parameter.name)` is left to a default value the tool does not evaluate", isPrecise: true)
            }
            arguments.append(BodyArgument(label: parameter.label, value: value))
        }
        return arguments
    }

    /// Where a helper is declared: in a type (its own, a protocol it conforms to, another
    /// declared type), or in an extension of a decoding container or `Decoder`, whose methods
    /// run with `self` the container the call is made on.
    enum HelperHome {
        case type(DeclarationNode)
        /// A function the body declares: it sees the functions declared around it too.
        case local
        case container(receiver: String, kind: ContainerKind)
    }

    /// A call of a helper (`HelperCall`): its parameters bound to the arguments (a `T.self` to the
    /// generic parameter it fills, a key to the key it names), its body translated in a
    /// translator of its own.
    static func inlinedCall(
        of function: FunctionDeclaration, declaredIn home: HelperHome, _ given: [BodyArgument],
        in translator: inout CustomDecodingTranslator
    ) throws(Failure) -> DecodingExpression {
        let arguments = try Self.argumentsWithDefaults(of: function, given)
        let owner: DeclarationNode
        var receiver: (variable: String, kind: ContainerKind)?
        switch home {
        case .type(let declaring): owner = declaring
        case .local: owner = translator.node
        case .container(let variable, let kind):
            owner = translator.node
            receiver = (variable, kind)
        }
        let isForeign = owner.order != translator.node.order || receiver != nil
        let signature =
            (receiver.map { $0.kind.typeName + "." } ?? "")
            + "\(function.name)(\(function.parameters.map { "\($0.label ?? "_"):" }.joined()))"
        guard translator.helperStack.count < Self.maximumHelperDepth, !translator.helperStack.contains(signature) else {
            throw Failure(reason: "the helper `\(signature)` calls itself", isPrecise: true)
        }
        var bound: [DecodingArgument] = []
        var nestedAliases: [String: String] = [:]
        var shared: [(parameter: String, variable: String)] = []
        var parameterKinds: [(name: String, kind: ContainerKind?, value: DecodingExpression)] = []
        var boundTypes: [String: TypeReference] = [:]
        var typeParameters: [String: TypeReference] = [:]
        var keyParameters: [String: String] = [:]
        var (pureClosures, declaredTypes): (Set<String>, [String: TypeReference]) = ([], [:])
        if let receiver {
            bound.append(DecodingArgument(label: "self", value: .variable(receiver.variable)))
            parameterKinds.append(("self", receiver.kind, .variable(receiver.variable)))
            switch receiver.kind {
            case .keyed, .unkeyed: shared.append(("self", receiver.variable))
            case .decoder, .single: break
            }
        }
        for (parameter, argument) in zip(function.parameters, arguments) {
            // `CodingKeys.self` for a generic parameter: nothing to evaluate; the parameter's type
            // (`Keys.Type`) names the generic parameter it binds.
            if case .typeSelf(let type) = argument.value {
                let given = GenericBinding.substitutingGenerics(type, translator.typeArguments)
                if let written = parameter.type, case .metatype(let pattern) = written, !function.genericParameters.isEmpty {
                    // `_ type: [T].Type` given `[Tag].self`: `T` is `Tag`.
                    GenericBinding.bind(pattern, to: given, generics: Set(function.genericParameters), into: &boundTypes)
                } else if let generic = parameter.typeName {
                    boundTypes[generic] = given
                }
                typeParameters[parameter.name] = given
                continue
            }
            if let key = try ContainerExtensionCalls.keyArgument(
                argument.value, for: parameter, receiver: receiver?.variable, among: arguments, in: translator)
            {
                keyParameters[parameter.name] = key
                continue
            }
            let isPureClosure = PureClosureArgument.isPure(argument.value, in: translator)
            let value = isPureClosure ? PureClosureArgument.boundValue : try translator.translate(argument.value)
            var name = parameter.name == "_" ? "$unused\(bound.count)" : parameter.name
            if isPureClosure { pureClosures.insert(name) }
            if DictionaryLiteral.isDictionary(parameter.type) { declaredTypes[name] = parameter.type }
            if translator.properties.contains(name), !function.isStatic, receiver == nil {
                // `self.name = name`: the parameter is not the property.
                let alias = "$parameter." + name
                nestedAliases[name] = alias
                name = alias
            }
            bound.append(DecodingArgument(label: name, value: value))
            let kind = ContainerNames.containerKind(of: value, in: translator)
            parameterKinds.append((name, kind, value))
            if case .variable(let variable) = value, let kind {
                switch kind {
                case .keyed, .unkeyed: shared.append((name, variable))
                case .decoder, .single: break
                }
            }
        }
        GenericBinding.bindFromResult(of: function, asked: translator.takeContextType(for: function, given), into: &boundTypes)
        let decoderParameter = parameterKinds.first { entry in
            if case .variable(let variable) = entry.value, variable == translator.decoderName { return true }
            return false
        }?.name
        var nested = CustomDecodingTranslator(node: owner, decoderName: decoderParameter ?? "$noDecoder", resolver: translator.resolver)
        nested.helperStack = translator.helperStack + [signature]
        if case .local = home { nested.localFunctions = translator.localFunctions }
        nested.types = translator.types
        nested.alternateInitializers = translator.alternateInitializers
        nested.constant = isForeign ? { _, _ in nil } : translator.constant
        nested.unplannableTypes = translator.unplannableTypes
        nested.isStaticHelper = function.isStatic || receiver != nil
        nested.parameterAliases = nestedAliases
        nested.typeArguments = boundTypes
        nested.typeParameters = typeParameters
        nested.keyParameters = keyParameters
        nested.locals.pureClosures = pureClosures
        nested.receiver = receiver.map { $0.kind.receiver }
        nested.locals.formUnion(nestedAliases.keys)
        for entry in parameterKinds {
            if let kind = entry.kind {
                nested.containers[entry.name] = kind
                if case .variable(let variable) = entry.value { nested.containerPaths[entry.name] = translator.containerPaths[variable] }
            } else {
                nested.locals.insert(entry.name)
                if case .literal(let text) = entry.value { nested.parameterConstants[entry.name] = text }
                // A parameter is a constant: handed an empty collection, it holds one throughout.
                if EmptyCollectionConstants.isKnownEmpty(entry.value, constants: translator.locals.emptyCollections) {
                    nested.locals.emptyCollections.insert(entry.name)
                }
                if translator.isUnknowable(entry.value) { nested.locals.unknowable.insert(entry.name) }
                nested.locals.types[entry.name] = DecodedTypes.decodedType(of: entry.value, in: translator) ?? declaredTypes[entry.name]
            }
        }
        var read = function.body
        if function.returnsValue, function.returnType != .simple("Void"), function.returnType != .tuple([]),
            case .statements(let statements) = read.body
        {
            // `{ try c.decodeIfPresent(...) ?? [] }`, `{ if let s ... { UInt(s) } else { nil } }`:
            // what the function returns without `return`.
            read.body = .statements(ImplicitReturns.explicitReturns(statements))
            if case .statements(let explicit) = read.body, !ImplicitReturns.returnsSomewhere(explicit) {
                throw Failure(reason: "the helper `\(signature)` returns its value in a way the tool does not read", isPrecise: true)
            }
        }
        let body = nested.translateBody(read)
        // The types the call hands it (`[Tag].self`) are the caller's; the others it names itself.
        let named = nested.types.indices.dropFirst(translator.types.count).filter { !nested.substitutedTypes.contains($0) }.map {
            nested.types[$0]
        }
        if receiver != nil {
            try checkSameTypes(named[...], from: nil, as: "an extension at file scope", signature: signature, in: translator)
        } else if isForeign {
            try checkSameTypes(named[...], from: owner, as: "'\(owner.qualifiedName)'", signature: signature, in: translator)
        }
        translator.substitutedTypes.formUnion(nested.substitutedTypes)
        // `self.init(from: decoder, regions: nil)` is the whole body: what it does not follow is
        // what this body does not follow, named where it is.
        let isDelegation = function.name == "init" && !isForeign && !function.isStatic
        if isDelegation {
            lift(nested, in: &translator)
        } else if let first = nested.uncheckedStatements.first {
            throw Failure(
                reason: "the helper `\(signature)` has a statement the tool does not follow: `\(first.statement)`, as \(first.reason)",
                isPrecise: true)
        }
        if !isDelegation, let first = nested.assumedChecks.first {
            throw Failure(reason: "the helper `\(signature)` has a check the tool cannot verify: `\(first.text)`", isPrecise: true)
        }
        translator.types = nested.types
        translator.alternateInitializers = nested.alternateInitializers
        translator.usesKeyedContainer = translator.usesKeyedContainer || nested.usesKeyedContainer
        translator.usesSingleValueContainer = translator.usesSingleValueContainer || nested.usesSingleValueContainer
        for (property, source) in nested.propertySources where translator.propertySources[property] == nil {
            translator.propertySources[property] = source
        }
        let call = HelperCall(
            name: signature, arguments: bound, body: body,
            properties: function.isStatic || receiver != nil ? [] : Array(translator.properties).sorted(), sharedContainers: shared)
        if let returned = nested.returnedContainer { translator.helperContainers[signature] = returned }
        // A value it returns through a transformation the tool does not evaluate is unknown to
        // whoever tests it.
        return nested.returnsUnknowable ? .conversion(.opaque, .callHelper(call)) : .callHelper(call)
    }

    /// What the body of the helper a call names may set, for a call left uninterpreted: the
    /// properties it assigns (an instance method's), and whether it assigns `self`.
    static func helperEffects(_ callee: BodyExpression, _ arguments: [BodyArgument], in translator: CustomDecodingTranslator)
        -> StatementEffects
    {
        guard translator.helperStack.count < Self.maximumHelperDepth, let (function, _) = helperFunction(callee, arguments, in: translator),
            !function.isStatic,
            case .statements(let statements) = function.body.body
        else { return StatementEffects() }
        var nested = translator
        nested.helperStack.append(function.name)
        let inner = nested.effects(of: statements)
        var effects = StatementEffects()
        effects.properties = inner.properties
        effects.setsSelf = inner.setsSelf
        return effects
    }

    /// Takes over what a delegated initializer's translation did not follow: its unchecked
    /// statements (reported where they are) and its unverified checks.
    static func lift(_ nested: CustomDecodingTranslator, in translator: inout CustomDecodingTranslator) {
        translator.userInfo.throwsWithoutValue += nested.userInfo.throwsWithoutValue
        let offset = translator.uncheckedStatements.count
        translator.uncheckedStatements += nested.uncheckedStatements
        for (name, index) in nested.uncheckedNames where translator.properties.contains(name) && translator.uncheckedNames[name] == nil {
            translator.uncheckedNames[name] = index + offset
        }
        for check in nested.assumedChecks where !translator.assumedChecks.contains(check) { translator.assumedChecks.append(check) }
    }

    /// A helper of another type (or an extension at file scope) names the types it reads from its
    /// own scope, and they are planned from this one's: followed only when both name the same
    /// types.
    static func checkSameTypes(
        _ read: ArraySlice<TypeReference?>, from scope: DeclarationNode?, as home: String, signature: String,
        in translator: CustomDecodingTranslator
    ) throws(Failure) {
        for case .named(let components)? in read {
            let path = components.map(\.name)
            guard translator.resolver.nominal(path, from: scope)?.order == translator.resolver.nominal(path, from: translator.node)?.order
            else {
                throw Failure(reason: "the helper `\(signature)` of \(home) reads a type named from its own scope", isPrecise: true)
            }
        }
    }
}
