import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// The `Fixtures/real-apps/patterns` models of issue 22 items 3, 5, 6 and 8 (symlinked into
/// `RealAppPatterns/`), compiled into this target and read as a schema from the same file: each
/// pattern's documents, and variants that break one thing each, decoded by `JSONDecoder` and by
/// the schema reader. The same verdict, the same first error (case, path, Foundation's
/// wording), and for a valid document the value `--print` writes is what `JSONEncoder` writes.
///
/// Libraries that do not exist on this machine are stand-ins in `LibraryStandIns/`, written from
/// each library's documented behaviour (BetterCodable's wrappers, Kodable's `@CodableDate` as
/// its README describes it, SwiftUI's `Color`); each stand-in's comment says what it does.
@Suite("Real-app patterns agree with JSONDecoder: associated types, wrapper aliases, retroactive conformances, aliased constants")
struct RealAppPatternDifferentialTests {
    static let patterns = FixturePaths.root.appendingPathComponent("real-apps/patterns")

    struct Pattern: Sendable {
        var folder: String
        var file: String
    }

    static let associatedTypes = Pattern(folder: "inferred-associated-types", file: "Gig.swift")
    static let aliasedConstants = Pattern(folder: "typealias-constants", file: "Leaderboard.swift")
    static let wrapperAliases = Pattern(folder: "wrapper-typealias", file: "ChannelStats.swift")
    static let retroactive = Pattern(folder: "retroactive-conformance", file: "ThemeSpec.swift")
    static let kodableDates = Pattern(folder: "kodable-readme-dates", file: "EpisodeDates.swift")
    static let genericNested = Pattern(folder: "generic-nested-types", file: "StorefrontSnapshot.swift")
    static let appWrappers = Pattern(folder: "app-property-wrappers", file: "ListingCard.swift")
    static let recursiveAliases = Pattern(folder: "recursive-generic-aliases", file: "WebhookCatalog.swift")

    /// Each pattern's model read as a schema, once.
    static let schemas: [String: ModelSchema] = {
        var schemas: [String: ModelSchema] = [:]
        for pattern in [
            associatedTypes, aliasedConstants, wrapperAliases, retroactive, kodableDates, genericNested, appWrappers, recursiveAliases,
        ] {
            let url = patterns.appendingPathComponent(pattern.folder).appendingPathComponent(pattern.file)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(url.path)") }
            schemas[pattern.folder] = ModelSchema(sources: [(path: url.path, text: text)])
        }
        return schemas
    }()

    struct Input: Sendable, CustomTestStringConvertible {
        var pattern: String
        var type: String
        var json: String
        /// Whether the printed value is compared too: not where the app's own `encode(to:)`
        /// writes something the tool does not claim to know.
        var comparesValue = true
        var testDescription: String { "\(pattern) \(type): \(json.prefix(120))" }
    }

    /// `nonisolated(unsafe)`: a constant table of metatypes, never mutated.
    nonisolated(unsafe) static let decoders: [String: any Decodable.Type] = [
        "GigPage": GigPage.self, "Gig": Gig.self, "[Gig]": [Gig].self, "Leaderboard": Leaderboard.self,
        "[ChannelStats]": [ChannelStats].self, "ChannelStats": ChannelStats.self, "ThemeSpec": ThemeSpec.self,
        "EpisodeDates": EpisodeDates.self, "StorefrontSnapshot": StorefrontSnapshot.self,
        "ShopCatalog.ListingPage.Response": ShopCatalog.ListingPage.Response.self,
        "PagedResult<ShopReviewer>.Meta": PagedResult<ShopReviewer>.Meta.self,
        "ShopCatalog.ReviewerPage": ShopCatalog.ReviewerPage.self, "ListingCard": ListingCard.self,
        "WebhookCatalog": WebhookCatalog.self, "WebhookCatalog.CallbackTable": WebhookCatalog.CallbackTable.self,
    ]

    /// The pattern's own documents, by file name.
    static func document(_ pattern: Pattern, _ name: String) -> String {
        let url = patterns.appendingPathComponent(pattern.folder).appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(url.path)") }
        return text
    }

    static let gig =
        #"{"id": "8E7A1C52-3B0D-4B8C-9D4C-3F0A2E6B7C11", "stage": 4, "headliner": "owls", "supportActs": ["a"], "tier": "vip", "pricesByTier": {"vip": 99}}"#
    static let channel = #"{"channelID": "UC1", "recentUploads": []}"#
    static let episode =
        #"{"recordedAt": "2023-03-14T09:30:00+01:00", "air_date": "2023-03-21", "feed_pub_date": "Tue, 21 Mar 2023 06:00:00 GMT", "edited_at": "2023-03-15T18:45:10-07:00", "published_at": 1679378400.0}"#

    static func replacing(_ text: String, _ old: String, _ new: String) -> String {
        precondition(text.contains(old), "\(old) not in \(text)")
        return text.replacingOccurrences(of: old, with: new)
    }

    static let listing = #"{"id": 1, "title": "Lamp", "price": 9.5, "watchers": 2}"#

    static let inputs: [Input] = [
        // The app's own property wrappers, decoded as the wrapper types (the trap document is
        // checked in `aTrapInTheAppsWrapperStopsTheApp`: it would stop this process).
        Input(pattern: appWrappers.folder, type: "ListingCard", json: document(appWrappers, "valid.json")),
        Input(pattern: appWrappers.folder, type: "ListingCard", json: document(appWrappers, "valid-null-price.json")),
        Input(pattern: appWrappers.folder, type: "ListingCard", json: document(appWrappers, "broken-empty-title.json")),
        Input(pattern: appWrappers.folder, type: "ListingCard", json: document(appWrappers, "broken-missing-price.json")),
        Input(pattern: appWrappers.folder, type: "ListingCard", json: document(appWrappers, "broken-price-text.json")),
        Input(pattern: appWrappers.folder, type: "ListingCard", json: replacing(listing, #""title": "Lamp""#, #""title": null"#)),
        Input(pattern: appWrappers.folder, type: "ListingCard", json: replacing(listing, #""title": "Lamp", "#, "")),
        Input(pattern: appWrappers.folder, type: "ListingCard", json: replacing(listing, #""watchers": 2"#, #""watchers": "2""#)),
        Input(pattern: appWrappers.folder, type: "ListingCard", json: replacing(listing, #""watchers": 2"#, #""watchers": null"#)),
        // Item 3: `Stage.ID`, `[Performer.ID]`, `Wrapped.RawValue`, `SeatTier.RawValue` keys,
        // `GigPage.Cursor` from a protocol's associated type.
        Input(pattern: associatedTypes.folder, type: "GigPage", json: document(associatedTypes, "valid.json")),
        Input(pattern: associatedTypes.folder, type: "GigPage", json: document(associatedTypes, "broken.json")),
        Input(pattern: associatedTypes.folder, type: "Gig", json: gig),
        Input(pattern: associatedTypes.folder, type: "Gig", json: replacing(gig, #""stage": 4"#, #""stage": 4.5"#)),
        Input(pattern: associatedTypes.folder, type: "Gig", json: replacing(gig, #""headliner": "owls""#, #""headliner": null"#)),
        Input(pattern: associatedTypes.folder, type: "Gig", json: replacing(gig, #""supportActs": ["a"]"#, #""supportActs": ["a", 7]"#)),
        Input(pattern: associatedTypes.folder, type: "Gig", json: replacing(gig, #""tier": "vip""#, #""tier": "orchestra""#)),
        Input(pattern: associatedTypes.folder, type: "Gig", json: replacing(gig, #""tier": "vip""#, #""tier": null"#)),
        Input(pattern: associatedTypes.folder, type: "Gig", json: replacing(gig, #""tier": "vip""#, #""tier": ["vip"]"#)),
        Input(pattern: associatedTypes.folder, type: "Gig", json: replacing(gig, #"{"vip": 99}"#, #"{"vip": "99"}"#)),
        Input(
            pattern: associatedTypes.folder, type: "Gig",
            json: replacing(gig, #""id": "8E7A1C52-3B0D-4B8C-9D4C-3F0A2E6B7C11""#, #""id": "gig-1""#)),
        Input(pattern: associatedTypes.folder, type: "[Gig]", json: "[\(gig), {}]"),
        Input(pattern: associatedTypes.folder, type: "GigPage", json: #"{"gigs": [], "next": "20", "previous": null}"#),
        Input(pattern: associatedTypes.folder, type: "GigPage", json: #"{"gigs": [], "previous": 3.5}"#),
        Input(pattern: associatedTypes.folder, type: "GigPage", json: #"{"gigs": [], "next": 9223372036854775807, "previous": 1}"#),
        // Item 8: constants typed through typealiases are encoded.
        Input(pattern: aliasedConstants.folder, type: "Leaderboard", json: document(aliasedConstants, "valid.json")),
        Input(pattern: aliasedConstants.folder, type: "Leaderboard", json: document(aliasedConstants, "broken.json")),
        Input(
            pattern: aliasedConstants.folder, type: "Leaderboard", json: #"{"title": "W", "entries": [], "kind": 5, "format_version": "x"}"#
        ),
        Input(
            pattern: aliasedConstants.folder, type: "Leaderboard",
            json: #"{"title": "W", "entries": [{"player": "a", "score": 1, "rank": 40000}]}"#),
        Input(
            pattern: aliasedConstants.folder, type: "Leaderboard",
            json: #"{"title": "W", "entries": [{"player": "a", "score": 4294967296, "rank": 1}]}"#),
        // Item 5: BetterCodable wrappers reached through the app's typealiases and strategies.
        Input(pattern: wrapperAliases.folder, type: "[ChannelStats]", json: document(wrapperAliases, "valid.json")),
        Input(pattern: wrapperAliases.folder, type: "[ChannelStats]", json: document(wrapperAliases, "broken.json")),
        Input(pattern: wrapperAliases.folder, type: "ChannelStats", json: channel),
        Input(
            pattern: wrapperAliases.folder, type: "ChannelStats",
            json: replacing(channel, #""recentUploads": []"#, #""recentUploads": null"#)),
        Input(
            pattern: wrapperAliases.folder, type: "ChannelStats", json: replacing(channel, #""recentUploads": []"#, #""recentUploads": {}"#)
        ),
        Input(
            pattern: wrapperAliases.folder, type: "ChannelStats",
            json: replacing(channel, #""recentUploads": []"#, #""recentUploads": [1, null, {"title": "t", "seconds": 3}]"#)),
        Input(
            pattern: wrapperAliases.folder, type: "ChannelStats",
            json: replacing(channel, "{", #"{"subscribers": null, "totalViews": 2.5, "#)),
        Input(
            pattern: wrapperAliases.folder, type: "ChannelStats",
            json: replacing(channel, "{", #"{"isListed": 1, "pendingComments": "4", "#)),
        Input(pattern: wrapperAliases.folder, type: "ChannelStats", json: replacing(channel, "{", #"{"isListed": 2, "title": 7, "#)),
        Input(
            pattern: wrapperAliases.folder, type: "ChannelStats", json: replacing(channel, "{", #"{"isListed": "TRUE", "tags": ["a", 1], "#)
        ),
        Input(pattern: wrapperAliases.folder, type: "ChannelStats", json: replacing(channel, "{", #"{"isListed": "true", "tags": null, "#)),
        Input(pattern: wrapperAliases.folder, type: "ChannelStats", json: replacing(channel, #""channelID": "UC1", "#, "")),
        // Item 6: SwiftUI's `Color`, decodable only through the app's extension.
        Input(pattern: retroactive.folder, type: "ThemeSpec", json: document(retroactive, "valid.json")),
        Input(pattern: retroactive.folder, type: "ThemeSpec", json: document(retroactive, "broken.json")),
        Input(pattern: retroactive.folder, type: "ThemeSpec", json: ##"{"name": "N", "accent": "#000000", "highlights": []}"##),
        Input(pattern: retroactive.folder, type: "ThemeSpec", json: #"{"name": "N", "accent": null, "highlights": []}"#),
        Input(pattern: retroactive.folder, type: "ThemeSpec", json: ##"{"name": "N", "accent": "#000000", "highlights": ["#FFFFFF", 3]}"##),
        Input(pattern: retroactive.folder, type: "ThemeSpec", json: #"{"name": "N", "highlights": []}"#),
        // `init(hex:)` reads a name as black: valid, though it prints back as `#000000`.
        Input(
            pattern: retroactive.folder, type: "ThemeSpec", json: #"{"name": "N", "accent": "teal", "highlights": []}"#,
            comparesValue: false),
        // Item 5: Kodable's `@CodableDate` as its README describes it (no `Package.resolved` pin).
        Input(pattern: kodableDates.folder, type: "EpisodeDates", json: document(kodableDates, "valid.json")),
        Input(pattern: kodableDates.folder, type: "EpisodeDates", json: document(kodableDates, "broken.json")),
        Input(pattern: kodableDates.folder, type: "EpisodeDates", json: replacing(episode, "1679378400.0", "1679378400")),
        Input(pattern: kodableDates.folder, type: "EpisodeDates", json: replacing(episode, "1679378400.0", #""1679378400.5""#)),
        Input(pattern: kodableDates.folder, type: "EpisodeDates", json: replacing(episode, "1679378400.0", #""soon""#)),
        Input(pattern: kodableDates.folder, type: "EpisodeDates", json: replacing(episode, "1679378400.0", "[]")),
        Input(pattern: kodableDates.folder, type: "EpisodeDates", json: replacing(episode, #", "published_at": 1679378400.0"#, "")),
        Input(
            pattern: kodableDates.folder, type: "EpisodeDates",
            json: replacing(episode, #""air_date": "2023-03-21""#, #""air_date": 20230321"#)),
        Input(
            pattern: kodableDates.folder, type: "EpisodeDates", json: replacing(episode, #""2023-03-14T09:30:00+01:00""#, #""2023-03-14""#)),
        // A generic type's nested types, one per instance, named through typealiases and with arguments.
        Input(pattern: genericNested.folder, type: "StorefrontSnapshot", json: document(genericNested, "valid.json")),
        Input(pattern: genericNested.folder, type: "StorefrontSnapshot", json: document(genericNested, "broken.json")),
        Input(
            pattern: genericNested.folder, type: "StorefrontSnapshot",
            json: replacing(
                document(genericNested, "valid.json"), #""first": {"handle": "mira", "score": 4.5}"#, #""first": {"handle": "mira"}"#)),
        Input(
            pattern: genericNested.folder, type: "StorefrontSnapshot",
            json: replacing(
                document(genericNested, "valid.json"), #""featured": {"total": 14, "first": null}"#,
                #""featured": {"total": 14, "first": {"id": 3}}"#)),
        Input(
            pattern: genericNested.folder, type: "ShopCatalog.ListingPage.Response",
            json: #"{"items": [{"id": 7, "title": "Lamp"}], "meta": {"total": 1}}"#),
        Input(
            pattern: genericNested.folder, type: "ShopCatalog.ListingPage.Response",
            json: #"{"items": [{"id": "7", "title": "Lamp"}], "meta": {"total": 1}}"#),
        Input(
            pattern: genericNested.folder, type: "PagedResult<ShopReviewer>.Meta",
            json: #"{"total": 1, "first": {"handle": "kai", "score": 3}}"#),
        Input(
            pattern: genericNested.folder, type: "PagedResult<ShopReviewer>.Meta",
            json: #"{"total": 1, "first": {"id": 1, "title": "Lamp"}}"#),
        Input(
            pattern: genericNested.folder, type: "ShopCatalog.ReviewerPage",
            json: #"{"response": {"items": [], "meta": {"total": 0, "first": {"handle": "kai", "score": "3"}}}}"#),
        // A model twenty declarations deep through generic wrappers named by typealiases, meeting
        // itself again (OpenAPIKit's callbacks); keys of a `RawRepresentable` struct.
        // Decodable only: no encoding to compare the printed value with.
        Input(
            pattern: recursiveAliases.folder, type: "WebhookCatalog", json: document(recursiveAliases, "valid.json"), comparesValue: false),
        Input(pattern: recursiveAliases.folder, type: "WebhookCatalog", json: document(recursiveAliases, "broken-deep-retries.json")),
        Input(pattern: recursiveAliases.folder, type: "WebhookCatalog", json: document(recursiveAliases, "broken-deep-action-id.json")),
        Input(
            pattern: recursiveAliases.folder, type: "WebhookCatalog", json: document(recursiveAliases, "broken-event-labels-object.json")),
        Input(
            pattern: recursiveAliases.folder, type: "WebhookCatalog",
            json: replacing(document(recursiveAliases, "valid.json"), #"["order.created", "Order created", "#, #"["order.created", 7, "#)),
        Input(
            pattern: recursiveAliases.folder, type: "WebhookCatalog.CallbackTable",
            json: ##"{"again": {"$link": "#/shared/callbacks/again"}, "other": {"{$url}": {"put": {"action_id": "x", "replies": {}}}}}"##,
            comparesValue: false),
        Input(
            pattern: recursiveAliases.folder, type: "WebhookCatalog.CallbackTable",
            json: #"{"other": {"{$url}": {"put": {"action_id": "x", "replies": {"200": {"retries": 1}}}}}}"#),
        Input(pattern: recursiveAliases.folder, type: "WebhookCatalog.CallbackTable", json: #"{"other": {"{$url}": ["a"]}}"#),
    ]

    @Test("verdict, first error and printed value equal JSONDecoder's", arguments: inputs)
    func sameOutcome(_ input: Input) throws {
        let type = try #require(Self.decoders[input.type])
        let schema = try #require(Self.schemas[input.pattern])
        let data = Data(input.json.utf8)
        let plan = try schema.plan(for: input.type)
        var options = ValidationOptions()
        options.producesValue = true
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(data))
        switch (sortedJSONDecoderOutcome(type, data), outcome.errors.first) {
        case (.decodes(let encoded), nil):
            if input.comparesValue { #expect(outcome.encodedValue == encoded) }
        case (.fails(let expected), let problem?):
            expectSameProblem(foundation: expected, problem: problem, document: data)
        case (.fails(let expected), nil):
            Issue.record("JSONDecoder threw \(expected); the tool found no error")
        case (.decodes, let problem?):
            Issue.record("JSONDecoder decodes it; the tool found \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)")
        }
    }

    @Test func aTrapInTheAppsWrapperStopsTheApp() throws {
        let schema = try #require(Self.schemas[Self.appWrappers.folder])
        let data = Data(Self.document(Self.appWrappers, "trap-negative-watchers.json").utf8)
        let outcome = SchemaValidator(plan: try schema.plan(for: "ListingCard")).validate(try JSONReader.read(data))
        #expect(outcome.errors.first?.stopsTheApp == true)
        #expect(outcome.errors.first?.renderedPath == "watchers")
    }

    /// What `codable-check types` promises for them: exact, except `Color`, whose `init(hex:)`
    /// calls SwiftUI's own initializer, which the tool does not follow (approximated, never
    /// unsupported: its reads are checked).
    @Test func thePatternTypesAreListedAsTheyDecode() throws {
        let exact: [String: [String]] = [
            Self.associatedTypes.folder: ["Stage", "Performer", "SeatTier", "OpenValue", "GigPage", "Gig"],
            Self.aliasedConstants.folder: ["Season", "Leaderboard", "LeaderboardEntry"],
            Self.wrapperAliases.folder: ["ChannelStats", "UploadSummary"],
            Self.kodableDates.folder: ["EpisodeDates"],
            Self.genericNested.folder: ["ShopListing", "ShopReviewer", "StorefrontSnapshot"],
            Self.appWrappers.folder: ["ListingCard", "NonBlank", "Count"],
            Self.recursiveAliases.folder: [
                "WebhookInsertionOrderedMap", "WebhookReferenceOrInlineValue", "WebhookAction", "WebhookRouteDefinition", "WebhookShared",
                "WebhookCatalog",
            ],
        ]
        for (folder, names) in exact {
            let schema = try #require(Self.schemas[folder])
            let listed = Dictionary(schema.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for name in names {
                #expect(
                    listed[name]?.fidelity == DecodingFidelity.exact, "\(folder): \(name) is \(listed[name]?.fidelity.name ?? "not listed")"
                )
            }
            #expect(schema.diagnostics.isEmpty, "\(schema.diagnostics)")
        }
        // Nested in a generic type: planned with its outer type's arguments, like the generic type.
        let pages = try #require(Self.schemas[Self.genericNested.folder]).types
        for name in ["PagedResult", "PagedResult.Meta", "PagedResult.Response"] {
            let page = try #require(pages.first { $0.name == name })
            #expect(page.waitsForTypeArguments && page.fidelity == DecodingFidelity.exact, "\(name): \(page.fidelity.name)")
        }
        let themes = try #require(Self.schemas[Self.retroactive.folder]).types
        let color = try #require(themes.first { $0.name == "Color" })
        #expect(color.kind == DecodableTypeSummary.Kind.extension)
        #expect(color.fidelity.name == "approximated" || color.fidelity == DecodingFidelity.exact)
    }
}
