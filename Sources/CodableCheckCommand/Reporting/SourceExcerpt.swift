/// A source line, or part of one, prepared for the caret display.
struct SourceExcerpt: Sendable, Equatable {
    /// The line's text without its terminator (and without a byte order mark on line 1).
    var text: String
    /// How many characters of `text` come before the caret.
    var caretOffset: Int
    /// Whether text was cut before or after the window (long, minified lines).
    var isTruncatedBefore = false
    var isTruncatedAfter = false
}
