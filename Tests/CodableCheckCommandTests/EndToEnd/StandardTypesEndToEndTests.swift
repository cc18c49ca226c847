import Foundation
import Testing

/// The standard types and enums with associated values through the built executable: how
/// `types` lists an enum's cases, what `--print` writes, and a range's error as the user sees it.
/// (Every fixture's verdict is `FixtureEndToEndTests`; every first error and printed value is
/// `StandardTypesDifferentialTests` in the core's tests.)
@Suite struct StandardTypesEndToEndTests {
    static let models = "Fixtures/Models"
    static let documents = "Fixtures/documents/standard-types/"

    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments, in: ToolPaths.packageRoot, environment: ["NO_COLOR": "1", "CI": "1"])
    }

    @Test func typesListsEachCaseWithItsKeyAndPayload() throws {
        let outcome = try run(["types", "--schema", Self.models])
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.hasSuffix("enum Figure (synthesized init(from:)) [exact]") })
        #expect(
            lines[start...].prefix(5).joined(separator: "\n") == """
                Fixtures/Models/StandardTypes.swift:121:6: enum Figure (synthesized init(from:)) [exact]
                  case circle  key "c" {radius:Double}
                  case rectangle  key "r" {width(w):Double, height(h):Double}
                  case polygon  key "p" {_0:[CGPoint[Double, Double]]}
                  case empty  key "e" {}
                """)
        #expect(outcome.stderr == "")
    }

    @Test func printWritesWhatJSONEncoderWrites() throws {
        let outcome = try run([
            "decode", Self.documents + "valid/rectangle.Figure.json", Self.documents + "valid/card.Layout.json",
            "--schema", Self.models, "--type", "Figure", "--print",
        ])
        // The second document is a `Layout`, not a `Figure`: only the first is printed.
        #expect(outcome.stdout == #"{"r":{"h":2,"w":3}}"# + "\n")
        #expect(outcome.status == 1)
    }

    @Test func aReversedRangeIsReportedAtTheArrayWithFoundationsWording() throws {
        let outcome = try run([
            "decode", Self.documents + "invalid/dataCorrupted--hours-reversed.Shop.json", "--schema", Self.models, "--type", "Shop",
        ])
        #expect(
            outcome.stderr == """
                Fixtures/documents/standard-types/invalid/dataCorrupted--hours-reversed.Shop.json:1:50: error: dataCorrupted at openingHours.friday: Range<Int> has a lower bound (22) greater than its upper bound (6)
                 1 | {"name": "Night owl", "openingHours": {"friday": [22, 6]}, "priceBand": [1, 5], "discountTiers": {}}
                   |                                                  ^
                  = note: JSONDecoder says: Cannot initialize Range<Int> with a lowerBound (22) greater than upperBound (6)
                1 input, 0 valid, 1 invalid, 1 error

                """)
        #expect(outcome.status == 1)
    }
}
