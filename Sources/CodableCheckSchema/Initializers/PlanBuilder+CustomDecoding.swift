import CodableCheckCore

extension PlanBuilder {
    /// The program for a type's `init(from:)`, or nil (after a warning naming the statement) when
    /// the body goes beyond what is interpreted: the caller then treats decoding as synthesized.
    mutating func customDecodingPlan(
        _ node: DeclarationNode, _ initializer: DecodingInitializer, typeName: String, scope: TypeScope, depth: Int
    ) -> CustomDecodingPlan? {
        let key = "\(node.order):\(typeName)"
        if let existing = customPlans[key] { return existing }
        if case .fellBack = initializerOutcomes[node.order] { return nil }
        let statements: [BodyStatement]
        switch initializer.body {
        case .unreadable(let statement, let location):
            fallBack(node, statement: statement, reason: "the tool does not follow this statement", at: location)
            return nil
        case .statements(let read):
            statements = read
        }
        var translator = CustomDecodingTranslator(node: node, decoderName: initializer.decoderName, resolver: resolver)
        let body: [DecodingStatement]
        do throws(CustomDecodingTranslator.Failure) {
            body = try translator.translate(statements)
        } catch {
            let statement = error.statement
            fallBack(
                node, statement: statement?.text ?? "init(from:)", reason: error.reason, at: statement?.location ?? initializer.location)
            return nil
        }
        for statement in translator.assumedChecks {
            report(.initializerCheckNotVerified(node.qualifiedName, statement: statement.text), at: statement.location, severity: .warning)
        }
        let plan = CustomDecodingPlan(typeName: typeName, decoderName: initializer.decoderName)
        customPlans[key] = plan
        var types: [ValuePlan] = []
        let problemCount = problems.count
        for (position, type) in translator.types.enumerated() {
            let use = Use(property: "init(from:)", owner: node.qualifiedName, location: initializer.location)
            let planned: ValuePlan?
            if let type {
                planned = self.plan(for: type, in: scope, use: use, depth: depth + 1)
            } else if let superclass = resolver.superclass(of: node) {
                planned = nodePlan(superclass, arguments: [], argumentScope: scope, use: use, depth: depth + 1)
            } else {
                planned = nil
            }
            guard let planned else {
                customPlans[key] = nil
                // The type falls back to synthesized decoding, which does not read this type: what
                // was wrong with the read belongs in the fallback's warning, not in an error of
                // its own that would fail every `--type` needing this one.
                let withdrawn = withdrawProblems(at: initializer.location, since: problemCount)
                let described = type?.description ?? "the superclass"
                let why = withdrawn.first.map { ": " + $0.message.text } ?? ""
                fallBack(
                    node, statement: "init(from:)", reason: "type \(described) (read #\(position + 1)) cannot be planned\(why)",
                    at: initializer.location)
                return nil
            }
            types.append(planned)
        }
        plan.types = types
        plan.body = body
        plan.encodedForm = encodedForm(of: node, translator)
        if case .properties = plan.encodedForm { plan.encodedConstants = encodedConstants(of: node, in: scope) }
        initializerOutcomes[node.order] = .interpreted(properties: translator.propertySources)
        if node.declaration.genericParameters.isEmpty { builtCustomPlans[node.order] = plan }
        return plan
    }

    private mutating func fallBack(_ node: DeclarationNode, statement: String, reason: String, at location: SourceLocation) {
        let consequence: String
        if node.kind == .enum {
            consequence =
                resolver.rawType(of: node) != nil ? "treated as decoding one of its raw values" : "its decoding is not interpreted"
        } else if let superclass = resolver.superclass(of: node), resolver.decodability(of: superclass) != .none {
            consequence = "treated as decoding its own properties, then those of '\(superclass.qualifiedName)'"
        } else {
            consequence = "its decoding is treated as synthesized"
        }
        report(
            .initializerNotInterpreted(node.qualifiedName, statement: statement, reason: reason, consequence: consequence), at: location,
            severity: .warning)
        initializerOutcomes[node.order] = .fellBack(reason: reason, statement: statement, location: location)
    }

    /// Whether the compiler writes the type's `encode(to:)`: it is `Encodable` (or `Codable`) and
    /// declares none. That encoding writes the stored properties under their keys, even for a
    /// type whose `init(from:)` reads one value (probed on 6.3.1: `{"hex":"#FF8800"}`).
    private func synthesizesEncoding(_ node: DeclarationNode) -> Bool {
        guard node.encodingFunction == nil else { return false }
        func namesEncodable(_ type: TypeReference) -> Bool {
            switch type {
            case .named(let components): ["Codable", "Encodable"].contains(components.last?.name ?? "")
            case .composition(let parts): parts.contains(where: namesEncodable)
            default: false
            }
        }
        return node.conformances.contains { namesEncodable($0.type) }
    }

    /// What `--print` writes: see `CustomDecodingPlan.EncodedForm`.
    private func encodedForm(of node: DeclarationNode, _ translator: CustomDecodingTranslator) -> CustomDecodingPlan.EncodedForm {
        if node.kind == .enum { return .selfValue }
        if translator.callsSuper { return .superclass }
        if translator.usesSingleValueContainer, !translator.usesKeyedContainer, !synthesizesEncoding(node) {
            // Its own `encode(to:)` is assumed to write the one value back (a colour as its hex string).
            return .singleValue
        }
        var keys: [String: String] = [:]
        let renames = node.codingKeys.map { resolver.rawType(of: $0) == .string } ?? false
        let values = node.codingKeys.flatMap { renames ? resolver.rawValues(of: $0, rawType: .string) : nil } ?? []
        for property in node.instanceProperties {
            keys[property.name] = values.first { $0.name == property.name }?.rawValue ?? property.name
        }
        return .properties(keys)
    }
}
