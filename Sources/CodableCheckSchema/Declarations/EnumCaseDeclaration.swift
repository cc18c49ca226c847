/// One `case` of an enum (several may share a line: `case a, b = 5, c`).
struct EnumCaseDeclaration: Sendable, Equatable {
    var name: String
    var location: SourceLocation
    /// The explicit raw value, if written.
    var rawValue: RawValueLiteral?
    /// `case circle(radius: Double)`.
    var hasAssociatedValues: Bool
    /// The associated values as read, in order; nil when there are none or the list could not be
    /// read (its text is then skipped).
    var associatedValues: [AssociatedValue]? = nil
}

/// One associated value of an enum case: `radius: Double` or an unlabelled `String`.
struct AssociatedValue: Sendable, Equatable {
    var label: String?
    var type: TypeReference
}

/// An explicit raw value: `"in review"`, `5`, `-1`.
enum RawValueLiteral: Sendable, Equatable {
    case string(String)
    /// Decimal, hexadecimal, octal or binary digits with underscores, possibly negative, as written.
    case integer(String)
    /// Anything else a raw value can be (`1.5`, `true`, an interpolated string).
    case other(String)
}
