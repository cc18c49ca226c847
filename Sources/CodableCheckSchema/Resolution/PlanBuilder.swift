import CodableCheckCore

/// Turns declarations into `ValuePlan`s, applying synthesized `Codable`'s rules, and collects
/// what cannot be interpreted.
///
/// Object plans are memoised per type (and generic arguments), and registered before their
/// fields are built, so recursive models (`class Node { var children: [Node] }`) refer to their
/// own plan instead of recursing forever.
struct PlanBuilder {
    /// Whether problems that only matter when a type is needed are errors (planning a root type)
    /// or warnings (surveying every declaration at load time).
    enum Purpose {
        case survey
        case root
    }

    /// The property a type is planned for, to name it in messages; nil for the root expression.
    struct Use {
        var property: String
        var owner: String
        var location: SourceLocation
    }

    let resolver: TypeResolver
    let purpose: Purpose
    private(set) var problems: [SchemaProblem] = []
    /// For each problem, the declaration (by `order`) being planned when it was found (for `types`).
    private(set) var problemOwners: [Int?] = []
    var ownerStack: [Int] = []
    /// The object plans and interpreted bodies being built, innermost last: an approximation
    /// reported meanwhile changes what a document reaching the innermost one is checked against.
    var approximationHolders: [ApproximationHolder] = []
    /// Every approximation reported, repeats included (a type whose `init?(rawValue:)` is not
    /// read, held by two types, is reported once and held twice): placed on a root's plans, and
    /// in the survey, what tells one instantiation of a generic type from another
    /// (`approximatedPlans`).
    private(set) var approximationUses: [ApproximationUse] = []
    private var reported: Set<String> = []
    /// Keyed by declaration (its `order`) and type name with arguments: two files' `private struct
    /// Response` share a name but not a plan.
    private var objectPlans: [String: ObjectPlan] = [:]
    /// Why the root expression itself could not be planned, when it is not a declaration's problem.
    enum RootFailure {
        case unknownType(String, suggestions: [String])
        case ambiguousType(String, candidates: [DeclarationNode])
        case invalidTypeExpression(String)
        case tooDeep
        case uninterpretable(String)
    }

    private(set) var rootFailure: RootFailure?
    /// Interpreted `init(from:)` bodies, keyed like `objectPlans`; registered before their types
    /// are planned, so a body that decodes its own type refers to its own plan.
    var customPlans: [String: CustomDecodingPlan] = [:]
    /// `--date-strategy custom:NAME`: the app's function that decodes every `Date`, read as a
    /// program; nil for the strategies `ValidationOptions` states.
    var customDate: CustomDecodingPlan?
    /// Per declaration (by `order`), how its `init(from:)` was treated, for `codable-check types`.
    var initializerOutcomes: [Int: InitializerOutcome] = [:]
    /// Every body read as a program, with its declaration's place: where a document is told its
    /// verdict was approximated when a check in the body meets a value the tool does not know
    /// (`CustomDecodingPlan.checkOnUnknownValue`, placed by `ModelSchema`).
    var interpretedBodies: [(plan: CustomDecodingPlan, place: SchemaProblem, owner: Int)] = []
    /// Interpreted `init(from:)` plans of types without generic parameters, by declaration order.
    var builtCustomPlans: [Int: CustomDecodingPlan] = [:]
    /// Plans that failed, so a broken type reached along many paths is examined once.
    var failedPlans: Set<String> = []
    /// Enums with associated values, keyed like `objectPlans`; registered before their cases are
    /// planned, so an `indirect` enum refers to its own plan.
    var taggedEnumPlans: [String: TaggedEnumPlan] = [:]
    /// Those of types without generic parameters, by declaration order (for `codable-check types`).
    var builtTaggedEnumPlans: [Int: TaggedEnumPlan] = [:]

    /// Deeper type nesting is reported rather than followed: it only happens through aliases
    /// or generic arguments that refer to themselves. It counts within one declaration's use of
    /// a type: each declaration planned starts again at 0 (`DeclarationNesting`).
    static let maximumDepth = 64
    /// How many declarations are being planned, each inside the one before (`DeclarationNesting`).
    var declarationNesting = 0

    /// `file:line:column` of a declaration, for messages that list candidates.
    let describeLocation: (SourceLocation) -> String

    init(resolver: TypeResolver, purpose: Purpose, describeLocation: @escaping (SourceLocation) -> String = { _ in "" }) {
        self.resolver = resolver
        self.purpose = purpose
        self.describeLocation = describeLocation
    }

    // MARK: Reporting

    /// Severity for a problem that stops a type from being planned: an error when it is needed.
    var neededSeverity: SchemaDiagnostic.Severity { purpose == .root ? .error : .warning }

    mutating func report(_ message: SchemaMessage, at location: SourceLocation, severity: SchemaDiagnostic.Severity) {
        if let kind = ApproximationSite.Kind(messageID: message.id) {
            approximationUses.append(
                ApproximationUse(
                    kind: kind, problem: SchemaProblem(severity: severity, location: location, message: message),
                    owner: ownerStack.last, holder: approximationHolders.last))
        }
        guard reported.insert(Self.reportedKey(message.text, at: location)).inserted else { return }
        problems.append(SchemaProblem(severity: severity, location: location, message: message))
        problemOwners.append(ownerStack.last)
    }

    /// A problem is reported once per place and text, however many paths reach it.
    static func reportedKey(_ text: String, at location: SourceLocation) -> String {
        "\(location.fileIndex):\(location.offset):\(text)"
    }

    /// The files declaring the types planned so far (objects, enums with associated values,
    /// interpreted `init(from:)` bodies): where a `#if` the configuration could not answer
    /// matters to this plan.
    var plannedFileIndices: Set<Int> {
        var files: Set<Int> = []
        for key in Array(objectPlans.keys) + Array(taggedEnumPlans.keys) + Array(customPlans.keys) {
            if let order = Int(key.prefix { $0 != ":" }), resolver.allNodes.indices.contains(order) {
                files.insert(resolver.allNodes[order].fileIndex)
            }
        }
        return files
    }

    /// The plans built so far for declarations without generic arguments, by declaration order.
    private(set) var builtObjectPlans: [Int: ObjectPlan] = [:]

    /// Takes back the problems reported at `location` since there were `count` problems, and
    /// returns them: for a failure that a fallback makes moot (a hand-written `init(from:)` that
    /// reads an unknown type is checked as synthesized instead, so the type is not needed).
    mutating func withdrawProblems(at location: SourceLocation, since count: Int) -> [SchemaProblem] {
        var withdrawn: [SchemaProblem] = []
        var index = count
        while index < problems.count {
            guard problems[index].location == location else {
                index += 1
                continue
            }
            let problem = problems.remove(at: index)
            problemOwners.remove(at: index)
            reported.remove(Self.reportedKey(problem.message.text, at: location))
            withdrawn.append(problem)
        }
        return withdrawn
    }

    /// Reports a problem of the type itself (not of a use of it), at its declaration.
    mutating func reportNeeded(_ message: SchemaMessage, at location: SourceLocation, typeName: String, isRoot: Bool) {
        report(message, at: location, severity: neededSeverity)
        if isRoot, rootFailure == nil { rootFailure = .uninterpretable(typeName) }
    }

    mutating func reportNeeded(_ message: SchemaMessage, use: Use?, rootError: RootFailure) {
        if let use {
            report(message, at: use.location, severity: neededSeverity)
        } else if rootFailure == nil {
            rootFailure = rootError
        }
    }

    // MARK: References

    /// The plan for a type as written at `use` (nil: the root expression), read in `scope`.
    mutating func plan(for reference: TypeReference, in scope: TypeScope, use: Use?, depth: Int = 0) -> ValuePlan? {
        guard depth < Self.maximumDepth else {
            reportNeeded(.typeTooDeep(reference.description, use: use), use: use, rootError: .tooDeep)
            return nil
        }
        switch reference {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return plan(for: wrapped, in: scope, use: use, depth: depth + 1).map(ValuePlan.optional)
        case .array(let element):
            return plan(for: element, in: scope, use: use, depth: depth + 1).map(ValuePlan.array)
        case .dictionary(let key, let value):
            return dictionaryPlan(key: key, value: value, in: scope, use: use, depth: depth)
        case .named(let components):
            return namedPlan(components, in: scope, use: use, depth: depth)
        case .composition, .tuple, .function, .metatype:
            reportNeeded(.notDecodable(reference.description, use: use), use: use, rootError: .invalidTypeExpression(reference.description))
            return nil
        }
    }

    private mutating func namedPlan(_ components: [TypeReference.Component], in scope: TypeScope, use: Use?, depth: Int) -> ValuePlan? {
        let written = TypeReference.named(components).description
        let arguments = components.last?.arguments ?? []
        switch scope.resolve(components, with: resolver) {
        case .genericParameter(let name):
            guard let binding = scope.bindings[name] else {
                reportNeeded(.unboundGenericParameter(name, use: use), use: use, rootError: .invalidTypeExpression(written))
                return nil
            }
            return plan(for: binding.reference, in: binding.scope, use: use, depth: depth + 1)
        case .builtin(let builtin, let name):
            return builtinPlan(builtin, name: name, arguments: arguments, in: scope, use: use, depth: depth)
        case .alias(let alias, let aliasScope):
            guard let target = alias.target else {
                reportNeeded(.aliasNotInterpreted(alias.name, use: use), use: use, rootError: .invalidTypeExpression(written))
                return nil
            }
            guard alias.genericParameters.count == arguments.count else {
                reportNeeded(.wrongGenericArguments(alias.name, use: use), use: use, rootError: .invalidTypeExpression(written))
                return nil
            }
            return plan(for: target, in: scope.expanding(alias, declaredIn: aliasScope, arguments: arguments), use: use, depth: depth + 1)
        case .node(let node):
            if components.count == 1, components[0].name == "Self", node === scope.node {
                // `Self` in a generic type is the type with its own parameters, as bound here.
                let own = node.declaration.genericParameters.map(TypeReference.simple)
                return nodePlan(node, arguments: own, argumentScope: scope, use: use)
            }
            if let (outer, given) = scope.mismatchedOuterArguments(components, with: resolver) {
                reportArgumentCount(of: outer, given: given, use: use)
                return nil
            }
            let argumentScope = scope.binding(scope.outerBindings(components, with: resolver))
            return nodePlan(node, arguments: arguments, argumentScope: argumentScope, use: use)
        case .ambiguous(let nodes):
            reportNeeded(
                .ambiguousType(written, candidates: nodes.map { describeLocation($0.location) }, use: use), use: use,
                rootError: .ambiguousType(written, candidates: nodes))
            return nil
        case .unresolvedAssociatedType(let failure):
            // Reported at the conforming type, which is where a `typealias` would settle it.
            report(.associatedTypeNotInferred(failure, use: use), at: use?.location ?? failure.location, severity: neededSeverity)
            if use == nil, rootFailure == nil { rootFailure = .uninterpretable(written) }
            return nil
        case .notFound:
            // A nested type named without its outer type (`Address` for `User.Address`) is the likeliest meaning.
            let lastName = components.last?.name ?? written
            let nested = resolver.allNodes.filter { $0.name == lastName && $0.qualifiedName != written }.map(\.qualifiedName)
            let suggestions =
                nested.isEmpty ? TypeNameSuggestions.suggestions(for: lastName, among: resolver.knownTypeNames) : Array(nested.prefix(3))
            reportNeeded(
                .unknownType(written, use: use, suggestions: suggestions), use: use,
                rootError: .unknownType(written, suggestions: suggestions))
            return nil
        }
    }

    // MARK: Declarations

    /// A subclass that declares no `init(from:)` of its own, below a superclass whose
    /// `init(from:)` is hand-written (XcodeProj's `PBXFrameworksBuildPhase: PBXBuildPhase`),
    /// inherits that body: it decodes exactly as its superclass does, and its own properties
    /// keep their initial values. Nil when that is not the case, or when the subclass's own
    /// declarations are in error (`fieldPlans` reports those).
    private mutating func inheritedInitializerPlan(_ node: DeclarationNode, in scope: TypeScope, use: Use?, depth: Int) -> ValuePlan?? {
        guard resolver.inheritedInitializerOwner(of: node) != nil, node.instanceProperties.allSatisfy(hasImplicitInitialValue),
            let written = node.declaration.inheritance.first
        else { return nil }
        return .some(plan(for: written, in: TypeScope(node: node.parent, bindings: scope.bindings), use: use, depth: depth + 1))
    }

    /// A generic type named with as many type arguments as it has parameters not given (`Page`
    /// alone, `Page<Int, String>`, or either before `.Meta`): the compiler's complaint, at the type.
    mutating func reportArgumentCount(of node: DeclarationNode, given: Int, use: Use?) {
        let parameters = node.declaration.genericParameters
        let message =
            given == 0 || parameters.isEmpty
            ? SchemaMessage.genericArgumentsNeeded(node.qualifiedName, parameters: parameters, use: use)
            : SchemaMessage.genericArgumentCount(node.qualifiedName, parameters: parameters, given: given, use: use)
        if use == nil {
            reportNeeded(message, at: node.location, typeName: node.qualifiedName, isRoot: true)
        } else {
            reportNeeded(message, use: use, rootError: .uninterpretable(node.qualifiedName))
        }
    }

    /// The plan of a declaration with `arguments` bound. Its own types count
    /// `maximumDepth` from `DeclarationNesting.startingDepth`, not from the depth of its use.
    mutating func nodePlan(
        _ node: DeclarationNode, arguments: [TypeReference], argumentScope: TypeScope, use: Use?
    ) -> ValuePlan? {
        if let unterminated = node.unterminatedBody {
            // A schema file that does not parse: what the type declares is not known. The parser
            // lists the error once for `types`; a plan that needs the type fails with it.
            if purpose == .root {
                reportNeeded(
                    .unterminatedBody(of: unterminated.owner), at: unterminated.location, typeName: node.qualifiedName,
                    isRoot: use == nil)
            }
            return nil
        }
        let parameters = node.declaration.genericParameters
        guard parameters.count == arguments.count else {
            reportArgumentCount(of: node, given: arguments.count, use: use)
            return nil
        }
        var bindings = argumentScope.bindings
        for (parameter, argument) in zip(parameters, arguments) {
            bindings[parameter] = TypeScope.Binding(reference: argument, scope: argumentScope)
        }
        let scope = TypeScope(node: node, bindings: bindings)
        guard let typeName = CanonicalTypeNames(resolver: resolver).instanceName(of: node, bindings: bindings) else {
            reportNeeded(.typeTooDeep(node.qualifiedName, use: use), use: use, rootError: .invalidTypeExpression(node.qualifiedName))
            return nil
        }

        guard DeclarationNesting.enter(node, use: use, in: &self) else { return nil }
        defer { declarationNesting -= 1 }
        let depth = DeclarationNesting.startingDepth
        guard checkDecodable(node, use: use) else { return nil }
        ownerStack.append(node.order)
        defer { ownerStack.removeLast() }
        if let initializer = node.decodingInitializerBody,
            let custom = CustomDecodingPlanner.bodyPlan(node, initializer, typeName: typeName, scope: scope, depth: depth, builder: &self)
        {
            return .custom(custom)
        }
        if node.declaration.isDeclaredElsewhere {
            // Its stored properties are not in the sources: nothing else says what JSON it takes.
            reportNeeded(
                .externalTypeWithoutInitializer(node.qualifiedName, hasInitializer: node.decodingInitializer != nil),
                at: node.decodingInitializer ?? node.location, typeName: node.qualifiedName, isRoot: use == nil)
            return nil
        }
        reportPossibleMacros(on: node)
        if let inherited = inheritedInitializerPlan(node, in: scope, use: use, depth: depth) { return inherited }
        if node.decodingInitializer == nil, let raw = resolver.rawRepresentableType(of: node) {
            if let initializer = node.rawValueInitializer, !resolver.takesEveryRawValue(node, rawType: raw.name) {
                report(.rawValueInitializerNotInterpreted(node, rawType: raw.name), at: initializer, severity: .warning)
            }
            return raw.scalar.plan
        }
        switch node.kind {
        case .enum:
            if node.decodingInitializer == nil, resolver.rawType(of: node) == nil {
                return TaggedEnumPlanner.plan(node, typeName: typeName, in: scope, use: use, depth: depth, builder: &self)
            }
            return enumPlan(node, use: use)
        case .struct, .class:
            if decodesNothing(node) {
                // An interpreted body with no statements: no container, any value, `{}` printed.
                let plan = CustomDecodingPlan(typeName: typeName)
                if !node.isInGenericContext { builtCustomPlans[node.order] = plan }
                return .custom(plan)
            }
            let key = "\(node.order):\(typeName)"
            if let existing = objectPlans[key] { return .object(existing) }
            guard !failedPlans.contains(key) else { return nil }
            let object = ObjectPlan(typeName: typeName)
            objectPlans[key] = object
            approximationHolders.append(.object(object))
            defer { approximationHolders.removeLast() }
            guard let fields = fieldPlans(of: node, in: scope, depth: depth) else {
                objectPlans[key] = nil
                failedPlans.insert(key)
                return nil
            }
            if !node.isInGenericContext { builtObjectPlans[node.order] = object }
            object.fields = fields
            if node.decodingInitializer == nil, resolver.decodesThroughFluentFields(node) {
                // FluentKit's containers and encoding: only the wrapped properties, no constants.
                object.codingKeysName = FluentRead.fluentCodingKeysName
            } else {
                object.encodedConstants = EncodedConstants.list(of: node, in: scope, builder: &self)
            }
            // Reaching here with an `init(from:)` means its body was not followed.
            object.hasUnfollowedInitializer = node.decodingInitializer != nil
            return .object(object)
        case .actor, .protocol:
            reportNeeded(.notDecodable(node.qualifiedName, use: use), use: use, rootError: .invalidTypeExpression(node.qualifiedName))
            return nil
        }
    }

    /// Reports a type that is not `Decodable` at all; the compiler would refuse the property.
    private mutating func checkDecodable(_ node: DeclarationNode, use: Use?) -> Bool {
        guard case .none = resolver.decodability(of: node) else { return true }
        let message = SchemaMessage.typeNotDecodable(
            node.qualifiedName, use: use, undeclared: resolver.undeclaredConformances(of: node),
            importedModules: resolver.importedModules)
        if let use {
            report(message, at: use.location, severity: neededSeverity)
        } else if rootFailure == nil {
            rootFailure = .uninterpretable(node.qualifiedName)
            report(message, at: node.location, severity: .error)
        }
        return false
    }
}
