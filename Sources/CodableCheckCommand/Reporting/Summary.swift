import CodableCheckCore
import CodableCheckSchema

/// Counts over every input of one run; the last line of a text report and the `summary` object of
/// a JSON report. The exit status is decided from it.
struct Summary: Sendable, Equatable {
    var inputs = 0
    var valid = 0
    var invalid = 0
    /// Errors in all inputs, including those beyond `--max-errors` that were counted but not shown.
    var errors = 0
    var warnings = 0
    /// Valid and invalid documents whose verdict was decided by approximation (`VerdictFidelity`).
    var approximatedValid = 0
    var approximatedInvalid = 0
    /// The approximations the documents reached, each once, in the order first met: what the
    /// closing note names.
    var approximationSites: [ApproximationSite] = []
    /// Documents came from JSON Lines: the summary counts documents rather than inputs.
    var countsDocuments = false
    /// `--fail-fast` stopped the run at an invalid document.
    var stoppedEarly = false
    /// The report's reader went away (`| head`) and the run stopped before its end.
    var isIncomplete = false
    /// Inputs that could not be read or checked (each reported as an error): the run ends with
    /// status 2, since no verdict covers them.
    var unreadInputs = 0
    /// Checks of a project file that could not run (`codable-check check`; each reported as an
    /// error): the run ends with status 2.
    var checksNotRun = 0

    mutating func add(_ result: InputResult) {
        inputs += 1
        if result.line != nil { countsDocuments = true }
        if result.isValid { valid += 1 } else { invalid += 1 }
        errors += result.errors.count + result.omittedErrorCount
        warnings += result.warnings.count
        let reached = result.fidelity.reached
        if !reached.isEmpty {
            if result.isValid { approximatedValid += 1 } else { approximatedInvalid += 1 }
            for approximation in reached where !approximationSites.contains(approximation.site) {
                approximationSites.append(approximation.site)
            }
        }
    }

    /// Documents whose verdict was decided by approximation.
    var approximated: Int { approximatedValid + approximatedInvalid }

    /// `2 inputs, 1 valid, 1 invalid, 3 errors`, then `, 1 warning` when there are warnings;
    /// `documents` when they came from JSON Lines. Documents decided by approximation are counted
    /// after their verdict: `3 inputs, 3 valid (1 approximated), 0 invalid, 0 errors`.
    var rendered: String {
        var parts = [
            Self.count(inputs, countsDocuments ? "document" : "input"),
            "\(valid) valid" + Self.approximatedCount(approximatedValid),
            "\(invalid) invalid" + Self.approximatedCount(approximatedInvalid), Self.count(errors, "error"),
        ]
        if warnings > 0 { parts.append(Self.count(warnings, "warning")) }
        if unreadInputs > 0 { parts.append(Self.count(unreadInputs, "input") + " not read") }
        if checksNotRun > 0 { parts.append(Self.count(checksNotRun, "check") + " not run") }
        let stop = stoppedEarly ? "; stopped at the first invalid document (--fail-fast)" : ""
        return StringJoining.joined(parts, separator: ", ") + stop
    }

    private static func approximatedCount(_ value: Int) -> String {
        value == 0 ? "" : " (\(value) approximated)"
    }

    private static func count(_ value: Int, _ noun: String) -> String {
        value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
    }
}
