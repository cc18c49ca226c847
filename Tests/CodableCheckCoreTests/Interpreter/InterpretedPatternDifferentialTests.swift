import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// The real-app patterns of issue 22 (`Fixtures/real-apps/patterns/<name>/`): each model file is
/// compiled into this target (`RealAppPatterns/`, symlinks) and read as a schema from its folder,
/// and its documents (the folder's JSON files, broken variants of the valid ones made by
/// `JSONMutations`, and a few written here) are decoded by `JSONDecoder` and by the tool. The
/// tool must give JSONDecoder's verdict: the same value (as `JSONEncoder` with sorted keys
/// writes it), or the same first error case at the same coding path, with Foundation's words.
/// And it must claim no more than it does: each pattern's types are listed `[exact]`.
@Suite("Real-app patterns of hand-written init(from:) agree with JSONDecoder")
struct InterpretedPatternDifferentialTests {
    /// `@unchecked`: a metatype is immutable and safe to share, but `any Decodable.Type` is not
    /// declared `Sendable`, and Swift Testing needs its arguments to be.
    struct Pattern: @unchecked Sendable, CustomTestStringConvertible {
        var folder: String
        /// The type the documents are decoded as, as written in `--type`.
        var type: String
        var decodable: any Decodable.Type
        /// Whether the folder's documents are of this type (the pattern's root type), or only
        /// those written here.
        var readsFolder = true
        /// Documents written here, besides the folder's.
        var documents: [String] = []
        var testDescription: String { "\(folder) as \(type)" }
    }

    static let patterns: [Pattern] = [
        Pattern(
            folder: "any-of-error-helper", type: "DeliveryQuote", decodable: DeliveryQuote.self,
            documents: [
                #"{"quote_id": "q", "price_cents": 1, "window": null}"#, #"{"quote_id": "q", "price_cents": 1, "window": []}"#,
                #"{"quote_id": "q", "price_cents": 1, "window": {"earliest": 1, "latest": "2"}}"#,
            ]),
        Pattern(
            folder: "any-of-error-helper", type: "DeliveryQuote.WindowPayload", decodable: DeliveryQuote.WindowPayload.self,
            readsFolder: false,
            documents: [#""express""#, #"{"earliest": 0, "latest": 0}"#, #"{"latest": 3}"#, "7", "null", #""EXPRESS""#]),
        Pattern(
            folder: "any-value-box", type: "AnalyticsEvent", decodable: AnalyticsEvent.self,
            documents: [
                #"{"name": "a", "timestamp": 1, "properties": {}}"#, #"{"name": "a", "timestamp": 1, "properties": {"k": 1e400}}"#,
                #"{"name": "a", "timestamp": 1, "properties": {"k": [{"x": [null, 18446744073709551615]}]}}"#,
                #"{"name": "a", "timestamp": 1, "properties": null}"#, #"{"name": "a", "timestamp": "1", "properties": {}}"#,
            ]),
        Pattern(
            folder: "any-value-box", type: "LooseValue", decodable: LooseValue.self, readsFolder: false,
            documents: [
                "null", "true", "-3", "2.5", #""text""#, "[1, \"a\", null, {}]", #"{"k": {"j": [false]}}"#, "1e400", "[1e400]",
                #"{"k": 1e400}"#,
            ]),
        Pattern(
            folder: "string-literal-keys", type: "Forecast", decodable: Forecast.self,
            documents: [
                #"{"updated": "x", "periods": []}"#, #"{"periods": []}"#, #"{"updated": 1, "periods": []}"#,
                #"{"updated": "x", "periods": [{"number": 1, "name": "A", "temperature": 1, "isDaytime": true, "number": "2"}]}"#,
            ]),
        Pattern(
            folder: "string-literal-keys", type: "ForecastPeriod", decodable: ForecastPeriod.self, readsFolder: false,
            documents: [
                #"{"number": 1, "name": "A", "temperature": 1e400, "isDaytime": true}"#, #"{"name": "A"}"#, "[]", "null",
                #"{"number": 1, "name": "A", "temperature": 2, "isDaytime": null, "windSpeed": "calm"}"#,
            ]),
        Pattern(
            folder: "app-errors-and-traps", type: "LedgerStatement", decodable: LedgerStatement.self,
            documents: [#"{"iban": "x", "entries": [{"id": 1, "amount": "5", "currency": "eur", "account": "0"}]}"#]),
        Pattern(
            folder: "app-errors-and-traps", type: "LedgerEntry", decodable: LedgerEntry.self, readsFolder: false,
            documents: [
                #"{"id": 1, "amount": "5", "currency": "eur", "account": "12", "reference": null}"#,
                #"{"id": 1, "amount": "", "currency": "eur", "account": "12"}"#,
                #"{"id": 1, "amount": "5", "currency": "EURO", "account": "12"}"#,
                #"{"id": 1, "amount": 5, "currency": "EUR", "account": "12"}"#,
                #"{"id": 1, "amount": "5", "currency": "EUR", "account": 12}"#,
                #"{"id": 1, "amount": "5", "currency": "EUR", "account": "12", "reference": 7}"#,
            ]),
        // #22 (interp36): an initializer of the app's handed values the body reads, element by
        // element of three parallel arrays; it cannot throw or stop the app.
        Pattern(
            folder: "app-initializer-reads", type: "ElevationProfile", decodable: ElevationProfile.self,
            documents: [
                #"{"name": "a", "distances": [0, 1], "heights": [1, 2], "grades": [0]}"#,
                #"{"name": "a", "distances": [0], "heights": [1, 2], "grades": [0, 1]}"#,
                #"{"name": "a", "looped": null, "distances": [0], "heights": [null], "grades": [0]}"#,
                #"{"name": "a", "distances": {}, "heights": [1], "grades": [0]}"#, #"{"name": "a", "heights": [1], "grades": [0]}"#,
            ]),
        // #22 (interp43): a static table of an enum's cases keyed by a `switch self` name, built
        // from `allCases` (`reduce(into:)`, `Dictionary(uniqueKeysWithValues:)`), looked up with
        // the decoded string; an error of the app's made by a method it adds to `Decoder`.
        Pattern(
            folder: "case-name-tables", type: "ListeningSession", decodable: ListeningSession.self,
            documents: [
                #"{"id": "a", "trackCount": 1, "source": "search_result", "quality": null}"#,
                #"{"id": "a", "trackCount": 1, "source": "Playlist"}"#, #"{"id": "a", "trackCount": 1, "quality": "q96"}"#,
                #"{"id": "a", "trackCount": 1, "source": ["album"]}"#, #"{"id": "a", "trackCount": 1, "source": "album", "quality": 4}"#,
            ]),
        Pattern(
            folder: "case-name-tables", type: "ListeningSource", decodable: ListeningSource.self, readsFolder: false,
            documents: [#""radio_station""#, #""radio""#, "null", "true", #""""#, #""album ""#, "{}"]),
        Pattern(
            folder: "case-name-tables", type: "StreamQuality", decodable: StreamQuality.self, readsFolder: false,
            documents: [#""q160""#, #""Q160""#, #""NORMAL""#, #""hifi""#, #""flac""#, #""lossless""#, "null", "160"]),
        // #22 (interp43): `self = try Own(text:)` as the delegation it is, into a body that splits
        // the text on a constant's separator and checks each part, throwing the app's error.
        Pattern(
            folder: "split-identifiers", type: "LoanRecord", decodable: LoanRecord.self,
            documents: [
                #"{"id": 1, "shelf": "a:b", "desk": "//"}"#, #"{"id": 1, "shelf": "a:b", "desk": "x/y/z/w"}"#,
                #"{"id": 1, "shelf": "a:b", "genre": 3}"#, #"{"id": 1, "shelf": 7}"#, #"{"id": 1, "shelf": null}"#,
            ]),
        Pattern(
            folder: "split-identifiers", type: "ShelfCode", decodable: ShelfCode.self, readsFolder: false,
            documents: [
                #""east:12""#, #"":""#, #""east:12:""#, #"" : ""#, #""\t:1""#, #""a:\u00a0""#, #""é:1""#, #""a::b""#, #""a;b""#,
                #""""#, "1", "null",
            ]),
        Pattern(
            folder: "split-identifiers", type: "DeskCode", decodable: DeskCode.self, readsFolder: false,
            documents: [#""a/b/c-d-e""#, #""a/b""#, #""/""#, #""a/b/c/""#, #""ä/b/--""#, "[]"]),
        Pattern(
            folder: "split-identifiers", type: "GenreLabel", decodable: GenreLabel.self, readsFolder: false,
            documents: [#""Jazz""#, #""ÉTÉ""#, "null", "1", #""""#, "[]"]),
        // #22 (interp43): `forKey: .key("content-available")`, a keys enum whose one case carries its key.
        Pattern(
            folder: "payload-case-keys", type: "AlertPayload", decodable: AlertPayload.self,
            documents: [
                #"{"alert-headline": "a", "severity-level": 1, "content-available": null, "contentAvailable": null}"#,
                #"{"alert-headline": "a", "severity-level": 1, "content-available": "x", "contentAvailable": false}"#,
                #"{"alert-headline": null, "severity-level": 1}"#, #"{"alert-headline": "a", "severity-level": 1, "region": 5}"#,
                #"{"alert-headline": "a", "severity-level": 1, "expires-in": "soon"}"#, "[]",
            ]),
        // #22 (interp43): a stored property of a value read on the spot, handed to the memberwise
        // initializer the body delegates to.
        Pattern(
            folder: "delegated-member-reads", type: "FollowEvent", decodable: FollowEvent.self,
            documents: [
                #"{"kind": 1, "follower": {"id": "a", "name": "b"}, "followed": {"id": "c", "name": "d"}}"#,
                #"{"kind": "k", "follower": null, "followed": {"id": "c", "name": "d"}}"#,
                #"{"kind": "k", "follower": [], "followed": {"id": "c", "name": "d"}}"#,
            ]),
        // #22 (interp43): `guard ... else { continue }` and `if ... { continue }` in a loop's body.
        Pattern(
            folder: "loop-continue", type: "GiftCardMethod", decodable: GiftCardMethod.self,
            documents: [
                #"{"type": "g", "details": [{"key": "brand", "optional": "yes", "items": []}]}"#,
                #"{"type": "g", "details": [{"key": "brand", "items": []}, {"key": "brand", "items": [{"id": "a", "name": "b"}]}]}"#,
                #"{"type": "g", "details": [{"key": "x"}, "brand"]}"#, #"{"type": "g", "details": {}}"#,
                #"{"type": "g", "details": null, "brands": []}"#,
            ]),
        // #22 (interp34): the key a value sits under, read from the coding path.
        Pattern(
            folder: "coding-path-keys", type: "Roster", decodable: Roster.self,
            documents: [
                #"{"club": "R", "players": {"": {"number": 1}, "Index 0": {"number": 2}}}"#,
                #"{"club": "R", "players": {"a": {"number": 1}}, "captain": {"since": "2021"}}"#,
                #"{"club": "R", "players": {"a": {"number": 1}}, "captain": []}"#,
                #"{"club": "R", "players": {"a": null}}"#,
            ]),
        Pattern(
            folder: "coding-path-keys", type: "RosterPlayer", decodable: RosterPlayer.self, readsFolder: false,
            documents: [#"{"number": 1}"#, "{}", "[]", "null", #"{"number": "1"}"#]),
        Pattern(
            folder: "container-extension-helpers", type: "DockSystem", decodable: DockSystem.self,
            documents: [#"{"system_id": "x", "stations": []}"#, #"{"system_id": "x", "stations": {}}"#, #"{"system_id": "x"}"#]),
        Pattern(
            folder: "container-extension-helpers", type: "DockStation", decodable: DockStation.self, readsFolder: false,
            documents: [
                #"{"station_id": "a", "capacity": "7", "is_renting": 2, "region": "N"}"#,
                #"{"station_id": "a", "capacity": "7", "is_renting": 1.5, "region": "N"}"#,
                #"{"station_id": "a", "capacity": " 7", "is_renting": 1, "region": "N"}"#,
                #"{"station_id": "a", "capacity": "7", "is_renting": null, "region": "N"}"#,
                #"{"station_id": "a", "capacity": "7", "is_renting": false, "region": "N", "num_bikes_available": "3"}"#,
                #"{"station_id": "a", "capacity": "7", "is_renting": false, "region": 5}"#,
                #"{"station_id": "a", "capacity": null, "is_renting": false, "region": "n"}"#,
            ]),
        // #22 (interp31): `x-` extensions kept apart from the declared keys of a keys enum.
        Pattern(
            folder: "declared-key-extensions", type: "CatalogService", decodable: CatalogService.self,
            documents: [
                #"{"name": "a", "tier": 1}"#, #"{"name": "a", "tier": 1, "X-A": null, "x-": [], "x-b": {"c": [1e400]}}"#,
                #"{"name": "a", "tier": 1, "owner": null, "x-a": 18446744073709551616}"#, #"{"name": "a", "tier": 1, "on_call": "p"}"#,
                #"{"name": "a", "tier": "1", "y-a": 1}"#, #"{"name": "a", "tier": 1, "Name": "b"}"#, "[]", "null", #""a""#,
                #"{"name": "a", "tier": 1, "tags": ["", ""]}"#, #"{"name": "a", "tier": 1, "tags": "t"}"#,
                #"{"name": "a", "tier": 1, "tags": [null], "x-t": 1}"#,
            ]),
        Pattern(
            folder: "declared-key-extensions", type: "CatalogOwner", decodable: CatalogOwner.self, readsFolder: false,
            documents: [
                #"{"team": "t"}"#, #"{"team": "t", "on_call": null}"#, #"{"team": "t", "pager": "p"}"#, #"{"team": "t", "x-pager": 1}"#,
                #"{"team": "t", "team": 2}"#, #"{"team": "t", "xpager": 1}"#, #"{"on_call": "p", "owner": 1}"#, "{}", "[]",
            ]),
        // #22 (interp29): stored properties of a generic final class with synthesized coding, read
        // from the element before (`var previous: Record<Value>?`), as animation players read
        // keyframes; a member of a value with a part the tool does not know is not taken as nil.
        Pattern(
            folder: "keyframe-records", type: "FadeAnimation", decodable: FadeAnimation.self,
            documents: [
                #"{"o": {"k": [{"t": 0, "s": 1}, {"t": 1, "s": 2, "e": 3}, {"t": 2}]}, "p": {"k": []}}"#,
                #"{"o": {"k": [{"s": 1}]}, "p": {"k": [0]}}"#, #"{"o": {"k": [{"t": 1, "s": "1"}]}, "p": {"k": [0]}}"#,
                #"{"o": {"k": [{"t": 1, "e": 1}, {"t": 2}]}, "p": {"k": [0]}}"#, #"{"o": {"k": {}}, "p": {"k": [0]}}"#,
                #"{"o": {"k": 1}, "p": {"k": [0]}, "g": [{"offset": 0, "color": "black"}]}"#,
                #"{"o": {"k": 1}, "p": {"k": [0]}, "g": [{"offset": 0, "color": null, "next": "black"}, {"offset": 1}]}"#,
            ]),
        Pattern(
            folder: "keyframe-records", type: "BlendAnimation", decodable: BlendAnimation.self, readsFolder: false,
            documents: [
                #"{"k": [{"t": 0, "s": "soft", "e": "hard"}, {"t": 3}]}"#, #"{"k": "Soft"}"#, #"{"k": [{"t": 0, "s": "soft"}]}"#,
                #"{"k": [{"t": 0, "s": 4}]}"#, #"{"k": [{"s": "hard"}]}"#, #"{"k": [{"t": 0, "s": "soft"}, {"t": 3}]}"#,
                #"{"k": [{"t": 0, "e": "soft"}]}"#, #"{"k": [{"t": 0, "s": null, "e": "soft"}, {"t": 1}]}"#,
            ]),
        Pattern(
            folder: "local-error-context", type: "StationReport", decodable: StationReport.self,
            documents: [#"{"network": "x", "readings": [{"station": "A", "celsius": 70, "humidity": 1, "unit": "m"}]}"#]),
        Pattern(
            folder: "local-error-context", type: "StationReading", decodable: StationReading.self, readsFolder: false,
            documents: [
                #"{"station": "A", "celsius": 69.9, "humidity": 100, "unit": "i", "extra": null}"#,
                #"{"station": "A", "celsius": 1, "humidity": 101, "unit": "i"}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "x"}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": 5}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "extra": {"a": 1}}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "extra": true}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "wind": {"knots": 12, "direction": "N"}}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "wind": {"knots": 12, "direction": "NE"}}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "wind": {"knots": -3, "direction": "N"}}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "wind": {"direction": "N"}}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "wind": {"knots": "12", "direction": "N"}}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "wind": {"knots": 0}}"#,
                #"{"station": "A", "celsius": 1, "humidity": 1, "unit": "m", "wind": null}"#,
            ]),
        Pattern(
            folder: "local-error-context", type: "WindReading", decodable: WindReading.self, readsFolder: false,
            documents: [
                #"{"knots": 4.5, "direction": "W"}"#, #"{"knots": 4.5, "direction": 7}"#, #"{"knots": -0.5, "direction": "x"}"#,
                #"{"direction": "x"}"#, #"{"knots": null, "direction": "S"}"#, "[]", #"{"knots": 1, "direction": "s"}"#,
            ]),
        // #22 (interp32): `if` and `switch` expressions giving a local's or a property's value
        // (`var red: Double = if !c.isAtEnd { ... } else { 0 }`).
        Pattern(
            folder: "if-expression-values", type: "PaintSwatch", decodable: PaintSwatch.self,
            documents: [
                #"{"name": "a", "finish": "g", "color": []}"#, #"{"name": "a", "finish": "g", "color": [2, 2, 0.5]}"#,
                #"{"name": "a", "finish": "G", "color": [1]}"#, #"{"name": "a", "finish": 1, "color": [1]}"#,
                #"{"name": "a", "finish": "m", "color": [1, 2, 3, 4]}"#, #"{"name": "a", "finish": "m", "color": [1, null]}"#,
                #"{"name": "a", "finish": "m", "color": [1], "coats": null}"#, #"{"name": "a", "color": [1]}"#,
            ]),
        Pattern(
            folder: "if-expression-values", type: "PaintColor", decodable: PaintColor.self, readsFolder: false,
            documents: ["[]", "[300, 2, 2]", "[0.1, 0.2, 0.3]", #"["a"]"#, "[1, 2, true]", "{}", "null", "[1e400]"]),
        // #22 (interp32): an app's initializer building values of other types of the app
        // (`GaugeTrack.init(_:label:)` makes a `GaugeStop`): it cannot stop the app.
        Pattern(
            folder: "nested-app-initializers", type: "GaugeFace", decodable: GaugeFace.self,
            documents: [
                #"{"name": "a", "sweep": null, "redline": null, "dial": null}"#, #"{"name": "a", "sweep": {"stops": []}}"#,
                #"{"name": "a", "dial": {"pointer": {"stops": []}}}"#, #"{"name": 1}"#,
                #"{"name": "a", "redline": {"stops": [{"value": {"angle": 1}, "eased": 0}]}}"#,
            ]),
        // #22 (interp32): a closure whose parameters are named (`{ code, entry in ... }`).
        Pattern(
            folder: "named-closure-parameters", type: "LoyaltyCard", decodable: LoyaltyCard.self,
            documents: [
                #"{"holder": "b", "stamps": {"A": {"points": 1, "earned_at_ms": 1e400}}}"#,
                #"{"holder": "b", "stamps": {"A": null}}"#, #"{"holder": "b", "stamps": null}"#,
                #"{"holder": "b", "stamps": {"A": {"points": 1.5, "earned_at_ms": 0}}}"#,
            ]),
        // #22 (interp32): a failable `init?(rawValue:)` that never returns nil.
        Pattern(
            folder: "never-nil-raw-value-init", type: "TransferBatch", decodable: TransferBatch.self,
            documents: [
                #"{"reference": "r", "kinds": []}"#, #"{"reference": "r", "kinds": [null]}"#,
                #"{"reference": "r", "kinds": [true], "fallback": null}"#, #"{"reference": "r", "kinds": {}}"#,
                #"{"reference": "r", "kinds": ["\u00e9t\u00e9"], "fallback": 1.5}"#,
            ]),
        // #22 (interp32): a coding path kept in a `let` before the context that names it.
        Pattern(
            folder: "path-local-context", type: "FareVoucherBook", decodable: FareVoucherBook.self,
            documents: [
                #"{"issuer": "x", "vouchers": [{"code": "a", "rides": -1, "zone": 99}]}"#,
                #"{"issuer": "x", "vouchers": [{"code": "a", "rides": 1, "zone": 10}]}"#,
            ]),
        Pattern(
            folder: "path-local-context", type: "FareVoucher", decodable: FareVoucher.self, readsFolder: false,
            documents: [
                #"{"code": "a", "rides": 0, "zone": 1}"#, #"{"code": "a", "rides": 1, "zone": 9, "fare_zone": "07"}"#,
                #"{"code": "a", "rides": 1, "zone": 9, "fare_zone": "-"}"#, #"{"code": "a", "rides": 1, "zone": 9, "fare_zone": ""}"#,
                #"{"code": "a", "rides": 1}"#, #"{"code": "a", "rides": 1, "zone": 10}"#, #"{"rides": 0}"#,
            ]),
        Pattern(
            folder: "path-local-context", type: "FareZoneCode", decodable: FareZoneCode.self, readsFolder: false,
            documents: [#""12""#, #""1.5""#, #""+3""#, "12", "null", #""99999999999999999999""#]),
        // #22 (interp21): `RawRepresentable` types whose `init(rawValue:)` has no `?` (open enums
        // with an `.unrecognized(RawValue)` case, structs): every raw value decodes.
        Pattern(
            folder: "open-raw-value-enums", type: "ParcelUpdate", decodable: ParcelUpdate.self,
            documents: [
                #"{"tracking_number": "x", "status": "", "scans": [-1, 0]}"#, #"{"tracking_number": "x", "status": null}"#,
                #"{"tracking_number": "x", "status": "delivered", "previous_status": 1}"#,
                #"{"tracking_number": "x", "status": "delivered", "scans": [1.5]}"#,
                #"{"tracking_number": "x", "status": "delivered", "scans": [1e30]}"#,
                #"{"tracking_number": "x", "status": ["delivered"]}"#, #"{"tracking_number": "x"}"#,
            ]),
        // #22 (interp26): swift-openapi-runtime's `ensureNoAdditionalProperties(knownKeys:)` and
        // `decodeAdditionalProperties(knownKeys:)` (a stand-in in `LibraryStandIns/`).
        Pattern(
            folder: "openapi-additional-properties", type: "BookingSchemas.RoomBooking", decodable: BookingSchemas.RoomBooking.self,
            documents: [
                #"{"room_id": "a", "seats": 1, "labels": {}, "zz": 1, "aa": null}"#, #"{"room_id": "a", "seats": 1, "labels": []}"#,
                #"{"room_id": "a", "seats": 1, "labels": {"x": null}}"#, #"{"room_id": "a", "seats": 1, "catering": null, "labels": {}}"#,
            ]),
        Pattern(
            folder: "openapi-additional-properties", type: "BookingSchemas.RoomSensors", decodable: BookingSchemas.RoomSensors.self,
            readsFolder: false,
            documents: [
                #"{"room_id": "a"}"#, #"{"room_id": "a", "co2": 412, "lux": 300}"#, #"{"room_id": "a", "co2": 4.5}"#,
                #"{"co2": 1}"#, #"{"room_id": 1, "co2": "x"}"#, "[]", #"{"room_id": "a", "co2": null}"#,
            ]),
        // #22 (interp30): keys enums that spell their own `stringValue` with `switch self`
        // (`case .location: return "in"`, `case .extended(let key): return key`).
        Pattern(
            folder: "own-string-value-keys", type: "RouteOperation", decodable: RouteOperation.self,
            documents: [
                #"{"operationId": "a", "extended": 1}"#, #"{"operationId": "a", "description": null, "parameters": null}"#,
                #"{"operationId": 1}"#, "[]", #"{"operationId": "a", "servers": [{"url": "u", "label": "x"}]}"#,
                // `RouteServer`'s synthesized decoding, through keys with their own getter.
                #"{"operationId": "a", "servers": [{"url": 1}]}"#, #"{"operationId": "a", "servers": [{"url": "u", "description": 2}]}"#,
                #"{"operationId": "a", "servers": [{"address": "u"}]}"#,
            ]),
        Pattern(
            folder: "own-string-value-keys", type: "RouteParameter", decodable: RouteParameter.self, readsFolder: false,
            documents: [
                #"{"name": "a", "in": "path", "required": false}"#, #"{"name": "a", "in": "query", "required": "yes"}"#,
                #"{"name": "a", "in": "body"}"#, #"{"name": "a", "location": "query"}"#,
                #"{"name": "a", "in": "cookie", "isRequired": true}"#,
                #"{"name": "a", "in": "header", "deprecated": null}"#, #"{"name": "a", "in": "header", "deprecated": 1}"#,
            ]),
        // #22 (interp16): `try?` on a nested container, then `crew?.decode...(...) ?? []`.
        Pattern(
            folder: "optional-nested-container", type: "MovieCredits", decodable: MovieCredits.self,
            documents: [
                #"{"movie_id": 1, "title": "t", "crew": []}"#, #"{"movie_id": 1, "title": "t", "crew": "none"}"#,
                #"{"movie_id": 1, "title": "t", "crew": {}}"#, #"{"movie_id": 1, "title": "t", "crew": {"writing": null}}"#,
                #"{"movie_id": 1, "title": "t", "crew": {"writing": [], "directing": null, "music": null}}"#,
                #"{"movie_id": 1, "title": "t", "crew": {"writing": [], "directing": {}}}"#,
                #"{"movie_id": 1, "title": "t", "crew": {"writing": [], "music": []}}"#,
                #"{"movie_id": 1, "title": "t", "crew": {"writing": [], "music": {"name": "x"}}}"#,
                #"{"movie_id": "1", "title": "t", "crew": {"writing": 5}}"#, #"{"title": "t"}"#,
            ]),
        Pattern(
            folder: "typed-condition-bindings", type: "ThermostatSchedule", decodable: ThermostatSchedule.self,
            documents: [
                #"{"zone": "a", "setpoint": 35}"#, #"{"zone": "a", "setpoint": 35.5}"#, #"{"zone": "a", "setpoint": "20"}"#,
                #"{"zone": "a", "mode": null, "setpoint": 5, "quiet_hours": null}"#, #"{"zone": "a", "setpoint": 4.99}"#,
                #"{"zone": "a", "mode": "cool", "setpoint": 20, "quiet_hours": [1]}"#, #"{"zone": "a"}"#,
            ]),
        Pattern(
            folder: "hand-built-key-not-found", type: "PayoutEvent", decodable: PayoutEvent.self,
            documents: [
                #"{"id": "a", "currency": "EUR", "amount_minor": null, "amount": null, "destination": {"iban": "x", "holder": "y"}}"#,
                #"{"id": "a", "currency": "EUR", "amount": "1", "destination": null}"#,
                #"{"id": "a", "currency": "EUR", "amount": 1, "destination": {"iban": "x", "holder": "y"}}"#,
                #"{"id": "a", "currency": "EUR", "amount": "1", "destination": {"iban": "x"}}"#,
            ]),
        Pattern(
            folder: "discriminator-local-type", type: "ReleaseResource", decodable: ReleaseResource.self,
            documents: [
                #"{"type": null, "id": "b"}"#, #"{"type": 7}"#, #"{"type": "builds", "id": "b"}"#, "[]", "null", "\"builds\"",
                #"{"type": "betaTesters", "id": "t", "inviteCount": "2"}"#, #"{"type": "BUILDS", "id": "b"}"#,
                #"{"type": "bundleIds", "id": "u", "identifier": null}"#,
            ]),
        Pattern(
            folder: "discriminator-local-type", type: "PlayerSocketMessage", decodable: PlayerSocketMessage.self, readsFolder: false,
            documents: [
                #"{"MessageType": "PlaybackStart", "ItemId": "i1", "PositionTicks": 120}"#,
                #"{"MessageType": "KeepAlive", "Sequence": 4}"#, #"{"MessageType": "KeepAlive"}"#,
                #"{"MessageType": "KeepAlive", "Sequence": "4"}"#, #"{"messageType": "KeepAlive"}"#,
                #"{"MessageType": "PlaybackStart", "ItemId": "i1"}"#, #"{"MessageType": "Restart", "Sequence": 1}"#,
                #"{"MessageType": ["KeepAlive"]}"#, "{}", "3",
            ]),
        Pattern(
            folder: "error-helper-discriminator", type: "PaymentSchemas.PaymentSource", decodable: PaymentSchemas.PaymentSource.self,
            documents: [
                #"{"type": "bank_transfer", "iban": "x"}"#, #"{"type": "CardSource", "last4": "1", "expiryMonth": 1}"#,
                #"{"type": null}"#, #"{"type": 1}"#, #"{"iban": "x"}"#, "[]", #""card""#, "null",
            ]),
        // #22 (interp38): a failable initializer of the app's that only picks `self` (a `switch`
        // setting it or returning nil), called in a `map` closure of statements that throws.
        Pattern(
            folder: "failable-initializer-lists", type: "Sheet", decodable: Sheet.self,
            documents: [
                #"{"name": "a", "columns": [{"title": "t", "kind": [], "alignments": null}]}"#,
                #"{"name": "a", "columns": [{"title": "t", "kind": ["Text"]}]}"#,
                #"{"name": "a", "columns": [{"title": "t", "kind": [1]}]}"#,
                #"{"name": "a", "columns": [{"title": "t", "kind": "text", "alignments": [null]}]}"#,
            ]),
        Pattern(
            folder: "failable-initializer-lists", type: "CellKind", decodable: CellKind.self, readsFolder: false,
            documents: [
                #""string""#, #""null""#, "null", #"["date", "empty", "text"]"#, #"["date", "Date"]"#, #"["date", null]"#, "{}",
                #"[["text"]]"#,
            ]),
        Pattern(
            folder: "failable-initializer-lists", type: "CellAlignment", decodable: CellAlignment.self, readsFolder: false,
            documents: [#""Center""#, #""LEFT""#, #""middle""#, "1", "null", #""""#]),
        // #22 (interp39): one of two shapes, each tried through a helper that returns a `Result`
        // (`if case let .success(value) = attempt`); the app's own error when none decoded.
        Pattern(
            folder: "result-attempt-helpers", type: "ParkingZone", decodable: ParkingZone.self,
            documents: [
                #"{"code": "a", "rate": {"reason": 1}}"#, #"{"code": "a", "rate": {"reason": "r"}, "permits": [[true]]}"#,
                #"{"code": "a", "rate": {"reason": "r"}, "permits": null, "overnight": null}"#, #"{"code": "a", "rate": null}"#,
                #"{"code": "a", "rate": {"cents": 1, "currency": "EUR", "reason": "r"}, "overnight": 1.5}"#,
            ]),
        // #22 (interp36): one member removed from a local copy of the whole object
        // (`removeValue(forKey:)`, `rest[key] = nil`).
        Pattern(
            folder: "dictionary-key-removal", type: "ArmCommand", decodable: ArmCommand.self,
            documents: [
                #"{"action": "a"}"#, #"{"action": "a", "target": null}"#, #"{"action": "a", "target": 1}"#,
                #"{"action": "a", "settings": "x"}"#, #"{"action": "a", "extra": null}"#, "[]",
            ]),
        Pattern(
            folder: "delegated-initializers", type: "TrailLog", decodable: TrailLog.self,
            documents: [
                #"{"trail": "x", "waypoints": [{"name": 1}], "notes": []}"#, #"{"trail": "x", "waypoints": [], "notes": [{}]}"#,
                #"{"trail": "x", "waypoints": []}"#, #"{"trail": "x", "waypoints": [], "notes": null}"#, #"{"waypoints": []}"#,
            ]),
        Pattern(
            folder: "delegated-initializers", type: "Waypoint", decodable: Waypoint.self, readsFolder: false,
            documents: [
                #"{"name": "a"}"#, #"{"name": "a", "elevation_m": 1.5}"#, #"{"name": "a", "tags": null}"#,
                #"{"name": "a", "tags": [1]}"#, #"{"elevation_m": 3}"#, #"{"name": null, "elevation_m": "x"}"#, "[]",
            ]),
        Pattern(
            folder: "delegated-initializers", type: "TrailNote", decodable: TrailNote.self, readsFolder: false,
            documents: [
                #"{"author": "a", "text": "b"}"#, #"{"author": "a", "text": "b", "stars": "5"}"#, #"{"text": "b"}"#,
                #"{"author": "a", "text": null}"#, #"{"author": "a", "text": "b", "stars": null}"#, "\"note\"",
                #"{"author": "a", "text": ""}"#, #"{"author": "a", "text": "", "stars": "x"}"#,
            ]),
        Pattern(
            folder: "computed-conditions", type: "PlaylistPage", decodable: PlaylistPage.self,
            documents: [
                #"{"sections": [{"id": "", "title": "x", "track_ids": null}], "order": "a", "filter": ""}"#,
                #"{"sections": [{"id": "", "title": 1}], "order": "a", "filter": "all"}"#,
                #"{"sections": [], "order": "", "filter": "all"}"#, #"{"sections": [], "order": "--a", "filter": null}"#,
                #"{"sections": [], "order": "a", "filter": "x", "status": {"error": {"code": "500"}}}"#,
                #"{"sections": [], "order": "a", "filter": "x", "status": {"error": {"message": 1}}}"#,
                #"{"sections": [], "order": "a", "filter": "x", "status": {}}"#,
            ]),
        Pattern(
            folder: "computed-conditions", type: "PlaylistSection", decodable: PlaylistSection.self, readsFolder: false,
            documents: [
                #"{"id": "", "title": "t"}"#, #"{"id": "", "title": null}"#, #"{"id": "a", "title": "t", "track_ids": [1, 2, 3]}"#,
                #"{"id": "", "title": "t", "track_ids": [1, 2, 3, 4]}"#, #"{"id": "a", "title": "t", "track_ids": [1, "2"]}"#,
                #"{"title": "t"}"#, "[]",
            ]),
        Pattern(
            folder: "computed-conditions", type: "TrackSortOrder", decodable: TrackSortOrder.self, readsFolder: false,
            documents: [#""-a""#, #""a""#, #""""#, #""-""#, #""--""#, "1", "null", "[]"]),
        Pattern(
            folder: "computed-conditions", type: "TrackFilter", decodable: TrackFilter.self, readsFolder: false,
            documents: [#""all""#, #""""#, #""liked""#, #""Liked""#, #""jazz""#, "true", "null", "{}"]),
        Pattern(
            folder: "computed-conditions", type: "RepeatRule", decodable: RepeatRule.self, readsFolder: false,
            documents: [#"["daily", 2]"#, #"["month", 1]"#, #"["month"]"#, #"["month", "1"]"#, #"[2, 2]"#, "[]", "{}"]),
        Pattern(
            folder: "computed-conditions", type: "PlaylistSettings", decodable: PlaylistSettings.self, readsFolder: false,
            documents: [
                "{}", #"{"labels": null, "note": 3}"#, #"{"labels": {}, "note": 3}"#, #"{"labels": {"a": "b"}, "note": "n"}"#,
                #"{"labels": {"a": "b"}}"#, #"{"labels": {"a": "b", "c": "d", "e": "f"}, "note": "n"}"#,
                #"{"labels": {"a": 1}, "note": "n"}"#, #"{"labels": [], "volume_by_track": {"1": 0.5}}"#, "[]",
            ]),
        Pattern(
            folder: "computed-conditions", type: "ServerStatus", decodable: ServerStatus.self, readsFolder: false,
            documents: [
                #"{"error": {"code": 404, "message": "gone"}}"#, #"{"error": {}}"#, #"{"error": null}"#,
                #"{"error": {"code": 4.5}}"#, #"{"error": []}"#, "{}",
            ]),
        Pattern(
            folder: "app-default-values", type: "StrokeLayer", decodable: StrokeLayer.self,
            documents: [
                #"{"nm": "a", "w": null, "ml": null, "lc": null, "d": null}"#, #"{"nm": "a", "ml": "4"}"#,
                #"{"nm": "a", "d": []}"#, #"{"nm": "a", "d": [{"v": null}]}"#, #"{"nm": "a", "w": {"k": []}}"#,
            ]),
        Pattern(
            folder: "app-default-values", type: "DashElement", decodable: DashElement.self, readsFolder: false,
            documents: [#"{}"#, #"{"n": 1}"#, #"{"v": {"k": [1, 2]}}"#, #"{"v": {"k": 1}}"#, "[]", "null"]),
        Pattern(
            folder: "result-type-inference", type: "FerryTimetable", decodable: FerryTimetable.self,
            documents: [#"{"route": "r", "sailings": {}}"#, #"{"route": null, "sailings": []}"#, #"{"sailings": []}"#]),
        Pattern(
            folder: "result-type-inference", type: "FerrySailing", decodable: FerrySailing.self, readsFolder: false,
            documents: [
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": 3, "capacity": 1}"#,
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": null, "capacity": null}"#,
                #"{"id": "a", "vessel": "v", "departs_at": "x", "note": null, "capacity": 1}"#,
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": "n", "capacity": 1, "cancelled": "yes", "duration": null}"#,
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": "n", "capacity": 1, "car_deck": 2.5}"#,
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": "n", "capacity": 1, "car_deck": "yes", "stops": null}"#,
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": "n", "capacity": 1, "stops": [1], "berth": null}"#,
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": "n", "capacity": 1, "terminal": [1, 2, 3]}"#,
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": "n", "capacity": 1, "terminal": {"lat": 1}}"#,
                #"{"id": 1, "vessel": "v", "departs_at": 1, "note": "n", "capacity": 1}"#, "[]",
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": "n", "capacity": 0}"#,
                #"{"id": "a", "vessel": "v", "departs_at": 1, "note": "n", "capacity": 1, "car_deck": 1}"#,
            ]),
        Pattern(
            folder: "nested-synthesized-keys", type: "TripReceipt", decodable: TripReceipt.self,
            documents: [
                #"{"trip_id": "t", "fare": {"amount": 1}, "pickup": {}}"#,
                #"{"tripID": "t", "fare": {"amount": 1}, "pickup": {"place": "p"}}"#,
            ]),
        Pattern(
            folder: "nested-synthesized-keys", type: "TripReceipt.Fare", decodable: TripReceipt.Fare.self, readsFolder: false,
            documents: [
                #"{"amount": 1}"#, #"{"amount": 1, "currency": null, "tip": null}"#, #"{"amount": 1, "currency": 2}"#,
                #"{"amount": 1, "tip": "2"}"#, #"{"currency": "EUR"}"#, "[]",
            ]),
        Pattern(
            folder: "nested-synthesized-keys", type: "TripReceipt.Pickup", decodable: TripReceipt.Pickup.self, readsFolder: false,
            documents: [#"{"address": "a"}"#, #"{"place": "p"}"#, #"{"address": null, "place": "p"}"#, #"{"place": 1}"#, "{}", "\"a\""]),
        Pattern(
            folder: "nested-synthesized-keys", type: "TripReceipt.Rating", decodable: TripReceipt.Rating.self, readsFolder: false,
            documents: [#"{"trip_id": "t"}"#, #"{"tripID": "t"}"#, #"{"trip_id": 4}"#, #"{"trip_id": null}"#, "[]"]),
        Pattern(
            folder: "context-typed-whole-decoding", type: "PayoutRequest", decodable: PayoutRequest.self,
            documents: ["null", "[]", #"{"value": 1, "currency": "EUR", "iban": "x", "name": "n", "text": null}"#]),
        Pattern(
            folder: "context-typed-whole-decoding", type: "PayoutRouting", decodable: PayoutRouting.self, readsFolder: false,
            documents: [#""a""#, "[]", #"[{"iban": "a", "percent": 1}]"#, #"[{"iban": "a"}]"#, "5", "null", "{}"]),
        Pattern(
            folder: "integer-text-helpers", type: "IrrigationZone", decodable: IrrigationZone.self,
            documents: [
                #"{"name": "a", "enabled": "0", "level": "-1"}"#, #"{"name": "a", "enabled": "+1", "level": "+7"}"#,
                #"{"name": "a", "enabled": "01", "level": " 1"}"#, #"{"name": "a", "enabled": "", "level": "255"}"#,
                #"{"name": "a", "enabled": null, "level": null, "rain_delay": null}"#, #"{"name": "a", "level": 256}"#,
                #"{"name": "a", "rain_delay": "4294967296"}"#, #"{"name": "a", "rain_delay": 60}"#, #"{"name": "a", "enabled": []}"#,
                #"{"name": "a", "enabled": "4x"}"#, #"{"name": "a", "enabled": true, "level": true}"#,
            ]),
        Pattern(
            folder: "integer-text-helpers", type: "WateringSchedule", decodable: WateringSchedule.self, readsFolder: false,
            documents: [
                #"{"kind": "interval", "minutes": 30}"#, #"{"kind": "interval", "minutes": "30"}"#, #"{"kind": "interval"}"#,
                #"{"kind": "weekdays", "days": [1, 3]}"#, #"{"kind": "weekdays", "days": 1}"#, #"{"kind": "weekdays"}"#,
                #"{"kind": "manual"}"#, #"{"kind": "hourly"}"#, #"{"kind": 3}"#, "{}", "[]",
            ]),
        Pattern(
            folder: "all-keys-loops", type: "BuoyReport", decodable: BuoyReport.self,
            documents: [
                #"{"buoy_id": "a", "units": {}}"#, #"{"buoy_id": "a", "units": {"t": null}, "t": 1}"#,
                #"{"buoy_id": "a", "units": {"t": "c"}, "t": 1, "buoy_id": "b"}"#, #"{"units": {}, "t": 1}"#,
                #"{"buoy_id": "a", "t": 1}"#, #"{"buoy_id": "a", "units": {}, "t": 1e400}"#,
            ]),
        Pattern(
            folder: "all-keys-loops", type: "BuoyTags", decodable: BuoyTags.self, readsFolder: false,
            documents: [
                "{}", #"{"site": "roof", "owner": "city"}"#, #"{"site": "roof", "height": 12}"#, #"{"site": null}"#,
                #"{"b": "2", "a": "1", "b": "3"}"#, "[]", "null",
            ]),
        Pattern(
            folder: "all-keys-loops", type: "BuoyCalibration", decodable: BuoyCalibration.self, readsFolder: false,
            documents: [
                "{}", #"{"temperature": -0.5, "humidity": 0.01}"#, #"{"temperature": "-0.5"}"#, #"{"wind": true}"#,
                #"{"wind": 1, "wind": 2}"#, "[1]", "2",
            ]),
        Pattern(
            folder: "all-keys-loops", type: "BuoyStation", decodable: BuoyStation.self, readsFolder: false,
            documents: [
                #"{"station_id": "a"}"#, #"{"station_id": "a", "depth": 3.5, "salinity": 35.1, "temp": 18}"#,
                #"{"station_id": "a", "depth": null, "temp": null}"#, #"{"station_id": "a", "temp": "18"}"#,
                #"{"station_id": "a", "depth": "deep"}"#, #"{"depth": 1, "temp": 2}"#, #"{"station_id": 7, "temp": "x"}"#, "[]",
            ]),
        Pattern(
            folder: "all-keys-loops", type: "BuoySensorSettings", decodable: BuoySensorSettings.self, readsFolder: false,
            documents: [
                #"{"model": "m"}"#, #"{"model": "m", "low": 1, "high": 9}"#, #"{"model": "m", "low": 1.5}"#,
                #"{"model": "m", "low": null}"#, #"{"model": 1}"#, #"{"low": 1}"#, "null",
            ]),
        Pattern(
            folder: "all-keys-loops", type: "BuoyMaintenance", decodable: BuoyMaintenance.self, readsFolder: false,
            documents: [
                #"{"counters": {}}"#, #"{"technician": "kim", "hull": "clean", "counters": {"dives": 3, "alarms": 0}}"#,
                #"{"technician": null, "hull": 3, "counters": {}}"#, #"{"technician": 1, "counters": {}}"#,
                #"{"hull": null, "counters": {}}"#, #"{"counters": {"dives": "3"}}"#, #"{"counters": null}"#, "{}", "[]",
            ]),
        Pattern(
            folder: "closures-called-in-place", type: "PhotoAlbum", decodable: PhotoAlbum.self,
            documents: [
                #"{"title": "a", "photos": []}"#, #"{"title": "a", "photos": [null, {"id": 1, "offset": "Z"}]}"#,
                #"{"title": "a", "photos": [{"id": 1}, {"id": 2, "offset": 0}]}"#, #"{"title": "a"}"#,
            ]),
        Pattern(
            folder: "closures-called-in-place", type: "GalleryPhoto", decodable: GalleryPhoto.self, readsFolder: false,
            documents: [
                #"{"id": 1, "offset": "Z"}"#, #"{"id": 1, "caption": 7, "offset": "Z"}"#,
                #"{"id": 1, "caption": null, "alt_text": 7, "offset": "Z"}"#, #"{"id": 1, "alt_text": "a", "title": 7, "offset": "Z"}"#,
                #"{"id": 1, "alt_text": null, "title": 7, "offset": "Z"}"#, #"{"id": 1, "title": "t", "offset": 5}"#,
                #"{"id": 1, "offset": true}"#, #"{"id": 1, "offset": null}"#, #"{"id": 1}"#, #"{"offset": "Z"}"#, "[]",
            ]),
        Pattern(
            folder: "closures-called-in-place", type: "PhotoDetails", decodable: PhotoDetails.self, readsFolder: false,
            documents: [
                "{}", #"{"width": 3, "height": 4}"#, #"{"width": 3, "height": "4"}"#, #"{"width": 3, "height": null}"#,
                #"{"tags": ["featured"]}"#, #"{"tags": ["a", 1]}"#, #"{"tags": null}"#, "[]", "null",
            ]),
        Pattern(
            folder: "closure-transforms", type: "ScoreBoard", decodable: ScoreBoard.self,
            documents: [
                #"{"season": "s", "players": [], "scores": {}}"#, #"{"season": 1, "players": [], "scores": {}}"#,
                #"{"season": "s", "players": "a", "scores": {}}"#, #"{"season": "s", "players": [], "scores": []}"#,
                #"{"season": "s", "players": [], "scores": {"a": null}}"#, #"{"season": "s", "scores": {}}"#,
            ]),
        Pattern(
            folder: "defaulted-parameters", type: "StockItem", decodable: StockItem.self,
            documents: [
                #"{"sku": "a", "quantity": 1, "reserved": 0}"#, #"{"sku": "a", "quantity": "x1", "reserved": 0}"#,
                #"{"sku": "a", "quantity": "1", "reserved": "0"}"#, #"{"sku": "a", "quantity": null, "reserved": 0}"#,
                #"{"sku": "a", "quantity": 1, "reserved": 0, "bin": {"aisle": "B"}}"#,
                #"{"sku": "a", "quantity": 1, "reserved": 0, "bin": {"aisle": 2, "shelf": 1}}"#,
                #"{"sku": "a", "quantity": 1, "reserved": 0, "bin": null}"#, #"{"sku": "a", "reserved": 0}"#, "[]",
            ]),
        Pattern(
            folder: "local-functions", type: "TripRecord", decodable: TripRecord.self,
            documents: [
                #"{"id": "a", "odometer": "1e3", "trip_distance": "x"}"#, #"{"id": "a", "odometer": 1, "trip_distance": null}"#,
                #"{"id": "a", "odometer": 1, "trip_distance": 2, "charge_added": true}"#,
                #"{"id": "a", "odometer": 1, "trip_distance": 2, "charge_added": -0.5}"#,
                #"{"id": "a", "odometer": 1, "trip_distance": 2, "label": 7}"#, #"{"odometer": 1, "trip_distance": 2}"#,
                #"{"id": "a", "odometer": 1, "trip_distance": 2, "driver": {"seat_profile": 2}}"#, "[]",
            ]),
        Pattern(
            folder: "local-functions", type: "TripDriver", decodable: TripDriver.self, readsFolder: false,
            documents: [
                #"{"name": "a"}"#, #"{"name": "a", "seat_profile": "2"}"#, #"{"name": "a", "seat_profile": null}"#, #"{}"#, "[]", "null",
            ]),
        Pattern(folder: "preconditions-and-traps", type: "DeliveryLog", decodable: DeliveryLog.self),
        // #22 (interp36): `print` and `debugPrint` of standard values, nothing to run.
        Pattern(
            folder: "printed-warnings", type: "GeoFence", decodable: GeoFence.self,
            documents: [
                #"{"unit": null, "latitude": 1, "longitude": 2}"#, #"{"unit": "m", "latitude": 1}"#,
                #"{"unit": "yd", "latitude": 1, "longitude": 2, "radius": "far"}"#,
            ]),
        Pattern(
            folder: "preconditions-and-traps", type: "RelayStatus", decodable: RelayStatus.self, readsFolder: false,
            documents: ["250", "100", "599", "599.0", "1e2", "99", "600", "-1", #""250""#, "null", "[250]"]),
        Pattern(
            folder: "preconditions-and-traps", type: "DeliveryAttempt", decodable: DeliveryAttempt.self, readsFolder: false,
            documents: [
                #"{"recipient": "a", "channel": "api", "status": 200, "attempts": 10}"#,
                #"{"recipient": "a", "channel": "api", "status": 200, "attempts": 11}"#,
                #"{"recipient": "a", "channel": "fax", "status": "x"}"#, #"{"recipient": "a", "channel": "smtp", "status": 200.5}"#,
                #"{"recipient": "a", "channel": "smtp", "status": 200, "attempts": -3}"#, #"{"channel": "smtp"}"#,
            ]),
        // #22 (interp27): `init(from:)` given by an extension of a protocol the type conforms to
        // (Flight School's `AnyCodable` as SDKs copy it); a constrained one is given to no type.
        Pattern(
            folder: "protocol-extension-decoding", type: "TelemetryBatch", decodable: TelemetryBatch.self,
            documents: [
                #"{"session": "s", "device": 1}"#, #"{"session": "s", "device": 1, "attributes": null}"#,
                #"{"session": {"text": "s"}, "device": 1}"#, #"{"session": "s", "device": {"number": 1}}"#,
                #"{"session": "s", "device": 1, "tags": [{"name": 1}]}"#,
            ]),
        Pattern(
            folder: "protocol-extension-decoding", type: "FlexibleValue", decodable: FlexibleValue.self, readsFolder: false,
            documents: [
                "null", "true", "-3", "2.5", #""text""#, "[1, \"a\", null, {}]", #"{"k": {"j": [false]}}"#, "1e400", "[1e400]",
                "18446744073709551615", "-9223372036854775809", #"{"k": 1e400}"#,
            ]),
        Pattern(
            folder: "protocol-extension-decoding", type: "SessionID", decodable: SessionID.self, readsFolder: false,
            documents: [#""a""#, #"{"text": "a"}"#, "1", "null", "[]"]),
        Pattern(
            folder: "protocol-extension-decoding", type: "DeviceSerial", decodable: DeviceSerial.self, readsFolder: false,
            documents: ["1", "9223372036854775807", #"{"number": 1}"#, "1.5", #""1""#, "null"]),
        // #22 (interp21): `self = try decodeLabelled(from: decoder, table: [...]) { .other(label: $0) }`,
        // a generic function at file scope with a dictionary literal and a trailing closure.
        Pattern(
            folder: "file-scope-mapping-helper", type: "SupportTicket", decodable: SupportTicket.self,
            documents: [#"{"id": 1, "priority": null}"#, #"{"id": 1, "priority": "", "channel": null}"#, #"{"id": 1}"#]),
        Pattern(
            folder: "file-scope-mapping-helper", type: "TicketPriority", decodable: TicketPriority.self, readsFolder: false,
            documents: [#""low""#, #""LOW""#, "1", "null", "[]", #"{"low": 1}"#]),
        Pattern(
            folder: "file-scope-mapping-helper", type: "TicketChannel", decodable: TicketChannel.self, readsFolder: false,
            documents: [#""email""#, #""fax""#, "true", "null", #"["chat"]"#]),
        Pattern(folder: "formatter-dates", type: "Rota", decodable: Rota.self),
        // #22 (interp26): `try Wrapped(from: decoder)` in a generic box (swift-openapi-runtime's
        // `CopyOnWriteBox`), bound to a declared type.
        Pattern(
            folder: "generic-box-whole-decoding", type: "RecipeCard", decodable: RecipeCard.self,
            documents: [
                #"{"title": "t", "serves": 1, "first_step": null}"#, #"{"title": "t", "serves": 1, "first_step": "x"}"#,
                #"{"title": "t", "serves": 1, "first_step": {"text": "a", "substeps": [{"text": 1}]}}"#,
                #"{"title": "t", "serves": 1, "first_step": {"text": "a", "substeps": null}}"#,
            ]),
        // #22: members decoded into pairs with `allKeys.map`, then `Dictionary(uniqueKeysWithValues:)`.
        Pattern(
            folder: "all-keys-pairs", type: "DeviceReport", decodable: DeviceReport.self,
            documents: [
                #"{"device": "d", "readings": {"a": null}, "labels": {}}"#, #"{"device": "d", "readings": {}, "labels": null}"#,
                #"{"device": "d", "readings": {"a": {"value": "1", "unit": "u"}}, "labels": {"x": "y", "x": 1}}"#,
            ]),
        // #22: an unkeyed container's `count` in conditions and `reserveCapacity` (swift-openapi-runtime).
        Pattern(
            folder: "unkeyed-container-count", type: "TrackLog", decodable: TrackLog.self,
            documents: [
                #"{"label": "a", "coordinates": [], "tags": []}"#,
                #"{"label": "a", "coordinates": [1, 2, 3, 4, 5, 6, 7, 8], "tags": null}"#,
                #"{"label": "a", "coordinates": [1, 2], "tags": [null]}"#, #"{"label": "a", "coordinates": {}, "tags": []}"#,
            ]),
        Pattern(
            folder: "formatter-dates", type: "RotaShift", decodable: RotaShift.self, readsFolder: false,
            documents: [
                #"{"starts": "2024-01-01T10:00:00.123Z", "day": "2024-01-01"}"#, #"{"starts": "2024-1-1T10:00:00Z", "day": "2024-01-01"}"#,
                #"{"starts": " 2024-01-01T10:00:00Z", "day": "2024-01-01"}"#, #"{"starts": "2024-01-01t10:00:00z", "day": "2024-01-01"}"#,
                #"{"starts": "2024-01-01T25:00:00Z", "day": "2024-01-01"}"#,
                #"{"starts": "2024-01-01T10:00:00-05:30", "day": "0024-01-01"}"#,
                #"{"starts": "2024-01-01T10:00:00Z", "day": "24-01-01"}"#, #"{"starts": "2024-01-01T10:00:00Z", "day": "20240101"}"#,
                #"{"starts": "2024-01-01T10:00:00Z", "day": "2024-13-01"}"#, #"{"starts": "2024-01-01T10:00:00Z", "day": "2024-01-01T00"}"#,
                #"{"starts": "2024-01-01T10:00:00Z", "ends": "2024-01-01 11:00:00", "day": "2024-01-01"}"#,
                #"{"starts": "2024-01-01T10:00:00Z", "ends": "2024-01-01T11:00:00.5", "day": "2024-01-01"}"#,
                #"{"starts": "2024-01-01T10:00:00Z", "ends": 7, "day": "2024-01-01"}"#, #"{"starts": 7, "day": "2024-01-01"}"#,
            ]),
        Pattern(
            folder: "spec-object-helpers", type: "SpecExternalDocs", decodable: SpecExternalDocs.self,
            documents: [
                #"{"url": "https://x.example/ä"}"#, #"{"url": "%"}"#, #"{"url": ""}"#, #"{"url": "http://x.example/a%20b"}"#,
                #"{"url": null}"#, #"{"url": 7}"#, #"{"description": "d"}"#, #"{"url": "mailto:a@b.example", "license": null}"#,
                #"{"url": "x:", "license": {"name": "n", "url": "a b"}}"#, "[]",
            ]),
        Pattern(
            folder: "spec-object-helpers", type: "SpecLicense", decodable: SpecLicense.self, readsFolder: false,
            documents: [
                #"{"name": "MIT"}"#, #"{"name": "MIT", "url": null, "x-extras": null}"#, #"{"name": "MIT", "url": "https://a.example"}"#,
                #"{"name": "MIT", "url": "https://a.example/ü"}"#, #"{"name": "MIT", "url": 1}"#, #"{"name": "MIT", "x-extras": {}}"#,
                #"{"name": "MIT", "x-extras": {"a": "b"}}"#, #"{"name": "MIT", "x-extras": ["a"]}"#, #"{"url": "https://a.example"}"#,
            ]),
        Pattern(
            folder: "spec-object-helpers", type: "SpecServer", decodable: SpecServer.self, readsFolder: false,
            documents: [
                #"{"host": "api.example"}"#, #"{"host": "/v1"}"#, #"{"host": "api.example", "name": "Prod"}"#,
                #"{"host": "/v1", "name": 3}"#, #"{"host": "api.example", "name": 3}"#, #"{"name": "Prod"}"#, #"{"host": null}"#, "[]",
            ]),
        Pattern(
            folder: "switch-on-caught-error", type: "MeterReading", decodable: MeterReading.self,
            documents: [
                #"{"meter_id": "m", "tariff": {"cents_per_kwh": 1}}"#,
                #"{"meter_id": "m", "estimated": null, "tariff": {"cents_per_kwh": 1}}"#,
                #"{"meter_id": "m", "estimated": "no", "tariff": {"cents_per_kwh": 1}}"#,
                #"{"meter_id": "m", "estimated": [], "tariff": {"cents_per_kwh": 1}}"#,
                #"{"meter_id": "m", "kwh": "1", "tariff": {"cents_per_kwh": 1}}"#, #"{"meter_id": "m", "tariff": {"name": 3}}"#,
                #"{"meter_id": "m", "tariff": {"name": null}}"#, #"{"kwh": 1}"#, "[]",
            ]),
        Pattern(
            folder: "empty-collection-calls", type: "InboundWebhook", decodable: InboundWebhook.self,
            documents: [
                #"{"id": "e", "headers": null, "retries": {"x": "a"}}"#, #"{"id": "e", "retries": {"2": 3}}"#,
                #"{"id": "e", "scopes": {}}"#, #"{"id": "e", "labels": [{"name": "a"}, {"name": 1}]}"#,
                #"{"id": "e", "labels": [{"name": "a", "color": "b"}, {"name": "c", "color": null}]}"#, #"{"id": "e", "labels": {}}"#,
                #"{"id": 1}"#, "[]",
            ]),
        Pattern(
            folder: "empty-option-set", type: "GatewayReport", decodable: GatewayReport.self,
            documents: [
                #"{"celsius": 1, "unit": "C", "battery_percent": 1, "samples": []}"#,
                #"{"sensor_id": null, "celsius": 1, "unit": "C", "battery_percent": 1, "samples": []}"#,
                #"{"sensor_id": "s", "unit": "C", "battery_percent": 1, "samples": []}"#,
                #"{"sensor_id": "s", "celsius": "1", "unit": "C", "battery_percent": 1, "samples": []}"#,
                #"{"sensor_id": "s", "celsius": 1, "unit": "C", "battery_percent": 1}"#, "[]",
            ]),
        Pattern(
            folder: "empty-option-set", type: "GatewaySample", decodable: GatewaySample.self, readsFolder: false,
            documents: [
                #"{"taken_at": 1, "value": 2}"#, #"{"value": 2}"#, #"{"taken_at": null, "value": 2}"#, #"{"taken_at": 1}"#,
                #"{"taken_at": 1, "value": null}"#, #"{"taken_at": "1", "value": 2}"#, "{}",
            ]),
        // #22 (interp28): the members a payload does not declare, kept as extra data.
        Pattern(
            folder: "extra-members-dictionary", type: "ForumMember", decodable: ForumMember.self,
            documents: [
                #"{"id": "m", "karma": [1, {"a": 1e400}]}"#, #"{"id": "m", "badge": null, "is_moderator": null}"#,
                #"{"id": "m", "is_moderator": "yes", "badge": "b"}"#, #"{"id": 1, "badge": "b"}"#, "[]", "null",
                #"{"id": "m", "custom_fields": {"a": 1}, "b": 1, "c": -0.5}"#, #"{"id": "m", "avatar_url": ""}"#,
                #"{"id": "m", "avatar_url": "https://example.com/a b.png"}"#, #"{"id": "m", "avatar_url": 3}"#,
            ]),
        Pattern(
            folder: "extra-members-dictionary", type: "ForumPost", decodable: ForumPost.self, readsFolder: false,
            documents: [
                #"{"id": "p", "text": "t", "pinned": true, "tags": ["a"]}"#, #"{"id": "p", "text": "t", "score": 1e400}"#,
                #"{"id": "p", "text": "t", "author": {"id": "m", "x": 1}, "y": 2}"#, #"{"id": "p", "text": "t", "author": {"x": 1}}"#,
                #"{"id": "p"}"#, #"{"id": "p", "text": 2}"#, #"{"id": "p", "text": "t", "image_url": ""}"#,
                #"{"id": "p", "text": "t", "image_url": ["x"]}"#, #"{"id": "p", "text": "t", "image_url": "https://example.com/i.png"}"#,
            ]),
        Pattern(
            folder: "extra-members-dictionary", type: "ForumPollTally", decodable: ForumPollTally.self, readsFolder: false,
            documents: [
                #"{"yes": 3, "no": 1}"#, "{}", #"{"yes": "3"}"#, #"{"yes": 1.5}"#, #"{"yes": null}"#, "[]", "null", #""yes""#,
                #"{"yes": 1, "no": 9223372036854775808}"#,
            ]),
        // #22 (interp28): a kind made with `init(rawValue:)`, switched over in a helper.
        Pattern(
            folder: "raw-value-dispatch", type: "SettingsPanel", decodable: SettingsPanel.self,
            documents: [#"{"blocks": [{"type": 1}]}"#, #"{"blocks": [{"title": "t"}]}"#, #"{"blocks": [], "rule": {"type": "never"}}"#]),
        Pattern(
            folder: "raw-value-dispatch", type: "PanelBlock", decodable: PanelBlock.self, readsFolder: false,
            documents: [
                #"{"type": "heading", "title": "t"}"#, #"{"type": "heading"}"#, #"{"type": "divider"}"#, #"{"type": "divider_line"}"#,
                #"{"type": "toggle", "label": "l", "isOn": 1}"#, #"{"type": "HEADING", "title": "t"}"#, "[]",
            ]),
        Pattern(
            folder: "raw-value-dispatch", type: "PanelRule", decodable: PanelRule.self, readsFolder: false,
            documents: [
                #"{"type": "always"}"#, #"{"type": "minimum_version"}"#, #"{"type": "minimum_version", "value": 2}"#,
                #"{"type": "minimumVersion", "value": 2}"#, #"{"type": null}"#, "{}",
            ]),
        // #22 (interp35): tests of what a generic parameter stands for (`Format.self ==
        // FormTextFormat.self`), decided for each use of the generic type; a generic type called
        // with its arguments on the same decoder (`FormFieldRules<FormTextFormat>(from: decoder)`).
        Pattern(
            folder: "generic-type-tests", type: "SignUpForm", decodable: SignUpForm.self,
            documents: [
                #"{"name": {"pattern": "a"}, "age": {"limits": [1]}, "greeting": {"value": 1}, "retries": {"value": 1}}"#,
                #"{"name": {"pattern": "a"}, "age": {"limits": [1]}, "greeting": {"value": null}, "retries": {"value": null}}"#,
                #"{"name": {"pattern": 1}, "age": {"limits": [1]}, "greeting": {}, "retries": {"value": 1}}"#,
                #"{"name": {"pattern": "a"}, "age": {"nullable": true, "limits": ["1"]}, "greeting": {}, "retries": {"value": 1}}"#,
                #"{"name": {"pattern": "a"}, "age": {"nullable": false}, "greeting": {}, "retries": {"value": 1}}"#,
                #"{"name": {"pattern": "a", "choices": [null]}, "age": {"limits": [1]}, "greeting": {}, "retries": {"value": 1}}"#,
                #"{"name": {"pattern": "a"}, "age": {"limits": [1]}, "greeting": {}, "retries": {"value": 1}, "nickname": {"pattern": 1}}"#,
                #"{"name": {"pattern": "a"}, "age": {"limits": [1]}, "greeting": {}, "retries": {"value": 1}, "nickname": {"pattern": ""}}"#,
                #"{"name": {"pattern": "a"}, "age": {"limits": [1]}, "greeting": {}, "retries": {"value": 1}, "nickname": null}"#,
            ]),
        // #22 (interp37): a static helper's result cast back to `Self` (`self = try
        // Self.decodeNamedMembers(from: decoder) as! Self`), decided for each use of the generic
        // map: followed for string keys, a trap for numbered ones; the helper fills a map it made
        // through the map's own subscript, member by member.
        Pattern(
            folder: "self-cast-helpers", type: "DinerMenu", decodable: DinerMenu.self,
            documents: [
                #"{"title": "t", "sections": {"a": [], "b": [{"name": "n", "price": 1}]}, "extras": {}}"#,
                #"{"title": "t", "sections": {"a": null}}"#, #"{"title": "t", "sections": {"a": [{"name": "n"}]}}"#,
                #"{"title": "t", "sections": {}, "extras": {"x": "1"}}"#, #"{"title": "t", "sections": {}, "tables": null}"#,
                #"{"title": "t", "sections": {}, "tables": []}"#, #"{"title": "t", "sections": "none"}"#,
                #"{"title": "t", "sections": {}, "extras": {"a": 1, "b": 2.5}}"#, #"{"title": "t", "sections": {}, "extras": {"a": true}}"#,
                #"{"title": "t", "sections": {}, "extras": []}"#, #"{"title": "t", "sections": null}"#, #"{"sections": {}}"#,
            ]),
        // #22 (interp35): a `switch` on a tuple of locals (`switch (reads, writes)`, `case (let
        // text?, nil):`), read as the `if` chain it runs.
        Pattern(
            folder: "tuple-switches", type: "UploadField", decodable: UploadField.self, readsFolder: false,
            documents: [
                #"{"text": "a"}"#, #"{"file": "a"}"#, "{}", #"{"text": "a", "file": "b"}"#, #"{"text": null, "file": null}"#,
                #"{"text": "a", "readOnly": true, "writeOnly": true}"#, #"{"text": "a", "readOnly": false, "writeOnly": false}"#,
                #"{"text": "a", "readOnly": "yes"}"#, #"{"text": "a", "hidden": true, "level": "x"}"#,
                #"{"text": "a", "hidden": false, "advanced": true}"#, #"{"text": "a", "hidden": null, "advanced": false}"#,
                #"{"text": "a", "advanced": false, "level": 3}"#, #"{"text": "a", "hidden": false}"#, #"{"text": 1}"#,
            ]),
        Pattern(folder: "tuple-switches", type: "UploadForm", decodable: UploadForm.self),
        // #22 (interp40): loops over an array literal (of tuples, with `where`), written out per element.
        Pattern(folder: "literal-array-loops", type: "CrossingSchedule", decodable: CrossingSchedule.self),
        Pattern(
            folder: "literal-array-loops", type: "FerryCrossing", decodable: FerryCrossing.self, readsFolder: false,
            documents: [
                #"{"departure_port": "", "arrival_port": "", "adult_fare": 1, "child_fare": 1, "operator": "AB", "vessel": "CD"}"#,
                #"{"departure_port": "a", "arrival_port": "b", "adult_fare": -1, "child_fare": -1, "operator": "AB", "vessel": "CD"}"#,
                #"{"departure_port": "a", "arrival_port": "b", "adult_fare": 0, "child_fare": 0, "operator": "A", "vessel": "C"}"#,
                #"{"departure_port": "a", "arrival_port": "b", "adult_fare": 0, "child_fare": 0, "operator": "AB"}"#,
                #"{"departure_port": "a", "arrival_port": "b", "adult_fare": 0, "child_fare": 0, "operator": "AB", "vessel": 1}"#,
                #"{"departure_port": "a", "arrival_port": "b", "adult_fare": 0, "child_fare": 0, "operator": "AB", "vessel": "CD", "vehicle_fare": null}"#,
                #"{"departure_port": "a", "adult_fare": 0, "child_fare": 0, "operator": "AB", "vessel": "CD"}"#,
            ]),
        // #22 (interp40): `self.init(rawValue: code)!` to an `init?` that never gives nil;
        // `String(from: decoder)` and `Int(from: decoder)`.
        Pattern(folder: "never-failing-self-init", type: "Warehouse", decodable: Warehouse.self),
        Pattern(
            folder: "never-failing-self-init", type: "StorageZone", decodable: StorageZone.self, readsFolder: false,
            documents: [#""chilled""#, #""""#, "null", "1", "[]", #"{"zone": "bulk"}"#]),
        Pattern(
            folder: "never-failing-self-init", type: "BinLabel", decodable: BinLabel.self, readsFolder: false,
            documents: [#""A-01""#, "null", "true", "[]", "2.5"]),
        Pattern(
            folder: "never-failing-self-init", type: "CrateCount", decodable: CrateCount.self, readsFolder: false,
            documents: ["40", "-1", "2.5", "1e3", #""40""#, "null", "9223372036854775808"]),
        // #22 (interp42): a `let` string constant as the argument of `hasPrefix`, `hasSuffix` and
        // `dropFirst(constant.count)` (characters, not bytes: "→ " is two).
        Pattern(
            folder: "local-string-constants", type: "BuildProductReference", decodable: BuildProductReference.self,
            documents: [
                #"{"product": "plugin:"}"#, #"{"product": "plugin:plugin:"}"#, #"{"product": "Plugin:x"}"#, #"{"product": ""}"#,
                #"{"product": "a", "channel": "→ "}"#, #"{"product": "a", "channel": "→→ X"}"#, #"{"product": "a", "channel": "-retired"}"#,
                #"{"product": "a", "channel": "→ -retired"}"#, #"{"product": "a", "channel": null}"#, #"{"channel": "x"}"#,
                #"{"product": "a", "channel": "→"}"#,
            ]),
        // #22 (interp42): `first` and `last` of a decoded array, its element's members read.
        Pattern(
            folder: "collection-ends", type: "PluginSource", decodable: PluginSource.self,
            documents: [
                #"{"catalog": []}"#, #"{"catalog": [""]}"#, #"{"catalog": ["@"]}"#, #"{"catalog": ["a@", "@b"]}"#,
                #"{"catalog": [null]}"#, #"{"git": [{"identity": "a"}], "local": null}"#, #"{"git": [{"identity": "é", "version": null}]}"#,
                #"{"local": [{"identity": 1}]}"#, #"{"git": {}}"#, "{}",
            ]),
        // #22 (interp42): `?? UUID().uuidString` and `?? Date()` as defaults: values the tool does
        // not know, made by calls that neither throw nor trap.
        Pattern(
            folder: "fresh-default-values", type: "VirtualInterface", decodable: VirtualInterface.self,
            documents: [
                #"{"uuid": "0e7d4c2a-5b1f-4f7b-9e55-2d1a3b4c5d6e", "mac": "m"}"#, #"{"uuid": 1, "mac": "m"}"#,
                #"{"mac": "m", "attached_at": null, "mode": null}"#, #"{"mac": "m", "attached_at": 1e400}"#, #"{"mac": null}"#,
                #"{"mac": "m", "mode": 1}"#,
            ]),
        Pattern(
            folder: "whole-array-decoding", type: "ReplayMoves", decodable: ReplayMoves.self,
            documents: ["[]", "null", "{}", #"[{"face": 1, "playedAt": 1}, null]"#, #"[{"face": 1}]"#, #"[{"face": 1, "playedAt": "x"}]"#]),
        // #22 (interp41): a phantom-tagged wrapper whose `init(from:)` falls back on
        // `RawValue(from: decoder)`, the parameter bound to `UUID`, `String`, `Int`, `UInt8`.
        Pattern(folder: "scalar-tagged-identifiers", type: "TournamentPairings", decodable: TournamentPairings.self),
        Pattern(
            folder: "scalar-tagged-identifiers", type: "TournamentPairing", decodable: TournamentPairing.self, readsFolder: false,
            documents: [
                #"{"id": "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "white": "a", "black": "b", "round": 2, "board": null}"#,
                #"{"id": "3f2504e0-4f89-11d3-9a0c-0305e82c3301", "white": "a", "black": "b", "round": 2}"#,
                #"{"id": 7, "white": "a", "black": "b", "round": 2}"#,
                #"{"id": "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "white": null, "black": "b", "round": 2}"#,
                #"{"id": "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "white": "a", "black": "b", "round": 2.5}"#,
                #"{"id": "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "white": "a", "black": "b", "round": 2, "board": -1}"#,
                #"{"id": "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "white": "a", "round": 2}"#,
            ]),
        // #22 (interp41): the synthesized keys spelled through the type's own name.
        Pattern(folder: "qualified-own-keys", type: "Shipment", decodable: Shipment.self),
        Pattern(
            folder: "qualified-own-keys", type: "Shipment.Label", decodable: Shipment.Label.self, readsFolder: false,
            documents: [
                #"{"carrier": "a", "weightGrams": 1}"#, #"{"carrier": "a", "tracking": [], "weightGrams": 1}"#,
                #"{"carrier": "a", "tracking": "t"}"#, #"{"carrier": null, "weightGrams": 1}"#, "[]", "null",
            ]),
        // #22 (interp41): archived fallbacks read under `try?`, which nothing there can fail.
        Pattern(folder: "swallowed-archive-fallbacks", type: "SavedPlaces", decodable: SavedPlaces.self),
        Pattern(
            folder: "swallowed-archive-fallbacks", type: "SavedPlace", decodable: SavedPlace.self, readsFolder: false,
            documents: [
                #"{"name": "a", "coordinates": null}"#, #"{"name": "a"}"#, #"{"name": "a", "coordinates": {"latitude": 1}}"#,
                #"{"name": "a", "coordinates": "", "visits": null}"#, #"{"coordinates": "AAAA", "visits": 1}"#,
                #"{"name": "a", "coordinates": 12, "visits": "1"}"#,
            ]),
    ]

    static let folder = FixturePaths.root.appendingPathComponent("real-apps/patterns", isDirectory: true)

    /// Every document of the pattern: the folder's files, what is written here, and the broken
    /// variants of the folder's valid documents (`valid*.json`).
    static func documents(of pattern: Pattern) throws -> [(name: String, json: String)] {
        let files = pattern.readsFolder ? FixturePaths.jsonFiles(in: folder.appendingPathComponent(pattern.folder)) : []
        var documents: [(name: String, json: String)] = []
        for file in files {
            documents.append((file.lastPathComponent, try String(contentsOf: file, encoding: .utf8)))
        }
        documents += pattern.documents.map { ("written here: \($0)", $0) }
        for file in files where file.lastPathComponent.hasPrefix("valid") {
            let valid = try String(contentsOf: file, encoding: .utf8)
            documents += JSONMutations.of(valid).map { ("a variant of \(file.lastPathComponent): \($0)", $0) }
        }
        return documents
    }

    @Test("verdict and first error equal JSONDecoder's", arguments: patterns)
    func sameOutcome(_ pattern: Pattern) throws {
        let schema = try ModelSchema.load(paths: [Self.folder.appendingPathComponent(pattern.folder).path])
        let plan = try schema.plan(for: pattern.type)
        var options = ValidationOptions()
        options.producesValue = true
        let validator = SchemaValidator(plan: plan, options: options)
        let documents = try Self.documents(of: pattern)
        #expect(documents.count >= 5)
        for (name, json) in documents {
            let data = Data(json.utf8)
            let outcome = validator.validate(try JSONReader.read(data))
            // Exact types, and no check met a value the tool does not know: a plain verdict.
            #expect(outcome.approximations.isEmpty, "\(name): decided by approximation: \(outcome.approximations.map(\.site.message))")
            let problem = outcome.errors.first
            if name.hasPrefix("trap") {
                #expect(problem?.stopsTheApp == true, "\(name): the app stops here; the tool says \(outcome.errors)")
            }
            // A trap stops the process: JSONDecoder cannot be asked in this one. What the
            // compiled model does with the folder's trap documents is pinned end to end
            // (`RealAppPatternTests`).
            if problem?.stopsTheApp == true { continue }
            switch (Self.foundationOutcome(pattern.decodable, data), problem) {
            case (.value(let encoded), nil):
                if let encoded { #expect(outcome.encodedValue == encoded, "\(name): --print differs from JSONEncoder") }
            case (.decodingError(let expected), let problem?):
                expectSameProblem(foundation: expected, problem: problem, document: data)
            case (.appError(let thrown), let problem?):
                // JSONDecoder passes the app's own error on as it is; the tool reports the throw.
                #expect(problem.isForeignError, "\(name): the app throws \(thrown); the tool reports \(problem.message)")
            case (let foundation, nil):
                Issue.record("\(name): JSONDecoder: \(foundation); the tool found no error")
            case (.value, let problem?):
                Issue.record(
                    "\(name): JSONDecoder decodes it; the tool found \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)"
                )
            }
        }
    }

    @Test("each pattern's hand-written init(from:) is followed whole", arguments: patterns)
    func typesAreExact(_ pattern: Pattern) throws {
        let schema = try ModelSchema.load(paths: [Self.folder.appendingPathComponent(pattern.folder).path])
        let summary = try #require(schema.types.first { $0.name == pattern.type })
        #expect(summary.decoding == .interpretedInitializer)
        #expect(summary.fidelity == .exact)
        let (_, warnings) = try schema.planWithDiagnostics(for: pattern.type)
        #expect(warnings.map(\.message) == [])
    }

    /// What `JSONDecoder` does with a document.
    enum FoundationOutcome {
        /// It decodes; the value as `JSONEncoder` with sorted keys writes it, for an `Encodable` type.
        case value(String?)
        case decodingError(ObservedDecodingError)
        /// The app's own error, passed on as it is.
        case appError(String)
    }

    static func foundationOutcome(_ type: any Decodable.Type, _ data: Data) -> FoundationOutcome {
        do {
            let value = try JSONDecoder().decode(type, from: data)
            guard let encodable = value as? any Encodable else { return .value(nil) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return .value((try? encoder.encode(encodable)).map { String(decoding: $0, as: UTF8.self) })
        } catch {
            return ObservedDecodingError(error).map(FoundationOutcome.decodingError) ?? .appError("\(error)")
        }
    }
}
