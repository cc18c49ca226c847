/// `--input-format`: what an input's JSON is.
enum InputFormat: String, Sendable, CaseIterable {
    /// The JSON the app decodes.
    case json
    /// Documents in the Firestore REST API's typed form (`{"fields": {"title": {"stringValue": …}}}`),
    /// unwrapped into the plain values the app's model sees.
    case firestore
}
