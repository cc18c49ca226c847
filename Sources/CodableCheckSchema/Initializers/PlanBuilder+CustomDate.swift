import CodableCheckCore

extension PlanBuilder {
    /// `--date-strategy custom:NAME`: the app's `func NAME(_ decoder: Decoder) throws -> Date`,
    /// which its `JSONDecoder` runs for every `Date` (`.custom(NAME)`), read as a program the way
    /// an `init(from:)` body is: what it decodes, checks and throws is followed where the tool
    /// can, and what it cannot follow is approximated and said, as for any body. Its result is
    /// the value it returns.
    /// Its warnings name the function (`decodeAPIDate(_:)`), not an `init(from:)`.
    mutating func customDatePlan(_ date: CustomDateFunction) -> CustomDecodingPlan? {
        let (node, function) = (date.node, date.function)
        guard let decoder = function.parameters.first else { return nil }
        var initializer = function.body
        initializer.decoderName = decoder.name
        ownerStack.append(node.order)
        defer { ownerStack.removeLast() }
        let plan = CustomDecodingPlanner.bodyPlan(
            node, initializer, typeName: "Date", scope: TypeScope(node: node, bindings: [:]), depth: 0,
            variant: "date-strategy:" + function.name, body: date.name, builder: &self)
        plan?.encodedForm = .returnedValue
        plan?.declaration = date.name
        return plan
    }
}
