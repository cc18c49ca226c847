/// A composite value prepared and decoded by a type of its own, which owns both: its prepared
/// form (made by `ValuePlan.preparedComposite`) and how `RecoveringWalker` decodes it. A new
/// composite is a `ValuePlan` case, one type conforming here and what makes the plan; the walker,
/// `PreparedValue` and the printer take it as they take the others.
///
/// `PlanWalker`'s plain-data nodes have none: a plan that holds one goes to `RecoveringWalker`
/// (`PreparedValue.needsRecoveringWalker`), so the strict hot path never pays for them.
protocol PreparedComposite {
    /// The value at `index` decoded, as `RecoveringWalker.decode(_:at:)` answers: its JSON text as
    /// `JSONEncoder` writes it, or nil with the errors recorded in `walker`. Elements are decoded
    /// back through `walker.decode`, at the walker's coding path.
    func decode(at index: Int, in walker: inout RecoveringWalker) -> String?
}
