/// Why an input could not be read. Always reported on one line with exit status 2: the tool
/// cannot say whether a document it never saw is valid.
struct InputError: Error, Sendable, Equatable {
    enum Reason: Sendable, Equatable {
        case notFound
        case isDirectory
        case permissionDenied
        /// Another `errno`, described by the system (lower-cased).
        case system(String)
    }

    var source: InputSource
    var reason: Reason

    /// `no such file`, `permission denied`.
    var reasonText: String {
        switch reason {
        case .notFound: "no such file"
        case .isDirectory: "it is a directory; give the JSON files in it"
        case .permissionDenied: "permission denied"
        case .system(let description): description
        }
    }

    /// `cannot read input 'missing.json': no such file`.
    var message: String {
        let what = reasonText
        switch source {
        case .standardInput: return "cannot read standard input: \(what)"
        case .file(let path): return "cannot read input '\(path)': \(what)"
        }
    }
}
