/// A statement of an `init(from:)` body the tool does not interpret, for the schema's warning and
/// `codable-check types`: where it is, why, and the stored properties whose value then depends on
/// something the tool does not check.
struct UncheckedStatement: Sendable, Equatable {
    /// As written (its first line).
    var statement: String
    var location: SourceLocation
    var reason: String
    /// In declaration order.
    var properties: [String]
    /// It may set `self` (an enum's value): the value is not checked.
    var setsSelf = false
}
