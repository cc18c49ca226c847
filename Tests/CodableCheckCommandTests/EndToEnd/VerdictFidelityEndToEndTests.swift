import Foundation
import Testing

/// Whether each verdict was decided exactly or by approximation, in every format, on orders whose
/// model (`Fixtures/cli/Verdicts/Order.swift`) is exact except for a property wrapper the tool
/// does not interpret (`OrderLine.quantity`) and a statement of `GiftNote.init(from:)` it does
/// not follow. A pickup order (no lines, no gift note) never reaches either, a standard order
/// reaches the wrapper, a gift order the statement; the broken gift order is invalid as well.
@Suite struct VerdictFidelityEndToEndTests {
    static let orders = [
        "Verdicts/orders/gift-broken.json", "Verdicts/orders/gift.json", "Verdicts/orders/pickup.json", "Verdicts/orders/standard.json",
    ]

    func run(_ options: [String], inputs: [String] = orders, stdin: String? = nil) throws -> ToolProcess.Outcome {
        try ToolProcess.run(
            ["decode"] + inputs + ["--type", "Order", "--schema", "Verdicts"] + options, stdin: stdin, in: ToolPaths.cliFixtures)
    }

    static let schemaWarnings = """
        Verdicts/Order.swift:15:5: warning: property wrapper 'Clamped' on property 'quantity' of 'OrderLine' is not interpreted; decoded as 'Int'
        Verdicts/Order.swift:31:9: warning: cannot interpret `language = try LanguageDetector.shared.language(of: text)` in 'GiftNote.init(from:)' (the expression `LanguageDetector.shared.language(of: text)` is not interpreted); property 'language' is not checked

        """

    @Test func textSaysWhichDocumentsWereDecidedByApproximation() throws {
        let outcome = try run(["--verbose"])
        #expect(outcome.status == 1)
        let results = outcome.stderr.split(separator: "\n", omittingEmptySubsequences: false).drop {
            $0.hasPrefix("codable-check: note: reading") || $0.hasPrefix("codable-check: note: 'Order'")
        }
        expectLines(
            results.joined(separator: "\n"),
            Self.schemaWarnings + """
                Verdicts/orders/gift-broken.json:4:24: error: typeMismatch at giftNote.text: expected String, found number 42
                 4 |   "giftNote": {"text": 42}
                   |                        ^
                  = note: JSONDecoder says: Expected to decode String but found number instead.
                Verdicts/orders/gift-broken.json: note: verdict decided by approximation: `language = try LanguageDetector.shared.language(of: text)` in 'GiftNote.init(from:)' not followed (Verdicts/Order.swift:31:9)
                Verdicts/orders/gift.json: ok (approximated: `language = try LanguageDetector.shared.language(of: text)` in 'GiftNote.init(from:)' not followed (Verdicts/Order.swift:31:9))
                Verdicts/orders/pickup.json: ok
                Verdicts/orders/standard.json: ok (approximated: @Clamped quantity in 'OrderLine' not interpreted (Verdicts/Order.swift:15:5))
                4 inputs, 3 valid (2 approximated), 1 invalid (1 approximated), 1 error
                codable-check: note: 3 documents decided by approximation: `language = try LanguageDetector.shared.language(of: text)` in 'GiftNote.init(from:)' not followed (Verdicts/Order.swift:31:9); @Clamped quantity in 'OrderLine' not interpreted (Verdicts/Order.swift:15:5); the app's own code may decide otherwise: --compile decodes with it

                """)
    }

    /// Every type of the pattern `checks-on-unknown-values` is `[exact]`, so no schema warning
    /// announces anything; a document whose check meets a value the tool does not know is still
    /// marked in the summary, the closing note and the JSON report.
    @Test func aCheckOnAValueTheToolDoesNotKnowIsMarkedWithoutASchemaWarning() throws {
        let folder = ToolPaths.packageRoot.appendingPathComponent("Fixtures/real-apps/patterns/checks-on-unknown-values")
        let arguments = ["decode", "unknown-bank-transfer.json", "--type", "CardCharge", "--schema", "PayoutMethod.swift"]
        let text = try ToolProcess.run(arguments, in: folder)
        #expect(text.status == 0)
        expectLines(
            text.stderr,
            """
            1 input, 1 valid (1 approximated), 0 invalid, 0 errors
            codable-check: note: 1 document decided by approximation: a check in 'CardCharge.init(from:)' on a value the tool does not know, taken the way that does not throw (PayoutMethod.swift:40:5); the app's own code may decide otherwise: --compile decodes with it

            """)
        let json = try ToolProcess.run(arguments + ["--format", "json"], in: folder)
        #expect(json.stdout.contains(#""verdict" : "approximated""#), "\(json.stdout)")
        #expect(json.stdout.contains(#""kind" : "checkOnUnknownValue""#), "\(json.stdout)")
    }

    /// Documents that never enter the approximated parts are exact, and the closing note says so
    /// rather than repeat that the run was approximated.
    @Test func documentsThatNeverReachTheApproximationAreExact() throws {
        let outcome = try run(["--verbose"], inputs: ["Verdicts/orders/pickup.json"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("Verdicts/orders/pickup.json: ok\n"), "\(outcome.stderr)")
        #expect(
            outcome.stderr.hasSuffix(
                """
                1 input, 1 valid, 0 invalid, 0 errors
                codable-check: note: no document reached what is decoded by approximation in 'OrderLine' and 'GiftNote': every verdict is exact

                """), "\(outcome.stderr)")
        let json = try run(["--format", "json"], inputs: ["Verdicts/orders/pickup.json"])
        #expect(json.stdout.contains(#""verdict" : "exact""#))
        #expect(!json.stdout.contains("approximations"))
    }

    /// `--require-exact`: every approximated verdict fails, valid or not, located where the
    /// document reached the approximation; exact documents still pass.
    @Test func requireExactFailsApproximatedVerdicts() throws {
        let outcome = try run(["--require-exact"], inputs: ["Verdicts/orders/standard.json", "Verdicts/orders/pickup.json"])
        #expect(outcome.status == 1)
        expectLines(
            outcome.stderr,
            Self.schemaWarnings + """
                Verdicts/orders/standard.json:4:5: error: approximatedVerdict at lines[0]: verdict decided by approximation: @Clamped quantity in 'OrderLine' not interpreted (Verdicts/Order.swift:15:5)
                 4 |     {"sku": "MUG-BLU-12", "quantity": 2},
                   |     ^
                  = note: --require-exact accepts only exact verdicts; --compile decodes with the app's own code, which decides it exactly
                2 inputs, 1 valid, 1 invalid (1 approximated), 1 error
                codable-check: note: 1 document decided by approximation: @Clamped quantity in 'OrderLine' not interpreted (Verdicts/Order.swift:15:5); the app's own code may decide otherwise: --compile decodes with it

                """)
        let exact = try run(["--require-exact"], inputs: ["Verdicts/orders/pickup.json"])
        #expect(exact.status == 0)
    }

    @Test(arguments: ["json", "github", "junit", "sarif"])
    func requireExactIsAnErrorInEveryFormat(_ format: String) throws {
        let outcome = try run(["--require-exact", "--format", format], inputs: ["Verdicts/orders/gift.json"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("approximatedVerdict") || outcome.stdout.contains("title=approximatedVerdict at giftNote"))
        switch format {
        case "json": #expect(outcome.stdout.contains(#""ok" : false"#))
        case "github":
            #expect(outcome.stdout.contains("::error file=Verdicts/orders/gift.json,line=4,col=15,title=approximatedVerdict at giftNote::"))
        case "junit": #expect(outcome.stdout.contains(#"<failure message="1 error: approximatedVerdict at giftNote"#))
        default: #expect(outcome.stdout.contains(#""level" : "error""#))
        }
    }

    @Test(arguments: ["json", "github", "junit", "sarif"])
    func matchesGoldenOutput(_ format: String) throws {
        let outcome = try run(["--format", format])
        #expect(outcome.status == 1)
        let name = [
            "json": "verdicts.json", "github": "verdicts-github.txt", "junit": "verdicts-junit.xml", "sarif": "verdicts-sarif.json",
        ][format]!
        try GoldenFile.expectMatches(outcome.stdout, named: name)
    }

    /// Read back as a CI script would: the JUnit properties and the SARIF results, by Python's parsers.
    @Test func consumersFindTheApproximatedVerdicts() throws {
        let junit = try run(["--format", "junit"])
        let junitScript = """
            import sys, xml.etree.ElementTree as ET
            root = ET.fromstring(sys.stdin.buffer.read())
            for case in root.iter('testcase'):
                verdict = case.find("properties/property[@name='verdict']")
                print(case.get('name'), verdict.get('value') if verdict is not None else 'exact')
            print(sum(int(p.get('value')) for p in root.iter('property') if p.get('name') == 'approximated'))
            """
        let checkedJUnit = try Python.run(junitScript, input: junit.stdout)
        #expect(checkedJUnit.stderr == "")
        #expect(
            checkedJUnit.stdout == """
                Verdicts/orders/gift-broken.json approximated
                Verdicts/orders/gift.json approximated
                Verdicts/orders/pickup.json exact
                Verdicts/orders/standard.json approximated
                3

                """)
        let sarif = try run(["--format", "sarif"])
        let sarifScript = """
            import json, sys
            run = json.load(sys.stdin)['runs'][0]
            for result in run['results']:
                if result['ruleId'] == 'approximatedVerdict':
                    location = result['locations'][0]['physicalLocation']
                    print(result['level'], location['artifactLocation']['uri'], location['region']['startLine'], result['relatedLocations'][0]['physicalLocation']['artifactLocation']['uri'])
            print(run['properties']['summary']['approximated'])
            """
        let checkedSARIF = try Python.run(sarifScript, input: sarif.stdout)
        #expect(checkedSARIF.stderr == "")
        #expect(
            checkedSARIF.stdout == """
                warning Verdicts/Order.swift 31 Verdicts/orders/gift-broken.json
                warning Verdicts/Order.swift 31 Verdicts/orders/gift.json
                warning Verdicts/Order.swift 15 Verdicts/orders/standard.json
                3

                """)
    }

    /// A JSON Lines stream: each line has its own verdict.
    @Test func eachLineOfAStreamHasItsOwnVerdict() throws {
        let stdin = """
            {"id": 1, "lines": []}
            {"id": 2, "lines": [], "giftNote": {"text": "Hi"}}

            """
        let outcome = try run(["--lines", "--format", "json"], inputs: ["-"], stdin: stdin)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let results = try #require(object?["results"] as? [[String: Any]])
        #expect(results.map { $0["verdict"] as? String } == ["exact", "approximated"])
        let approximations = try #require(results[1]["approximations"] as? [[String: Any]])
        #expect(approximations.first?["path"] as? String == "giftNote")
        #expect(approximations.first?["type"] as? String == "GiftNote")
        #expect((object?["summary"] as? [String: Any])?["approximated"] as? Int == 1)
    }

    /// `types --format json`: each type's fidelity, every place it is approximated with its
    /// location and reason, and its keys, as a script reads them; the text listing is unchanged.
    @Test func typesListsFidelityAndApproximationsAsJSON() throws {
        let outcome = try ToolProcess.run(["types", "--schema", "Verdicts", "--format", "json"], in: ToolPaths.cliFixtures)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        try GoldenFile.expectMatches(outcome.stdout, named: "verdicts-types.json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let types = try #require(object["types"] as? [[String: Any]])
        #expect(types.map { $0["name"] as? String } == ["Order", "OrderLine", "GiftNote"])
        #expect(types.map { $0["fidelity"] as? String } == ["approximated", "approximated", "approximated"])
        let gift = types[2]
        let approximations = try #require(gift["approximations"] as? [[String: Any]])
        #expect(approximations.count == 1)
        #expect(approximations[0]["kind"] as? String == "statementNotFollowed")
        #expect(approximations[0]["subject"] as? String == #"language = try LanguageDetector.shared.language(of: text)"#)
        #expect(
            approximations[0]["reason"] as? String == "the expression `LanguageDetector.shared.language(of: text)` is not interpreted"
        )
        #expect(approximations[0]["file"] as? String == "Verdicts/Order.swift")
        #expect(approximations[0]["line"] as? Int == 31)
        #expect(approximations[0]["column"] as? Int == 9)
        let properties = try #require(gift["properties"] as? [[String: Any]])
        #expect(properties.map { $0["key"] as? String } == ["text", nil])
        #expect(properties.map { $0["decoding"] as? String } == ["required", "unchecked"])
        let held = try #require((types[0]["reasons"] as? [[String: Any]])?.first)
        #expect(held["kind"] as? String == "holdsApproximated")
        #expect(held["types"] as? [String] == ["OrderLine", "GiftNote"])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["types": 3, "exact": 0, "compiled": 0, "approximated": 3, "unsupported": 0])
        let text = try ToolProcess.run(["types", "--schema", "Verdicts"], in: ToolPaths.cliFixtures)
        #expect(text.stdout.hasSuffix("3 types: 3 approximated\n"))
    }
}
