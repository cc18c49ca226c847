import CodableCheckCore

/// The document `--format json` writes: an explicit `Encodable` shape, so the keys a CI script
/// reads are spelled here once and do not follow internal renames.
///
/// Optional members are left out when `nil` (`foundationCodingPath`, `hints`, `value`,
/// `omittedErrors`, `approximations`, the summary's `unreadInputs` and `checksNotRun`), so a
/// consumer can test for presence.
struct JSONReport: Encodable {
    /// Bumped when a key changes meaning or disappears, and when a key appears that a consumer
    /// must read to trust the others: version 2 added each result's `verdict` (`exact`,
    /// `approximated`, `compiled`), without which `"ok": true` may have been decided by
    /// approximation. Other new keys do not bump it.
    var version = JSONReport.currentVersion
    static let currentVersion = 2
    var mode: String
    var type: String
    var results: [Result]
    var summary: SummaryCounts

    struct Result: Encodable {
        var input: String
        /// The document's line in a JSON Lines input (`--lines`, `.jsonl`); absent for whole files.
        var line: Int?
        var ok: Bool
        /// `exact`, `approximated` or `compiled` (`VerdictFidelity.name`).
        var verdict: String
        /// With an `approximated` verdict: each approximation the document's decoding reached.
        var approximations: [Approximation]?
        var errors: [Item]
        var warnings: [Item]
        /// Errors beyond `--max-errors`, counted but not listed; absent when none.
        var omittedErrors: Int?
        /// Placeholder for the decoded value (`--print`), replaced by the raw JSON after encoding.
        var value: String?
        /// With `--print`: every optional property's path mapped to `value`, `null` or `absent`.
        var presence: [String: String]?
        /// With `--print`: the parts of `value` the tool does not know (kind `unknownValue`);
        /// absent when there are none.
        var unknownValues: [Item]?
    }

    struct Item: Encodable {
        var kind: String
        var codingPath: [PathComponent]
        var path: String
        var message: String
        var foundationMessage: String?
        var foundationCodingPath: [PathComponent]?
        var hints: [String]?
        var line: Int
        var column: Int

        init(_ diagnostic: Diagnostic) {
            kind = diagnostic.kind
            codingPath = (diagnostic.codingPath ?? []).map(PathComponent.init)
            path = diagnostic.renderedPath ?? CodingPathComponent.render([])
            message = diagnostic.message
            foundationMessage = diagnostic.foundationMessage
            foundationCodingPath = diagnostic.foundationCodingPath?.map(PathComponent.init)
            hints = diagnostic.hints.isEmpty ? nil : diagnostic.hints
            line = diagnostic.location?.line ?? 1
            column = diagnostic.location?.column ?? 1
        }
    }

    /// An approximation a document's decoding reached: what and where in the model files (`file`,
    /// `line`, `column`), and where in the document it was first reached (`codingPath`, `path`).
    struct Approximation: Encodable {
        /// `ApproximationSite.Kind`: `statementNotFollowed`, `initializerNotRead`, ….
        var kind: String
        var type: String
        /// The statement, `init(from:)` or property wrapper, as written.
        var subject: String
        /// The schema reader's warning about it.
        var message: String
        /// Why it is not followed, when the warning gives a reason of its own.
        var reason: String?
        var file: String
        var line: Int
        var column: Int
        var codingPath: [PathComponent]
        var path: String

        init(_ reached: ReachedApproximation) {
            kind = reached.site.kind.rawValue
            type = reached.site.typeName
            subject = reached.site.subject
            message = reached.site.message
            reason = reached.site.reason
            file = reached.site.file
            line = reached.site.line
            column = reached.site.column
            codingPath = reached.codingPath.map(PathComponent.init)
            path = CodingPathComponent.render(reached.codingPath)
        }
    }

    /// A coding path step: a string for a key, an integer for an index.
    struct PathComponent: Encodable {
        var component: CodingPathComponent

        init(_ component: CodingPathComponent) {
            self.component = component
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch component {
            case .key(let key): try container.encode(key)
            case .index(let index): try container.encode(index)
            }
        }
    }

    struct SummaryCounts: Encodable {
        var inputs: Int
        /// Documents whose verdict was decided by approximation, valid or not.
        var approximated: Int
        var valid: Int
        var invalid: Int
        var errors: Int
        var warnings: Int
        /// Inputs that could not be read or checked; absent when none, as the text summary
        /// names them only then.
        var unreadInputs: Int?
        /// Checks of a project file that could not run (`check`); absent when none.
        var checksNotRun: Int?

        init(_ summary: Summary) {
            inputs = summary.inputs
            approximated = summary.approximated
            valid = summary.valid
            invalid = summary.invalid
            errors = summary.errors
            warnings = summary.warnings
            unreadInputs = summary.unreadInputs == 0 ? nil : summary.unreadInputs
            checksNotRun = summary.checksNotRun == 0 ? nil : summary.checksNotRun
        }
    }
}
