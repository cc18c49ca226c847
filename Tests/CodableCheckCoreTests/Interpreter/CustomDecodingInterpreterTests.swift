import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

/// The interpreter on behaviour the differential tests cannot reach: a loop that would never end,
/// lossy mode and key strategies inside a body, errors thrown with a context.
@Suite struct CustomDecodingInterpreterTests {
    static let models = ModelSchema(sources: [
        (
            path: "Models.swift",
            text: """
            struct Spinner: Decodable {
                var values: [Int]
                init(from decoder: Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    var values: [Int] = []
                    while !container.isAtEnd {
                        if let value = try? container.decode(Int.self) { values.append(value) }
                    }
                    self.values = values
                }
            }
            struct Hoarder: Decodable {
                var values: [Int?]
                init(from decoder: Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    var values: [Int?] = []
                    while !container.isAtEnd {
                        values.append(try? container.decode(Int.self))
                    }
                    self.values = values
                }
            }
            struct Countdown: Decodable {
                var done: Bool
                init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    var finished = false
                    while !finished {
                        finished = try container.decode(Bool.self) || true
                    }
                    done = finished
                }
            }
            struct Account: Decodable {
                var userName: String
                var active: Bool
                enum CodingKeys: String, CodingKey { case userName, active }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    userName = try container.decode(String.self, forKey: .userName)
                    active = try container.decode(Bool.self, forKey: .active)
                    if userName == "root" {
                        throw DecodingError.typeMismatch(String.self, DecodingError.Context(codingPath: container.codingPath, debugDescription: "root is reserved"))
                    }
                }
            }
            struct Reading: Decodable {
                var sensor: Int
                var value: Double
                init(from decoder: Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    sensor = try container.decode(Int.self)
                    value = try container.decode(Double.self)
                }
            }
            struct Pair: Decodable {
                var first: Int
                init(from decoder: Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    first = try container.decode(Int.self)
                    guard container.isAtEnd else {
                        throw DecodingError.dataCorruptedError(in: container, debugDescription: "a pair has one number here")
                    }
                }
            }
            """
        )
    ])

    func validate(_ type: String, _ json: String, options: ValidationOptions = ValidationOptions()) throws -> ValidationOutcome {
        SchemaValidator(plan: try Self.models.plan(for: type), options: options).validate(try JSONReader.read(Data(json.utf8)))
    }

    /// Straight-line reads after an error still report theirs, as synthesized decoding does; a
    /// branch on a value that failed ends the body (the app's way through it is unknown).
    @Test func errorsAfterTheFirstAreReportedUntilABranchNeedsAFailedValue() throws {
        let outcome = try validate("Account", #"{"userName": 5, "active": "yes"}"#)
        #expect(outcome.errors.map(\.kind) == [.typeMismatch, .typeMismatch])
        #expect(outcome.errors.map { CodingPathComponent.render($0.codingPath) } == ["userName", "active"])
    }

    /// An unkeyed container stays at an element that failed: the next read would fail on the same
    /// element, so it is not reported twice.
    @Test func aPositionalContainerIsNotReadAgainAfterAFailure() throws {
        let outcome = try validate("Reading", #"["s1", 2.5]"#)
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first.map { CodingPathComponent.render($0.codingPath) } == "[0]")
        #expect(try validate("Reading", "[1, 2.5]").isValid)
    }

    @Test func aLoopThatWouldNeverEndIsAnErrorAtTheStuckElement() throws {
        #expect(try validate("Spinner", "[1, 2]").isValid)
        let outcome = try validate("Spinner", #"[1, "two", 3]"#)
        let problem = try #require(outcome.errors.first)
        #expect(problem.renderedPath == "[1]")
        #expect(problem.byteOffset == 4)
        #expect(
            problem.message == "the loop in Spinner.init(from:) does not move past this element, so the app would never finish decoding")
        #expect(outcome.warnings.map(\.kind.rawValue) == ["swallowedByInitializer"])
    }

    @Test(.hangGuard)
    func aLoopThatOnlyGrowsAListEndsInTheSameError() throws {
        #expect(try validate("Hoarder", "[1, 2]").isValid)
        let problem = try #require(try validate("Hoarder", #"[1, "x"]"#).errors.first)
        #expect(problem.renderedPath == "[1]")
        #expect(problem.message.hasSuffix("so the app would never finish decoding"))
    }

    @Test func aLoopThatChangesALocalIsNotStuck() throws {
        #expect(try validate("Countdown", "false").isValid)
        #expect(try validate("Countdown", "1").errors.first?.kind == .typeMismatch)
    }

    @Test func keyStrategiesApplyToTheBodysContainers() throws {
        var options = ValidationOptions()
        options.keyStrategy = .convertFromSnakeCase
        #expect(try validate("Account", #"{"user_name": "ann", "active": true}"#, options: options).isValid)
        // `user-name` converts to nothing the body asks for.
        let missing = try validate("Account", #"{"user-name": "ann", "active": true}"#, options: options)
        #expect(missing.errors.first?.renderedPath == "userName")
        #expect(missing.errors.first?.kind == .keyNotFound)
    }

    @Test func aThrownErrorWithAContextIsAtTheContainersPath() throws {
        let outcome = try validate("[Account]", #"[{"userName": "ann", "active": true}, {"userName": "root", "active": false}]"#)
        let problem = try #require(outcome.errors.first)
        #expect(problem.kind == .typeMismatch)
        #expect(problem.renderedPath == "[1]")
        #expect(problem.foundationDescription == "root is reserved")
        #expect(problem.message == "Account.init(from:) throws: root is reserved")
    }

    @Test func dataCorruptedErrorInAnUnkeyedContainerNamesItsCurrentIndex() throws {
        #expect(try validate("Pair", "[1]").isValid)
        let problem = try #require(try validate("Pair", "[1, 2]").errors.first)
        #expect(problem.renderedPath == "[1]")
        #expect(problem.byteOffset == 4)
    }

    @Test func lossyModeCoercesReadsInsideTheBody() throws {
        var options = ValidationOptions()
        options.mode = .lossy
        options.producesValue = true
        let outcome = try validate("Account", #"{"userName": "ann", "active": 1}"#, options: options)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue == #"{"active":true,"userName":"ann"}"#)
        #expect(outcome.warnings.map(\.kind.rawValue) == ["coercedBool"])
        #expect(try !validate("Account", #"{"userName": "ann", "active": 1}"#).isValid)
    }

    @Test func keysTheBodyNeverAsksAboutAreUnknownKeys() throws {
        var options = ValidationOptions()
        options.reportsUnknownKeys = true
        let outcome = try validate("Account", #"{"userName": "ann", "extra": 1, "active": true}"#, options: options)
        #expect(outcome.isValid)
        #expect(outcome.warnings.map(\.kind.rawValue) == ["unknownKey"])
        #expect(outcome.warnings.first?.renderedPath == "extra")
        #expect(outcome.warnings.first?.byteOffset == 20)
        #expect(outcome.warnings.first?.message == "key \"extra\" is not decoded by Account.init(from:)")
    }

    @Test func decodeIfPresentReadsReportPresence() throws {
        let models = ModelSchema(sources: [
            (
                path: "Models.swift",
                text: """
                struct Patch: Decodable {
                    var title: String?
                    var note: String?
                    var file: String?
                    enum CodingKeys: String, CodingKey { case title, note, file }
                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        title = try container.decodeIfPresent(String.self, forKey: .title)
                        note = try container.decodeIfPresent(String.self, forKey: .note)
                        if container.contains(.file) { file = try container.decode(String?.self, forKey: .file) }
                    }
                }
                """
            )
        ])
        var options = ValidationOptions()
        options.reportsPresence = true
        let document = try JSONReader.read(Data(#"{"title": null, "file": null}"#.utf8))
        let outcome = SchemaValidator(plan: try models.plan(for: "Patch"), options: options).validate(document)
        #expect(outcome.isValid)
        // `file` is told apart by the body itself (`contains`), so it is not listed.
        #expect(outcome.presence.map { "\($0.renderedPath)=\($0.state.rawValue)" } == ["title=null", "note=absent"])
    }

    /// A body that probes one value as several types in turn (`try? decode(Bool.self)`, else
    /// `Int`, else `Double`, else `String`, else an array, else an object) loses nothing once a
    /// later probe succeeds: every failed probe of that place is withdrawn, not only the last one
    /// (a valid document of the any-value pattern gave one warning per value, each "expected Bool").
    @Test func aProbeChainThatFindsTheTypeLeavesNoWarning() throws {
        let folder = "Fixtures/real-apps/patterns/any-value-box/"
        let text = try String(contentsOf: PackagePaths.url(folder + "AnalyticsEvent.swift"), encoding: .utf8)
        let schema = ModelSchema(sources: [(path: "AnalyticsEvent.swift", text: text)])
        let document = try JSONReader.read(try Data(contentsOf: PackagePaths.url(folder + "valid.json")))
        let outcome = SchemaValidator(plan: try schema.plan(for: "AnalyticsEvent")).validate(document)
        #expect(outcome.isValid)
        #expect(outcome.warnings.map(\.renderedPath) == [])
        // A value no probe takes still ends in the body's own error, beside the probes' warnings.
        let broken = try JSONReader.read(Data(#"{"name": "checkout", "timestamp": 1, "properties": {"total": 1e400}}"#.utf8))
        let failing = SchemaValidator(plan: try schema.plan(for: "AnalyticsEvent")).validate(broken)
        #expect(!failing.isValid)
    }

    // MARK: - Reviewed patterns

    /// The fixture models (`Fixtures/Models`), where the reviewed patterns live.
    func validateFixture(_ type: String, _ json: String, options: ValidationOptions = ValidationOptions()) throws -> ValidationOutcome {
        SchemaValidator(plan: try SeedModelSchema.schema.plan(for: type), options: options).validate(try JSONReader.read(Data(json.utf8)))
    }

    /// `try? decode(Int.self)`, else `decodeIfPresent(Bool.self)`: with the key absent or null the
    /// second read succeeds (nil), so nothing was lost and there is no warning.
    @Test(arguments: [#"{"id": 1}"#, #"{"id": 1, "like": null}"#, #"{"id": 1, "like": true}"#])
    func aTryFallbackThatDecodeIfPresentCatchesIsNoWarning(_ json: String) throws {
        let outcome = try validateFixture("RatedSong", json)
        #expect(outcome.isValid)
        #expect(outcome.warnings.isEmpty)
        // When the fallback fails too, the swallowed error stays a warning beside the error.
        let failing = try validateFixture("RatedSong", #"{"id": 1, "like": "yes"}"#)
        #expect(failing.warnings.map(\.kind.rawValue) == ["swallowedByInitializer"])
        #expect(failing.errors.map(\.renderedPath) == ["like"])
    }

    /// Presence notes only where the app holds nil and cannot tell why: not for a read with a
    /// non-nil fallback (`?? "Untitled"`), not for a key the body checks with `contains`.
    @Test func presenceIsWhatTheAppHoldsNil() throws {
        var options = ValidationOptions()
        options.reportsPresence = true
        options.producesValue = true
        let absent = try validateFixture("RatedSong", #"{"id": 1}"#, options: options)
        #expect(absent.presence.map { "\($0.renderedPath)=\($0.state.rawValue)" } == ["like=absent"])
        #expect(absent.encodedValue == #"{"id":1,"title":"Untitled"}"#)
        // `file` present but null: `.some(nil)`, which `JSONEncoder` writes as null.
        let null = try validateFixture("RatedSong", #"{"id": 1, "file": null, "title": null}"#, options: options)
        #expect(null.presence.map { "\($0.renderedPath)=\($0.state.rawValue)" } == ["like=absent"])
        #expect(null.encodedValue == #"{"file":null,"id":1,"title":"Untitled"}"#)
    }

    /// A check the tool cannot evaluate is assumed to hold (a valid document never fails on it);
    /// its reads are still checked, and the schema says the check is not verified.
    @Test func anUnknowableCheckIsAssumedToHoldAndWarnedAbout() throws {
        #expect(try validateFixture("HashColor", #""fff""#).isValid)
        #expect(try validateFixture("HashColor", "5").errors.first?.kind == .typeMismatch)
        let warnings = try SeedModelSchema.schema.planWithDiagnostics(for: "HashColor").warnings.map(\.message)
        #expect(
            warnings.contains {
                $0.contains("the check in `guard text.first == \"#\" else {` in 'HashColor.init(from:)' is not verified")
            }, "\(warnings)")
    }

    /// A thrown message interpolating what the tool cannot print as Swift does (an optional) keeps
    /// its source text and makes no claim about JSONDecoder's words.
    @Test func anInterpolationOfAnUnknownValueMakesNoFoundationClaim() throws {
        let models = ModelSchema(sources: [
            (
                path: "Models.swift",
                text: #"""
                struct Counted: Decodable {
                    var count: Int?
                    enum CodingKeys: String, CodingKey { case count }
                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        let count = try container.decodeIfPresent(Int.self, forKey: .count)
                        guard count != 5 else {
                            throw DecodingError.dataCorruptedError(forKey: .count, in: container, debugDescription: "bad count \(count)")
                        }
                        self.count = count
                    }
                }
                """#
            )
        ])
        let document = try JSONReader.read(Data(#"{"count": 5}"#.utf8))
        let outcome = SchemaValidator(plan: try models.plan(for: "Counted")).validate(document)
        let problem = try #require(outcome.errors.first)
        #expect(problem.foundationDescription.isEmpty)
        #expect(problem.message == #"Counted.init(from:) throws: bad count \(count) (as written: the interpolated values are not known)"#)
    }
}
