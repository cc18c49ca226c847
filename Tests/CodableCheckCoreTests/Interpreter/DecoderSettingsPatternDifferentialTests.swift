import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Issue 22 item 7: decoder settings a model file cannot state, given on the command line. Each
/// pattern's model (`Fixtures/real-apps/patterns/<folder>/`, symlinked into `RealAppPatterns/`)
/// is compiled into this target and read as a schema; its documents (the folder's files, broken
/// variants of its valid ones, and those written here) go through the decoder the app's own code
/// sets up and through the tool with the options that state the same settings. The same value
/// (as `JSONEncoder` with sorted keys writes it), or the same first error case at the same path.
@Suite("Decoder settings stated as options agree with the app's JSONDecoder")
struct DecoderSettingsPatternDifferentialTests {
    /// `@unchecked`: metatypes and a decoder factory are immutable; Swift Testing needs `Sendable`.
    struct Pattern: @unchecked Sendable, CustomTestStringConvertible {
        var folder: String
        var type: String
        var decodable: any Decodable.Type
        /// The app's own decoder, from the pattern's model file.
        var makeDecoder: () -> JSONDecoder
        /// The same settings, as the command-line options give them.
        var options: ValidationOptions
        /// The encoder the app writes the value back with.
        var makeEncoder: () -> JSONEncoder
        var documents: [String] = []
        /// `--date-strategy custom:NAME`: the app's date function, read from the model file.
        var customDateFunction: String?
        /// Whether `--print`'s value is compared: not where it holds a `Date` the app's function
        /// computed, which the tool does not compute (it prints `null` there).
        var comparesValue = true
        var testDescription: String { "\(folder) as \(type)" }
    }

    static let sensorOptions: ValidationOptions = {
        var options = ValidationOptions()
        options.floatStrategy = .convertFromString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        options.dateStrategy = .secondsSince1970
        return options
    }()

    static func sensorEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        return encoder
    }

    static let sample = #"{"channel": 1, "value": 0.5, "gain": 1, "status": "ok"}"#

    static let episode = #"{"guid": "g", "title": "t", "publishedAt": 1700000000, "durationSeconds": 60}"#

    static let alert = #"{"id": "a", "headline": "h", "activeFrom": 1732770000, "routes": []}"#

    static let patterns: [Pattern] = [
        Pattern(
            folder: "custom-date-function", type: "EpisodeFeed", decodable: EpisodeFeed.self, makeDecoder: FeedDecoding.makeDecoder,
            options: ValidationOptions(), makeEncoder: JSONEncoder.init,
            documents: [
                #"{"show": "s", "fetchedAt": "", "episodes": []}"#, #"{"show": "s", "fetchedAt": " 12", "episodes": []}"#,
                #"{"show": "s", "fetchedAt": "1e3", "episodes": []}"#, #"{"show": "s", "fetchedAt": true, "episodes": []}"#,
                #"{"show": "s", "fetchedAt": [1], "episodes": []}"#, #"{"show": "s", "episodes": []}"#,
            ], customDateFunction: "FeedDecoding.flexibleDate", comparesValue: false),
        Pattern(
            folder: "custom-date-function", type: "Episode", decodable: Episode.self, makeDecoder: FeedDecoding.makeDecoder,
            options: ValidationOptions(), makeEncoder: JSONEncoder.init,
            documents: [
                episode, replacing(episode, "1700000000", #""1700000000""#), replacing(episode, "1700000000", #""soon""#),
                replacing(episode, "1700000000", "null"), replacing(episode, "1700000000", "1e400"),
                replacing(episode, #""durationSeconds": 60"#, #""durationSeconds": 60, "updatedAt": "x""#),
                replacing(episode, #""durationSeconds": 60"#, #""durationSeconds": 60, "updatedAt": 12.5"#),
                replacing(episode, #""durationSeconds": 60"#, #""durationSeconds": 60, "updatedAt": null"#),
            ], customDateFunction: "flexibleDate", comparesValue: false),
        // #22 (interp16): the app's date function declared at file scope, named bare.
        Pattern(
            folder: "free-date-function", type: "AlertFeed", decodable: AlertFeed.self, makeDecoder: AlertDecoding.makeDecoder,
            options: ValidationOptions(), makeEncoder: JSONEncoder.init,
            documents: [
                #"{"agency": "a", "generatedAt": "", "alerts": []}"#, #"{"agency": "a", "generatedAt": false, "alerts": []}"#,
                #"{"agency": "a", "generatedAt": ["1"], "alerts": []}"#, #"{"agency": "a", "alerts": []}"#,
            ], customDateFunction: "decodeAlertDate", comparesValue: false),
        Pattern(
            folder: "free-date-function", type: "ServiceAlert", decodable: ServiceAlert.self, makeDecoder: AlertDecoding.makeDecoder,
            options: ValidationOptions(), makeEncoder: JSONEncoder.init,
            documents: [
                alert, replacing(alert, "1732770000", #""1732770000""#), replacing(alert, "1732770000", #""soon""#),
                replacing(alert, "1732770000", "null"), replacing(alert, "1732770000", "1e400"),
                replacing(alert, #""routes": []"#, #""routes": [], "activeUntil": "x""#),
                replacing(alert, #""routes": []"#, #""routes": [], "activeUntil": 12.5"#),
                replacing(alert, #""routes": []"#, #""routes": [], "activeUntil": {}"#),
            ], customDateFunction: "decodeAlertDate", comparesValue: false),
        Pattern(
            folder: "nonconforming-float-names", type: "SensorBatch", decodable: SensorBatch.self,
            makeDecoder: SensorUploadDecoding.makeDecoder, options: sensorOptions, makeEncoder: sensorEncoder,
            documents: [
                // A date read as seconds takes the names too; an integer, a Decimal-free model
                // and an escaped name do not.
                #"{"deviceID": "a", "firmware": "1", "uploadedAt": "+Inf", "samples": [], "calibrationCurve": [], "channelGains": {}}"#,
                #"{"deviceID": "a", "firmware": "1", "uploadedAt": "-Inf", "samples": [], "calibrationCurve": [], "channelGains": {}}"#,
                #"{"deviceID": "a", "firmware": "1", "uploadedAt": 0, "samples": [], "calibrationCurve": ["\u004EaN"], "channelGains": {}}"#,
                #"{"deviceID": "a", "firmware": "1", "uploadedAt": 0, "samples": [], "calibrationCurve": [" NaN"], "channelGains": {}}"#,
                #"{"deviceID": "a", "firmware": "1", "uploadedAt": 0, "samples": [], "calibrationCurve": [null], "channelGains": {}}"#,
                #"{"deviceID": "a", "firmware": "1", "uploadedAt": 0, "samples": [], "calibrationCurve": [], "channelGains": {"x": "-Inf"}}"#,
                #"{"deviceID": "a", "firmware": "1", "uploadedAt": 0, "samples": [], "calibrationCurve": [], "channelGains": {"x": "inf"}}"#,
            ]),
        Pattern(
            folder: "nonconforming-float-names", type: "SensorSample", decodable: SensorSample.self,
            makeDecoder: SensorUploadDecoding.makeDecoder, options: sensorOptions, makeEncoder: sensorEncoder,
            documents: [
                sample, replacing(sample, #""channel": 1"#, #""channel": "NaN""#),
                replacing(sample, #""value": 0.5"#, #""value": "-Inf""#), replacing(sample, #""gain": 1"#, #""gain": "NaN""#),
                replacing(sample, #""gain": 1"#, #""gain": "-inf""#), replacing(sample, #""gain": 1"#, #""gain": null"#),
                replacing(sample, #""gain": 1"#, #""lower_bound": "+Inf", "upper_bound": "NaN""#),
                replacing(sample, #""gain": 1"#, #""upper_bound": "Inf""#), replacing(sample, #""gain": 1"#, #""gain": 1e39"#),
            ]),
    ]

    static func replacing(_ text: String, _ old: String, _ new: String) -> String {
        precondition(text.contains(old), "\(old) not in \(text)")
        return text.replacingOccurrences(of: old, with: new)
    }

    static let folder = FixturePaths.root.appendingPathComponent("real-apps/patterns", isDirectory: true)

    /// The folder's documents (for the pattern's root type), those written here, and broken
    /// variants of the folder's valid ones.
    static func documents(of pattern: Pattern) throws -> [(name: String, json: String)] {
        let files = FixturePaths.jsonFiles(in: folder.appendingPathComponent(pattern.folder))
        let readsFolder = pattern.type == patterns.first { $0.folder == pattern.folder }?.type
        var documents: [(name: String, json: String)] = []
        for file in files where readsFolder {
            let json = try String(contentsOf: file, encoding: .utf8)
            documents.append((file.lastPathComponent, json))
            if file.lastPathComponent.hasPrefix("valid") {
                documents += JSONMutations.of(json).map { ("a variant of \(file.lastPathComponent): \($0)", $0) }
            }
        }
        return documents + pattern.documents.map { ("written here: \($0)", $0) }
    }

    @Test("verdict, value and first error equal the app's JSONDecoder's", arguments: patterns)
    func sameOutcome(_ pattern: Pattern) throws {
        let schema = try ModelSchema.load(paths: [Self.folder.appendingPathComponent(pattern.folder).path])
        var options = pattern.options
        options.producesValue = true
        let plan = try schema.rootPlan(for: pattern.type, customDateFunction: pattern.customDateFunction).plan
        let validator = SchemaValidator(plan: plan, options: options)
        let documents = try Self.documents(of: pattern)
        #expect(documents.count >= 8)
        var decodedSpecials = 0
        for (name, json) in documents {
            let data = Data(json.utf8)
            let outcome = validator.validate(try JSONReader.read(data))
            #expect(outcome.approximations.isEmpty, "\(name): \(outcome.approximations)")
            do {
                let value = try pattern.makeDecoder().decode(pattern.decodable, from: data)
                let encoder = pattern.makeEncoder()
                encoder.outputFormatting = .sortedKeys
                guard let encodable = value as? any Encodable else { throw CancellationError() }
                let encoded = try encoder.encode(encodable)
                let text = String(decoding: encoded, as: UTF8.self)
                if text.contains("Inf\"") || text.contains("NaN\"") || pattern.customDateFunction != nil { decodedSpecials += 1 }
                #expect(outcome.errors.isEmpty, "\(name): the app decodes it; the tool found \(outcome.errors.map(\.message))")
                if pattern.comparesValue { #expect(outcome.encodedValue == text, "\(name): --print differs from JSONEncoder") }
            } catch {
                let expected = try #require(ObservedDecodingError(error), "\(name): \(error)")
                guard let problem = outcome.errors.first else {
                    Issue.record("\(name): the app's decoder throws \(expected); the tool found no error")
                    continue
                }
                expectSameProblem(foundation: expected, problem: problem, document: data)
            }
        }
        // The pattern is about the names: some documents must decode through them.
        #expect(decodedSpecials >= 1)
    }

    /// `Double("inf")`, `Double("-Infinity")` and `Double("nan")` are values in Swift, not nil, so
    /// the app's date function decodes such a string: no error the app would not throw.
    @Test(arguments: [#""inf""#, #""-Infinity""#, #""nan""#])
    func nonFiniteTextIsNotTakenForNil(_ published: String) throws {
        let json = Self.replacing(Self.episode, "1700000000", published)
        _ = try FeedDecoding.makeDecoder().decode(Episode.self, from: Data(json.utf8))
        let schema = try ModelSchema.load(paths: [Self.folder.appendingPathComponent("custom-date-function").path])
        let plan = try schema.rootPlan(for: "Episode", customDateFunction: "flexibleDate").plan
        let outcome = SchemaValidator(plan: plan, options: ValidationOptions()).validate(try JSONReader.read(Data(json.utf8)))
        #expect(outcome.errors.isEmpty, "the app decodes \(published); the tool found \(outcome.errors.map(\.message))")
        #expect(outcome.approximations.isEmpty)
    }

    @Test("without the setting, a name is the type mismatch JSONDecoder's default throws")
    func namesNeedTheSetting() throws {
        let schema = try ModelSchema.load(paths: [Self.folder.appendingPathComponent("nonconforming-float-names").path])
        var options = ValidationOptions()
        options.dateStrategy = .secondsSince1970
        let validator = SchemaValidator(plan: try schema.plan(for: "SensorSample"), options: options)
        let json = Self.replacing(Self.sample, #""value": 0.5"#, #""value": "+Inf""#)
        let outcome = validator.validate(try JSONReader.read(Data(json.utf8)))
        let problem = try #require(outcome.errors.first)
        #expect(problem.kind == .typeMismatch)
        #expect(problem.renderedPath == "value")
    }

    /// #22 (interp16): a static date function's warnings named 'APIFormats.init(from:)', an
    /// initializer that does not exist; a free function's refusal asked for the `_ decoder:` it has.
    @Test("a date function's warnings and refusals name the function, with where it is declared")
    func dateFunctionMessagesNameTheFunction() throws {
        let source = """
            import Foundation
            enum APIFormats {
                static func decodeAPIDate(_ decoder: Decoder) throws -> Date {
                    let container = try decoder.singleValueContainer()
                    let text = try container.decode(String.self)
                    if let date = Self.cachedDates[text] { return date }
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown date.")
                }
            }
            func parseStamp(_ text: String, zone: Int) -> Date { Date() }
            struct Release: Codable { let publishedAt: Date }
            """
        let schema = ModelSchema(sources: [(path: "Release.swift", text: source)])
        let root = try schema.rootPlan(for: "Release", customDateFunction: "decodeAPIDate")
        let messages = root.warnings.map(\.message)
        #expect(messages.contains { $0.contains("in 'APIFormats.decodeAPIDate(_:)'") }, "\(messages)")
        #expect(!messages.contains { $0.contains("init(from:)") }, "\(messages)")
        // The approximation a document meets names the function too (the reports' notes).
        let outcome = SchemaValidator(plan: root.plan, options: ValidationOptions()).validate(
            try JSONReader.read(Data(#"{"publishedAt": "2024"}"#.utf8)))
        #expect(outcome.approximations.map(\.site.declaration) == ["APIFormats.decodeAPIDate(_:)"])
        #expect(
            throws: SchemaPlanError.dateFunctionNotFound(
                name: "parseStamp", candidates: [], misfits: ["'parseStamp(_:zone:)' at Release.swift:10:1"])
        ) { try schema.rootPlan(for: "Release", customDateFunction: "parseStamp") }
    }

    @Test("custom:NAME names one function of the models, or the run stops with why")
    func customDateFunctionMustExist() throws {
        let schema = try ModelSchema.load(paths: [Self.folder.appendingPathComponent("custom-date-function").path])
        #expect(throws: SchemaPlanError.dateFunctionNotFound(name: "parseDate", candidates: [])) {
            try schema.rootPlan(for: "Episode", customDateFunction: "parseDate")
        }
        #expect(throws: SchemaPlanError.dateFunctionNotFound(name: "Episode.flexibleDate", candidates: [])) {
            try schema.rootPlan(for: "Episode", customDateFunction: "Episode.flexibleDate")
        }
    }
}
