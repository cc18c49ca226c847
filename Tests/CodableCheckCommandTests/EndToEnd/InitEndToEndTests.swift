import Foundation
import Testing

/// `codable-check init` (issue 23 item 2): a starter project file from what the project holds,
/// each type guessed from a test that decodes the file, a type named like the file or its
/// folder, or left as `null` with a `"todo"` that `check` reports; never over an existing file.
@Suite struct InitEndToEndTests {
    private func app() throws -> URL {
        let root = try ToolProcess.temporaryDirectory()
        let files: [(String, String)] = [
            (
                "Models/Trail.swift",
                "import Foundation\n\nstruct Trail: Codable {\n    let id: Int\n    let name: String\n}\n\nstruct Ranger: Codable {\n    let badge: String\n}\n"
            ),
            (
                "Tests/TrailTests.swift",
                """
                import XCTest

                final class TrailTests: XCTestCase {
                    func testSummit() throws {
                        let trail = try JSONDecoder().decode(Trail.self, from: fixture("summit"))
                        XCTAssertEqual(trail.id, 7)
                    }
                }

                """
            ),
            ("Fixtures/summit.json", #"{"id": 7, "name": "Summit Trail"}"#),
            ("Fixtures/trails/lakeshore.json", #"{"id": 8, "name": "Lakeshore"}"#),
            ("Fixtures/rangers.json", #"[{"badge": "R-12"}]"#),
            ("Fixtures/weather.json", #"{"temperature": 12.5}"#),
            ("Assets.xcassets/Contents.json", #"{"info": {"version": 1}}"#),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return root
    }

    /// The ways real apps name a fixture's type beside `decode(T.self, from: fixture("x"))`: a
    /// test helper taking the type (`codableFromFile("issue", type: Issue.self)`), a generic
    /// helper whose type a declaration gives (`let response: MovieResponse? = try?
    /// Bundle.main.loadAndDecodeJSON(filename: "movie_list")`, a SwiftUI preview's stub), and a
    /// decode inside an assertion. A declaration of a type that is not a model (`URL`) is no guess.
    @Test func initReadsTheHelpersAndPreviewsThatDecodeAFixture() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [(String, String)] = [
            (
                "Sources/Cinema/Models.swift",
                """
                import Foundation

                struct Issue: Codable { let number: Int }
                struct PullRequest: Codable {
                    struct Comment: Codable { let body: String }
                    let id: Int
                }
                struct MovieResponse: Codable { let results: [Int] }

                extension MovieResponse {
                    static var stub: MovieResponse? {
                        let response: MovieResponse? = try? Bundle.main.loadAndDecodeJSON(filename: "movie_list")
                        return response
                    }
                    static let settingsURL: URL? = Bundle.main.url(forResource: "settings", withExtension: "json")
                    static let previewIssues: [Issue]! = {
                        return try? decode(filename: "sample_issues")
                    }()
                }

                """
            ),
            (
                "Tests/CinemaTests/IssueTests.swift",
                """
                import XCTest

                final class IssueTests: XCTestCase {
                    func testIssue() {
                        let subject = Helper.codableFromFile("issue", type: Issue.self)
                        XCTAssertEqual(subject.number, 1347)
                        XCTAssertNoThrow(try JSONDecoder().decode([PullRequest.Comment].self, from: data("review_comments")))
                    }

                    func testPullRequest() throws {
                        let data = try fixtureData(for: "pull_request.json")
                        let pull = try JSONDecoder().decode(PullRequest.self, from: data)
                        XCTAssertEqual(pull.id, 1)
                    }
                }

                """
            ),
            ("Tests/CinemaTests/Fixtures/issue.json", #"{"number": 1347}"#),
            ("Tests/CinemaTests/Fixtures/review_comments.json", #"[{"body": "LGTM"}]"#),
            ("Tests/CinemaTests/Fixtures/pull_request.json", #"{"id": 1}"#),
            ("Sources/Cinema/Resources/sample_issues.json", #"[{"number": 1}, {"number": 2}]"#),
            ("Sources/Cinema/Resources/movie_list.json", #"{"results": [1, 2]}"#),
            ("Sources/Cinema/Resources/settings.json", #"{"theme": "dark"}"#),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        let written = try ToolProcess.run(["init"], in: root)
        #expect(written.stdout.contains("types from code that decodes the file (tests, previews): 5;"), "\(written)")
        let file = try String(contentsOf: root.appendingPathComponent(".codable-check.json"), encoding: .utf8)
        #expect(file.contains(#"{"inputs": ["Sources/Cinema/Resources/movie_list.json"], "type": "MovieResponse"}"#), "\(file)")
        #expect(file.contains(#"{"inputs": ["Tests/CinemaTests/Fixtures/issue.json"], "type": "Issue"}"#), "\(file)")
        #expect(
            file.contains(#"{"inputs": ["Tests/CinemaTests/Fixtures/review_comments.json"], "type": "[PullRequest.Comment]"}"#), "\(file)")
        #expect(file.contains(#"{"inputs": ["Tests/CinemaTests/Fixtures/pull_request.json"], "type": "PullRequest"}"#), "\(file)")
        #expect(file.contains(#"{"inputs": ["Sources/Cinema/Resources/sample_issues.json"], "type": "[Issue]"}"#), "\(file)")
        #expect(file.contains(#"{"inputs": ["Sources/Cinema/Resources/settings.json"], "type": null"#), "\(file)")
        let checked = try ToolProcess.run(["check", "--quiet"], in: root)
        #expect(checked.stderr.hasSuffix("5 inputs, 5 valid, 0 invalid, 0 errors, 1 check not run\n"), "\(checked.stderr)")
    }

    /// A helper call with a closure among its arguments: the closure's commas and calls are
    /// inside it (one bracket rule, `SwiftToken.bracketDepthChange`), so the call's own `T.self`
    /// and file name still make the guess, and a `T.self` inside the closure is the inner call's.
    @Test func initReadsAHelperCallWithAClosureArgument() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [(String, String)] = [
            ("Sources/Shop/Models.swift", "struct Order: Codable { let id: Int }\nstruct Refund: Codable { let amount: Int }\n"),
            (
                "Tests/ShopTests/OrderTests.swift",
                """
                import XCTest

                final class OrderTests: XCTestCase {
                    func testOrders() throws {
                        let orders = try loadFixture("orders_page", prepare: { decoder, _ in decoder.allowsJSON5 = false }, as: [Order].self)
                        XCTAssertEqual(orders.count, 1)
                        let refund = try loadFixture("refund_42", decode: { data, _ in try JSONDecoder().decode(Refund.self, from: data) })
                        XCTAssertNotNil(refund)
                    }
                }

                """
            ),
            ("Tests/ShopTests/Fixtures/orders_page.json", #"[{"id": 1}]"#),
            ("Tests/ShopTests/Fixtures/refund_42.json", #"{"amount": 5}"#),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        let written = try ToolProcess.run(["init"], in: root)
        #expect(written.status == 0, "\(written)")
        let file = try String(contentsOf: root.appendingPathComponent(".codable-check.json"), encoding: .utf8)
        #expect(file.contains(#"{"inputs": ["Tests/ShopTests/Fixtures/orders_page.json"], "type": "[Order]"}"#), "\(file)")
        #expect(file.contains(#"{"inputs": ["Tests/ShopTests/Fixtures/refund_42.json"], "type": null"#), "\(file)")
    }

    @Test func initWritesAStarterFileThatCheckRuns() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try ToolProcess.run(["init"], in: root)
        #expect(written.status == 0, "\(written)")
        #expect(written.stdout.hasPrefix("wrote .codable-check.json: 3 checks for 4 JSON files\n"))
        let file = try String(contentsOf: root.appendingPathComponent(".codable-check.json"), encoding: .utf8)
        expectLines(
            file,
            """
            {
              "version": 1,
              "decoder": {},
              "checks": [
                {"inputs": ["Fixtures/rangers.json"], "type": "[Ranger]"},
                {"inputs": ["Fixtures/summit.json", "Fixtures/trails/lakeshore.json"], "type": "Trail"},
                {"inputs": ["Fixtures/weather.json"], "type": null, "todo": "no test decodes this file, and no type is named like it or its folder"}
              ]
            }

            """)
        let checked = try ToolProcess.run(["check", "--quiet"], in: root)
        expectLines(
            checked.stderr,
            """
            codable-check: error: project file .codable-check.json:7:43: check 3 has no type yet; set "type" to the Swift type its inputs decode as (todo: no test decodes this file, and no type is named like it or its folder)
             7 |     {"inputs": ["Fixtures/weather.json"], "type": null, "todo": "no test decodes this file, and no typ...
               |                                           ^
            3 inputs, 3 valid, 0 invalid, 0 errors, 1 check not run

            """)
        #expect(checked.status == 2)
        let again = try ToolProcess.run(["init"], in: root)
        #expect(
            again
                == .init(
                    stdout: "",
                    stderr: "codable-check: error: '.codable-check.json' already exists here; edit it, or remove it to start again\n",
                    status: 2))
        #expect(try String(contentsOf: root.appendingPathComponent(".codable-check.json"), encoding: .utf8) == file)
    }

    /// The app's own `JSONDecoder` set-up, read from its source, becomes the file's `"decoder"`,
    /// so `check` decodes snake-case keys and ISO 8601 dates with no flags; two set-ups that
    /// differ are left for the user to choose, said in the summary.
    @Test func initTakesTheAppsDecoderSetUp() throws {
        let root = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files: [(String, String)] = [
            (
                "Models/Hike.swift",
                "import Foundation\n\nstruct Hike: Codable {\n    let trailName: String\n    let startedAt: Date\n}\n"
            ),
            (
                "API/HikeClient.swift",
                """
                import Foundation

                enum HikeClient {
                    static let decoder: JSONDecoder = {
                        let decoder = JSONDecoder()
                        decoder.keyDecodingStrategy = .convertFromSnakeCase
                        decoder.dateDecodingStrategy = .iso8601
                        return decoder
                    }()
                }

                """
            ),
            ("Fixtures/hike.json", #"{"trail_name": "Ridge Loop", "started_at": "2026-11-27T07:30:00Z"}"#),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        let written = try ToolProcess.run(["init"], in: root)
        #expect(written.status == 0, "\(written)")
        #expect(
            written.stdout.contains(
                "  \"decoder\": the app's JSONDecoder set-up 'HikeClient.decoder' at API/HikeClient.swift:4:16 (keyDecodingStrategy = .convertFromSnakeCase, dateDecodingStrategy = .iso8601)\n"
            ), "\(written.stdout)")
        let file = try String(contentsOf: root.appendingPathComponent(".codable-check.json"), encoding: .utf8)
        #expect(file.contains(#"  "decoder": {"key-strategy": "snake-case", "date-strategy": "iso8601"},"#), "\(file)")
        let checked = try ToolProcess.run(["check"], in: root)
        #expect(checked.status == 0, "\(checked)")
        #expect(checked.stderr == "1 input, 1 valid, 0 invalid, 0 errors\n")

        // A second set-up that differs: nothing is guessed.
        try FileManager.default.removeItem(at: root.appendingPathComponent(".codable-check.json"))
        try """
        import Foundation

        let archiveDecoder = JSONDecoder()

        func configureArchive() {
            archiveDecoder.dateDecodingStrategy = .secondsSince1970
        }

        """.write(to: root.appendingPathComponent("API/Archive.swift"), atomically: false, encoding: .utf8)
        let ambiguous = try ToolProcess.run(["init"], in: root)
        #expect(ambiguous.status == 0, "\(ambiguous)")
        #expect(
            ambiguous.stdout.contains(
                "  \"decoder\" is empty: the app sets up 2 JSONDecoders differently; put the strategies of the one each check's files come from in \"decoder\" or in the check ('codable-check types --decoders' lists them)\n"
            ), "\(ambiguous.stdout)")
        let unchosen = try String(contentsOf: root.appendingPathComponent(".codable-check.json"), encoding: .utf8)
        #expect(unchosen.contains(#"  "decoder": {},"#))

        // The one set-up does what the tool cannot read (FeedKit's style: a formatter of its own
        // class): init says which statement to state, and guesses nothing.
        for name in [".codable-check.json", "API/Archive.swift", "API/HikeClient.swift"] {
            try FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
        try """
        import Foundation

        extension Hike {
            init(data: Data) throws {
                let formatter: RFC3339DateFormatter = .init()
                let decoder: JSONDecoder = .init()
                decoder.dateDecodingStrategy = .formatted(formatter)
                self = try decoder.decode(Hike.self, from: data)
            }
        }

        """.write(to: root.appendingPathComponent("Models/Hike+Data.swift"), atomically: false, encoding: .utf8)
        let unread = try ToolProcess.run(["init"], in: root)
        #expect(
            unread.stdout.contains(
                #"  "decoder" is empty: the app's JSONDecoder set-up 'Hike.decoder' at Models/Hike+Data.swift:6:13 sets dateDecodingStrategy = .formatted(formatter), which codable-check does not read (no DateFormatter named 'formatter' is declared in the files read); state it in "decoder" (e.g. "date-strategy")"#
                    + "\n"), "\(unread.stdout)")
    }
}
