import Foundation

/// The helper `Fixtures/cli/CustomInitializer/Review.swift` calls, as the app that owns that
/// model would write it (the fixture leaves it out: the tool never sees it). A review's text is
/// trimmed and may not be empty.
func normalizedText<Key: CodingKey>(in container: KeyedDecodingContainer<Key>) throws -> String {
    guard let key = Key(stringValue: "text") else { throw CancellationError() }
    let text = try container.decode(String.self, forKey: key).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else {
        throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "a review needs text")
    }
    return text
}
