/// A `SequencePlan` prepared: its elements, each with the type name it is asked as.
struct PreparedSequence {
    let typeName: String
    let check: SequencePlan.Check
    let elements: [(value: PreparedValue, typeName: String)]
}
