/// An attribute written on a declaration: `@available(iOS 15, *)`, `@MainActor`, or a property
/// wrapper such as `@DefaultCodable<DefaultEmptyArray> ` or `@Coding("first_name", default: "")`.
///
/// Kept whole (name, generic arguments, raw argument text) so that support for particular
/// wrappers (Kodable, BetterCodable, Firestore) can be added without touching the parser.
struct AttributeUse: Sendable, Equatable {
    var name: String
    var genericArguments: [TypeReference]
    /// The text between the parentheses, as written, or nil without parentheses.
    var argumentText: String?
    var location: SourceLocation

    /// Attributes that are not property wrappers. Any other attribute on a stored property whose
    /// name starts with an upper-case letter is taken to be a wrapper (wrappers are types).
    private static let nonWrapperAttributes: Set<String> = [
        "MainActor", "Sendable", "NSCopying", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable",
        "ObservationIgnored", "ObservationTracked", "Transient", "Attribute", "Relationship",
        "TaskLocal", "Model", "Observable",
    ]

    var isPropertyWrapper: Bool {
        guard let first = name.first, first.isUppercase else { return false }
        return !Self.nonWrapperAttributes.contains(name)
    }
}
