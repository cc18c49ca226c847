/// Where a diagnostic points, as an editor shows it, with the source line for the caret.
struct DiagnosticLocation: Sendable, Equatable {
    /// 1-based.
    var line: Int
    /// 1-based, in Unicode scalars: a multi-byte UTF-8 character counts once, a tab counts once.
    var column: Int
    /// The text shown above the caret: the whole line, or a window of a very long line. `nil`
    /// when no reporter shows source lines (JSON, `--quiet`), which saves a scan per diagnostic.
    var excerpt: SourceExcerpt?
}

/// A source line, or part of one, prepared for the caret display.
struct SourceExcerpt: Sendable, Equatable {
    /// The line's text without its terminator (and without a byte order mark on line 1).
    var text: String
    /// How many Unicode scalars of `text` come before the caret.
    var caretOffset: Int
    /// Whether text was cut before or after the window (long, minified lines).
    var isTruncatedBefore = false
    var isTruncatedAfter = false
}
