/// How a type's hand-written `init(from:)` was treated, for `codable-check types`.
enum InitializerOutcome: Sendable, Equatable {
    /// Its body was read and is interpreted; where it takes each property from, and the
    /// statements it has that are not interpreted (with the properties they leave unchecked).
    case interpreted(properties: [String: InitializerPropertySource], unchecked: [UncheckedStatement])
}
