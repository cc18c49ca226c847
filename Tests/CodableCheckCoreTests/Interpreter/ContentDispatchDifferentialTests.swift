import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Bodies that choose what to decode from the document's content
/// (`Fixtures/Models/ContentDispatch.swift`, compiled into this target and read as a schema):
/// discriminated unions switched on a `type` member and decoded whole again, and single-key enums
/// switched on `container.allKeys`. Valid documents, hand-made broken ones and every mutation of
/// the valid ones (`JSONMutations`) go through `JSONDecoder` and the tool: the same verdict, the
/// first error with Foundation's case, path and wording, and for `Encodable` types the value
/// `--print` writes equal to `JSONEncoder`'s. The tool follows these bodies whole: a missed error
/// counts as wrong here, not as unchecked.
@Suite("Content-dispatching init(from:) agrees with JSONDecoder")
struct ContentDispatchDifferentialTests {
    struct Input: Sendable, CustomTestStringConvertible {
        var type: String
        var json: String
        var testDescription: String { "\(type): \(json)" }
    }

    /// `nonisolated(unsafe)`: a constant table of metatypes, never mutated; the metatypes are
    /// simply not declared `Sendable`.
    nonisolated(unsafe) static let decoders: [String: any (Decodable & Equatable).Type] = [
        "MapDrawing": MapDrawing.self, "[MapDrawing]": [MapDrawing].self, "MapDocument": MapDocument.self,
        "PackageProductKind": PackageProductKind.self, "[ManifestProduct]": [ManifestProduct].self,
        "PaymentMethod": PaymentMethod.self, "[PaymentMethod]": [PaymentMethod].self, "WebhookDelivery": WebhookDelivery.self,
        "[MessageBlock]": [MessageBlock].self, "ShippingOption": ShippingOption.self, "[ShippingOption]": [ShippingOption].self,
        "NotificationSetting": NotificationSetting.self,
    ]

    static let valid: [Input] = [
        Input(type: "MapDrawing", json: #"{"type": "Point", "coordinates": [13.4, 52.5], "title": "Office"}"#),
        Input(type: "MapDrawing", json: #"{"type": "LineString", "coordinates": [[13.4, 52.5], [13.5, 52.6]]}"#),
        Input(type: "MapDrawing", json: #"{"type": "MultiPoint", "coordinates": [[1, 2]]}"#),
        Input(type: "MapDrawing", json: ##"{"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [0, 0]]], "fill": "#88cc88"}"##),
        Input(
            type: "MapDocument",
            json:
                #"{"type": "Layer", "name": "Parks", "drawings": [{"type": "Point", "coordinates": [1, 2]}, {"type": "MultiPoint", "coordinates": []}]}"#
        ),
        Input(type: "MapDocument", json: #"{"type": "Point", "coordinates": [1, 2]}"#),
        Input(
            type: "[ManifestProduct]",
            json:
                #"[{"name": "Kit", "targets": ["Kit"], "type": {"library": ["dynamic"]}}, {"name": "kit", "targets": ["CLI"], "type": {"executable": null}}]"#
        ),
        Input(type: "[ManifestProduct]", json: #"[{"name": "KitTests", "targets": [], "type": {"test": null}}]"#),
        Input(type: "PackageProductKind", json: #"{"plugin": {}}"#),
        Input(type: "PaymentMethod", json: #"{"card": {"last4": "4242", "expiry": "12/29"}}"#),
        Input(type: "PaymentMethod", json: #"{"bank_transfer": "DE89370400440532013000"}"#),
        Input(type: "[PaymentMethod]", json: #"[{"wallet": "apple_pay"}, {"bank_transfer": "GB33BUKB20201555555555"}]"#),
        Input(type: "WebhookDelivery", json: #"{"id": "d-1", "event": "push", "ref": "refs/heads/main", "commits": 3}"#),
        Input(type: "WebhookDelivery", json: #"{"id": "d-2", "event": "released", "release": {"tag": "v1.0", "draft": false}}"#),
        Input(type: "WebhookDelivery", json: #"{"id": "d-3", "event": "hello"}"#),
        Input(type: "[ShippingOption]", json: #"[{"pickup": 12}, {"courier": "DHL"}, {"download": null}, {"download": [], "note": 1}]"#),
        Input(type: "NotificationSetting", json: #"{"channel": "email", "enabled": false}"#),
        Input(type: "NotificationSetting", json: #"{"channel": "push", "quiet_hours": [22, 7], "enabled": "ignored"}"#),
        Input(
            type: "[MessageBlock]",
            json:
                #"[{"kind": "text", "text": "Hi"}, {"kind": "img", "url": "https://example.com/a.png", "alt": "A cat"}, {"kind": "divider"}, {"text": "Bye"}]"#
        ),
    ]

    static let broken: [Input] = [
        Input(type: "[MessageBlock]", json: #"[{"kind": "img", "url": 3}, {"kind": "divider"}]"#),
        Input(type: "[MessageBlock]", json: #"[{"kind": "video", "url": "https://example.com/v.mp4"}]"#),
        Input(type: "[MessageBlock]", json: #"[{"kind": "img", "url": "https://example.com/a.png", "alt": false}]"#),
        Input(type: "MapDrawing", json: #"{"type": "Circle", "radius": 3}"#),
        Input(type: "MapDrawing", json: #"{"type": "Point", "coordinates": "13.4,52.5"}"#),
        Input(type: "MapDrawing", json: #"{"type": "Point"}"#),
        Input(type: "MapDrawing", json: #"{"coordinates": [1, 2]}"#),
        Input(type: "MapDrawing", json: #"[1, 2]"#),
        Input(type: "[MapDrawing]", json: #"[{"type": "Point", "coordinates": [1, 2]}, {"type": "Polygon", "coordinates": [[["a"]]]}]"#),
        Input(type: "MapDocument", json: #"{"type": "Layer", "name": "Parks"}"#),
        Input(type: "MapDocument", json: #"{"type": "Layer", "name": "Parks", "drawings": [{"type": "Polygon"}]}"#),
        Input(type: "MapDocument", json: #"{"type": "Feature"}"#),
        Input(type: "PackageProductKind", json: #"{"library": []}"#),
        Input(type: "PackageProductKind", json: #"{"library": ["shared"]}"#),
        Input(type: "PackageProductKind", json: #"{"library": {"linkage": "dynamic"}}"#),
        Input(type: "PackageProductKind", json: #"{"app": null}"#),
        Input(type: "PackageProductKind", json: #"{"Library": ["dynamic"]}"#),
        Input(type: "PackageProductKind", json: #""library""#),
        Input(type: "[ManifestProduct]", json: #"[{"name": "Kit", "targets": ["Kit"], "type": {"library": [1]}}]"#),
        Input(type: "PaymentMethod", json: #"{}"#),
        Input(type: "PaymentMethod", json: #"{"card": {"last4": "4242", "expiry": "12/29"}, "wallet": "apple_pay"}"#),
        Input(type: "PaymentMethod", json: #"{"bankTransfer": "DE89370400440532013000"}"#),
        Input(type: "PaymentMethod", json: #"{"card": {"last4": 4242, "expiry": "12/29"}}"#),
        Input(type: "PaymentMethod", json: #"{"card": {"last4": "4242"}, "note": "personal"}"#),
        Input(type: "[PaymentMethod]", json: #"[{"wallet": "apple_pay"}, {"cash": true}]"#),
        Input(type: "WebhookDelivery", json: #"{"id": "d-4", "event": "deleted"}"#),
        Input(type: "WebhookDelivery", json: #"{"id": "d-5", "event": "release", "release": {"tag": "v1"}}"#),
        Input(type: "WebhookDelivery", json: #"{"id": "d-6", "event": "released", "release": {"tag": "v1"}}"#),
        Input(type: "WebhookDelivery", json: #"{"id": 6, "event": "push", "ref": 1, "commits": 3}"#),
        Input(type: "ShippingOption", json: #"{}"#),
        Input(type: "ShippingOption", json: #"{"drone": true}"#),
        Input(type: "ShippingOption", json: #"{"digital": null}"#),
        Input(type: "ShippingOption", json: #"{"pickup": "store 12"}"#),
        Input(type: "ShippingOption", json: #"{"courier": null}"#),
        Input(type: "ShippingOption", json: #"["pickup", 12]"#),
        Input(type: "[ShippingOption]", json: #"[{"pickup": 12}, {"Pickup": 12}]"#),
        Input(type: "NotificationSetting", json: #"{"channel": "email"}"#),
        Input(type: "NotificationSetting", json: #"{"channel": "push", "quiet_hours": null, "enabled": true}"#),
        Input(type: "NotificationSetting", json: #"{"channel": "push", "quiet_hours": ["22:00"]}"#),
        Input(type: "NotificationSetting", json: #"{"channel": "sms", "quietHours": [1, 2]}"#),
    ]

    static let inputs: [Input] =
        valid + broken + valid.flatMap { input in JSONMutations.of(input.json).map { Input(type: input.type, json: $0) } }

    @Test("valid, broken and mutated documents: at least 300")
    func enoughInputs() {
        #expect(Self.inputs.count >= 300)
    }

    @Test("verdict, first error and printed value equal JSONDecoder's and JSONEncoder's", arguments: inputs)
    func sameOutcome(_ input: Input) throws {
        let type = try #require(Self.decoders[input.type])
        let data = Data(input.json.utf8)
        let plan = try SeedModelSchema.schema.plan(for: input.type)
        var options = ValidationOptions()
        options.producesValue = true
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(data))
        switch (Self.foundationOutcome(type, data), outcome.errors.first) {
        case (.decodes(let encoded), nil):
            if let encoded { #expect(outcome.encodedValue == encoded) }
        case (.throws(let expected), let problem?):
            expectSameProblem(foundation: expected, problem: problem, document: data)
        case (.throws(let expected), nil):
            Issue.record("JSONDecoder threw \(expected); the tool found no error")
        case (.decodes, let problem?):
            Issue.record("JSONDecoder decodes it; the tool found \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)")
        }
    }

    @Test("every dispatching body is followed whole: no statement unchecked, no check assumed")
    func bodiesAreFollowedWhole() throws {
        for type in [
            "MapDrawing", "MapDocument", "PackageProductKind", "PaymentMethod", "WebhookDelivery", "MessageBlock", "ShippingOption",
            "NotificationSetting",
        ] {
            let (_, warnings) = try SeedModelSchema.schema.planWithDiagnostics(for: type)
            #expect(warnings.filter { $0.message.contains(type) }.map(\.message) == [], "\(type)")
            let summary = SeedModelSchema.schema.types.first { $0.name == type }
            #expect(summary?.fidelity == .exact, "\(type): \(String(describing: summary?.fidelity))")
        }
    }

    enum FoundationOutcome {
        /// With what `JSONEncoder` writes (sorted keys), for an `Encodable` type.
        case decodes(String?)
        case `throws`(ObservedDecodingError)
    }

    static func foundationOutcome<T: Decodable>(_ type: T.Type, _ data: Data) -> FoundationOutcome {
        do {
            let value = try JSONDecoder().decode(T.self, from: data)
            guard let encodable = value as? any Encodable else { return .decodes(nil) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return .decodes((try? encoder.encode(encodable)).map { String(decoding: $0, as: UTF8.self) })
        } catch {
            guard let observed = ObservedDecodingError(error) else { fatalError("JSONDecoder threw \(error)") }
            return .throws(observed)
        }
    }
}

/// `allKeys.first` on an object with several of the enum's keys: `JSONDecoder` lists `allKeys` in
/// a `Dictionary`'s hash order, seeded per process (probed on 6.3.1: the same document gave
/// `["f", "a", "d", ...]`, then `["a", "b", "c", ...]` in the next run), so the app's verdict
/// changes from run to run. The tool checks nothing that depends on the choice and says so.
@Suite struct UnorderedKeysTests {
    @Test func severalKeysLeaveTheChoiceUncheckedWithAWarning() throws {
        let plan = try SeedModelSchema.schema.plan(for: "[ManifestProduct]")
        let json = #"[{"name": "Kit", "targets": [], "type": {"library": ["shared"], "plugin": null}}]"#
        var options = ValidationOptions()
        options.producesValue = true
        options.reportsUnknownKeys = true
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Data(json.utf8)))
        #expect(outcome.errors.isEmpty)
        #expect(outcome.warnings.map(\.kind.rawValue) == ["unorderedKeys"])
        #expect(CodingPathComponent.render(outcome.warnings.first?.codingPath ?? []) == "[0].type")
        #expect(
            outcome.warnings.first?.message
                == #"the object has 2 keys of CodingKeys ("library", "plugin"); `allKeys.first` in PackageProductKind.init(from:) takes one in hash order, which changes from run to run, so what follows from it is not checked"#
        )
    }

    /// `switch container.allKeys.first { case .pickup?: ... case nil: ... }`: with two of its keys
    /// the case taken is the hash order's, so nothing after it is checked; without any, `case nil`.
    @Test func aSwitchOnTheFirstKeyWarnsWhenSeveralKeysArePresent() throws {
        let plan = try SeedModelSchema.schema.plan(for: "ShippingOption")
        let json = #"{"pickup": "not a store", "courier": "DHL"}"#
        let outcome = SchemaValidator(plan: plan, options: ValidationOptions()).validate(try JSONReader.read(Data(json.utf8)))
        #expect(outcome.errors.isEmpty)
        #expect(
            outcome.warnings.map(\.message) == [
                #"the object has 2 keys of CodingKeys ("pickup", "courier"); `allKeys.first` in ShippingOption.init(from:) takes one in hash order, which changes from run to run, so what follows from it is not checked"#
            ])
    }

    /// The keys `allKeys` lists count as read: no `unknownKey` warning for `{"executable": null}`.
    @Test func theKeyDispatchedOnIsNotUnknown() throws {
        let plan = try SeedModelSchema.schema.plan(for: "PackageProductKind")
        var options = ValidationOptions()
        options.reportsUnknownKeys = true
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Data(#"{"executable": null}"#.utf8)))
        #expect(outcome.errors.isEmpty)
        #expect(outcome.warnings.isEmpty)
    }
}

/// `--unknown-keys` on an object decoded twice (the union reads `type`, then the shape decodes the
/// whole object): a key is unknown when neither reads it, and is reported once.
@Suite struct DispatchedUnknownKeysTests {
    static func warnings(_ type: String, _ json: String) throws -> [String] {
        var options = ValidationOptions()
        options.reportsUnknownKeys = true
        let plan = try SeedModelSchema.schema.plan(for: type)
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Data(json.utf8)))
        #expect(outcome.errors.isEmpty)
        return outcome.warnings.map { "\($0.kind) at \(CodingPathComponent.render($0.codingPath)): \($0.message)" }
    }

    @Test func aKeyNeitherDecodingReadsIsReportedOnce() throws {
        #expect(
            try Self.warnings("MapDrawing", #"{"type": "Point", "coordinates": [1, 2], "colour": "red"}"#) == [
                #"unknownKey at colour: key "colour" is not decoded by MapPin"#
            ])
        #expect(
            try Self.warnings("MapDocument", #"{"type": "Layer", "name": "Parks", "drawings": [], "z": 1}"#) == [
                #"unknownKey at z: key "z" is not decoded by MapLayer"#
            ])
    }

    @Test func keysReadByEitherDecodingAreNotUnknown() throws {
        #expect(try Self.warnings("MapDrawing", #"{"type": "LineString", "coordinates": [[1, 2]]}"#) == [])
        #expect(try Self.warnings("WebhookDelivery", #"{"id": "d-1", "event": "push", "ref": "main", "commits": 3}"#) == [])
    }
}
