import CodableCheckCore

/// Everything found in one input, ready for the reporters.
struct InputResult: Sendable {
    /// The name reports use: the path as given, or `<stdin>`.
    var inputName: String
    /// For a document read from JSON Lines, the 1-based line it is on; `nil` for a whole file.
    var line: Int?
    /// In decode order (malformed JSON: the one syntax error).
    var errors: [Diagnostic] = []
    /// Errors found beyond `--max-errors`: counted, not shown.
    var omittedErrorCount = 0
    var warnings: [Diagnostic] = []
    /// With `--print`, the decoded value as `JSONEncoder` (sorted keys) writes it.
    var encodedValue: String?
    /// With `--print`, the parts of the printed value the tool does not know, as notes (kind
    /// `unknownValue`): what `encodedValue` leaves out, or writes as `null` or as read.
    var unknownValues: [Diagnostic] = []
    /// Every optional property's presence (value, null or absent), when asked for and the input decoded.
    var presence: [OptionalPresence] = []
    /// Whether the verdict is exact, approximated (and where), or the app's compiled code's.
    var fidelity: VerdictFidelity = .exact
    /// Whether the check that decided this document was given `--compile` and fell back to the
    /// interpreter: one run of `check` holds checks with and without it, so a report says it per
    /// document, never from the first check's options.
    var compileFallback = UsedTypeFidelity.CompileFallback.none
    /// The document is larger than the reader can address (it grew past 4 GiB when transcoded
    /// from UTF-16 or UTF-32): not checked, so not to be counted as invalid.
    var isTooLarge: Bool {
        get { uncheckable == .tooLarge }
        set { uncheckable = newValue ? .tooLarge : nil }
    }
    /// Why the input was not checked at all (it is too large, or the options do not fit it): the
    /// command stops with this as an input error, exit status 2.
    var uncheckable: InputError.Reason?

    var isValid: Bool { errors.isEmpty && omittedErrorCount == 0 }

    /// `input.jsonl:12` for a line of a stream, the input's name otherwise: how CI reports name
    /// one document.
    var documentName: String {
        line.map { "\(inputName):\($0)" } ?? inputName
    }

    /// Moves every location down by `lines`: a document checked alone that sits lower in its stream.
    mutating func shiftLines(by lines: Int) {
        guard lines != 0 else { return }
        for index in errors.indices { errors[index].location?.line += lines }
        for index in warnings.indices { warnings[index].location?.line += lines }
        for index in unknownValues.indices { unknownValues[index].location?.line += lines }
    }
}
