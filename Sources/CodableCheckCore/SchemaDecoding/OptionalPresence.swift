/// Whether an optional property's key was in the document, and with what: the difference between
/// `{"file": null}` ("clear it") and `{}` ("leave it alone") that `JSONDecoder` hides.
public struct OptionalPresence: Sendable, Equatable {
    public enum State: String, Sendable {
        case value, null, absent
    }

    public var codingPath: [CodingPathComponent]
    public var state: State

    /// `tags[0].color`, as `DecodingProblem.renderedPath` writes paths.
    public var renderedPath: String { CodingPathComponent.render(codingPath) }
}
