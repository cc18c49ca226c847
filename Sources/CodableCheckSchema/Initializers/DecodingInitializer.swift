/// A hand-written `init(from:)` as read from the source: where it is, its parameter's name, and
/// its body as statements (a statement outside the grammar kept as `BodyStatement.Kind.unread`),
/// or, for a body that does not close, where the reader gave up.
struct DecodingInitializer: Sendable, Equatable {
    /// Of the `init` keyword.
    var location: SourceLocation
    /// `decoder` in `init(from decoder: Decoder)`.
    var decoderName: String
    var body: Body

    enum Body: Sendable, Equatable {
        case statements([BodyStatement])
        /// The body could not be read at all (it does not close): the statement the reader was
        /// in, and where. It is interpreted as one statement that may set anything.
        case unreadable(statement: String, location: SourceLocation)
    }
}
