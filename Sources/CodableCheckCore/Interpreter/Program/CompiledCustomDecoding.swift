/// A `CustomDecodingPlan` with the types its body decodes compiled, shared by every document.
final class CompiledCustomDecoding {
    let plan: CustomDecodingPlan
    /// `plan.types`, compiled: `DecodingExpression.decode`'s `type` indexes this.
    let types: [CompiledValue]

    init(_ plan: CustomDecodingPlan, types: [CompiledValue]) {
        self.plan = plan
        self.types = types
    }
}
