import CodableCheckCore

/// What planning a `--type` gives: the plan, the schema's warnings about the declarations it
/// uses, and the approximations no planned object or body holds.
public struct RootPlan: Sendable {
    public var plan: ValuePlan
    /// Warnings about the declarations the plan uses (a custom `init(from:)` treated as
    /// synthesized, a property wrapper decoded as its type).
    public var warnings: [SchemaDiagnostic]
    /// Approximations that belong to no object of the plan (the root type's own `init?(rawValue:)`
    /// not read, in `[Token]`): every document is taken to reach them. Those inside objects are
    /// on the objects (`ObjectPlan.approximations`, `CustomDecodingPlan.approximations`).
    public var documentApproximations: [ApproximationSite]

    public init(plan: ValuePlan, warnings: [SchemaDiagnostic], documentApproximations: [ApproximationSite] = []) {
        self.plan = plan
        self.warnings = warnings
        self.documentApproximations = documentApproximations
    }
}
