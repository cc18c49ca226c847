import CodableCheckCore

/// Fluent (vapor/fluent-kit, read at 1.56.0): a class conforming to `Model` or `Fields` is
/// `Codable` through FluentKit's `Fields.init(from:)`, not a synthesized one. What it does, read
/// from `Fields+Codable.swift` and each property wrapper's `decode(from:)`:
///
/// - it opens a keyed container (an object is required) and, for each property held by one of
///   FluentKit's wrappers, asks `superDecoder(forKey:)` under the property's *name*: the
///   wrapper's `key:` names the database column, and a `CodingKeys` enum is not used. A missing
///   key reads as null;
/// - any error decoding a property is caught and thrown again as `typeMismatch` at the
///   property's key, "Could not decode property" (`FieldSemantics.rethrownAsTypeMismatch`);
/// - a property without a wrapper is not decoded. The properties are visited in a
///   `Dictionary`'s order, so when several fail, which one JSONDecoder reports changes from run
///   to run; the tool reports each, in declaration order.
///
/// A type of its own because Fluent's decoding is a model of one library's code, apart from
/// synthesized `Codable`'s rules: each function takes the `PlanBuilder` whose plans and reports
/// it adds to (`builder`).
enum FluentFieldPlans {
    /// What `Fields.init(from:)` decodes, in declaration order, each under its property's name.
    static func fieldPlans(of node: DeclarationNode, in scope: TypeScope, depth: Int, builder: inout PlanBuilder) -> [FieldPlan]? {
        let owner = node.qualifiedName
        if let codingKeys = node.codingKeys {
            builder.report(.fluentCodingKeysIgnored(owner), at: codingKeys.location, severity: .warning)
        }
        var fields: [FieldPlan] = []
        var isValid = true
        for property in node.instanceProperties {
            // Only FluentKit's wrappers are decoded (`AnyCodableProperty`); a plain property keeps its value.
            guard let written = property.propertyWrappers.first else { continue }
            // Through the app's typealiases (`typealias Column = Field`) to FluentKit's wrapper.
            let wrapper = ResolvedWrapper(written, in: scope, resolver: builder.resolver).use
            guard let type = property.type, let read = FluentRead.fluentRead(of: wrapper.name, declaredType: type) else {
                builder.report(
                    .fluentWrapperNotInterpreted(wrapper.name, property: property.name, owner: owner), at: wrapper.location,
                    severity: .warning)
                continue
            }
            let use = PlanBuilder.Use(property: property.name, owner: owner, location: property.location)
            var semantics = FieldSemantics(wrapperName: "@\(wrapper.name)")
            semantics.rethrownAsTypeMismatch = FluentRead.fluentPropertyErrorDescription
            let value: ValuePlan
            switch read {
            case .skipped:
                continue
            case .value, .optionalValue, .group:
                guard let planned = builder.plan(for: type, in: scope, use: use, depth: depth + 1) else {
                    isValid = false
                    continue
                }
                value = planned
                if read != .value {
                    semantics.valueIfMissing = "null"
                    semantics.valueIfNull = "null"
                    // A nil value is encoded (`singleValueContainer().encode(wrappedValue)`); an
                    // unset group is skipped.
                    semantics.encodesNilAsNull = read == .optionalValue
                }
            case .parent(let idIsOptional):
                switch parentPlan(
                    wrapper: wrapper, of: property, type: type, idIsOptional: idIsOptional, in: scope, depth: depth, builder: &builder)
                {
                case .planned(let parent): value = .object(parent)
                case .notInterpreted: continue
                case .failed:
                    isValid = false
                    continue
                }
            }
            fields.append(FieldPlan(propertyName: property.name, key: property.name, value: value, semantics: semantics))
        }
        return isValid ? fields : nil
    }

    private enum FluentParentOutcome {
        case planned(ObjectPlan)
        /// Reported as a warning: the property is left unchecked.
        case notInterpreted
        /// The parent type is unknown: reported as for any property.
        case failed
    }

    /// `@Parent var author: Author` decodes `{"id": …}`, the `id` as `Author`'s `@ID` type.
    private static func parentPlan(
        wrapper: AttributeUse, of property: StoredProperty, type: TypeReference, idIsOptional: Bool, in scope: TypeScope, depth: Int,
        builder: inout PlanBuilder
    ) -> FluentParentOutcome {
        let owner = scope.node?.qualifiedName ?? ""
        let use = PlanBuilder.Use(property: property.name, owner: owner, location: property.location)
        guard case .named(let components) = type.unwrappingOptionals,
            let parent = builder.resolver.nominal(components.map(\.name), from: scope.node)
        else {
            let written = type.unwrappingOptionals.description
            builder.reportNeeded(
                .unknownType(written, use: use, suggestions: []), use: use, rootError: .unknownType(written, suggestions: []))
            return .failed
        }
        let parentScope = TypeScope(node: parent)
        guard
            let idProperty = parent.instanceProperties.first(where: { property in
                property.propertyWrappers.first.map { ResolvedWrapper($0, in: parentScope, resolver: builder.resolver).name } == "ID"
            }),
            let idType = idProperty.type
        else {
            builder.report(
                .fluentWrapperNotInterpreted(
                    wrapper.name, property: property.name, owner: owner, reason: "'\(parent.qualifiedName)' declares no @ID property"),
                at: wrapper.location, severity: .warning)
            return .notInterpreted
        }
        let idUse = PlanBuilder.Use(property: idProperty.name, owner: parent.qualifiedName, location: idProperty.location)
        guard let idPlan = builder.plan(for: idType.unwrappingOptionals, in: TypeScope(node: parent), use: idUse, depth: depth + 1) else {
            return .failed
        }
        let object = ObjectPlan(typeName: "@\(wrapper.name)<\(parent.qualifiedName)>")
        object.codingKeysName = FluentRead.fluentCodingKeysName
        if idIsOptional {
            var semantics = FieldSemantics(wrapperName: "@\(wrapper.name)", valueIfMissing: "null", valueIfNull: "null")
            semantics.encodesNilAsNull = true
            object.fields = [FieldPlan(propertyName: "id", key: "id", value: .optional(idPlan), semantics: semantics)]
        } else {
            object.fields = [FieldPlan(propertyName: "id", key: "id", value: idPlan)]
        }
        return .planned(object)
    }
}
