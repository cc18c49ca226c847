import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Bodies that read the decoder's `userInfo` and call initializers and helpers of other types
/// (`Fixtures/Models/DispatchSheets.swift`, compiled into this target and read as a schema with
/// the matching `--user-info`): `JSONDecoder` with the same `userInfo` and the tool give the same
/// verdict and first error on valid, broken and mutated documents.
@Suite("init(from:) bodies reading decoder.userInfo agree with JSONDecoder")
struct DecoderUserInfoDifferentialTests {
    /// How the app sets its decoder up, for both sides.
    struct Setup: Sendable, CustomTestStringConvertible {
        var name: String
        var region: String?
        var keepsNotes: Bool?
        var hasAccount = true
        var testDescription: String { name }

        var userInfo: DecoderUserInfo {
            var info = DecoderUserInfo()
            if hasAccount { info.values["courierAccount"] = .instance(typeName: "CourierAccount") }
            if let region { info.values["dispatchRegion"] = .instance(typeName: region) }
            if let keepsNotes { info.values["keepsNotes"] = .literal(keepsNotes ? "true" : "false") }
            return info
        }

        func decoder() -> JSONDecoder {
            let decoder = JSONDecoder()
            if hasAccount { decoder.userInfo[.courierAccount] = CourierAccount(courierID: "c-7") }
            switch region {
            case "CityRegion": decoder.userInfo[.dispatchRegion] = CityRegion()
            case "RuralRegion": decoder.userInfo[.dispatchRegion] = RuralRegion()
            default: break
            }
            if let keepsNotes { decoder.userInfo[.keepsNotes] = keepsNotes }
            return decoder
        }
    }

    static let setups: [Setup] = [
        Setup(name: "city region", region: "CityRegion"),
        Setup(name: "rural region, notes not kept", region: "RuralRegion", keepsNotes: false),
    ]

    static let valid = [
        #"{"rounds": [{"van": "V1", "record": {"plate_number": "KA-1", "scans": 4, "returns": null}, "depots": ["North"], "drops": [{"address": "1 Elm St", "parcels": 2, "signed_by": "Ann"}, {"address": "4 Oak Rd", "parcels": 1}]}, {"van": "V2", "drops": [{"address": "9 Bay Ave", "parcels": 3}]}]}"#,
        #"{"rounds": []}"#,
    ]

    static let broken = [
        #"{"rounds": [{"van": "V1", "depots": ["North"], "drops": [{"address": "1 Elm St", "parcels": "2"}]}]}"#,
        #"{"rounds": [{"van": "V1", "drops": [{"address": "1 Elm St", "parcels": 2}, {"parcels": 1}]}]}"#,
        #"{"rounds": [{"van": "V1", "depots": ["North"], "drops": {"address": "1 Elm St"}}]}"#,
        #"{"rounds": [{"van": "V1", "depots": ["North"], "drops": [null]}]}"#,
        #"{"rounds": [{"van": 1, "depots": [2], "drops": []}]}"#,
        #"{"rounds": [{"van": "V1", "record": {"plate_number": "KA-1", "scans": "4"}, "drops": []}]}"#,
        #"{"rounds": [{"van": "V1", "record": {"scans": 4}, "drops": []}]}"#,
        #"{"rounds": [{"van": "V1", "record": {"plate_number": "KA-1", "notes": []}, "drops": []}]}"#,
    ]

    static let documents = valid + broken + valid.flatMap { JSONMutations.of($0) }

    static let schemaPath = SeedModelSchema.modelsFolder.appendingPathComponent("DispatchSheets.swift").path

    static func schema(_ setup: Setup) throws -> ModelSchema {
        var configuration = BuildConfiguration()
        configuration.decoderUserInfo = setup.userInfo
        return try ModelSchema.load(paths: [schemaPath], configuration: configuration)
    }

    @Test("same verdict and first error as JSONDecoder with the same userInfo", arguments: setups)
    func sameOutcome(_ setup: Setup) throws {
        #expect(Self.documents.count >= 40)
        let plan = try Self.schema(setup).plan(for: "DispatchSheet")
        for json in Self.documents {
            let data = Data(json.utf8)
            let outcome = SchemaValidator(plan: plan, options: ValidationOptions()).validate(try JSONReader.read(data))
            do {
                _ = try setup.decoder().decode(DispatchSheet.self, from: data)
                #expect(outcome.errors.isEmpty, "JSONDecoder decodes \(json); the tool found \(outcome.errors.map(\.message))")
            } catch {
                guard let expected = ObservedDecodingError(error) else {
                    Issue.record("JSONDecoder threw \(error) for \(json)")
                    continue
                }
                guard let problem = outcome.errors.first else {
                    Issue.record("JSONDecoder threw \(expected) for \(json); the tool found no error")
                    continue
                }
                expectSameProblem(foundation: expected, problem: problem, document: data)
            }
        }
    }

    /// Without the account the app's body throws its own error on every document; so does the tool.
    @Test func aMissingKeyIsNilAsInTheApp() throws {
        let setup = Setup(name: "no account", region: "CityRegion", hasAccount: false)
        let (plan, warnings) = try Self.schema(setup).planWithDiagnostics(for: "DispatchSheet")
        // The schema says which option the app's setup needs.
        #expect(
            warnings.map(\.message).filter { $0.contains("userInfo") } == [
                "'DispatchSheet.init(from:)' throws at `guard let account = decoder.userInfo[.courierAccount] as? CourierAccount else {` when decoder.userInfo[.courierAccount] is nil, as it is without --user-info courierAccount; give what the app's decoder holds there, such as --user-info courierAccount=TYPE"
            ])
        #expect(throws: DispatchError.noAccount) { try setup.decoder().decode(DispatchSheet.self, from: Data(Self.valid[0].utf8)) }
        let outcome = SchemaValidator(plan: plan, options: ValidationOptions()).validate(try JSONReader.read(Data(Self.valid[0].utf8)))
        #expect(
            outcome.errors.map(\.message) == [
                "DispatchSheet.init(from:) throws `DispatchError.noAccount`, which is not a DecodingError (because decoder.userInfo[.courierAccount] is nil, as in a JSONDecoder nobody set it on; if the app's decoder sets it, say so with --user-info courierAccount=...)"
            ])
    }

    /// A region of another class makes both `as?` fail: the body throws `noRegion`.
    @Test func aCastToAnotherTypeFails() throws {
        let setup = Setup(name: "other region", region: "DispatchRegion")
        let plan = try Self.schema(setup).plan(for: "DispatchSheet")
        let outcome = SchemaValidator(plan: plan, options: ValidationOptions()).validate(try JSONReader.read(Data(Self.valid[1].utf8)))
        #expect(
            outcome.errors.map(\.message) == ["DispatchSheet.init(from:) throws `DispatchError.noRegion`, which is not a DecodingError"])
    }

    /// The members `CodingKeys` does not name are read, and printed, as `JSONEncoder` writes them.
    @Test func everyOtherMemberIsReadIntoTheDictionary() throws {
        let plan = try Self.schema(Self.setups[0]).plan(for: "VanRecord")
        var options = ValidationOptions()
        options.producesValue = true
        let json = #"{"plate_number": "KA-1", "scans": 4, "returns": null}"#
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Data(json.utf8)))
        #expect(outcome.errors.isEmpty)
        let record = try JSONDecoder().decode(VanRecord.self, from: Data(json.utf8))
        let expected: [String: Int?] = ["scans": 4, "returns": Int?.none]
        #expect(record.counters == expected)
        #expect(outcome.encodedValue?.contains(#""counters":{"returns":null,"scans":4}"#) == true, "\(outcome.encodedValue ?? "")")
    }

    /// Every body is followed whole: `types` lists the types exact.
    @Test func everyTypeIsExact() throws {
        let schema = try Self.schema(Self.setups[0])
        for type in ["DispatchSheet", "DeliveryRound", "ParcelDrop", "VanRecord"] {
            let summary = schema.types.first { $0.name == type }
            #expect(summary?.fidelity == .exact, "\(type): \(String(describing: summary?.fidelity))")
        }
    }
}

/// Bodies of the real-app patterns that read `userInfo` (`Fixtures/real-apps/patterns/`): a flag
/// that is on unless the app turns it off, read through a key kept in a static constant of the
/// library's (`spec-object-helpers`), and a value the body cannot do without
/// (`user-info-required-header`). Each compiled into this target and read as a schema.
@Suite("userInfo keys of the real-app patterns agree with JSONDecoder")
struct UserInfoPatternTests {
    static let patterns = FixturePaths.root.appendingPathComponent("real-apps/patterns", isDirectory: true)

    static func schema(_ folder: String, userInfo: [String: DecoderUserInfo.Value] = [:]) throws -> ModelSchema {
        var configuration = BuildConfiguration()
        configuration.decoderUserInfo = DecoderUserInfo(values: userInfo)
        return try ModelSchema.load(paths: [patterns.appendingPathComponent(folder).path], configuration: configuration)
    }

    static func isApproximated(_ type: String, in schema: ModelSchema) -> Bool {
        guard case .approximated? = schema.types.first(where: { $0.name == type })?.fidelity else { return false }
        return true
    }

    /// Both sides' verdict, first error and printed value for each document.
    static func expectSameOutcomes(_ plan: ValuePlan, _ decoder: JSONDecoder, _ type: any Decodable.Type, _ documents: [String]) throws {
        var options = ValidationOptions()
        options.producesValue = true
        for json in documents {
            let data = Data(json.utf8)
            let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(data))
            do {
                let value = try decoder.decode(type, from: data)
                #expect(outcome.errors.isEmpty, "JSONDecoder decodes \(json); the tool found \(outcome.errors.map(\.message))")
                if let encodable = value as? any Encodable {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = .sortedKeys
                    let encoded = String(decoding: try encoder.encode(encodable), as: UTF8.self)
                    #expect(outcome.encodedValue == encoded, "\(json): --print differs from JSONEncoder")
                }
            } catch {
                guard let problem = outcome.errors.first else {
                    Issue.record("JSONDecoder threw \(error) for \(json); the tool found no error")
                    continue
                }
                if let expected = ObservedDecodingError(error) {
                    expectSameProblem(foundation: expected, problem: problem, document: data)
                } else {
                    #expect(problem.isForeignError, "\(json): the app throws \(error); the tool reports \(problem.message)")
                }
            }
        }
    }

    static let licenses = [
        #"{"name": "MIT", "x-extras": {"spdx": "MIT"}}"#, #"{"name": "MIT", "x-extras": {"year": 2021}}"#,
        #"{"name": "MIT", "x-extras": null}"#, #"{"name": "MIT", "x-extras": []}"#, #"{"name": "MIT", "url": "a b"}"#,
    ]

    /// `userInfo[wantedKey] as? Bool ?? true`: nil without `--user-info`, so the default holds
    /// and the members are read; stated `false`, they are not, as JSONDecoder then skips them.
    @Test(arguments: [nil, false, true] as [Bool?])
    func aFlagKeptInAStaticConstantDefaultsAsTheBodySays(_ wanted: Bool?) throws {
        let schema = try Self.schema("spec-object-helpers", userInfo: wanted.map { ["wantedKey": .literal($0 ? "true" : "false")] } ?? [:])
        #expect(schema.types.first { $0.name == "SpecLicense" }?.fidelity == .exact)
        let decoder = JSONDecoder()
        if let wanted { decoder.userInfo[ExtraMembersSetting.wantedKey] = wanted }
        try Self.expectSameOutcomes(try schema.plan(for: "SpecLicense"), decoder, SpecLicense.self, Self.licenses)
    }

    /// `--user-info wantedKey`: set, to a value the tool cannot see. Whether the members are read
    /// depends on it, so what the helper sets is unchecked, and the type is not listed exact.
    @Test func aFlagOfUnstatedValueLeavesWhatItGuardsUnchecked() throws {
        let schema = try Self.schema("spec-object-helpers", userInfo: ["wantedKey": .unknown])
        #expect(Self.isApproximated("SpecLicense", in: schema))
    }

    static let sessions = [
        #"{"client_secret": "cs_1", "amount_minor": 2599}"#, #"{"client_secret": "cs_1", "amount_minor": "25.99"}"#, "[]",
    ]

    /// Without the header the app's networking layer puts in `userInfo`, the body throws on every
    /// document, with a `DecodingError` whose words are a local's: exact, and the message says
    /// why, since the document is not what is wrong.
    @Test func aValueTheBodyCannotDoWithoutFailsEveryDocumentAndSaysWhy() throws {
        let schema = try Self.schema("user-info-required-header")
        #expect(schema.types.first { $0.name == "CheckoutSession" }?.fidelity == .exact)
        let (plan, warnings) = try schema.planWithDiagnostics(for: "CheckoutSession")
        #expect(
            warnings.map(\.message) == [
                "'CheckoutSession.init(from:)' throws at `guard let location = decoder.userInfo[.sessionLocationKey] as? String,` when decoder.userInfo[.sessionLocationKey] is nil, as it is without --user-info sessionLocationKey; give what the app's decoder holds there, such as --user-info sessionLocationKey=TYPE"
            ])
        try Self.expectSameOutcomes(plan, JSONDecoder(), CheckoutSession.self, Self.sessions)
        let outcome = SchemaValidator(plan: plan, options: ValidationOptions()).validate(try JSONReader.read(Data(Self.sessions[0].utf8)))
        #expect(
            outcome.errors.map(\.message) == [
                "CheckoutSession.init(from:) throws: Missing session identifier in header 'Location' (because decoder.userInfo[.sessionLocationKey] is nil, as in a JSONDecoder nobody set it on; if the app's decoder sets it, say so with --user-info sessionLocationKey=...)"
            ])
    }

    /// With the header stated, the body's next test (`location.components(separatedBy:
    /// "/").last`) is one the tool does not evaluate: assumed to hold, and said to be.
    @Test func aStatedValueLeavesTheTestAfterItAssumed() throws {
        let schema = try Self.schema(
            "user-info-required-header", userInfo: ["sessionLocationKey": .literal(#""/v1/checkout/sessions/cs_42""#)])
        #expect(Self.isApproximated("CheckoutSession", in: schema))
        let decoder = JSONDecoder()
        decoder.userInfo[.sessionLocationKey] = "/v1/checkout/sessions/cs_42"
        try Self.expectSameOutcomes(try schema.plan(for: "CheckoutSession"), decoder, CheckoutSession.self, Self.sessions)
    }
}

/// `--user-info` values as the command line gives them.
@Suite struct DecoderUserInfoParsingTests {
    @Test(arguments: [
        ("options", DecoderUserInfo.Value.unknown), ("options=RouteOptions", .instance(typeName: "RouteOptions")),
        ("region=Geo.Region", .instance(typeName: "Geo.Region")), ("keepsNotes=true", .literal("true")),
        ("limit=-3", .literal("-3")), ("ratio=0.5", .literal("0.5")), (#"locale="en""#, .literal(#""en""#)),
    ])
    func valuesAreRead(argument: String, value: DecoderUserInfo.Value) {
        #expect(DecoderUserInfo.parse(argument)?.value == value)
        #expect(DecoderUserInfo.parse(argument)?.key == argument.prefix { $0 != "=" }.description)
    }

    @Test(arguments: ["", "=Route", "two words", "key=Route Options", "key=1x", "key=\"open"])
    func malformedValuesAreRefused(argument: String) {
        #expect(DecoderUserInfo.parse(argument) == nil)
    }
}
