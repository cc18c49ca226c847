/// Where a diagnostic points, as an editor shows it, with the source line for the caret.
struct DiagnosticLocation: Sendable, Equatable {
    /// 1-based.
    var line: Int
    /// 1-based, in characters: what a column is, `SourceLineTable` says (a decomposed `é` is one
    /// column, as is a tab).
    var column: Int
    /// The text shown above the caret: the whole line, or a window of a very long line. `nil`
    /// when no reporter shows source lines (JSON, `--quiet`), which saves a scan per diagnostic.
    var excerpt: SourceExcerpt?
}
