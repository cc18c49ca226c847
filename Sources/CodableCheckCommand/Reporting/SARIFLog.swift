/// The SARIF 2.1.0 document `--format sarif` writes (OASIS SARIF 2.1.0, the subset GitHub code
/// scanning reads): an explicit `Encodable` shape, so every property name is spelled once here.
struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        /// Whether the run completed, and the error that stopped it when it did not.
        var invocations: [Invocation]
        /// The run's counts, as the JSON report's `summary` (`approximated` included).
        var properties: RunProperties?
    }

    /// SARIF's property bag on a run: what the format has no member for.
    struct RunProperties: Encodable {
        var summary: JSONReport.SummaryCounts
    }

    /// `executionSuccessful` is false when an error stopped the run (exit status 2); invalid
    /// documents are results of a successful run.
    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    /// The error that stopped the run, located at the model file or input it names.
    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]?
        /// The error's category (`usage`, `input`, `schema`).
        var descriptor: DescriptorReference
    }

    struct DescriptorReference: Encodable {
        var id: String
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var rules: [Rule]
    }

    /// One diagnostic kind (`typeMismatch`, `trailingComma`, …): what it means and what to do.
    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var help: Message
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        /// `error` or `warning`.
        var level: String
        var message: Message
        var locations: [Location]
        /// For an approximated verdict, located in the model file: the document it decided.
        var relatedLocations: [Location]?
    }

    struct Message: Encodable {
        var text: String
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
    }

    /// 1-based. Columns are the tool's own, in characters (`SourceLineTable` says what a
    /// column is). SARIF's default `columnKind` is UTF-16 code units: the two agree on text
    /// without combining marks or characters outside the Basic Multilingual Plane.
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
