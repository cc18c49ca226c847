/// What decoding the samples with the inferred declarations taught that the merged shapes did
/// not: places that must be optional, and properties to leave out. `DeclarationInference` applies
/// them when it writes the declarations again.
///
/// Every correction loosens the declarations and none is ever taken back, so repeating
/// "infer, decode every sample, correct" ends: either every sample decodes or a failure is left
/// that no correction covers (a problem at the root, or at a place already left out).
struct InferenceCorrections {
    /// Properties, array elements or dictionary values that get a `?`.
    private(set) var optionalPlaces: Set<ShapePath> = []
    /// Properties to leave out, with the comment that says why.
    private(set) var omittedMembers: [ShapePath: String] = [:]

    /// Records the correction for one decoding failure; `false` when there is none left to make.
    ///
    /// A missing key or a `null` makes its place optional (once); anything else, or a place that
    /// fails although already optional, leaves out the property that holds it.
    mutating func correct(_ failure: SampleFailure) -> Bool {
        let place = failure.place
        if failure.isMissingValue, !optionalPlaces.contains(place) {
            optionalPlaces.insert(place)
            return true
        }
        guard let member = place.owningMember, omittedMembers[member] == nil else { return false }
        omittedMembers[member] = "decoding sample \(failure.sampleName) failed at \(failure.renderedPath): \(failure.message)"
        return true
    }
}
