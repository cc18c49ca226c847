import CodableCheckCore

/// Enums without a raw type and without a hand-written `init(from:)`: Swift 5.5+ synthesizes
/// their `Codable` conformance as a one-key object per value (`TaggedEnumPlan`).
///
/// Keys, as the compiler derives them (probed on 6.3.1): the case name, or the raw value of
/// that case in a nested `enum CodingKeys: String, CodingKey`; inside the payload, the label,
/// `_0`, `_1`… for unlabelled values, or the raw values of a nested `<Case>CodingKeys`
/// (`circle` → `CircleCodingKeys`).
///
/// A type of its own because the rule (one object per value, keys from the case and its
/// payload) is the compiler's synthesis for enums alone; its plans are registered in the
/// `PlanBuilder` it works for (`builder`), so that an `indirect` enum refers to its own.
enum TaggedEnumPlanner {
    static func plan(
        _ node: DeclarationNode, typeName: String, in scope: TypeScope, use: PlanBuilder.Use?, depth: Int, builder: inout PlanBuilder
    ) -> ValuePlan? {
        let key = "\(node.order):\(typeName)"
        if let existing = builder.taggedEnumPlans[key] { return .taggedEnum(existing) }
        guard !builder.failedPlans.contains(key) else { return nil }
        if let conformance = builder.resolver.declaredDecodableConformance(of: node), conformance.location.fileIndex != node.fileIndex {
            // As for structs: synthesis happens only in the file that declares the type.
            builder.report(
                .conformanceInOtherFile(node.qualifiedName, kind: node.kind.rawValue), at: conformance.location, severity: .error)
            builder.failedPlans.insert(key)
            return nil
        }
        if let keys = node.codingKeys, CodingKeyEnum(keys, resolver: builder.resolver).hasUnreadStringValue {
            builder.report(.codingKeysStringValueNotRead(keys.name, owner: node.qualifiedName), at: keys.location, severity: .error)
            builder.failedPlans.insert(key)
            return nil
        }
        // Registered before the cases are planned, so a case that holds the enum refers to it.
        let plan = TaggedEnumPlan(typeName: node.name)
        builder.taggedEnumPlans[key] = plan
        let caseKeys = node.codingKeys.map { CodingKeyEnum($0, resolver: builder.resolver).keysByCaseName }
        var cases: [TaggedEnumPlan.Case] = []
        var isValid = true
        for enumCase in node.declaration.members.enumCases {
            let caseKey = caseKeys?[enumCase.name] ?? (caseKeys == nil ? enumCase.name : nil)
            guard let caseKey else { continue }  // Not in `CodingKeys`: the compiler requires every case, so rare.
            guard let payload = payloadPlan(of: enumCase, in: node, typeName: typeName, scope: scope, depth: depth, builder: &builder)
            else {
                isValid = false
                continue
            }
            cases.append(TaggedEnumPlan.Case(name: enumCase.name, key: caseKey, payload: payload))
        }
        guard isValid else {
            builder.taggedEnumPlans[key] = nil
            builder.failedPlans.insert(key)
            return nil
        }
        plan.cases = cases
        if !node.isInGenericContext { builder.builtTaggedEnumPlans[node.order] = plan }
        return .taggedEnum(plan)
    }

    /// A case's payload as an object plan; nil (after reporting) when a value's type cannot be planned.
    private static func payloadPlan(
        of enumCase: EnumCaseDeclaration, in node: DeclarationNode, typeName: String, scope: TypeScope, depth: Int,
        builder: inout PlanBuilder
    ) -> ObjectPlan? {
        let owner = node.qualifiedName + "." + enumCase.name
        let payload = ObjectPlan(typeName: owner)
        let keysName = enumCase.name.prefix(1).uppercased() + enumCase.name.dropFirst() + "CodingKeys"
        payload.codingKeysName = keysName
        guard enumCase.hasAssociatedValues else { return payload }
        guard let values = enumCase.associatedValues else {
            builder.reportNeeded(
                .unreadableType(enumCase.name, owner: node.qualifiedName), at: enumCase.location, typeName: node.qualifiedName,
                isRoot: false)
            return nil
        }
        let renamed = node.children(named: keysName).first { $0.kind == .enum }.map {
            CodingKeyEnum($0, resolver: builder.resolver).keysByCaseName
        }
        var fields: [FieldPlan] = []
        builder.approximationHolders.append(.object(payload))
        defer { builder.approximationHolders.removeLast() }
        for (position, value) in values.enumerated() {
            let name = value.label ?? "_\(position)"
            let use = PlanBuilder.Use(property: name, owner: owner, location: enumCase.location)
            guard let plan = builder.plan(for: value.type, in: scope, use: use, depth: depth + 1) else { return nil }
            fields.append(FieldPlan(propertyName: name, key: renamed?[name] ?? name, value: plan))
        }
        payload.fields = fields
        return payload
    }
}
