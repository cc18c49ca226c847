/// The document ID an input's file name gives (`books/hitchhiker.json` → `hitchhiker`), for
/// `@DocumentID` when neither `--document-id` nor a Firestore document's name says it.
extension InputSource {
    var documentIDFromFileName: String? {
        guard case .file(let path) = self, let name = path.split(separator: "/").last else { return nil }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }
}
