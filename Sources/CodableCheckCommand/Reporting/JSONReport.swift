import CodableCheckCore

/// The document `--format json` writes: an explicit `Encodable` shape, so the keys a CI script
/// reads are spelled here once and do not follow internal renames.
///
/// Optional members are left out when `nil` (`foundationCodingPath`, `hints`, `value`,
/// `omittedErrors`), so a consumer can test for presence.
struct JSONReport: Encodable {
    /// Bumped when a key changes meaning or disappears; new keys do not bump it.
    var version = 1
    var mode: String
    var type: String
    var results: [Result]
    var summary: SummaryCounts

    struct Result: Encodable {
        var input: String
        var ok: Bool
        var errors: [Item]
        var warnings: [Item]
        /// Errors beyond `--max-errors`, counted but not listed; absent when none.
        var omittedErrors: Int?
        /// Placeholder for the decoded value (`--print`), replaced by the raw JSON after encoding.
        var value: String?
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
        var valid: Int
        var invalid: Int
        var errors: Int
        var warnings: Int

        init(_ summary: Summary) {
            inputs = summary.inputs
            valid = summary.valid
            invalid = summary.invalid
            errors = summary.errors
            warnings = summary.warnings
        }
    }
}
