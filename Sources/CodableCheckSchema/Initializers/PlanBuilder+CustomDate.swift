import CodableCheckCore

extension PlanBuilder {
    /// `--date-strategy custom:NAME`: the app's `func NAME(_ decoder: Decoder) throws -> Date`,
    /// which its `JSONDecoder` runs for every `Date` (`.custom(NAME)`), read as a program the way
    /// an `init(from:)` body is: what it decodes, checks and throws is followed where the tool
    /// can, and what it cannot follow is approximated and said, as for any body. Its result is
    /// the value it returns.
    mutating func customDatePlan(_ node: DeclarationNode, _ function: FunctionDeclaration) -> CustomDecodingPlan? {
        guard let decoder = function.parameters.first else { return nil }
        var initializer = function.body
        initializer.decoderName = decoder.name
        ownerStack.append(node.order)
        defer { ownerStack.removeLast() }
        let plan = customDecodingPlan(
            node, initializer, typeName: "Date", scope: TypeScope(node: node, bindings: [:]), depth: 0,
            variant: "date-strategy:" + function.name)
        plan?.encodedForm = .returnedValue
        return plan
    }
}
