/// An error decoding a sample with the declarations: where it is in the sample and in the merged
/// shapes, and the diagnostic as `decode` would print it.
struct SampleFailure {
    var sampleName: String
    var place: ShapePath
    /// `typeMismatch`, `keyNotFound`, `valueNotFound`, `dataCorrupted`.
    var kind: String
    /// `keyNotFound` or `valueNotFound`: the place needs a `?`.
    var isMissingValue: Bool
    /// `tags[1].color`, `<root>`.
    var renderedPath: String
    /// `expected Int, found string "12"`.
    var message: String
    /// The compiler-style lines `decode` prints for the error, with the source line and caret.
    var rendered: String
}
