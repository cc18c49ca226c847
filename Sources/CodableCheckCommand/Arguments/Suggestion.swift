import CodableCheckCore

/// "Did you mean" suggestions for options, option values, commands and types, in the command
/// line's wording. Which word is suggested is the core's `NearMiss` rule, the same one that names
/// near-miss keys in documents.
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        NearMiss.closest(to: word, in: candidates)
    }

    /// `; did you mean 'X'?` or the empty string, for appending to a message that is not a
    /// `CommandLineMessage` (a Firestore document's problem).
    static func didYouMean(_ word: String, in candidates: [String], quote: (String) -> String = { "'\($0)'" }) -> String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean \(quote(match))?"
    }
}
