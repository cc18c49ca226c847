import Foundation
import Testing

/// The built executable on `Fixtures/real-apps/patterns/`: small original models in the shapes
/// that made codable-check disagree with the compiled app on the real-apps corpus
/// (`Fixtures/real-apps/README.md`). Each pattern has a valid and a broken document; what
/// `JSONDecoder` does with them was found by compiling the model with `swiftc` (Swift 6.3.1,
/// Linux) and is pinned here.
///
/// A pattern the tool gets wrong today is a known issue naming the construct: when a fix lands,
/// the test records "Known issue was not recorded", and the marker is to be deleted.
@Suite struct RealAppPatternTests {
    static let patterns = ToolPaths.packageRoot.appendingPathComponent("Fixtures/real-apps/patterns")

    /// What `JSONDecoder` does with a document: decodes it, or throws this error case at this
    /// coding path (written as codable-check's `codingPath` array joins it, `0.type.library.0`).
    enum Verdict: Equatable, CustomStringConvertible {
        case decodes
        case fails(kind: String, path: String)
        /// The app crashes there (a force unwrap on nil, an index outside an array): no error
        /// comes back, and codable-check reports a trap at this path.
        case stopsTheApp(path: String)

        var description: String {
            switch self {
            case .decodes: "decodes"
            case .fails(let kind, let path): "\(kind) at '\(path)'"
            case .stopsTheApp(let path): "stops the app at '\(path)'"
            }
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var pattern: String
        var document: String
        var type: String
        var expected: Verdict
        /// The construct the tool does not handle yet, while it gets this case wrong.
        var knownIssue: String?
        /// More `decode` options: how the app sets its decoder up (`--user-info`).
        var options: [String] = []

        var testDescription: String { "\(pattern)/\(document)" }
    }

    static let cases: [Case] = [
        Case(pattern: "string-or-int-id", document: "valid.json", type: "[Episode]", expected: .decodes),
        Case(
            pattern: "string-or-int-id", document: "broken.json", type: "[Episode]",
            expected: .fails(kind: "typeMismatch", path: "1.id")),
        Case(pattern: "single-key-enum", document: "valid.json", type: "[PackageProduct]", expected: .decodes),
        Case(
            pattern: "single-key-enum", document: "broken.json", type: "[PackageProduct]",
            expected: .fails(kind: "dataCorrupted", path: "0.type.library.0")),
        Case(pattern: "type-discriminated-union", document: "valid.json", type: "[Drawable]", expected: .decodes),
        Case(
            pattern: "type-discriminated-union", document: "broken.json", type: "[Drawable]",
            expected: .fails(kind: "typeMismatch", path: "0.radius")),
        Case(pattern: "platform-typealias", document: "valid.json", type: "MapPin", expected: .decodes),
        Case(
            pattern: "platform-typealias", document: "broken.json", type: "MapPin",
            expected: .fails(kind: "typeMismatch", path: "latitude")),
        Case(pattern: "self-init-delegation", document: "valid.json", type: "[Member]", expected: .decodes),
        Case(
            pattern: "self-init-delegation", document: "broken.json", type: "[Member]",
            expected: .fails(kind: "typeMismatch", path: "0.joinedAt")),
        Case(pattern: "delegated-initializers", document: "valid.json", type: "TrailLog", expected: .decodes),
        Case(
            pattern: "delegated-initializers", document: "broken.json", type: "TrailLog",
            expected: .fails(kind: "typeMismatch", path: "waypoints.0.elevation_m")),
        Case(pattern: "vapor-content", document: "valid.json", type: "TicketRequest", expected: .decodes),
        Case(
            pattern: "vapor-content", document: "broken.json", type: "TicketRequest",
            expected: .fails(kind: "typeMismatch", path: "seats")),
        // The app's decoder holds `userInfo[.settings] = TripSettings()` and `[.account] = Account(...)`.
        Case(
            pattern: "decoder-user-info", document: "valid.json", type: "Trip", expected: .decodes,
            options: Self.tripUserInfo),
        Case(
            pattern: "decoder-user-info", document: "broken.json", type: "Trip",
            expected: .fails(kind: "typeMismatch", path: "legs.0.stops.1.minutes"), options: Self.tripUserInfo),
        Case(
            pattern: "decoder-user-info", document: "broken-plain.json", type: "Trip",
            expected: .fails(kind: "keyNotFound", path: "legs.0.stops.1.name"), options: Self.tripUserInfo),
        // `URL(string:encodingInvalidCharacters: false)` in a `KeyedDecodingContainerProtocol`
        // helper refuses a space; the library's own error, at the link.
        Case(pattern: "spec-object-helpers", document: "valid.json", type: "SpecExternalDocs", expected: .decodes),
        Case(
            pattern: "spec-object-helpers", document: "broken-url.json", type: "SpecExternalDocs",
            expected: .fails(kind: "dataCorrupted", path: "url")),
        Case(
            pattern: "spec-object-helpers", document: "broken-license-url.json", type: "SpecExternalDocs",
            expected: .fails(kind: "dataCorrupted", path: "license.url")),
        Case(
            pattern: "spec-object-helpers", document: "broken-extras.json", type: "SpecExternalDocs",
            expected: .fails(kind: "typeMismatch", path: "license.x-extras.year")),
        // The app's decoder does not turn the extra members off: stated, they are not read.
        Case(
            pattern: "spec-object-helpers", document: "broken-extras.json", type: "SpecExternalDocs", expected: .decodes,
            options: ["--user-info", "wantedKey=false"]),
        // Without the header the SDK puts in `userInfo`, the app's body throws on every document.
        Case(
            pattern: "user-info-required-header", document: "valid.json", type: "CheckoutSession",
            expected: .fails(kind: "dataCorrupted", path: "")),
        // JSONDecoder's verdicts through a stand-in that reproduces FluentKit 1.56.0's `Codable`
        // behaviour (`Tests/CodableCheckCoreTests/FluentFixtures`), FluentKit not being available here.
        Case(pattern: "fluent-model", document: "valid.json", type: "[Concert]", expected: .decodes),
        Case(
            pattern: "fluent-model", document: "broken.json", type: "[Concert]",
            expected: .fails(kind: "typeMismatch", path: "0.startsAt")),
        Case(pattern: "string-literal-keys", document: "valid.json", type: "Forecast", expected: .decodes),
        Case(
            pattern: "string-literal-keys", document: "broken.json", type: "Forecast",
            expected: .fails(kind: "keyNotFound", path: "periods.1.name")),
        Case(
            pattern: "string-literal-keys", document: "broken-wind.json", type: "Forecast",
            expected: .fails(kind: "typeMismatch", path: "periods.0.windSpeed")),
        Case(pattern: "container-extension-helpers", document: "valid.json", type: "DockSystem", expected: .decodes),
        Case(
            pattern: "container-extension-helpers", document: "broken.json", type: "DockSystem",
            expected: .fails(kind: "dataCorrupted", path: "stations.1.capacity")),
        Case(
            pattern: "container-extension-helpers", document: "broken-flag.json", type: "DockSystem",
            expected: .fails(kind: "typeMismatch", path: "stations.0.is_renting")),
        Case(pattern: "app-errors-and-traps", document: "valid.json", type: "LedgerStatement", expected: .decodes),
        // The app throws its own errors (`LedgerError`), which JSONDecoder passes on as they are.
        Case(
            pattern: "app-errors-and-traps", document: "broken-app-error.json", type: "LedgerStatement",
            expected: .fails(kind: "dataCorrupted", path: "entries.1.amount")),
        Case(
            pattern: "app-errors-and-traps", document: "broken-currency.json", type: "LedgerStatement",
            expected: .fails(kind: "dataCorrupted", path: "entries.0.currency")),
        // The compiled app crashes on these (`Int(account)!` on "44O2", `entries[0]` of none).
        Case(
            pattern: "app-errors-and-traps", document: "trap-account.json", type: "LedgerStatement",
            expected: .stopsTheApp(path: "entries.1.account")),
        Case(
            pattern: "app-errors-and-traps", document: "trap-no-entries.json", type: "LedgerStatement",
            expected: .stopsTheApp(path: "entries")),
        // Errors the app builds itself, from a context held in a local. JSONDecoder keeps the
        // context's path as written (`[]` for the unit); the tool places it at the unit's value
        // and says what JSONDecoder's path is.
        Case(pattern: "local-error-context", document: "valid.json", type: "StationReport", expected: .decodes),
        Case(
            pattern: "local-error-context", document: "broken-unit.json", type: "StationReport",
            expected: .fails(kind: "dataCorrupted", path: "readings.1.unit")),
        Case(
            pattern: "local-error-context", document: "broken-reading.json", type: "StationReport",
            expected: .fails(kind: "dataCorrupted", path: "readings.0")),
        Case(
            pattern: "local-error-context", document: "broken-humidity.json", type: "StationReport",
            expected: .fails(kind: "dataCorrupted", path: "readings.0.humidity")),
        Case(
            pattern: "local-error-context", document: "broken-extra.json", type: "StationReport",
            expected: .fails(kind: "typeMismatch", path: "readings.0.extra")),
        // #22 (interp16): the error itself made first, `throw badDirection` later.
        Case(
            pattern: "local-error-context", document: "broken-wind.json", type: "StationReport",
            expected: .fails(kind: "dataCorrupted", path: "readings.0.wind.direction")),
        // #22 (interp30): keys enums that spell their own `stringValue` (`case .location: "in"`).
        Case(pattern: "own-string-value-keys", document: "valid.json", type: "RouteOperation", expected: .decodes),
        Case(
            pattern: "own-string-value-keys", document: "broken-location-name.json", type: "RouteOperation",
            expected: .fails(kind: "keyNotFound", path: "parameters.0.in")),
        Case(
            pattern: "own-string-value-keys", document: "broken-server-address.json", type: "RouteOperation",
            expected: .fails(kind: "keyNotFound", path: "servers.0.url")),
        Case(
            pattern: "own-string-value-keys", document: "broken-operation-name.json", type: "RouteOperation",
            expected: .fails(kind: "keyNotFound", path: "operationId")),
        // #22 (interp16): `try?` on a nested container, read through `crew?.`.
        Case(pattern: "optional-nested-container", document: "valid.json", type: "MovieCredits", expected: .decodes),
        Case(pattern: "optional-nested-container", document: "valid-no-crew.json", type: "MovieCredits", expected: .decodes),
        Case(pattern: "optional-nested-container", document: "valid-null-crew.json", type: "MovieCredits", expected: .decodes),
        Case(
            pattern: "optional-nested-container", document: "broken-writer.json", type: "MovieCredits",
            expected: .fails(kind: "typeMismatch", path: "crew.writing.0.person_id")),
        Case(
            pattern: "optional-nested-container", document: "broken-no-writing.json", type: "MovieCredits",
            expected: .fails(kind: "keyNotFound", path: "crew.writing")),
        // #22 (interp16): the app's date function declared at file scope, `.custom(decodeAlertDate)`.
        Case(
            pattern: "free-date-function", document: "valid.json", type: "AlertFeed", expected: .decodes,
            options: ["--date-strategy", "custom:decodeAlertDate"]),
        Case(
            pattern: "free-date-function", document: "broken-text-date.json", type: "AlertFeed",
            expected: .fails(kind: "dataCorrupted", path: "alerts.0.activeFrom"), options: ["--date-strategy", "custom:decodeAlertDate"]),
        Case(
            pattern: "free-date-function", document: "broken-null-date.json", type: "AlertFeed",
            expected: .fails(kind: "valueNotFound", path: "generatedAt"), options: ["--date-strategy", "custom:decodeAlertDate"]),
        Case(
            pattern: "free-date-function", document: "broken-object-date.json", type: "AlertFeed",
            expected: .fails(kind: "typeMismatch", path: "alerts.0.activeFrom"), options: ["--date-strategy", "custom:decodeAlertDate"]),
        // Issue 22 item 3: associated types inferred from conformances (`Stage.ID`,
        // `[Performer.ID]`, `Wrapped.RawValue`, a protocol's `Cursor`).
        Case(pattern: "inferred-associated-types", document: "valid.json", type: "GigPage", expected: .decodes),
        Case(
            pattern: "inferred-associated-types", document: "broken.json", type: "GigPage",
            expected: .fails(kind: "typeMismatch", path: "gigs.1.stage")),
        // Item 8: constants typed through typealiases (what `--print` writes is pinned below).
        Case(pattern: "typealias-constants", document: "valid.json", type: "Leaderboard", expected: .decodes),
        Case(
            pattern: "typealias-constants", document: "broken.json", type: "Leaderboard",
            expected: .fails(kind: "typeMismatch", path: "entries.1.score")),
        // Item 5: BetterCodable's wrappers through the app's typealiases and strategy types,
        // JSONDecoder's verdicts through a stand-in (`Tests/CodableCheckCoreTests/LibraryStandIns`).
        Case(pattern: "wrapper-typealias", document: "valid.json", type: "[ChannelStats]", expected: .decodes),
        Case(
            pattern: "wrapper-typealias", document: "broken.json", type: "[ChannelStats]",
            expected: .fails(kind: "keyNotFound", path: "1.recentUploads")),
        // Item 5: Kodable's `@CodableDate` as its README describes it (`.timestamp` from a number).
        Case(pattern: "kodable-readme-dates", document: "valid.json", type: "EpisodeDates", expected: .decodes),
        Case(
            pattern: "kodable-readme-dates", document: "broken.json", type: "EpisodeDates",
            expected: .fails(kind: "dataCorrupted", path: "air_date")),
        // Item 6: SwiftUI's `Color`, decodable through the app's own extension.
        Case(pattern: "retroactive-conformance", document: "valid.json", type: "ThemeSpec", expected: .decodes),
        Case(
            pattern: "retroactive-conformance", document: "broken.json", type: "ThemeSpec",
            expected: .fails(kind: "typeMismatch", path: "background")),
        // Item 4: `precondition`, `preconditionFailure` and `fatalError` stop the compiled app.
        // #22 (interp27): decoding given by protocol extensions; the serial's precondition traps on 0.
        Case(pattern: "protocol-extension-decoding", document: "valid.json", type: "TelemetryBatch", expected: .decodes),
        Case(
            pattern: "protocol-extension-decoding", document: "broken-session-object.json", type: "TelemetryBatch",
            expected: .fails(kind: "typeMismatch", path: "session")),
        Case(
            pattern: "protocol-extension-decoding", document: "broken-huge-attribute.json", type: "TelemetryBatch",
            expected: .fails(kind: "dataCorrupted", path: "attributes.sample_rate")),
        Case(
            pattern: "protocol-extension-decoding", document: "broken-tag-text.json", type: "TelemetryBatch",
            expected: .fails(kind: "typeMismatch", path: "tags.0")),
        Case(
            pattern: "protocol-extension-decoding", document: "trap-device-zero.json", type: "TelemetryBatch",
            expected: .stopsTheApp(path: "device")),
        // #22 (interp29): a keyframe's stored properties read from the record before; a gradient
        // stop with no colour of its own or carried over stops the app.
        Case(pattern: "keyframe-records", document: "valid.json", type: "FadeAnimation", expected: .decodes),
        Case(
            pattern: "keyframe-records", document: "broken-previous-without-end.json", type: "FadeAnimation",
            expected: .fails(kind: "dataCorrupted", path: "o.k")),
        Case(pattern: "keyframe-records", document: "trap-gradient-gap.json", type: "FadeAnimation", expected: .stopsTheApp(path: "g")),
        Case(pattern: "preconditions-and-traps", document: "valid.json", type: "DeliveryLog", expected: .decodes),
        Case(pattern: "preconditions-and-traps", document: "valid-boundaries.json", type: "DeliveryLog", expected: .decodes),
        Case(
            pattern: "preconditions-and-traps", document: "broken-status-text.json", type: "DeliveryLog",
            expected: .fails(kind: "typeMismatch", path: "deliveries.0.status")),
        Case(
            pattern: "preconditions-and-traps", document: "trap-status.json", type: "DeliveryLog",
            expected: .stopsTheApp(path: "deliveries.1.status")),
        Case(
            pattern: "preconditions-and-traps", document: "trap-attempts.json", type: "DeliveryLog",
            expected: .stopsTheApp(path: "deliveries.0.attempts")),
        Case(
            pattern: "preconditions-and-traps", document: "trap-channel.json", type: "DeliveryLog",
            expected: .stopsTheApp(path: "deliveries.0")),
        Case(
            pattern: "preconditions-and-traps", document: "trap-bounce.json", type: "DeliveryLog",
            expected: .stopsTheApp(path: "bounces.0")),
        Case(pattern: "preconditions-and-traps", document: "trap-relay.json", type: "DeliveryLog", expected: .stopsTheApp(path: "relay")),
        // #22 (interp35): a force unwrap in the side of a type test the generic argument takes
        // (also reached through `FormFieldRules<FormTextFormat>(from: decoder)`); a precondition
        // in a case of a switch on a tuple.
        Case(pattern: "generic-type-tests", document: "valid.json", type: "SignUpForm", expected: .decodes),
        Case(
            pattern: "generic-type-tests", document: "trap-text-without-pattern.json", type: "SignUpForm",
            expected: .stopsTheApp(path: "name.pattern")),
        Case(
            pattern: "generic-type-tests", document: "trap-nickname-without-pattern.json", type: "SignUpForm",
            expected: .stopsTheApp(path: "nickname.pattern")),
        Case(pattern: "self-cast-helpers", document: "valid.json", type: "DinerMenu", expected: .decodes),
        Case(
            pattern: "self-cast-helpers", document: "broken-price-text.json", type: "DinerMenu",
            expected: .fails(kind: "typeMismatch", path: "sections.lunch.0.price")),
        Case(
            pattern: "self-cast-helpers", document: "trap-numbered-tables.json", type: "DinerMenu",
            expected: .stopsTheApp(path: "tables")),
        // #22 (interp39): each shape tried through a helper that returns a `Result`; when none
        // decodes, the app throws its own error at the value (a nested one's error is swallowed).
        Case(pattern: "result-attempt-helpers", document: "valid.json", type: "ParkingZone", expected: .decodes),
        Case(pattern: "result-attempt-helpers", document: "valid-free-sunday.json", type: "ParkingZone", expected: .decodes),
        Case(
            pattern: "result-attempt-helpers", document: "broken-rate-neither.json", type: "ParkingZone",
            expected: .fails(kind: "dataCorrupted", path: "rate")),
        Case(
            pattern: "result-attempt-helpers", document: "broken-permits-mixed.json", type: "ParkingZone",
            expected: .fails(kind: "dataCorrupted", path: "permits")),
        Case(pattern: "collection-ends", document: "valid.json", type: "PluginSource", expected: .decodes),
        Case(pattern: "collection-ends", document: "valid-local.json", type: "PluginSource", expected: .decodes),
        Case(pattern: "collection-ends", document: "valid-catalog-after-empty.json", type: "PluginSource", expected: .decodes),
        Case(
            pattern: "collection-ends", document: "broken-scoped-name.json", type: "PluginSource",
            expected: .fails(kind: "dataCorrupted", path: "catalog")),
        Case(
            pattern: "collection-ends", document: "broken-no-source.json", type: "PluginSource",
            expected: .fails(kind: "dataCorrupted", path: "")),
        Case(
            pattern: "collection-ends", document: "broken-missing-identity.json", type: "PluginSource",
            expected: .fails(kind: "keyNotFound", path: "git.0.identity")),
        Case(pattern: "fresh-default-values", document: "valid.json", type: "VirtualInterface", expected: .decodes),
        Case(pattern: "fresh-default-values", document: "valid-defaults.json", type: "VirtualInterface", expected: .decodes),
        Case(
            pattern: "fresh-default-values", document: "broken-uuid-text.json", type: "VirtualInterface",
            expected: .fails(kind: "dataCorrupted", path: "uuid")),
        Case(
            pattern: "fresh-default-values", document: "broken-date-text.json", type: "VirtualInterface",
            expected: .fails(kind: "typeMismatch", path: "attached_at")),
        Case(
            pattern: "fresh-default-values", document: "broken-missing-mac.json", type: "VirtualInterface",
            expected: .fails(kind: "keyNotFound", path: "mac")),
        Case(pattern: "local-string-constants", document: "valid.json", type: "BuildProductReference", expected: .decodes),
        Case(pattern: "local-string-constants", document: "valid-ascii-arrow.json", type: "BuildProductReference", expected: .decodes),
        Case(pattern: "local-string-constants", document: "valid-no-channel.json", type: "BuildProductReference", expected: .decodes),
        Case(
            pattern: "local-string-constants", document: "broken-empty-plugin-name.json", type: "BuildProductReference",
            expected: .fails(kind: "dataCorrupted", path: "product")),
        Case(
            pattern: "local-string-constants", document: "broken-retired-channel.json", type: "BuildProductReference",
            expected: .fails(kind: "dataCorrupted", path: "channel")),
        Case(
            pattern: "local-string-constants", document: "broken-channel-number.json", type: "BuildProductReference",
            expected: .fails(kind: "typeMismatch", path: "channel")),
        Case(pattern: "tuple-switches", document: "valid.json", type: "UploadForm", expected: .decodes),
        Case(
            pattern: "tuple-switches", document: "broken-both-sources.json", type: "UploadForm",
            expected: .fails(kind: "dataCorrupted", path: "fields.0.file")),
        Case(
            pattern: "tuple-switches", document: "trap-empty-file.json", type: "UploadForm", expected: .stopsTheApp(path: "fields.1.file")),
        // #22 (interp38): a failable initializer of the app's called in a `map` closure that
        // throws; its `fatalError` for a retired kind name stops the compiled app.
        Case(pattern: "failable-initializer-lists", document: "valid.json", type: "Sheet", expected: .decodes),
        Case(
            pattern: "failable-initializer-lists", document: "broken-kind-in-list.json", type: "Sheet",
            expected: .fails(kind: "dataCorrupted", path: "columns.1.kind")),
        Case(
            pattern: "failable-initializer-lists", document: "broken-alignment.json", type: "Sheet",
            expected: .fails(kind: "dataCorrupted", path: "columns.0.alignments")),
        Case(
            pattern: "failable-initializer-lists", document: "trap-formula.json", type: "Sheet",
            expected: .stopsTheApp(path: "columns.0.kind")),
        // #22 (interp40): loops over array literals written out per element; a delegation with
        // `!` to an `init?` that never gives nil, and `String(from: decoder)`.
        Case(pattern: "literal-array-loops", document: "valid.json", type: "CrossingSchedule", expected: .decodes),
        Case(
            pattern: "literal-array-loops", document: "broken-empty-arrival.json", type: "CrossingSchedule",
            expected: .fails(kind: "dataCorrupted", path: "crossings.1.arrival_port")),
        Case(
            pattern: "literal-array-loops", document: "broken-negative-child-fare.json", type: "CrossingSchedule",
            expected: .fails(kind: "dataCorrupted", path: "crossings.0.child_fare")),
        Case(
            pattern: "literal-array-loops", document: "broken-vessel-code.json", type: "CrossingSchedule",
            expected: .fails(kind: "dataCorrupted", path: "crossings.0.vessel")),
        Case(pattern: "never-failing-self-init", document: "valid.json", type: "Warehouse", expected: .decodes),
        Case(
            pattern: "never-failing-self-init", document: "broken-zone-number.json", type: "Warehouse",
            expected: .fails(kind: "typeMismatch", path: "bins.1.zone")),
        Case(
            pattern: "never-failing-self-init", document: "broken-label-null.json", type: "Warehouse",
            expected: .fails(kind: "valueNotFound", path: "bins.0.label")),
        Case(
            pattern: "never-failing-self-init", document: "broken-capacity-text.json", type: "Warehouse",
            expected: .fails(kind: "typeMismatch", path: "bins.0.capacity")),
        // #22 (interp41): a phantom-tagged wrapper falling back on `RawValue(from: decoder)`; the
        // synthesized keys spelled through the type's name; archived fallbacks under `try?`.
        Case(pattern: "scalar-tagged-identifiers", document: "valid.json", type: "TournamentPairings", expected: .decodes),
        Case(
            pattern: "scalar-tagged-identifiers", document: "broken-pairing-id.json", type: "TournamentPairings",
            expected: .fails(kind: "dataCorrupted", path: "pairings.1.id")),
        Case(
            pattern: "scalar-tagged-identifiers", document: "broken-round-text.json", type: "TournamentPairings",
            expected: .fails(kind: "typeMismatch", path: "pairings.0.round")),
        Case(
            pattern: "scalar-tagged-identifiers", document: "broken-board-text.json", type: "TournamentPairings",
            expected: .fails(kind: "typeMismatch", path: "pairings.0.board")),
        Case(
            pattern: "scalar-tagged-identifiers", document: "broken-unnamed-event.json", type: "TournamentPairings",
            expected: .fails(kind: "dataCorrupted", path: "event")),
        Case(pattern: "qualified-own-keys", document: "valid.json", type: "Shipment", expected: .decodes),
        Case(
            pattern: "qualified-own-keys", document: "broken-weight.json", type: "Shipment",
            expected: .fails(kind: "typeMismatch", path: "labels.1.weightGrams")),
        Case(
            pattern: "qualified-own-keys", document: "broken-missing-carrier.json", type: "Shipment",
            expected: .fails(kind: "keyNotFound", path: "labels.0.carrier")),
        Case(pattern: "swallowed-archive-fallbacks", document: "valid.json", type: "SavedPlaces", expected: .decodes),
        Case(
            pattern: "swallowed-archive-fallbacks", document: "broken-name.json", type: "SavedPlaces",
            expected: .fails(kind: "typeMismatch", path: "places.1.name")),
        Case(
            pattern: "swallowed-archive-fallbacks", document: "broken-visits-text.json", type: "SavedPlaces",
            expected: .fails(kind: "typeMismatch", path: "places.0.visits")),
    ]

    /// `--print` writes the constants typed through typealiases, as `JSONEncoder` does
    /// (`RealAppPatternDifferentialTests` compares the same document with `JSONEncoder`'s output).
    @Test func constantsTypedThroughTypealiasesArePrinted() throws {
        let folder = Self.patterns.appendingPathComponent("typealias-constants")
        let outcome = try ToolProcess.run([
            "decode", folder.appendingPathComponent("valid.json").path, "--schema", folder.path, "--type", "Leaderboard", "--print",
            "--quiet",
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            outcome.stdout.hasPrefix(
                #"{"entries":[{"player":"nova","rank":1,"score":18250},{"player":"kestrel","rank":2,"score":17990},{"player":"moth","rank":3,"score":0}],"format_version":3,"kind":"weekly-leaderboard","lowestRankShown":100,"season":"summer","title":"Week 32","weights":[5,3,1]}"#
            ), "\(outcome.stdout)")
    }

    /// With a `Package.resolved` pinning Kodable (here 2.0.1, beside the app's `Package.swift`),
    /// the code the app builds with decides: every released Kodable reads a `@CodableDate`'s
    /// string strictly unless `.lossless`, so the README's number is a `typeMismatch`.
    @Test func aPinnedKodableIsFollowedAsItsCodeBehaves() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("kodable-pin-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/Podcasts")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let pattern = Self.patterns.appendingPathComponent("kodable-readme-dates")
        try FileManager.default.copyItem(
            at: pattern.appendingPathComponent("EpisodeDates.swift"), to: sources.appendingPathComponent("EpisodeDates.swift"))
        try "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Podcasts\")\n".write(
            to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.kodablePin.write(to: package.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
        let outcome = try ToolProcess.run([
            "decode", pattern.appendingPathComponent("valid.json").path, "--schema", package.path, "--type", "EpisodeDates",
            "--format", "json",
        ])
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let result = try #require((report?["results"] as? [[String: Any]])?.first)
        let first = try #require((result["errors"] as? [[String: Any]])?.first, "\(outcome.stdout)\(outcome.stderr)")
        #expect(first["kind"] as? String == "typeMismatch")
        #expect((first["codingPath"] as? [Any])?.map { "\($0)" } == ["published_at"])
        #expect(outcome.status == 1)
    }

    static let kodablePin = """
        {
          "originHash" : "4f3c1e0a",
          "pins" : [
            {
              "identity" : "kodable",
              "kind" : "remoteSourceControl",
              "location" : "https://github.com/JARMourato/Kodable.git",
              "state" : {
                "revision" : "5b72aac1d9ff761332bb5f27fb4c28542e0b067f",
                "version" : "2.0.1"
              }
            }
          ],
          "version" : 3
        }
        """

    static let tripUserInfo = ["--user-info", "settings=TripSettings", "--user-info", "account=Account"]

    @Test(arguments: cases)
    func theToolGivesJSONDecodersVerdict(_ testCase: Case) throws {
        guard let knownIssue = testCase.knownIssue else {
            let verdict = try Self.verdict(of: testCase)
            #expect(verdict == testCase.expected)
            return
        }
        withKnownIssue("\(testCase.pattern): \(knownIssue)") {
            let verdict = try Self.verdict(of: testCase)
            #expect(verdict == testCase.expected)
        }
    }

    /// While the tool gets a pattern wrong, `codable-check types` must not promise more: the root
    /// type is listed `[approximated ...]` or `[unsupported]`, or not at all, never `[exact]`.
    @Test(arguments: cases.filter { $0.knownIssue != nil })
    func aPatternTheToolGetsWrongIsNotListedExact(_ testCase: Case) throws {
        let folder = Self.patterns.appendingPathComponent(testCase.pattern)
        let outcome = try ToolProcess.run(["types", "--schema", folder.path])
        let typeName = testCase.type.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let listing = outcome.stdout.split(separator: "\n").first { line in
            !line.hasPrefix(" ") && (line.contains(" struct \(typeName) ") || line.contains(" enum \(typeName) "))
        }
        #expect(listing?.hasSuffix("[exact]") != true, "\(listing ?? "")")
    }

    /// A `--user-info` value that is no key, type or scalar is a usage error.
    @Test func aMalformedUserInfoIsRefused() throws {
        let folder = Self.patterns.appendingPathComponent("decoder-user-info")
        let outcome = try ToolProcess.run([
            "decode", folder.appendingPathComponent("valid.json").path, "--schema", folder.path, "--type", "Trip",
            "--user-info", "settings=Trip Settings",
        ])
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr.contains(
                #"invalid value 'settings=Trip Settings' for option '--user-info': expected KEY, KEY=TYPE, or KEY=true|false|NUMBER|"TEXT", such as 'options=RouteOptions'"#
            ))
    }

    /// Runs `codable-check decode` on the case's document with its pattern folder as the schema
    /// and reads the verdict from the JSON report; a refused schema (exit status 2) is an error.
    static func verdict(of testCase: Case) throws -> Verdict {
        let folder = patterns.appendingPathComponent(testCase.pattern)
        let outcome = try ToolProcess.run(
            [
                "decode", folder.appendingPathComponent(testCase.document).path,
                "--schema", folder.path, "--type", testCase.type, "--format", "json",
            ] + testCase.options)
        guard outcome.status != 2 else { throw SchemaRefused(stderr: outcome.stderr) }
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let result = try #require((report?["results"] as? [[String: Any]])?.first)
        guard let first = (result["errors"] as? [[String: Any]])?.first else { return .decodes }
        let path = (first["codingPath"] as? [Any] ?? []).map { "\($0)" }.joined(separator: ".")
        // A trap is reported as `dataCorrupted` whose message says the app stops.
        if (first["message"] as? String)?.hasSuffix("stops the app here (a trap, not an error)") == true { return .stopsTheApp(path: path) }
        return .fails(kind: first["kind"] as? String ?? "?", path: path)
    }

    struct SchemaRefused: Error, CustomStringConvertible {
        var stderr: String
        var description: String { "codable-check refused the schema (exit status 2):\n\(stderr)" }
    }
}
