import Testing

@testable import CodableCheckCommand

/// Runs `body` and expects it to throw a `CommandLineError` that reads, as the user sees it,
/// `category`, `message` and `details`: errors are typed, and what is checked is their wording.
func expectCommandLineError(
    _ category: CommandLineError.Category, _ message: String, details: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
    let error = #expect(throws: CommandLineError.self, sourceLocation: sourceLocation) { try body() }
    guard let error else { return }
    #expect(error.category == category, sourceLocation: sourceLocation)
    #expect(error.message == message, sourceLocation: sourceLocation)
    #expect(error.details == details, sourceLocation: sourceLocation)
}
