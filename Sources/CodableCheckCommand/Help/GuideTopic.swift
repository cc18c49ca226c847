import Foundation

/// One page of the user guide (`Sources/CodableCheckCore/CodableCheckCore.docc/`), as
/// `codable-check help TOPIC` names it.
///
/// The summary is the page's own abstract, repeated here so `help` can list the topics without
/// reading the pages; `HelpTopicTests` fails when the two differ.
struct GuideTopic: Sendable, Equatable {
    /// `strict-mode`, what the user types.
    var name: String
    /// `StrictMode.md`, the article in the catalog.
    var fileName: String
    var summary: String

    /// Every article in the catalog except its root page, in the order the root page lists them.
    static let all: [GuideTopic] = [
        GuideTopic(
            name: "usage-and-options", fileName: "UsageAndOptions.md",
            summary:
                "Run `codable-check decode` on files, folders, standard input or JSON Lines streams, with the decoder "
                + "strategies the app sets; list what it made of the models with `types`; start a model from samples "
                + "with `infer`."),
        GuideTopic(
            name: "strict-mode", fileName: "StrictMode.md",
            summary:
                "Strict mode, the default, answers \"will my app decode this?\" exactly as `JSONDecoder` on this "
                + "toolchain does, and says where Foundation loses an error's location."),
        GuideTopic(
            name: "lossy-mode-and-wrappers", fileName: "LossyModeAndWrappers.md",
            summary:
                "Lossy mode salvages what it can and says what the app ends up holding; property wrappers "
                + "(BetterCodable, Kodable, Firestore) are decoded as their sources behave, in both modes."),
        GuideTopic(
            name: "schema-reader", fileName: "SchemaReader.md",
            summary:
                "The declarations the tool reads as its schema (no compiler runs), what it cannot interpret, and the "
                + "diagnostic you get then."),
        GuideTopic(
            name: "ci-integration", fileName: "CIIntegration.md",
            summary:
                "Report formats for CI systems (GitHub annotations, JUnit, SARIF, JSON), exit statuses, and workflow "
                + "files that run the check on every change."),
        GuideTopic(
            name: "set-up-a-project", fileName: "SetUpAProject.md",
            summary:
                "Write one `.codable-check.json` at the root of your app, and `codable-check` alone checks every fixture "
                + "with the app's own decoder set-up, locally and in CI."),
        GuideTopic(
            name: "share-your-models", fileName: "ShareYourModels.md",
            summary:
                "Export what the app's `JSONDecoder` accepts as a JSON Schema (2020-12) or OpenAPI 3.1 schemas, so a "
                + "backend, a CMS or a partner validates its JSON with its own tools against the app's real decoding rules."),
        GuideTopic(
            name: "core-library", fileName: "CoreLibrary.md",
            summary:
                "`CodableCheckCore` gives a Swift program `JSONDecoder`'s behaviour, with each error's true coding path "
                + "and byte offset, and the errors a model swallowed."),
        GuideTopic(
            name: "performance", fileName: "Performance.md",
            summary:
                "Throughput and memory against Foundation's `JSONDecoder`, in-process and as whole processes, with the "
                + "commands that reproduce every figure."),
        GuideTopic(
            name: "limits", fileName: "Limits.md",
            summary:
                "Every limit on hostile input is a clear error with the documented exit status, never a crash or a "
                + "hang."),
    ]

    /// The summary without Markdown's code-span backticks, for help text, the man page and
    /// completion descriptions, where they would print as they are.
    var plainSummary: String {
        summary.replacingOccurrences(of: "`", with: "")
    }

    static func named(_ name: String) -> GuideTopic? {
        all.first { $0.name == name }
    }
}
