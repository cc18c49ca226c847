import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Issue 16: the tool may miss an error of a hand-written `init(from:)` (and then warns that what
/// it did not follow is unchecked), but it may never report an error the compiled body does not
/// throw. Every type with a hand-written `init(from:)` in the fixtures (`Fixtures/Models`,
/// `Fixtures/initfrom`, `Fixtures/cli/CustomInitializer`, all compiled into this target) is
/// decoded by `JSONDecoder` and by the tool from valid documents and from every broken variant
/// of them (`JSONMutations`), and each outcome is counted:
///
/// - agree: both decode, or both fail with the same error case at the same path (or the app
///   throws an error of its own, which the tool reports as the app's);
/// - unchecked: the app fails where the tool does not, or fails first elsewhere, and the schema
///   warned that part of the body is not checked;
/// - wrong: anything else (an error the app does not throw, or a missed one without a warning),
///   and, for a type the tool checks whole, a `--print` value other than what `JSONEncoder` writes.
@Suite("No false errors from a partly interpreted init(from:)")
struct InitializerSafetyDifferentialTests {
    static let packageRoot = FixturePaths.packageRoot

    /// The fixture files whose `init(from:)` bodies are checked.
    static let schema: ModelSchema = {
        let paths = [
            "Fixtures/Models", "Fixtures/initfrom/AppDecoding.swift", "Fixtures/initfrom/Unfollowed.swift",
            "Fixtures/cli/CustomInitializer/Review.swift",
        ].map { packageRoot.appendingPathComponent($0).path }
        do {
            return try ModelSchema.load(paths: paths)
        } catch {
            fatalError("cannot read the fixtures: \(error)")
        }
    }()

    /// A type expression, the compiled type, and valid documents (the broken ones are made from them).
    /// `@unchecked`: a metatype is immutable and safe to share, but `any Decodable.Type` is not
    /// declared `Sendable`, and Swift Testing needs its arguments to be.
    struct Case: @unchecked Sendable {
        var type: String
        var decodable: any Decodable.Type
        var valid: [String]
    }

    static let cases: [Case] = [
        Case(
            type: "SurveyPoint", decodable: SurveyPoint.self,
            valid: [#"{"latitude": 1.5, "longitude": -2, "additionalInfo": {"elevation": 30}}"#]),
        Case(type: "Track", decodable: Track.self, valid: [#"{"id": 1, "file": "a.mp3", "like": 1}"#, #"{"id": 2, "like": true}"#]),
        Case(type: "OptionalValue<Int>", decodable: OptionalValue<Int>.self, valid: ["5", "null"]),
        Case(type: "ReadingSeries", decodable: ReadingSeries.self, valid: [#"["temp", 1, 2, 3]"#]),
        Case(type: "Podcast", decodable: Podcast.self, valid: [#"{"host": "Ann", "super": {"id": 1, "title": "Talk"}}"#]),
        Case(
            type: "Shape", decodable: Shape.self,
            valid: [#"{"type": "circle", "radius": 2}"#, #"{"type": "rect", "width": 2, "height": 3}"#, #"{"type": "point"}"#]),
        Case(
            type: "Attachment", decodable: Attachment.self,
            valid: [#"{"kind": "image", "url": "https://example.com/a.png", "width": 640}"#, #"{"kind": "document", "name": "a.pdf"}"#]),
        Case(
            type: "Profile", decodable: Profile.self,
            valid: [
                #"{"name": "Ann", "age": 30, "nickname": "A", "status": "active", "website": "https://example.com", "tags": ["a"]}"#
            ]),
        Case(type: "HexColor", decodable: HexColor.self, valid: [##""#ff8800""##]),
        Case(type: "RatedSong", decodable: RatedSong.self, valid: [#"{"id": 1, "title": "T", "file": null, "like": 0}"#]),
        Case(
            type: "MetaReading", decodable: MetaReading.self, valid: [#"{"a": "x", "b": 2, "c": [1, null], "meta": {"d": 1, "e": true}}"#]),
        Case(
            type: "ItemEnvelope<EnvelopeEntry>", decodable: ItemEnvelope<EnvelopeEntry>.self,
            valid: [#"{"data": {"items": [{"id": 1}]}, "total": 1}"#]),
        Case(
            type: "Handle", decodable: Handle.self,
            valid: [#"{"name": "AB", "count": 3, "title": " x ", "link": "https://a.b"}"#]),
        Case(type: "HashColor", decodable: HashColor.self, valid: [##""#fff""##]),
        Case(type: "KindLabel", decodable: KindLabel.self, valid: [#"{"kind": "a"}"#]),
        Case(type: "BrandColor", decodable: BrandColor.self, valid: [##""#ff8800""##]),
        Case(type: "SwatchColor", decodable: SwatchColor.self, valid: [##""#abc""##]),
        Case(type: "Palette", decodable: Palette.self, valid: [##"{"name": "Sunset", "colors": ["#FF8800", "#112233"]}"##]),
        Case(
            type: "SearchQuery", decodable: SearchQuery.self,
            valid: [#"{"q": "swift", "page": 2, "per_page": 50, "sort": "popular", "tags": ["server"]}"#, #"{"q": "vapor"}"#]),
        Case(type: "PageRequest", decodable: PageRequest.self, valid: [#"{"page": 2, "per": 30}"#, "{}"]),
        Case(
            type: "FeedEntry", decodable: FeedEntry.self,
            valid: [#"{"id": 7, "rating": 4.5, "published_at": 1700000000, "status": "live"}"#, #"{"id": 8}"#]),
        Case(
            type: "RemoteUser", decodable: RemoteUser.self,
            valid: [
                #"{"id": 42, "name": " Ann ", "avatar": "https://example.com/a.png", "roles": ["Admin"]}"#,
                #"{"id": "u-1", "name": "Bob", "avatar": ""}"#,
            ]),
        Case(type: "LikeFlag", decodable: LikeFlag.self, valid: [#"{"like": 1}"#, #"{"like": 0}"#]),
        Case(
            type: "MediaClip", decodable: MediaClip.self,
            valid: [#"{"kind": "Audio", "title": "Intro", "duration": 12.5}"#, #"{"kind": "video", "title": "Clip", "duration": 3}"#]),
        Case(type: "PriceList", decodable: PriceList.self, valid: [#"{"currency": "USD", "items": [1.5, 2], "discount": 0.1}"#]),
        Case(type: "Invoice", decodable: Invoice.self, valid: [#"{"total": 12.5}"#]),
        Case(type: "Review", decodable: Review.self, valid: [#"{"stars": 5, "text": "Loved it"}"#]),
        Case(
            type: "MapDrawing", decodable: MapDrawing.self,
            valid: [#"{"type": "Point", "coordinates": [1, 2], "title": "Office"}"#, #"{"type": "MultiPoint", "coordinates": [[1, 2]]}"#]),
        Case(
            type: "MapDocument", decodable: MapDocument.self,
            valid: [#"{"type": "Layer", "name": "Parks", "drawings": [{"type": "Point", "coordinates": [1, 2]}]}"#]),
        Case(type: "PackageProductKind", decodable: PackageProductKind.self, valid: [#"{"library": ["dynamic"]}"#, #"{"test": null}"#]),
        Case(
            type: "ShippingOption", decodable: ShippingOption.self,
            valid: [#"{"pickup": 12}"#, #"{"courier": "DHL"}"#, #"{"download": null}"#]),
        Case(
            type: "NotificationSetting", decodable: NotificationSetting.self,
            valid: [#"{"channel": "email", "enabled": false}"#, #"{"channel": "push", "quiet_hours": [22, 7]}"#]),
        Case(
            type: "PaymentMethod", decodable: PaymentMethod.self,
            valid: [#"{"card": {"last4": "4242", "expiry": "12/29"}}"#, #"{"bank_transfer": "DE89"}"#]),
        Case(
            type: "MessageBlock", decodable: MessageBlock.self,
            valid: [#"{"kind": "img", "url": "https://example.com/a.png", "alt": "A cat"}"#, #"{"kind": "divider"}"#, #"{"text": "Hi"}"#]),
        Case(
            type: "WebhookDelivery", decodable: WebhookDelivery.self,
            valid: [
                #"{"id": "d-1", "event": "push", "ref": "main", "commits": 3}"#,
                #"{"id": "d-2", "event": "released", "release": {"tag": "v1", "draft": true}}"#,
            ]),
        Case(
            type: "FeedItem", decodable: FeedItem.self,
            valid: [
                #"{"id": "item-1", "title": "Hello", "content_html": "<p>Hi</p>", "tags": ["swift"]}"#,
                #"{"id": 1043, "title": "Numbered"}"#,
            ]),
        Case(
            type: "PodcastEpisode", decodable: PodcastEpisode.self,
            valid: [
                #"{"guid": "ep-7", "duration": 1820, "explicit": false, "season": 2}"#,
                #"{"guid": "ep-8", "duration": null, "explicit": "yes", "season": 2, "website": ""}"#,
                #"{"guid": "ep-10", "duration": 60, "explicit": true, "season": 2.5}"#,
                #"{"guid": "ep-9", "explicit": "no"}"#,
            ]),
        Case(type: "StarRating", decodable: StarRating.self, valid: [#"{"stars": 4}"#]),
        Case(
            type: "PodcastHost", decodable: PodcastHost.self,
            valid: [#"{"name": "Ann Lee", "handle": "AnnLee", "episode_count": 12}"#, #"{"name": "Bob", "episode_count": 0}"#]),
        Case(
            type: "ShopProduct", decodable: ShopProduct.self,
            valid: [
                #"{"sku": "TEA-01", "name": "Green tea", "prices": [4.5, 12], "tags": ["tea", "organic"]}"#,
                #"{"sku": "MUG-02", "name": "Mug"}"#,
            ]),
        Case(
            type: "ShopPlatform", decodable: ShopPlatform.self,
            valid: [
                #"{"platformName": "iOS", "version": "17.0"}"#, #"{"platformName": "xrOS", "version": "1.0"}"#,
                #"{"platformName": "tvOS", "version": "17.0"}"#,
            ]),
        Case(
            type: "ShopBasket", decodable: ShopBasket.self,
            valid: [
                #"{"codes": ["tea-01", "mug-02"], "coupons": ["10", "x"], "notes": ["Gift", ""]}"#,
                #"{"codes": ["tea-01"], "notes": []}"#, #"{"codes": [], "notes": []}"#,
            ]),
        Case(type: "ShopReceipt", decodable: ShopReceipt.self, valid: [#"{"amounts": [4.5, 12]}"#]),
        Case(
            type: "ShopOrderLine", decodable: ShopOrderLine.self,
            valid: [#"{"product": "TEA-01", "quantity": 3}"#, #"{"product": "MUG-02", "count": 2}"#, #"{"product": "MUG-02"}"#]),
        Case(
            type: "PodcastReview", decodable: PodcastReview.self,
            valid: [
                #"{"rating": {"stars": 5}, "text": "Great show"}"#, #"{"rating": {"stars": 9}, "text": "Too good"}"#,
                #"{"summary": "Short"}"#,
            ]),
        // `JSONDecoder()` with an empty `userInfo`: the sheet's body throws its own error, which
        // the tool, reading the same empty `userInfo`, reports as the app's.
        Case(
            type: "DispatchSheet", decodable: DispatchSheet.self,
            valid: [#"{"rounds": [{"van": "V1", "drops": [{"address": "1 Elm St", "parcels": 2}]}]}"#]),
        Case(
            type: "DeliveryRound", decodable: DeliveryRound.self,
            valid: [
                #"{"van": "V1", "depots": ["North"], "drops": [{"address": "1 Elm St", "parcels": 2, "signed_by": "Ann"}]}"#,
                #"{"van": "V2", "drops": [{"address": "9 Bay Ave", "parcels": 3}, {"address": "2 Pier Rd", "parcels": 1}]}"#,
            ]),
        Case(
            type: "VanRecord", decodable: VanRecord.self,
            valid: [#"{"plate_number": "KA-1", "scans": 4, "returns": null}"#, #"{"plate_number": "KA-2"}"#]),
        Case(type: "ParcelDrop", decodable: ParcelDrop.self, valid: [#"{"address": "4 Oak Rd", "parcels": 1, "signed_by": null}"#]),
    ]

    enum Verdict: Equatable {
        case agree, unchecked
        case wrong(String)
    }

    @Test("every hand-written init(from:) in the fixtures is covered")
    func everyInitializerIsCovered() {
        let covered = Set(Self.cases.map { $0.type.prefix { $0 != "<" } }.map(String.init))
        let custom = Self.schema.types.filter { summary in
            switch summary.decoding {
            case .interpretedInitializer, .partlyInterpretedInitializer: true
            default: false
            }
        }.map(\.name)
        #expect(custom.count >= 24)
        #expect(custom.filter { !covered.contains($0) } == [])
    }

    @Test("the tool never reports an error the compiled init(from:) does not throw")
    func noFalseErrors() throws {
        var counts: [String: Int] = ["agree": 0, "unchecked": 0, "wrong": 0]
        var wrong: [String] = []
        for testCase in Self.cases {
            let (plan, warnings) = try Self.schema.planWithDiagnostics(for: testCase.type)
            let warnsOfUncheckedParts = warnings.contains { $0.message.contains("not checked") || $0.message.contains("not verified") }
            for json in testCase.valid + testCase.valid.flatMap(JSONMutations.of) {
                switch Self.verdict(testCase.decodable, plan: plan, json: json, warnsOfUncheckedParts: warnsOfUncheckedParts) {
                case .agree: counts["agree", default: 0] += 1
                case .unchecked: counts["unchecked", default: 0] += 1
                case .wrong(let why):
                    counts["wrong", default: 0] += 1
                    wrong.append("\(testCase.type) \(json): \(why)")
                }
            }
        }
        print(
            "init(from:) safety: \(counts["agree"] ?? 0) agree, \(counts["unchecked"] ?? 0) unchecked, \(counts["wrong"] ?? 0) wrong")
        #expect(wrong == [])
        #expect((counts["agree"] ?? 0) >= 400)
        #expect((counts["unchecked"] ?? 0) > 0)
    }

    static func verdict(_ type: any Decodable.Type, plan: ValuePlan, json: String, warnsOfUncheckedParts: Bool) -> Verdict {
        let data = Data(json.utf8)
        var appError: (any Error)?
        var encoded: String?
        do {
            let value = try JSONDecoder().decode(type, from: data)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoded = (value as? any Encodable).flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) }
        } catch {
            appError = error
        }
        guard let document = try? JSONReader.read(data) else { return .wrong("the tool cannot read it") }
        var options = ValidationOptions()
        options.producesValue = true
        let outcome = SchemaValidator(plan: plan, options: options).validate(document)
        let problem = outcome.errors.first
        switch (appError, problem) {
        case (nil, nil):
            if let encoded, !warnsOfUncheckedParts, outcome.encodedValue != encoded {
                return .wrong("JSONEncoder writes \(encoded); --print writes \(outcome.encodedValue ?? "nothing")")
            }
            return .agree
        case (nil, let problem?):
            return .wrong(
                "JSONDecoder decodes it; the tool reports \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)")
        case (let error?, nil):
            return warnsOfUncheckedParts ? .unchecked : .wrong("JSONDecoder throws \(error); the tool finds nothing and warns of nothing")
        case (let error?, let problem?):
            // An error of the app's own: JSONDecoder passes it on, and the tool reports the throw.
            guard let observed = ObservedDecodingError(error) else { return .agree }
            let path = observed.components + (observed.missingKey.map { [$0.component] } ?? [])
            if observed.kind == problem.kind.rawValue, path == problem.codingPath || path == problem.foundationCodingPath {
                return .agree
            }
            return warnsOfUncheckedParts
                ? .unchecked
                : .wrong("JSONDecoder throws \(observed); the tool reports \(problem.kind.rawValue) at \(problem.renderedPath)")
        }
    }
}
