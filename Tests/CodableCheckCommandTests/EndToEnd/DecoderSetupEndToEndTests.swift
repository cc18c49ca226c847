import Foundation
import Testing

/// The app's own `JSONDecoder` set-up read from its source (issue 23, item 3), on TidePool
/// (`Fixtures/setup/TidePool`): a snake-case ISO 8601 decoder, a decoder whose dates a
/// `DateFormatter` declared in another file reads, and one with a custom date closure.
@Suite struct DecoderSetupEndToEndTests {
    static let app = ToolPaths.packageRoot.appendingPathComponent("Fixtures/setup/TidePool")

    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments + ["--schema", "Sources"], in: Self.app)
    }

    @Test func typesListsEverySetUp() throws {
        let outcome = try run(["types", "--decoders"])
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        expectLines(
            outcome.stdout,
            """
            Sources/TidePool/API/TideClient.swift:6:16: TideClient.live: keyDecodingStrategy = .convertFromSnakeCase, dateDecodingStrategy = .iso8601 (--key-strategy snake-case --date-strategy iso8601)
            Sources/TidePool/API/TideClient.swift:14:9: TideClient.archiveDecoder: dateDecodingStrategy = .formatted("yyyy-MM-dd") (--date-strategy formatted:yyyy-MM-dd)
            Sources/TidePool/API/TideClient.swift:17:14: TideClient.legacy: sets no strategy the tool reads
              Sources/TidePool/API/TideClient.swift:19:40: note: not read: dateDecodingStrategy = .custom { decoder in let text = try decoder.singleValueCo...: a custom closure is not read
            3 JSONDecoder set-ups

            """)
    }

    @Test func typesListsSetUpsAsJSON() throws {
        let outcome = try run(["types", "--decoders", "--format", "json"])
        #expect(outcome.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let decoders = try #require(object?["decoders"] as? [[String: Any]])
        #expect(decoders.map { $0["qualifiedName"] as? String } == ["TideClient.live", "TideClient.archiveDecoder", "TideClient.legacy"])
        #expect(decoders[1]["options"] as? [String] == ["--date-strategy", "formatted:yyyy-MM-dd"])
        let unread = try #require((decoders[2]["unread"] as? [[String: Any]])?.first)
        #expect(unread["property"] as? String == "dateDecodingStrategy" && unread["reason"] as? String == "a custom closure is not read")
        #expect(unread["line"] as? Int == 19)
    }

    /// Without the set-up the station fails on every key; the first error names the set-up
    /// under which it decodes. With `--decoder` (by name or qualified name) it is valid.
    @Test func stationDecodesWithTheLiveSetUp() throws {
        let without = try run(["decode", "fixtures/station.json", "--type", "Station"])
        #expect(without.status == 1)
        #expect(
            without.stderr.contains(
                "= note: the document decodes with the app's JSONDecoder set-up 'TideClient.live' at Sources/TidePool/API/TideClient.swift:6:16 (keyDecodingStrategy = .convertFromSnakeCase, dateDecodingStrategy = .iso8601): try --decoder TideClient.live\n"
            ))
        for name in ["live", "TideClient.live"] {
            let with = try run(["decode", "fixtures/station.json", "--type", "Station", "--decoder", name])
            #expect(with.status == 0)
            #expect(
                with.stderr
                    == """
                    codable-check: note: decoding with the JSONDecoder set-up 'TideClient.live' at Sources/TidePool/API/TideClient.swift:6:16: keyDecodingStrategy = .convertFromSnakeCase, dateDecodingStrategy = .iso8601
                    1 input, 1 valid, 0 invalid, 0 errors

                    """)
        }
    }

    /// An option given on the command line wins over the set-up.
    @Test func explicitStrategyOverridesTheSetUp() throws {
        let outcome = try run([
            "decode", "fixtures/station.json", "--type", "Station", "--decoder", "live", "--key-strategy", "default", "--quiet",
        ])
        #expect(outcome.status == 1)
        #expect(outcome.stderr == "1 input, 0 valid, 1 invalid, 12 errors\n")
    }

    /// The issue's case: dates as strings fail as `Double` under the default strategy; the
    /// set-up whose formatter reads them is named, in the JSON report's hints too.
    @Test func archiveDatesNameTheFormatterSetUp() throws {
        let without = try run(["decode", "fixtures/archive.json", "--type", "[DailySummary]", "--format", "json"])
        #expect(without.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(without.stdout.utf8)) as? [String: Any]
        let errors = try #require((report?["results"] as? [[String: Any]])?.first?["errors"] as? [[String: Any]])
        #expect(errors.count == 2)
        #expect(
            errors[0]["hints"] as? [String] == [
                "the document decodes with the app's JSONDecoder set-up 'TideClient.archiveDecoder' at Sources/TidePool/API/TideClient.swift:14:9 (dateDecodingStrategy = .formatted(\"yyyy-MM-dd\")): try --decoder TideClient.archiveDecoder"
            ])
        #expect(errors[1]["hints"] == nil)
        let with = try run(["decode", "fixtures/archive.json", "--type", "[DailySummary]", "--decoder", "archiveDecoder", "--quiet"])
        #expect(with.status == 0)
    }

    /// A document that fails under every set-up gets no such note: it is never claimed.
    @Test func noNoteWhenNoSetUpDecodesTheDocument() throws {
        let outcome = try run(["decode", "fixtures/station-bad-timestamp.json", "--type", "Station"])
        #expect(outcome.status == 1)
        #expect(!outcome.stderr.contains("try --decoder"))
    }

    /// A custom closure is not read, and checking without it would not be checking as the app
    /// decodes: `--decoder` refuses the set-up (exit 2, in every report) until an option states
    /// what the closure does, and a failing document is never pointed at it.
    @Test func customClosureMustBeStatedByAnOption() throws {
        let refused = try run(["decode", "fixtures/archive.json", "--type", "[DailySummary]", "--decoder", "legacy", "--format", "json"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "codable-check: error: the JSONDecoder set-up 'TideClient.legacy' sets dateDecodingStrategy = .custom { decoder in let text = try decoder.singleValueCo... at Sources/TidePool/API/TideClient.swift:19:40, which codable-check does not read (a custom closure is not read); state it with --date-strategy to check with --decoder 'TideClient.legacy'\n"
        )
        #expect(refused.stdout.contains(#""category" : "usage""#))

        let stated = try run([
            "decode", "fixtures/archive.json", "--type", "[DailySummary]", "--decoder", "legacy", "--date-strategy", "formatted:yyyy-MM-dd",
        ])
        #expect(stated.status == 0, "\(stated.stderr)")
        #expect(stated.stderr.contains("codable-check: note: decoding with the JSONDecoder set-up 'TideClient.legacy'"))

        // Without --decoder, the failing document's hint names the archive's set-up, never the
        // legacy one whose closure the tool cannot follow.
        let hinted = try run(["decode", "fixtures/archive.json", "--type", "[DailySummary]"])
        #expect(hinted.status == 1)
        #expect(!hinted.stderr.contains("try --decoder TideClient.legacy"), "\(hinted.stderr)")
    }

    /// `custom:NAME` naming no function of the models says which name it looked for, in the
    /// option as it was given.
    @Test func anUnknownCustomDateFunctionIsNamed() throws {
        let outcome = try run(["decode", "fixtures/archive.json", "--type", "[DailySummary]", "--date-strategy", "custom:nope"])
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr:
                        "codable-check: error: '--date-strategy custom:nope': no function 'nope(_ decoder: Decoder) throws -> Date' is declared at file scope or in a type or an extension of the models\n",
                    status: 2))
    }

    @Test func unknownAndAmbiguousNames() throws {
        let unknown = try run(["decode", "fixtures/archive.json", "--type", "[DailySummary]", "--decoder", "lve", "--format", "sarif"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "codable-check: error: no JSONDecoder set-up named 'lve' for --decoder; did you mean 'live'?\n")
        // The report holds the error too.
        #expect(unknown.stdout.contains(#""executionSuccessful" : false"#))

        let directory = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loaders = """
            struct Event: Codable { var at: Date }
            func loadEvents() {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .secondsSince1970
            }
            func loadUsers() {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
            }
            """
        try Data(loaders.utf8).write(to: directory.appendingPathComponent("Loaders.swift"))
        try Data(#"{"at": 1}"#.utf8).write(to: directory.appendingPathComponent("event.json"))
        let ambiguous = try ToolProcess.run(
            ["decode", "event.json", "--type", "Event", "--schema", "Loaders.swift", "--decoder", "decoder"], in: directory)
        #expect(ambiguous.status == 2)
        #expect(
            ambiguous.stderr
                == "codable-check: error: --decoder 'decoder' names JSONDecoder set-ups that differ: 'loadEvents.decoder' at Loaders.swift:3:9, 'loadUsers.decoder' at Loaders.swift:7:9; give the qualified name ('codable-check types --decoders' lists them)\n"
        )
        let qualified = try ToolProcess.run(
            ["decode", "event.json", "--type", "Event", "--schema", "Loaders.swift", "--decoder", "loadEvents.decoder", "--quiet"],
            in: directory)
        #expect(qualified.status == 0)
        #expect(qualified.stderr == "1 input, 1 valid, 0 invalid, 0 errors\n")
    }
}
