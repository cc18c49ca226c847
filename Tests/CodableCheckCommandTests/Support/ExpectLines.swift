import Testing

/// Compares rendered text with its golden form and, when they differ, names the first differing
/// line, so a one-column shift in a caret reads as such instead of as two walls of text.
func expectLines(
    _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var index = 0
    while index < min(actualLines.count, expectedLines.count), actualLines[index] == expectedLines[index] {
        index += 1
    }
    let got = index < actualLines.count ? "\"\(actualLines[index])\"" : "(no line)"
    let wanted = index < expectedLines.count ? "\"\(expectedLines[index])\"" : "(no line)"
    Issue.record(
        "line \(index + 1) differs:\n  got      \(got)\n  expected \(wanted)\nwhole output:\n\(actual)",
        sourceLocation: sourceLocation)
}
