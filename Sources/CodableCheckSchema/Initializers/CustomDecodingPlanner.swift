import CodableCheckCore

/// Sets up the program (`CustomDecodingPlan`) of a type's hand-written `init(from:)`: the body
/// translated (`CustomDecodingTranslator`), the types it reads planned, what it leaves unchecked
/// reported, and what `--print` writes for it.
///
/// A type of its own because it is the one place where a translated body meets the plans: it
/// retries a translation whose read types cannot be planned, and keeps the bodies' bookkeeping
/// (`customPlans`, `interpretedBodies`, `initializerOutcomes`) in the `PlanBuilder` it works for
/// (`builder`).
enum CustomDecodingPlanner {
    /// Read types that cannot be planned are retried as uninterpreted reads at most this many times.
    static let maximumUnplannableRetries = 8

    /// The program for a type's `init(from:)`. A statement the tool does not follow is kept as an
    /// uninterpreted one (a warning names it and the properties it leaves unchecked), and so is a
    /// read of a type that cannot be planned: the tool never checks anything the body does not do.
    ///
    /// `variant` names another initializer than `init(from:)` (`init(from:regions:)`), whose
    /// other parameters (`opaqueParameters`) hold values the tool does not know: its plan is kept
    /// apart, and `codable-check types` describes the type by its `init(from:)` only. `body` names
    /// the declaration in warnings when it is another function (the app's date function).
    static func bodyPlan(
        _ node: DeclarationNode, _ initializer: DecodingInitializer, typeName: String, scope: TypeScope, depth: Int,
        variant: String? = nil, opaqueParameters: [String] = [], body bodyName: String? = nil, builder: inout PlanBuilder
    ) -> CustomDecodingPlan? {
        let bodyName = bodyName ?? node.qualifiedName + ".init(from:)"
        let key = "\(node.order):\(typeName)" + (variant.map { ":" + $0 } ?? "")
        if let existing = builder.customPlans[key] { return existing }
        let plan = CustomDecodingPlan(typeName: typeName, decoderName: initializer.decoderName)
        builder.customPlans[key] = plan
        let place = SchemaProblem(severity: .note, location: initializer.location, message: .initializerCheckOnUnknownValue(bodyName))
        builder.interpretedBodies.append((plan, place, node.order))
        builder.approximationHolders.append(.custom(plan))
        defer { builder.approximationHolders.removeLast() }
        var unplannable: [String: String] = [:]
        var attempt = 0
        var read = MetatypeTests.deciding(initializer, in: scope, resolver: builder.resolver)
        while true {
            var translator = CustomDecodingTranslator(node: node, decoderName: initializer.decoderName, resolver: builder.resolver)
            translator.unplannableTypes = unplannable
            translator.opaqueParameters = opaqueParameters
            translator.typeNamed = { [resolver = builder.resolver] names in
                scope.nominal(names.map { .init(name: $0, arguments: []) }, with: resolver)
            }
            translator.placeholderParameters = Set(scope.bindings.filter { $0.value.reference == TypeScope.surveyPlaceholder }.keys)
            translator.scalarParameters = ScalarBoundParameters.parameters(in: scope, resolver: builder.resolver)
            translator.constant = { [resolver = builder.resolver] owner, name in
                Self.constantText(owner, name, of: node, resolver: resolver)
            }
            let body = translator.translateBody(read)
            let problemCount = builder.problems.count
            guard
                let types = plannedTypes(
                    translator.types, alternates: translator.alternateInitializers, node, initializer, scope: scope, depth: depth,
                    failed: &unplannable, builder: &builder)
            else {
                _ = builder.withdrawProblems(at: initializer.location, since: problemCount)
                attempt += 1
                // Past the retries, the whole body is left uninterpreted (it reads nothing then).
                if attempt >= Self.maximumUnplannableRetries {
                    read.body = .unreadable(statement: "init(from:)", location: initializer.location)
                }
                continue
            }
            for statement in translator.assumedChecks {
                builder.report(
                    .initializerCheckNotVerified(bodyName, statement: statement.text), at: statement.location, severity: .warning)
            }
            for (statement, key) in translator.userInfo.throwsWithoutValue {
                builder.report(
                    .initializerThrowsWithoutUserInfo(bodyName, statement: statement.text, key: key), at: statement.location,
                    severity: .warning)
            }
            for unchecked in translator.uncheckedStatements {
                builder.report(
                    .initializerStatementNotInterpreted(
                        bodyName, statement: unchecked.statement, reason: unchecked.reason, unchecked: unchecked.properties,
                        setsSelf: unchecked.setsSelf),
                    at: unchecked.location, severity: .warning)
            }
            plan.types = types
            // The other parameters hold values the tool does not know: bound as unknown, so that
            // `regions.first ?? container.decode(...)` does not read as if they were nil.
            let unknownParameters = opaqueParameters.map { DecodingStatement.bind($0, .conversion(.unknown, .literal("null"))) }
            plan.body = unknownParameters + initialValues(of: node, translator, resolver: builder.resolver) + body
            plan.encodedForm = encodedForm(of: node, translator, resolver: builder.resolver)
            if case .properties = plan.encodedForm { plan.encodedConstants = EncodedConstants.list(of: node, in: scope, builder: &builder) }
            if variant == nil {
                builder.initializerOutcomes[node.order] = .interpreted(
                    properties: translator.propertySources, unchecked: translator.uncheckedStatements)
                if !node.isInGenericContext { builder.builtCustomPlans[node.order] = plan }
            }
            return plan
        }
    }

    /// The plans of the types the body reads, in order; nil when one cannot be planned, which is
    /// then added to `failed` (by its spelling, with why) so that the next translation leaves it
    /// uninterpreted.
    private static func plannedTypes(
        _ types: [TypeReference?], alternates: [Int: [String?]], _ node: DeclarationNode, _ initializer: DecodingInitializer,
        scope: TypeScope, depth: Int, failed: inout [String: String], builder: inout PlanBuilder
    ) -> [ValuePlan]? {
        var planned: [ValuePlan] = []
        for (index, type) in types.enumerated() {
            let use = PlanBuilder.Use(property: "init(from:)", owner: node.qualifiedName, location: initializer.location)
            let problemCount = builder.problems.count
            let plan: ValuePlan?
            if let labels = alternates[index], case .named(let components)? = type {
                plan = alternateInitializerPlan(components.map(\.name), labels: labels, from: node, depth: depth, builder: &builder)
            } else if let type {
                plan = builder.plan(for: type, in: scope, use: use, depth: depth + 1)
            } else if let superclass = builder.resolver.superclass(of: node) {
                plan = builder.nodePlan(superclass, arguments: [], argumentScope: scope, use: use)
            } else {
                plan = nil
            }
            guard let plan else {
                let why = builder.problems[min(problemCount, builder.problems.count)...].first { $0.location == initializer.location }
                let spelled = type?.description ?? CustomDecodingTranslator.superclassReadKey
                failed[spelled] =
                    "\(type.map { "type \($0.description)" } ?? "the superclass") cannot be planned"
                    + (why.map { ": " + $0.message.text } ?? "")
                return nil
            }
            planned.append(plan)
        }
        return planned
    }

    /// The plan of a declared type decoded through another initializer than `init(from:)`
    /// (`Step(from: d, regions: r)`, parameters with a default value left out or not): that
    /// initializer's body, its first parameter the decoder, the others values the tool does not
    /// know.
    private static func alternateInitializerPlan(
        _ path: [String], labels: [String?], from node: DeclarationNode, depth: Int, builder: inout PlanBuilder
    )
        -> ValuePlan?
    {
        guard let target = builder.resolver.nominal(path, from: node),
            let function = target.functions.first(where: {
                $0.name == "init" && !$0.isStatic && ArgumentLabels.accepts($0.parameters, labels: labels)
            }),
            let decoder = function.parameters.first
        else { return nil }
        var initializer = function.body
        initializer.decoderName = decoder.name
        let signature = "init(" + labels.map { "\($0 ?? "_"):" }.joined() + ")"
        // What the body does not follow is the decoded type's, not the caller's.
        builder.ownerStack.append(target.order)
        defer { builder.ownerStack.removeLast() }
        let plan = bodyPlan(
            target, initializer, typeName: target.qualifiedName, scope: TypeScope(node: target, bindings: [:]), depth: depth + 1,
            variant: signature, opaqueParameters: function.parameters.dropFirst().map(\.name), builder: &builder)
        return plan.map(ValuePlan.custom)
    }

    /// A constant a body names, as JSON text: an instance `let` with a literal initial value
    /// (`owner` nil), a `static let` or literal `static var` of the type (`owner` empty, `Self.x`)
    /// or of another declared type, or a case of a declared raw enum (its raw value).
    static func constantText(_ owner: [String]?, _ name: String, of node: DeclarationNode, resolver: TypeResolver) -> String? {
        guard let holder = owner.map({ $0.isEmpty ? node : resolver.nominal($0, from: node) }) ?? node else { return nil }
        if owner != nil, let rawType = resolver.rawType(of: holder),
            let value = resolver.rawValues(of: holder, rawType: rawType)?.first(where: { $0.name == name })
        {
            return rawType == .string ? JSONText.quoted(value.rawValue) : value.rawValue
        }
        // A static one may be declared in an extension.
        let candidates = owner == nil ? holder.declaration.members.properties : holder.staticProperties
        guard
            let property = candidates.first(where: { property in
                property.name == name && property.isStatic == (owner != nil) && (property.isLet || property.isStatic)
            }), let literal = property.initialValue?.literal
        else { return nil }
        return literal.jsonText(type: property.type ?? property.inferredType, in: holder, resolver: resolver)
    }

    /// Instance `var`s with a literal initial value hold it when the body starts (the body may
    /// read them, and `JSONEncoder` writes them unless the body changes them), when they are
    /// coding keys. (`let` constants are read as their value, and written by `encodedConstants`.)
    private static func initialValues(of node: DeclarationNode, _ translator: CustomDecodingTranslator, resolver: TypeResolver)
        -> [DecodingStatement]
    {
        guard node.kind != .enum else { return [] }
        let keyNames = node.codingKeys.map { Set($0.declaration.members.enumCases.map(\.name)) }
        return node.instanceProperties.compactMap { property in
            guard !property.isLet, !property.isLazy, keyNames?.contains(property.name) ?? true,
                let literal = property.initialValue?.literal,
                let text = literal.jsonText(type: property.type ?? property.inferredType, in: node, resolver: resolver)
            else { return nil }
            return .assignProperty(property.name, .literal(text))
        }
    }

    /// What `--print` writes: see `CustomDecodingPlan.EncodedForm`.
    private static func encodedForm(of node: DeclarationNode, _ translator: CustomDecodingTranslator, resolver: TypeResolver)
        -> CustomDecodingPlan.EncodedForm
    {
        let readsOneValue = translator.usesSingleValueContainer && !translator.usesKeyedContainer
        if node.kind == .enum {
            // An enum read from one value with its own `encode(to:)` (`OpenValue<Wrapped>`'s raw
            // value) is assumed to write that value back, as a struct is below.
            return readsOneValue && node.encodingFunction != nil ? .singleValue : .selfValue
        }
        if translator.callsSuper { return .superclass }
        if readsOneValue, !node.synthesizesEncoding {
            // Its own `encode(to:)` is assumed to write the one value back (a colour as its hex string).
            return .singleValue
        }
        let renamed = node.codingKeys.map { CodingKeyEnum($0, resolver: resolver).keysByCaseName } ?? [:]
        var keys: [String: String] = [:]
        for property in node.instanceProperties {
            keys[property.name] = renamed[property.name] ?? property.name
        }
        return .properties(keys)
    }
}
