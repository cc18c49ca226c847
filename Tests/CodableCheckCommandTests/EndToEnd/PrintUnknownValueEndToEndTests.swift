import Foundation
import Testing

/// The built executable's `--print` where a hand-written `init(from:)` sets a property by a
/// statement the tool does not follow (`Fixtures/cli/PrintedUnknown`): the printed value leaves it
/// out, and every format that prints a value says so, at the value whose body set it, instead of
/// leaving it out silently.
@Suite struct PrintUnknownValueEndToEndTests {
    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(
            ["decode", "front-page.json", "--schema", ".", "--type", "FrontPage", "--print"] + arguments,
            in: ToolPaths.packageRoot.appendingPathComponent("Fixtures/cli/PrintedUnknown"))
    }

    static let printed = #"{"headline":"New this week","listings":[{"price":9.99,"title":"Dune"},{"price":4.5,"title":"Emma"}]}"#

    @Test func textSaysWhichPartsOfThePrintedValueAreUnknown() throws {
        let outcome = try run([])
        #expect(outcome.stdout == Self.printed + "\n")
        expectLines(
            outcome.stderr,
            """
            ./Listing.swift:20:9: warning: cannot interpret `slug = try SlugFormatter.shared.slug(for: title)` in 'Listing.init(from:)' (the expression `SlugFormatter.shared.slug(for: title)` is not interpreted); property 'slug' is not checked
            front-page.json:4:5: note: unknownValue at listings[0].url_slug: set by code in init(from:) that codable-check does not follow; --print leaves it out
             4 |     {"title": "Dune", "price": 9.99},
               |     ^
            front-page.json:5:5: note: unknownValue at listings[1].url_slug: set by code in init(from:) that codable-check does not follow; --print leaves it out
             5 |     {"title": "Emma", "price": 4.5}
               |     ^
            1 input, 1 valid (1 approximated), 0 invalid, 0 errors
            codable-check: note: 1 document decided by approximation: `slug = try SlugFormatter.shared.slug(for: title)` in 'Listing.init(from:)' not followed (./Listing.swift:20:9); the app's own code may decide otherwise: --compile decodes with it

            """)
        #expect(outcome.status == 0)
    }

    /// `--quiet` keeps the value, so it keeps what qualifies it.
    @Test func quietKeepsTheNotes() throws {
        let outcome = try run(["--quiet"])
        #expect(outcome.stdout == Self.printed + "\n")
        #expect(
            outcome.stderr.split(separator: "\n").filter { $0.contains("note: unknownValue") }.map { String($0.prefix(24)) } == [
                "front-page.json:4:5: not", "front-page.json:5:5: not",
            ], "\(outcome.stderr)")
    }

    @Test func theJSONReportListsThemBesideTheValue() throws {
        let outcome = try run(["--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let result = try #require((report["results"] as? [[String: Any]])?.first)
        let unknown = try #require(result["unknownValues"] as? [[String: Any]])
        #expect(unknown.map { $0["path"] as? String } == ["listings[0].url_slug", "listings[1].url_slug"])
        #expect(unknown.map { $0["kind"] as? String } == ["unknownValue", "unknownValue"])
        #expect(unknown.map { "\($0["line"] ?? ""):\($0["column"] ?? "")" } == ["4:5", "5:5"])
        #expect(
            unknown.first?["message"] as? String
                == "set by code in init(from:) that codable-check does not follow; --print leaves it out")
        #expect((unknown.first?["codingPath"] as? [Any])?.count == 3)
        #expect(result["verdict"] as? String == "approximated")
        // Not warnings: they decide nothing.
        #expect((result["warnings"] as? [Any])?.isEmpty == true)
        #expect((report["summary"] as? [String: Any])?["warnings"] as? Int == 0)
    }

    /// Without `--print` nothing is printed, so nothing is said.
    @Test func withoutPrintNothingIsSaid() throws {
        let outcome = try ToolProcess.run(
            ["decode", "front-page.json", "--schema", ".", "--type", "FrontPage", "--format", "json"],
            in: ToolPaths.packageRoot.appendingPathComponent("Fixtures/cli/PrintedUnknown"))
        #expect(!outcome.stdout.contains("unknownValue"))
        #expect(outcome.status == 0)
    }
}
