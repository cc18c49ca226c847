import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Statements of an `init(from:)` the tool does not follow (issue 16): the reads it can see in
/// them are checked, recovery around them is honoured, and what stays unknown never becomes an
/// error. The compiled equivalents are in `InitializerSafetyDifferentialTests`; these pin each
/// rule on its own.
@Suite struct UncheckedStatementTests {
    static let models = ModelSchema(sources: [
        (
            path: "Models.swift",
            text: """
            struct Query: Codable {
                static let defaultPage = 1
                var page: Int
                enum CodingKeys: String, CodingKey { case page }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    self.page = try c.decodeIfPresent(Int.self, forKey: .page) ?? Self.defaultPage
                }
            }
            struct Note: Codable {
                var id: Int
                var text: String
                var fallback: String
                enum CodingKeys: String, CodingKey { case id, text, fallback, alternative }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    text = try normalize(c.decode(String.self, forKey: .text))
                    fallback = try check(c.decodeIfPresent(String.self, forKey: .fallback) ?? c.decode(String.self, forKey: .alternative))
                    id = try c.decode(Int.self, forKey: .id)
                }
            }
            struct Flagged: Codable {
                var mode: String
                var size: Int
                enum CodingKeys: String, CodingKey { case mode, size }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    let strict = isStrict(c)
                    if strict {
                        size = try c.decode(Int.self, forKey: .size)
                    } else {
                        size = 0
                    }
                    mode = try c.decode(String.self, forKey: .mode)
                }
            }
            struct Early: Codable {
                var name: String
                var age: Int
                enum CodingKeys: String, CodingKey { case name, age }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    name = try c.decode(String.self, forKey: .name)
                    guard name.isValidHandle else {
                        age = 0
                        return
                    }
                    age = try c.decode(Int.self, forKey: .age)
                }
            }
            struct Samples: Codable {
                var values: [Int]
                init(from decoder: Decoder) throws {
                    var list = try decoder.unkeyedContainer()
                    var read: [Int] = []
                    while true {
                        let value = try list.decode(Int.self)
                        if value == 0 { break }
                        read.append(value)
                    }
                    values = read
                }
            }
            struct Tally: Codable {
                var total: Int
                enum CodingKeys: String, CodingKey { case total }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    var strict = false
                    configure(&strict)
                    if strict {
                        total = try c.decode(Int.self, forKey: .total)
                    } else {
                        total = 0
                    }
                }
            }
            struct Rating: Codable {
                var stars: Double
                var votes: Int
                enum CodingKeys: String, CodingKey { case stars, votes }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    do {
                        stars = try c.decode(Double.self, forKey: .stars)
                    } catch {
                        stars = 0
                    }
                    do {
                        votes = try c.decode(Int.self, forKey: .votes)
                    } catch DecodingError.keyNotFound {
                        votes = 0
                    }
                }
            }
            struct Sealed: Codable {
                var code: String
                enum CodingKeys: String, CodingKey { case code }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    code = try c.decode(String.self, forKey: .code)
                    if code.isEmpty {
                        let failure = DecodingError.typeMismatch(Int.self, .init(codingPath: [], debugDescription: "empty"))
                        throw failure
                    }
                }
            }
            """
        )
    ])

    func validate(_ type: String, _ json: String) throws -> ValidationOutcome {
        var options = ValidationOptions()
        options.producesValue = true
        return SchemaValidator(plan: try Self.models.plan(for: type), options: options).validate(try JSONReader.read(Data(json.utf8)))
    }

    @Test func aDefaultBehindAStaticConstantIsTheAppsValue() throws {
        let outcome = try validate("Query", "{}")
        #expect(outcome.isValid)
        #expect(outcome.encodedValue == #"{"page":1}"#)
        #expect(try validate("Query", #"{"page": "2"}"#).errors.map(\.renderedPath) == ["page"])
    }

    /// `normalize(c.decode(...))`: the read happens whatever `normalize` does, so its error is the
    /// app's; the read after `??` may not happen, so it is not checked.
    @Test func readsCertainInAStatementNotFollowedAreChecked() throws {
        let outcome = try validate("Note", #"{"id": 1, "text": 5, "fallback": "f"}"#)
        #expect(outcome.errors.map { "\($0.kind.rawValue) at \($0.renderedPath)" } == ["typeMismatch at text"])
        // `alternative` is read only when `fallback` is absent: no keyNotFound for it.
        let absent = try validate("Note", #"{"id": 1, "text": "t"}"#)
        #expect(absent.isValid)
        // The properties the calls set are unknown, so `--print` leaves them out.
        #expect(absent.encodedValue == #"{"id":1}"#)
        let warnings = try Self.models.planWithDiagnostics(for: "Note").warnings.map(\.message)
        #expect(
            warnings == [
                "cannot interpret `text = try normalize(c.decode(String.self, forKey: .text))` in 'Note.init(from:)' (`normalize(...)` is not a function the tool knows cannot throw); property 'text' is not checked",
                "cannot interpret `fallback = try check(c.decodeIfPresent(String.self, forKey: .fallback) ?? c.decode(String.self, forKey: .alternative))` in 'Note.init(from:)' (`check(...)` is not a function the tool knows cannot throw); property 'fallback' is not checked",
            ])
    }

    /// `throw failure` of a local holding a `DecodingError` the body made: the throw it equals
    /// (#22, interp16; it was not followed before), a `typeMismatch` at the written path `[]`,
    /// with the app's words, as JSONDecoder passes it on.
    @Test func aThrownLocalIsTheErrorItHolds() throws {
        let outcome = try validate("Sealed", #"{"code": ""}"#)
        let problem = try #require(outcome.errors.first)
        #expect(problem.kind == .typeMismatch && problem.codingPath.isEmpty && problem.foundationDescription == "empty")
        #expect(try validate("Sealed", #"{"code": "x"}"#).isValid)
        let warnings = try Self.models.planWithDiagnostics(for: "Sealed").warnings.map(\.message)
        #expect(warnings == [])
    }

    /// A branch on a value the tool does not know runs neither way: the read inside it is not
    /// reported, and what it sets is unknown.
    @Test func aBranchOnAnUnknownValueGoesNeitherWay() throws {
        let outcome = try validate("Flagged", #"{"mode": "x"}"#)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue == #"{"mode":"x"}"#)
        #expect(try validate("Flagged", #"{"mode": 1}"#).errors.map(\.renderedPath) == ["mode"])
    }

    /// A `guard` the tool cannot decide whose `else` returns ends the body: the reads after it may
    /// never happen.
    @Test func anUndecidedGuardThatMayReturnEndsTheBody() throws {
        #expect(try validate("Early", #"{"name": "ann"}"#).isValid)
        #expect(try validate("Early", #"{"name": 5}"#).errors.map(\.renderedPath) == ["name"])
    }

    /// A `break` the tool does not follow ends what it checks: the app stops reading at the 0.
    @Test func aLoopLeftByBreakIsNotReadPastItsEnd() throws {
        #expect(try validate("Samples", "[3, 2, 0]").isValid)
        #expect(try validate("Samples", #"["3", 0]"#).errors.map(\.renderedPath) == ["[0]"])
    }

    /// A local handed `inout` to a call the tool does not follow may have changed: a branch on it
    /// goes neither way.
    @Test func anInoutArgumentIsUnknownAfterTheCall() throws {
        #expect(try validate("Tally", "{}").isValid)
    }

    /// `catch` that takes every error runs its own statements (the error is a warning); a `catch`
    /// with a pattern takes only the errors of its case, as the compiled pattern does.
    @Test func doCatchIsHonoured() throws {
        let caught = try validate("Rating", #"{"stars": "five", "votes": 3}"#)
        #expect(caught.isValid)
        #expect(caught.encodedValue == #"{"stars":0,"votes":3}"#)
        #expect(caught.warnings.map(\.kind.rawValue) == ["swallowedByInitializer"])
        #expect(caught.warnings.first?.message.hasSuffix("a `catch` in Rating.init(from:) handles the error") == true)
        let patterned = try validate("Rating", #"{"stars": 4.5, "votes": "many"}"#)
        #expect(patterned.errors.map { "\($0.kind) \($0.renderedPath)" } == ["typeMismatch votes"])
        #expect(patterned.warnings.isEmpty)
        let missing = try validate("Rating", #"{"stars": 4.5}"#)
        #expect(missing.isValid)
        #expect(missing.encodedValue == #"{"stars":4.5,"votes":0}"#)
    }
}
