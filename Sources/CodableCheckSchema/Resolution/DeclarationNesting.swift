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
}
