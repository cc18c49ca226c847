import CodableCheckCore

/// The lines every format shows under a diagnostic's headline.
extension Diagnostic {
    /// Foundation's wording, where Foundation puts the error if elsewhere, then hints.
    var notes: [String] {
        var notes: [String] = []
        if let foundationMessage = foundationMessage {
            if let foundationPath = foundationCodingPath {
                // One note says both what and where, since the app sees this and nothing better.
                let place =
                    foundationPath.isEmpty
                    ? "with an empty coding path" : "at coding path \(CodingPathComponent.render(foundationPath))"
                notes.append("JSONDecoder reports this as \"\(foundationMessage)\" \(place)")
            } else {
                notes.append(
                    foundationMessage.isEmpty
                        ? "JSONDecoder gives this error an empty description"
                        : "\(kind == DecodingProblem.Kind.validationFailed.rawValue ? "Kodable" : "JSONDecoder") says: \(foundationMessage)"
                )
            }
        }
        notes.append(contentsOf: hints)
        return notes
    }
}
