/// How a type's hand-written `init(from:)` was treated, for `codable-check types`.
enum InitializerOutcome: Sendable, Equatable {
    /// Its body was read and is interpreted; where it takes each property from.
    case interpreted(properties: [String: InitializerPropertySource])
    /// Its body uses something the tool does not follow (`statement`, at `location`): decoding is
    /// treated as synthesized.
    case fellBack(reason: String, statement: String, location: SourceLocation)
}
