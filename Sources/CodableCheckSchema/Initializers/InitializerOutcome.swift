/// How a type's hand-written `init(from:)` was treated.
public enum InitializerOutcome: Sendable, Equatable {
    /// Its body was read and is interpreted.
    case interpreted
    /// Its body uses something the tool does not follow: decoding is treated as synthesized.
    /// `location` is the statement's `file:line:column`.
    case fellBack(reason: String, statement: String, location: String)
}
