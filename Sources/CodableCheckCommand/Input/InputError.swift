/// Why an input could not be read. Always reported on one line with exit status 2: the tool
/// cannot say whether a document it never saw is valid.
struct InputError: Error, Sendable, Equatable {
    enum Reason: Sendable, Equatable {
        case notFound
        case isDirectory
        case permissionDenied
        /// A folder given as INPUT holds no `.json`, `.jsonl` or `.ndjson` file.
        case folderWithoutJSON
        /// One document is larger than the reader can address (byte offsets are 32-bit): the
        /// tool cannot check it, which does not make it invalid.
        case tooLarge
        /// `--document-id` with a Firestore input that lists several documents: one ID cannot
        /// be every document's, and each document's `name` already gives its own.
        case documentIDForListedDocuments(count: Int)
        /// The file was truncated or rewritten while it was read (`MappedFile`): what was read
        /// may not be its contents, so it is not checked.
        case changedWhileRead
        /// Another `errno`, described by the system (lower-cased).
        case system(String)
        /// A pattern (`'Fixtures/**/*.json'`) that matches no file.
        case noMatch
        /// Every file the input names is left out by `--exclude` (or a check's `exclude`), so
        /// nothing of it is checked: a run that checks nothing must not pass.
        case excluded
    }

    var source: InputSource
    var reason: Reason

    /// `no such file`, `permission denied`.
    var reasonText: String {
        switch reason {
        case .notFound: "no such file"
        case .isDirectory: "it is a directory; give the JSON files in it"
        case .permissionDenied: "permission denied"
        case .folderWithoutJSON: "it is a folder without .json, .jsonl or .ndjson files"
        case .tooLarge: "the document is larger than 4 GiB, the most codable-check can check"
        case .documentIDForListedDocuments(let count):
            "--document-id names one document, but the input is a Firestore list of \(count) document\(count == 1 ? "" : "s"); "
                + "leave --document-id out: each document's name gives its ID"
        case .changedWhileRead: "the file changed while it was read; check it again"
        case .system(let description): description
        case .noMatch: "no file matches this pattern"
        case .excluded: "every file it names is left out by an exclude"
        }
    }

    /// Whether the input was read but cannot be checked, rather than unreadable.
    private var wasRead: Bool {
        switch reason {
        case .tooLarge, .documentIDForListedDocuments, .excluded: true
        default: false
        }
    }

    /// `cannot read input 'missing.json': no such file`.
    var message: String {
        let what = reasonText
        if wasRead {
            switch source {
            case .standardInput: return "cannot check standard input: \(what)"
            case .file(let path): return "cannot check input '\(path)': \(what)"
            }
        }
        switch source {
        case .standardInput: return "cannot read standard input: \(what)"
        case .file(let path): return "cannot read input '\(path)': \(what)"
        }
    }
}
