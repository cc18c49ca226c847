/// Where something is in the loaded sources: a file (by its index in load order) and a UTF-8
/// byte offset into it. Rendered as `file:line:column` only when a diagnostic leaves the module.
struct SourceLocation: Sendable, Hashable {
    var fileIndex: Int
    var offset: Int
}

/// A problem found in the declarations, as data: severity, location and a typed message.
/// `ModelSchema` renders it into the public `SchemaDiagnostic`.
struct SchemaProblem: Sendable, Equatable {
    var severity: SchemaDiagnostic.Severity
    var location: SourceLocation
    var message: SchemaMessage
}

/// A diagnostic's text with a stable identifier, so tests and tools can match on the id while
/// the wording stays free to improve. Lower-case, no trailing period.
struct SchemaMessage: Sendable, Equatable {
    var id: String
    var text: String
    /// What the message is about, as written in the model file, for messages that name a place
    /// where decoding is approximated (`ApproximationSite.subject`): the statement, `init(from:)`,
    /// the property wrapper.
    var subject: String?
    /// Why, in a few words, when the text gives a reason of its own (`ApproximationSite.reason`).
    var reason: String?
    /// The declaration holding the place, when it is not the owner type's `init(from:)`: the
    /// app's date function (`decodeAPIDate(_:)`, `APIFormats.decodeAPIDate(_:)`)
    /// (`ApproximationSite.declaration`).
    var declaration: String?

    /// `id` defaults to the name of the static factory that builds the message.
    init(_ text: String, subject: String? = nil, reason: String? = nil, declaration: String? = nil, id: String = #function) {
        self.id = String(id.prefix { $0 != "(" })
        self.text = text
        self.subject = subject
        self.reason = reason
        self.declaration = declaration
        assert(text.last != ".", "diagnostic messages end without a period: \(text)")
    }
}
