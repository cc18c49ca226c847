/// A Firestore REST document unwrapped into plain JSON, with what is needed to report on the
/// original: the offset map back to the input, and the documents' IDs.
struct ConvertedFirestoreDocument: Sendable {
    /// The plain JSON: what the app's model sees once Firestore has unwrapped the typed values.
    var plainBytes: [UInt8]
    var offsets: FirestoreOffsetMap
    /// The last segment of each document's `name`, by the offset of its object's `{` in
    /// `plainBytes`: what `@DocumentID` holds there.
    var documentIDs: [Int: String]
    /// How many documents a list input (a list response, an array of documents or `runQuery`
    /// results) holds; nil when the input is one document. A list decodes as an array.
    var listedDocumentCount: Int? = nil
}
