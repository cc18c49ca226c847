/// A hand-written `init(from:)` as read from the source: where it is, its parameter's name, and
/// its body as statements, or the first statement the reader could not follow.
struct DecodingInitializer: Sendable, Equatable {
    /// Of the `init` keyword.
    var location: SourceLocation
    /// `decoder` in `init(from decoder: Decoder)`.
    var decoderName: String
    var body: Body

    enum Body: Sendable, Equatable {
        case statements([BodyStatement])
        /// The body uses something outside the subset the tool follows: the statement, and where.
        case unreadable(statement: String, location: SourceLocation)
    }
}
