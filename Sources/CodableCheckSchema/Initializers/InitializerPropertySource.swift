/// Where an interpreted `init(from:)` takes a stored property from, for `codable-check types`:
/// the key it reads (a dotted path through nested containers), and the assignment as written.
struct InitializerPropertySource: Sendable, Equatable {
    /// `additionalInfo.elevation`; nil when the value comes from no keyed read, or from several.
    var keyPath: String?
    /// The read is a `decodeIfPresent`.
    var isIfPresent: Bool
    /// The assigned expression, as written (shortened).
    var expression: String
}
