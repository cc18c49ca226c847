import CodableCheckCore

/// Property wrappers whose decoding the schema understands (BetterCodable's, which real apps use
/// most), turned into `FieldSemantics`. Any other wrapper stays a warning, and the property decodes
/// as its bare type.
extension WrapperSemanticsReader {
    /// The semantics of the property's wrappers, reporting the ones not understood. Only the
    /// outermost understood wrapper applies; others are reported.
    mutating func wrapperSemantics(
        of property: StoredProperty, type: TypeReference, plan: ValuePlan, owner: String, in scope: TypeScope
    ) -> FieldSemantics? {
        var semantics: FieldSemantics?
        for wrapper in resolvedWrappers(of: property, in: scope) where !Self.kodableWrappers.contains(wrapper.name) {
            if semantics == nil, var understood = understoodSemantics(of: wrapper, type: type, plan: plan) {
                if wrapper.written.name != wrapper.name { understood.wrapperName = wrapper.displayName }
                semantics = understood
                continue
            }
            report(
                .propertyWrapperNotInterpreted(wrapper.written.name, property: property.name, owner: owner, type: type.description),
                at: wrapper.written.location, severity: .warning)
        }
        return semantics
    }

    /// The property's wrappers, each as its library declares it (`ResolvedWrapper`).
    func resolvedWrappers(of property: StoredProperty, in scope: TypeScope) -> [ResolvedWrapper] {
        property.propertyWrappers.map { ResolvedWrapper($0, in: scope, resolver: resolver) }
    }

    private mutating func understoodSemantics(of wrapper: ResolvedWrapper, type: TypeReference, plan: ValuePlan) -> FieldSemantics? {
        if let semantics = BetterCodableSemantics.betterCodableSemantics(wrapper.name) { return semantics }
        switch wrapper.name {
        case "DateValue":
            guard let strategy = strategyName(wrapper), let format = FieldSemantics.DateFormat(rawValue: strategy) else { return nil }
            return FieldSemantics(wrapperName: "@DateValue<\(format.rawValue)>", dateFormat: format)
        case "DataValue":
            guard strategyName(wrapper) == "Base64Strategy" else { return nil }
            var semantics = FieldSemantics(wrapperName: "@DataValue<Base64Strategy>")
            semantics.readsBase64String = true
            return semantics
        case "DocumentID":
            var semantics = FieldSemantics(wrapperName: "@DocumentID", valueIfMissing: "null")
            semantics.ignoresDocumentBody = true
            return semantics
        case "ServerTimestamp", "ExplicitNull":
            // Firestore's decoder today: null is nil, but an absent key is `keyNotFound`
            // (firebase-ios-sdk#14883, #15293), which surprises users.
            var semantics = FieldSemantics(wrapperName: "@\(wrapper.name)", valueIfNull: "null")
            semantics.missingKeyNote =
                "Firestore's @\(wrapper.name) requires the key even though the type is optional; send null for no value"
            semantics.encodesNilAsNull = wrapper.name == "ExplicitNull"
            return semantics
        case "DefaultCodable":
            // The app's own `DefaultCodableStrategy`: its `defaultValue`, a literal.
            guard case .named(let components)? = wrapper.use.genericArguments.first,
                let strategy = wrapper.scope.nominal(components, with: resolver),
                let defaultValue = strategy.declaration.members.properties.first(where: { $0.isStatic && $0.name == "defaultValue" }),
                let text = jsonDefault(defaultValue.initialValue?.literal, type: type, in: wrapper.scope)
            else { return nil }
            let name = components.map(\.name).joined(separator: ".")
            // A `BoolCodableStrategy` also reads `0`/`1` and `"true"`/`"false"`, as `@DefaultFalse` does.
            let readsBools = resolver.conformedProtocols(of: strategy).standard.contains("BoolCodableStrategy")
            return BetterCodableSemantics.defaulted("@DefaultCodable<\(name)>", text, conversion: readsBools ? .boolStrategy : nil)
        default:
            return nil
        }
    }

    /// The name of a wrapper's strategy argument, through the app's typealiases
    /// (`typealias APIDate = ISO8601Strategy`): BetterCodable's strategies are known by name.
    private func strategyName(_ wrapper: ResolvedWrapper) -> String? {
        guard case .named(let components)? = wrapper.use.genericArguments.first else { return nil }
        var current = components
        var scope = wrapper.scope
        for _ in 0..<TypeResolver.maximumAliasDepth {
            guard case .alias(let alias, let aliasScope) = scope.resolve(current, with: resolver), case .named(let target)? = alias.target
            else { break }
            scope = scope.expanding(alias, declaredIn: aliasScope, arguments: current.last?.arguments ?? [])
            current = target
        }
        return current.last?.name
    }
}
