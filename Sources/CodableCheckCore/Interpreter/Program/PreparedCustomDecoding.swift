/// A `CustomDecodingPlan` with the types its body decodes prepared, shared by every document.
final class PreparedCustomDecoding {
    let plan: CustomDecodingPlan
    /// `plan.types`, prepared: `DecodingExpression.decode`'s `type` indexes this.
    let types: [PreparedValue]

    init(_ plan: CustomDecodingPlan, types: [PreparedValue]) {
        self.plan = plan
        self.types = types
    }
}
