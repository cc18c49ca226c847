/// How deep the plan builder follows declarations planned inside declarations (a `Document`
/// holding `Components` holding `PathItem` holding `Operation`...).
///
/// `PlanBuilder.maximumDepth` guards one type as written against aliases and generic arguments
/// that refer to themselves; it used to run on through every declaration below, so a finite
/// model 20 declarations deep (generic wrappers and typealiases use several levels each) could
/// not be planned. Each declaration now starts its own types at `startingDepth`, and the
/// declarations themselves are counted here: a model that refers to itself is stopped by the
/// plans registered before their bodies, and a generic type whose arguments grow with each use
/// by `CanonicalTypeNames`, so `maximum` only bounds the stack.
enum DeclarationNesting {
    /// Where the types of each planned declaration start counting `PlanBuilder.maximumDepth`.
    static let startingDepth = 0
    /// Declarations planned inside one another, at most (as `Limits.md` says).
    static let maximum = 256

    /// Counts `node` as planned inside the declarations `builder` is planning, or reports that
    /// it is past `maximum` and returns false. The caller leaves it by decrementing
    /// `declarationNesting`. Here rather than on `PlanBuilder`, whose span is capped.
    static func enter(_ node: DeclarationNode, use: PlanBuilder.Use?, in builder: inout PlanBuilder) -> Bool {
        guard builder.declarationNesting < maximum else {
            builder.reportNeeded(.declarationsNestTooDeep(node.qualifiedName, use: use), use: use, rootError: .tooDeep)
            return false
        }
        builder.declarationNesting += 1
        return true
    }
}
