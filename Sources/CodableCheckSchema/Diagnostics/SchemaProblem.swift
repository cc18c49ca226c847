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

    /// `id` defaults to the name of the static factory that builds the message.
    init(_ text: String, id: String = #function) {
        self.id = String(id.prefix { $0 != "(" })
        self.text = text
        assert(text.last != ".", "diagnostic messages end without a period: \(text)")
    }
}
