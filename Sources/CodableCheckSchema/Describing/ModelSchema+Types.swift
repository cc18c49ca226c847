import CodableCheckCore

extension ModelSchema {
    /// Every decodable struct, class and enum, in declaration order (files in load order),
    /// for `codable-check types`.
    /// A type's fidelity takes in the types it holds, transitively (`DecodingFidelity.holding`).
    public var types: [DecodableTypeSummary] {
        let listed = resolver.allNodes.compactMap { node in summary(of: node).map { (node, $0) } }
        let ownFidelity = Dictionary(listed.map { ($0.1.name, $0.1.fidelity) }, uniquingKeysWith: { first, _ in first })
        let rawValueStructs = Set(listed.filter { $0.1.decoding.isRawValue }.map(\.1.name))
        var directlyHeld: [String: [String]] = [:]
        for (node, summary) in listed where directlyHeld[summary.name] == nil {
            directlyHeld[summary.name] =
                heldTypeNames(of: node, among: ownFidelity) + decodedPropertyTypeNames(of: node, summary).filter(rawValueStructs.contains)
                + (resolver.inheritedInitializerOwner(of: node).map { [$0.qualifiedName] } ?? [])
        }
        return listed.map { node, summary in
            var summary = summary
            let held = Self.closure(from: summary.name, directlyHeld).compactMap { name in ownFidelity[name].map { (name, $0) } }
            summary.fidelity = summary.fidelity.holding(held)
            return summary
        }
    }

    /// Every name reachable from `name` through `edges`, in the order met, `name` itself
    /// excepted; each once, so recursive types end. `pending` is read by index, not emptied
    /// from the front: a chain of 200 types each holding the next took 12 s with `removeFirst`.
    private static func closure(from name: String, _ edges: [String: [String]]) -> [String] {
        var seen: Set = [name]
        var order: [String] = []
        var pending = edges[name] ?? []
        var nextIndex = 0
        while nextIndex < pending.count {
            let next = pending[nextIndex]
            nextIndex += 1
            guard seen.insert(next).inserted else { continue }
            order.append(next)
            pending += edges[next] ?? []
        }
        return order
    }

    /// The listed types `node`'s surveyed plan decodes, itself excepted, by their listed
    /// (qualified) names. Enum plans carry the simple name (`Kind` for `Product.Kind`): one not
    /// listed as it is stands for the one listed type whose name ends so.
    private func heldTypeNames(of node: DeclarationNode, among listed: [String: DecodingFidelity]) -> [String] {
        let plan: ValuePlan? =
            surveyedCustomPlans[node.order].map(ValuePlan.custom) ?? surveyedPlans[node.order].map(ValuePlan.object)
            ?? surveyedTaggedEnums[node.order].map(ValuePlan.taggedEnum)
        guard let plan else { return [] }
        // An exact instantiation of a generic type (`OrderedMap<String, V>`) is not named: the
        // type's own listing gathers the warnings of every instantiation (`OrderedMap<Path, V>`'s
        // too), and a document decoded through this one reaches none of them.
        let approximatedPlans = surveyedApproximatedPlans
        let exactInstantiation = { (held: ValuePlan) -> Bool in
            guard case .custom(let custom) = held, custom.typeName.contains("<") else { return false }
            return !approximatedPlans.contains(ObjectIdentifier(custom))
        }
        return PlannedTypeNames.of(plan, unnamed: exactInstantiation).compactMap { name -> String? in
            if listed[name] != nil { return name }
            let nested = listed.keys.filter { $0.hasSuffix("." + name) }
            return nested.count == 1 ? nested[0] : nil
        }
    }

    /// The declared types named in the types of the properties `summary` lists as decoded: how
    /// a `RawRepresentable` struct, which a plan decodes as its bare raw value, is found held.
    private func decodedPropertyTypeNames(of node: DeclarationNode, _ summary: DecodableTypeSummary) -> [String] {
        let decoded = Set(summary.properties.filter { $0.decoding.isDecoded }.map(\.name))
        var names: [String] = []
        func collect(_ reference: TypeReference) {
            switch reference {
            case .named(let components):
                if let held = resolver.nominal(components.map(\.name), from: node) { names.append(held.qualifiedName) }
                for component in components { component.arguments.forEach(collect) }
            case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .metatype(let wrapped):
                collect(wrapped)
            case .dictionary(let key, let value):
                collect(key)
                collect(value)
            case .composition(let parts), .tuple(let parts): parts.forEach(collect)
            case .function: break
            }
        }
        for property in node.instanceProperties where decoded.contains(property.name) { property.type.map(collect) }
        return names
    }

    /// The qualified names of every decodable, non-generic type (`Book`, `User.Address`), in
    /// declaration order: what a `--type` can name as it is. (`types` lists generic ones too.)
    public var typeNames: [String] {
        resolver.allNodes.filter { node in
            (node.kind == .struct || node.kind == .class || node.kind == .enum) && !node.isInGenericContext
                && resolver.decodability(of: node) != .none
        }.map(\.qualifiedName)
    }

    private func summary(of node: DeclarationNode) -> DecodableTypeSummary? {
        let kind: DecodableTypeSummary.Kind
        switch node.kind {
        case .struct where node.declaration.isDeclaredElsewhere: kind = .extension
        case .struct: kind = .struct
        case .class: kind = .class
        case .enum: kind = .enum
        case .actor, .protocol: return nil
        }
        let decodability = resolver.decodability(of: node)
        if decodability == .none { return nil }
        let (file, line, column) = position(of: node.location)
        let diagnostics = (problemsByType[node.order] ?? []).map(diagnostic(for:))
        let object = surveyedPlans[node.order]
        let hasErrors = diagnostics.contains { $0.severity == .error }

        var decoding: DecodableTypeSummary.Decoding
        var planDescription: String?
        var enumCases: [EnumCaseSummary] = []
        if kind == .enum, node.decodingInitializer == nil, let raw = resolver.rawRepresentableType(of: node) {
            decoding = .rawValue(rawType: raw.name)
            planDescription = PlanDescription.render(raw.scalar.plan)
            enumCases = node.declaration.members.enumCases.map { EnumCaseSummary(name: $0.name, rawValue: nil) }
        } else if kind == .enum {
            let rawType = resolver.rawType(of: node)
            let rawValues = rawType.flatMap { resolver.rawValues(of: node, rawType: $0) }
            enumCases = node.declaration.members.enumCases.map { enumCase in
                EnumCaseSummary(name: enumCase.name, rawValue: rawValues?.first { $0.name == enumCase.name }?.rawValue)
            }
            switch rawType {
            case .string? where rawValues != nil: decoding = .rawValue(rawType: "String")
            case .integer(let width)? where rawValues != nil: decoding = .rawValue(rawType: width.rawValue)
            default: decoding = .notInterpreted
            }
            if rawType == nil, node.decodingInitializer == nil, !hasErrors, let tagged = surveyedTaggedEnums[node.order] {
                // Synthesized with associated values: each case's key and payload.
                decoding = .synthesized
                planDescription = PlanDescription.render(.taggedEnum(tagged))
                enumCases = node.declaration.members.enumCases.map { enumCase in
                    let planned = tagged.cases.first { $0.name == enumCase.name }
                    return EnumCaseSummary(
                        name: enumCase.name, rawValue: nil, key: planned?.key,
                        payload: planned.map { PlanDescription.render(.object($0.payload)).dropPrefix($0.payload.typeName) })
                }
            }
            if case .rawValue = decoding, let rawType, let rawValues {
                let planRawType: RawEnumPlan.RawType = if case .integer(let width) = rawType { .integer(width) } else { .string }
                planDescription = PlanDescription.render(
                    .rawEnum(RawEnumPlan(typeName: node.name, rawType: planRawType, rawValues: rawValues.map(\.rawValue))))
            }
        } else if node.decodingInitializer == nil, let raw = resolver.rawRepresentableType(of: node) {
            decoding = .rawValue(rawType: raw.name)
            planDescription = PlanDescription.render(raw.scalar.plan)
        } else {
            if case .inherited(let ancestor) = decodability, node.decodingInitializer == nil {
                decoding = .inherited(fromSuperclass: resolver.superclass(of: node)?.qualifiedName ?? ancestor.qualifiedName)
            } else {
                decoding =
                    node.decodingInitializer != nil
                    ? .customInitializer
                    : resolver.decodesThroughFluentFields(node) ? .fluentFields : .synthesized
            }
            let inheritedBody = resolver.inheritedInitializerOwner(of: node).flatMap { surveyedCustomPlans[$0.order] }
            if node.isInGenericContext || hasErrors || (object == nil && inheritedBody == nil) {
                decoding = .notInterpreted
            }
            if let inheritedBody, case .inherited = decoding {
                // The superclass's interpreted body, inherited: held, so its fidelity carries over.
                planDescription = PlanDescription.render(.custom(inheritedBody))
            } else if object == nil, node.decodingInitializer == nil, !hasErrors, let nothing = surveyedCustomPlans[node.order] {
                decoding = .synthesizedDecodingNothing
                planDescription = PlanDescription.render(.custom(nothing))
            } else {
                planDescription = object.map { PlanDescription.render(.object($0)) }
            }
        }
        var properties = node.instanceProperties.map { propertySummary($0, of: node, object: object, decodability: decodability) }
        switch initializerOutcomes[node.order] {
        case .interpreted(let sources, let unchecked)?:
            decoding = .interpretedInitializer
            if let first = unchecked.first {
                let (file, line, column) = position(of: first.location)
                decoding = .partlyInterpretedInitializer(
                    statement: first.statement, file: file, line: line, column: column, count: unchecked.count)
            }
            properties = node.instanceProperties.map { property in
                if let statement = unchecked.first(where: { $0.properties.contains(property.name) }) {
                    let (_, line, column) = position(of: statement.location)
                    var summary = propertySummary(property, assignedFrom: sources[property.name])
                    summary.decoding = .unchecked(statement: statement.statement, line: line, column: column)
                    return summary
                }
                return propertySummary(property, assignedFrom: sources[property.name])
            }
            if let custom = surveyedCustomPlans[node.order] { planDescription = PlanDescription.render(.custom(custom)) }
        case nil: break
        }
        let warningIDs = (problemsByType[node.order] ?? []).filter { $0.severity == .warning }.map(\.message.id)
        let fidelity = DecodingFidelity.of(
            decoding, warningIDs: warningIDs, isGenericWithoutErrors: node.isInGenericContext && !hasErrors)
        return DecodableTypeSummary(
            name: node.qualifiedName, kind: kind, file: file, line: line, column: column, decoding: decoding,
            genericParameters: node.declaration.genericParameters, isNestedInGenericType: node.parent?.isInGenericContext == true,
            properties: properties, enumCases: enumCases, diagnostics: diagnostics, planDescription: planDescription,
            fidelity: fidelity,
            approximations: fidelity == .unsupported
                ? []
                : (problemsByType[node.order] ?? []).compactMap { approximationSite(for: $0, owner: node.order) }.sorted {
                    ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column)
                })
    }

    /// A property of a type whose `init(from:)` is interpreted: the key it is read from, or the
    /// expression it is assigned.
    private func propertySummary(_ property: StoredProperty, assignedFrom source: InitializerPropertySource?) -> PropertySummary {
        let (_, line, column) = position(of: property.location)
        let inferred = property.type == nil ? property.inferredType : nil
        let decoding: PropertySummary.Decoding
        switch source {
        case let source? where source.keyPath != nil:
            decoding = source.isIfPresent ? .ifPresent : .required
        case let source?:
            decoding = .assignedByInitializer(expression: source.expression)
        case nil:
            decoding = .notDecoded(reason: "not assigned by init(from:)")
        }
        return PropertySummary(
            name: property.name, type: property.type?.description ?? inferred.map { $0.description } ?? "?",
            key: source?.keyPath, decoding: decoding, initialValue: property.initialValue?.text,
            propertyWrappers: property.propertyWrappers.map(\.name), line: line, column: column)
    }

    private func propertySummary(
        _ property: StoredProperty, of node: DeclarationNode, object: ObjectPlan?, decodability: TypeResolver.Decodability
    ) -> PropertySummary {
        let (_, line, column) = position(of: property.location)
        let inferred = property.type == nil ? property.inferredType : nil
        let typeText = property.type?.description ?? inferred.map { $0.description } ?? "?"
        let field = object?.fields.first { $0.propertyName == property.name }
        var decoding: PropertySummary.Decoding
        let isRawRepresentable = node.decodingInitializer == nil && resolver.rawRepresentableType(of: node) != nil
        if isRawRepresentable {
            decoding = property.name == "rawValue" ? .required : .notDecoded(reason: "the type decodes from its raw value alone")
        } else if let field, let semantics = field.semantics {
            decoding = .wrapped(
                semantics: FieldSemanticsDescription.render(
                    semantics, isOptional: { if case .optional = field.value { true } else { false } }()))
        } else if let field {
            if case .optional = field.value { decoding = .ifPresent } else { decoding = .required }
        } else if node.decodingInitializer == nil, resolver.decodesThroughFluentFields(node) {
            decoding = .notDecoded(reason: Self.fluentReasonNotDecoded(property))
        } else if case .inherited = decodability, node.decodingInitializer == nil {
            decoding = .notDecoded(reason: "the inherited init(from:) decodes the superclass's properties only")
        } else if property.isLet, property.initialValue != nil {
            decoding = .notDecoded(reason: "let with an initial value")
        } else if property.isLazy {
            decoding = .notDecoded(reason: "lazy")
        } else if let codingKeys = node.codingKeys, !codingKeys.declaration.members.enumCases.contains(where: { $0.name == property.name })
        {
            decoding = .notDecoded(reason: "not in CodingKeys")
        } else {
            decoding = .notDecoded(reason: "not interpreted")
        }
        return PropertySummary(
            name: property.name, type: typeText, key: field?.key, decoding: decoding,
            initialValue: property.initialValue?.text, propertyWrappers: property.propertyWrappers.map(\.name),
            line: line, column: column)
    }
}

extension ModelSchema {
    /// Why `Fields.init(from:)` leaves a property of a Fluent model alone.
    fileprivate static func fluentReasonNotDecoded(_ property: StoredProperty) -> String {
        guard let wrapper = property.propertyWrappers.first else {
            return "not a Fluent property wrapper: Fields.init(from:) skips it"
        }
        if let type = property.type, FluentRead.fluentRead(of: wrapper.name, declaredType: type) == .skipped {
            return "Fluent's @\(wrapper.name) decodes nothing"
        }
        return "not interpreted"
    }
}

extension DecodableTypeSummary.Decoding {
    fileprivate var isRawValue: Bool {
        if case .rawValue = self { true } else { false }
    }
}

extension PropertySummary.Decoding {
    /// Read from the JSON in some way, as opposed to `notDecoded`.
    fileprivate var isDecoded: Bool {
        if case .notDecoded = self { false } else { true }
    }
}

extension String {
    /// The text after `prefix`, or the whole text if it does not start so.
    fileprivate func dropPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
