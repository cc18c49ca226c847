import Foundation
import Testing

/// The built executable on `Fixtures/lossy/release*.json` (`AlbumRelease`): every `@CodableDate`
/// strategy in one Kodable model, dates printed back as Kodable's transformer writes them, and
/// each strategy's refusal reported at its value.
@Suite struct KodableDatesEndToEndTests {
    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments + ["--schema", "Models"], in: LossyEndToEndTests.fixtures)
    }

    static let customParserWarning =
        "Models/Release.swift:24:5: warning: Kodable option '.custom(MillisecondsSince1970())' on property 'ingested' of 'AlbumRelease' runs code codable-check cannot evaluate; it is ignored, so values it would change or reject are checked as decoded\n"

    /// After the summary: the custom parser makes `AlbumRelease` an approximation of the app's decoding.
    static let approximationNote =
        "codable-check: note: 1 document decided by approximation: .custom(MillisecondsSince1970()) on ingested in 'AlbumRelease' not interpreted (Models/Release.swift:24:5); the app's own code may decide otherwise: --compile decodes with it\n"

    @Test func everyStrategyDecodesInOneModel() throws {
        let outcome = try run(["decode", "release.json", "--type", "AlbumRelease", "--print"])
        #expect(
            outcome.stdout == #"""
                {"announcedAt":"1996-12-20T00:39:57Z","charted":"978307200.0","ingested_ms":"978307200000","press_release":"Thu, 19 Dec 1996 16:39:57 GMT","recorded":"08\/04\/1991","released":"978307200.0","remastered":"Mon, 1 Jan 2024 00:00:00 GMT","streamed_at":"2021-08-30T18:35:19.209Z","title":"Blue Lines","updated":"1996-12-20T00:39:57+0000"}

                """#)
        #expect(
            outcome.stderr == Self.customParserWarning + "1 input, 1 valid (1 approximated), 0 invalid, 0 errors\n" + Self.approximationNote
        )
        #expect(outcome.status == 0)
    }

    @Test func eachStrategyRefusesAnotherFormat() throws {
        let outcome = try run(["decode", "release-bad-dates.json", "--type", "AlbumRelease"])
        let lines = outcome.stderr.split(separator: "\n").filter { $0.contains(": error:") || $0.contains(": warning:") }
        #expect(
            lines == [
                "Models/Release.swift:24:5: warning: Kodable option '.custom(MillisecondsSince1970())' on property 'ingested' of 'AlbumRelease' runs code codable-check cannot evaluate; it is ignored, so values it would change or reject are checked as decoded",
                #"release-bad-dates.json:3:18: error: dataCorrupted at announcedAt: date "1998-04-20T10:00:00.250Z" does not match @CodableDate (expected e.g. "1996-12-19T16:39:57-08:00")"#,
                #"release-bad-dates.json:4:18: error: dataCorrupted at streamed_at: date "2021-08-30T18:35:19Z" does not match @CodableDate (expected e.g. "1996-12-19T16:39:57.123Z")"#,
                #"release-bad-dates.json:5:20: error: dataCorrupted at press_release: date "20 Apr 1998 10:00:00 GMT" does not match @CodableDate (expected e.g. "Thu, 19 Dec 1996 16:39:57 GMT")"#,
                #"release-bad-dates.json:6:14: error: dataCorrupted at updated: date "1998-04-20" does not match @CodableDate (expected e.g. "1996-12-19T16:39:57-0800")"#,
                #"release-bad-dates.json:7:15: error: typeMismatch at released: expected String, found number 893066400"#,
                #"release-bad-dates.json:8:14: error: dataCorrupted at charted: date "soon" does not match @CodableDate (expected e.g. "978307200.0")"#,
                #"release-bad-dates.json:9:15: error: dataCorrupted at recorded: date "1998-04-20" does not match @CodableDate (expected e.g. "20/12/1996")"#,
                #"release-bad-dates.json:10:18: warning: swallowedByWrapper at ingested_ms: expected String, found array; the app holds nil (@CodableDate swallows the error silently)"#,
                #"release-bad-dates.json:11:17: warning: swallowedByWrapper at remastered: date "yesterday" does not match @CodableDate (expected e.g. "Thu, 19 Dec 1996 16:39:57 GMT"); the app holds nil (@CodableDate's transformer returns nil for a date it cannot parse, whatever its default)"#,
            ])
        #expect(
            outcome.stderr.hasSuffix(
                "release-bad-dates.json: note: verdict decided by approximation: .custom(MillisecondsSince1970()) on ingested in 'AlbumRelease' not interpreted (Models/Release.swift:24:5)\n"
                    + "1 input, 0 valid, 1 invalid (1 approximated), 7 errors, 2 warnings\n" + Self.approximationNote))
        #expect(outcome.status == 1)
    }
}
