/// A source line, or part of one, prepared for the caret display.
struct SourceExcerpt: Sendable, Equatable {
    /// Longest line shown whole, in Unicode scalars; longer lines are shown as a window.
    static let maximumWidth = 120
    /// Scalars kept on each side of the caret in a window of a long line.
    static let context = 60

    /// The line's text without its terminator (and without a byte order mark on line 1).
    var text: String
    /// How many characters of `text` come before the caret.
    var caretOffset: Int
    /// Whether text was cut before or after the window (long, minified lines).
    var isTruncatedBefore = false
    var isTruncatedAfter = false
}
