import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// A check in a body the tool otherwise follows exactly, on a value it does not know: an enum
/// whose case the app's own lookup decides (`PayoutMethod.named(_:)`, a loop the tool does not
/// follow), compared whole (`method == .wallet`, `switch method`) or read from a decoded value
/// (`source.method == .card`). Every type is `[exact]` (each body is followed), yet which way such
/// a check goes is the tool's assumption: the document is decided by approximation
/// (`ApproximationSite.Kind.checkOnUnknownValue`), never a plain verdict. Before, `source.method`
/// was unknown and the `guard` passed silently (a plain "valid" where the app throws), and the
/// whole `method`, printed `null`, compared unequal to every case (an error the app may not
/// throw). The pattern `checks-on-unknown-values` is compiled into this target too.
@Suite struct CheckOnUnknownValueTests {
    static let folder = InterpretedPatternDifferentialTests.folder.appendingPathComponent("checks-on-unknown-values")

    static func validate(_ type: String, _ json: String) throws -> ValidationOutcome {
        let schema = try ModelSchema.load(paths: [folder.path])
        return SchemaValidator(plan: try schema.plan(for: type)).validate(try JSONReader.read(Data(json.utf8)))
    }

    static func undecidedChecks(_ outcome: ValidationOutcome) -> [ReachedApproximation] {
        outcome.approximations.filter { $0.site.kind == .checkOnUnknownValue }
    }

    @Test func everyTypeIsFollowedWhole() throws {
        let schema = try ModelSchema.load(paths: [Self.folder.path])
        for name in ["PayoutMethod", "PayoutSource", "CardCharge", "Payout"] {
            #expect(schema.types.first { $0.name == name }?.fidelity == .exact, "\(name)")
        }
    }

    @Test func aCheckOnAStoredPropertyTheToolDoesNotKnowIsAnApproximation() throws {
        let json = try String(contentsOf: Self.folder.appendingPathComponent("unknown-bank-transfer.json"), encoding: .utf8)
        // The app throws: "sepa" is a bank transfer.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CardCharge.self, from: Data(json.utf8)) }
        let outcome = try Self.validate("CardCharge", json)
        #expect(outcome.errors.isEmpty)
        let reached = Self.undecidedChecks(outcome)
        #expect(reached.count == 1)
        #expect(reached.first?.site.typeName == "CardCharge")
        #expect(reached.first?.site.file.hasSuffix("PayoutMethod.swift") == true)
        #expect(reached.first?.site.line == 40)
        #expect(reached.first?.codingPath == [])
    }

    @Test func aWholeValueTheToolDoesNotKnowDecidesNoCheck() throws {
        // A wallet: the app throws at `method == .wallet`. The tool does not know the case, so it
        // takes the way that does not throw, and says so.
        let wallet = #"{"method": "applepay", "email": "ann@example.com"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Payout.self, from: Data(wallet.utf8)) }
        let outcome = try Self.validate("Payout", wallet)
        #expect(outcome.errors.isEmpty)
        #expect(Self.undecidedChecks(outcome).count == 1)
        // A bank transfer without its IBAN: the app throws keyNotFound; the switch's ways are
        // not followed, so neither read is checked, and the verdict says it was approximated
        // (before: `null == .wallet` was false and `switch` took `default`, reading `email`).
        let bank = #"{"method": "sepa", "email": "ann@example.com"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Payout.self, from: Data(bank.utf8)) }
        let unread = try Self.validate("Payout", bank)
        #expect(unread.errors.isEmpty)
        #expect(Self.undecidedChecks(unread).count == 1)
    }

    /// Where the tool's verdict and JSONDecoder's differ, the document says it was approximated;
    /// where nothing unknown is checked, the verdict is plain and equals JSONDecoder's.
    @Test(arguments: ["CardCharge", "Payout"])
    func aPlainVerdictEqualsJSONDecoders(_ type: String) throws {
        let decodable: any Decodable.Type = type == "CardCharge" ? CardCharge.self : Payout.self
        var documents = FixturePaths.jsonFiles(in: Self.folder).map { try? String(contentsOf: $0, encoding: .utf8) }.compactMap { $0 }
        documents += [
            #"{"method": "visa", "email": "a@b.c"}"#, #"{"method": 7, "email": "a@b.c"}"#, #"{"email": "a@b.c"}"#, "[]", "null",
            #"{"source": null, "amount_cents": 1}"#, #"{"source": {"label": "x"}, "amount_cents": 1}"#,
        ]
        var plain = 0
        for json in documents {
            let outcome = try Self.validate(type, json)
            let foundation = InterpretedPatternDifferentialTests.foundationOutcome(decodable, Data(json.utf8))
            if !Self.undecidedChecks(outcome).isEmpty { continue }
            #expect(outcome.approximations.isEmpty, "\(json)")
            plain += 1
            switch (foundation, outcome.errors.first) {
            case (.value, nil): break
            case (.decodingError(let expected), let problem?):
                expectSameProblem(foundation: expected, problem: problem, document: Data(json.utf8))
            default: Issue.record("\(type) \(json): JSONDecoder \(foundation), the tool \(outcome.errors.map(\.message))")
            }
        }
        // The documents that never reach the check (no source, not an object) have plain verdicts.
        #expect(plain >= 3)
    }
}
