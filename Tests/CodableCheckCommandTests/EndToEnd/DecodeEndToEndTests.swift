import Foundation
import Testing

/// The built executable decoding the fixtures in `Fixtures/cli/`, checked on stdout, stderr and
/// exit status.
@Suite struct DecodeEndToEndTests {
    static let fixtures = ToolPaths.cliFixtures

    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments, stdin: stdin, in: Self.fixtures, environment: environment)
    }

    /// What the tool cannot interpret in the types it uses changes what "valid" means, so it is
    /// said without `--verbose` (and only `--quiet` hides it).
    @Test func schemaWarningsAboutUsedTypesAreShownByDefault() throws {
        let outcome = try run(["decode", "review.json", "--type", "Review", "--schema", "CustomInitializer"])
        #expect(outcome.status == 0)
        expectLines(
            outcome.stderr,
            """
            CustomInitializer/Review.swift:12:9: warning: cannot interpret `text = try normalizedText(in: container)` in 'Review.init(from:)' (the expression `normalizedText(in: container)` is not interpreted); property 'text' is not checked
            1 input, 1 valid (1 approximated), 0 invalid, 0 errors
            codable-check: note: 1 document decided by approximation: `text = try normalizedText(in: container)` in 'Review.init(from:)' not followed (CustomInitializer/Review.swift:12:9); the app's own code may decide otherwise: --compile decodes with it

            """)
    }

    /// A helper handed the container may read any key (`text` here), so after it no key is
    /// reported unknown, even as an error: the app reads it.
    @Test func keysAHelperMayReadAreNotUnknownKeys() throws {
        let outcome = try run(["decode", "review.json", "--type", "Review", "--schema", "CustomInitializer", "--unknown-keys", "error"])
        #expect(outcome.stderr.contains("1 input, 1 valid (1 approximated), 0 invalid, 0 errors\n"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("unknownKey"), "\(outcome.stderr)")
        #expect(outcome.status == 0)
    }

    /// A property whose type the reader cannot read must not vanish from the check.
    @Test func unreadablePropertyTypeIsASchemaError() throws {
        let outcome = try run(["decode", "review.json", "--type", "Review", "--schema", "UnreadableType"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("UnreadableType/Review.swift:3:9: error: cannot read the type of property 'stars' of 'Review'"))
    }

    @Test func everyErrorOfEveryInputThenTheSummary() throws {
        let outcome = try run([
            "decode", "book-invalid.json", "book-valid.json", "book-malformed.json", "book-unicode.json",
            "--type", "Book", "--schema", "Models",
        ])
        let expected = """
            book-invalid.json:3:12: error: typeMismatch at pages: expected Int, found string "412"
             3 |   "pages": "412",
               |            ^
              = note: JSONDecoder says: Expected to decode Int but found a string instead.
            book-invalid.json:6:34: error: typeMismatch at tags[1].color: expected String, found number 3
             6 |     {"name": "fiction", "color": 3},
               |                                  ^
              = note: JSONDecoder says: Expected to decode String but found number instead.
            book-invalid.json:7:5: error: keyNotFound at tags[2].name: key "name" not found (required by Book.Tag.name)
             7 |     {"color": "blue"}
               |     ^
              = note: JSONDecoder says: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
            book-malformed.json:4:3: error: dataCorrupted: unexpected content after the top-level value
             4 |   "tags": []
               |   ^
              = note: JSONDecoder says: The given data was not valid JSON.
            book-unicode.json:1:30: error: typeMismatch at pages: expected Int, found bool true
             1 | {"title": "Café ☕", "pages": true, "tags": []}
               |                              ^
              = note: JSONDecoder says: Expected to decode Int but found bool instead.
            4 inputs, 1 valid, 3 invalid, 5 errors

            """
        expectLines(outcome.stderr, expected)
        #expect(outcome.stdout == "")
        #expect(outcome.status == 1)
    }

    @Test func validInputOnlyPrintsTheSummary() throws {
        let outcome = try run(["decode", "book-valid.json", "--type", "Book", "--schema", "Models"])
        #expect(outcome == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
    }

    @Test func quietPrintsOnlyTheSummary() throws {
        let outcome = try run(["decode", "book-invalid.json", "book-valid.json", "--type", "Book", "--schema", "Models", "--quiet"])
        #expect(outcome == .init(stdout: "", stderr: "2 inputs, 1 valid, 1 invalid, 3 errors\n", status: 1))
    }

    @Test func maxErrorsListsSomeAndCountsAll() throws {
        let text = try run(["decode", "book-invalid.json", "--type", "Book", "--schema", "Models", "--max-errors", "1"])
        #expect(
            text.stderr == """
                book-invalid.json:3:12: error: typeMismatch at pages: expected Int, found string "412"
                 3 |   "pages": "412",
                   |            ^
                  = note: JSONDecoder says: Expected to decode Int but found a string instead.
                book-invalid.json: note: 2 more errors not shown (--max-errors 1)
                1 input, 0 valid, 1 invalid, 3 errors

                """)
        let json = try run(["decode", "book-invalid.json", "--type", "Book", "--schema", "Models", "--max-errors=1", "--format=json"])
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let result = try #require((report?["results"] as? [[String: Any]])?.first)
        #expect((result["errors"] as? [Any])?.count == 1)
        #expect(result["omittedErrors"] as? Int == 2)
        #expect((report?["summary"] as? [String: Int])?["errors"] == 3)
    }

    @Test func standardInputIsNamedStdin() throws {
        let document = "{\"title\": \"x\", \"pages\": 1.5, \"tags\": []}"
        for arguments in [["decode", "--type", "Book", "--schema", "Models"], ["decode", "-", "--type", "Book", "--schema", "Models"]] {
            let outcome = try run(arguments, stdin: document)
            #expect(outcome.stderr.hasPrefix("<stdin>:1:25: error: dataCorrupted at pages: "))
            #expect(outcome.stderr.hasSuffix("1 input, 0 valid, 1 invalid, 1 error\n"))
            #expect(outcome.status == 1)
        }
    }

    @Test func jsonReportOnStandardOutput() throws {
        let outcome = try run([
            "decode", "book-invalid.json", "book-malformed.json", "--type", "Book", "--schema", "Models", "--format", "json",
        ])
        #expect(outcome.stderr == "")
        #expect(outcome.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        #expect(report["version"] as? Int == 2)
        #expect(report["mode"] as? String == "strict")
        #expect(report["type"] as? String == "Book")
        #expect(
            report["summary"] as? [String: Int] == ["inputs": 2, "valid": 0, "invalid": 2, "errors": 4, "warnings": 0, "approximated": 0])
        let results = try #require(report["results"] as? [[String: Any]])
        #expect(results.map { $0["input"] as? String } == ["book-invalid.json", "book-malformed.json"])
        let errors = try #require(results[0]["errors"] as? [[String: Any]])
        #expect(errors.map { $0["path"] as? String } == ["pages", "tags[1].color", "tags[2].name"])
        #expect(errors[1]["line"] as? Int == 6)
        #expect(errors[1]["column"] as? Int == 34)
        #expect((errors[1]["codingPath"] as? [Any])?.count == 3)
        #expect((errors[1]["codingPath"] as? [Any])?[1] as? Int == 1)
        let malformed = try #require((results[1]["errors"] as? [[String: Any]])?.first)
        #expect(malformed["kind"] as? String == "dataCorrupted")
        #expect(malformed["foundationMessage"] as? String == "The given data was not valid JSON.")
    }

    @Test func printWritesDecodedValues() throws {
        let text = try run(["decode", "book-valid.json", "book-invalid.json", "--type", "Book", "--schema", "Models", "--print", "--quiet"])
        #expect(text.stdout == #"{"genre":"fiction","pages":412,"tags":[{"color":"red","name":"classic"}],"title":"Dune"}"# + "\n")
        #expect(text.status == 1)
        let json = try run(["decode", "book-valid.json", "--type", "Book", "--schema", "Models", "--print", "--format", "json"])
        #expect(
            json.stdout.contains(#""value" : {"genre":"fiction","pages":412,"tags":[{"color":"red","name":"classic"}],"title":"Dune"}"#))
        #expect(json.stdout.contains(#""errors" : [],"#))
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let value = (report?["results"] as? [[String: Any]])?.first?["value"] as? [String: Any]
        #expect(value?["pages"] as? Int == 412)
    }

    @Test func warningsAndTheOptionsThatPromoteThem() throws {
        let base = ["decode", "book-deviations.json", "--type", "Book", "--schema", "Models"]
        let plain = try run(base)
        #expect(plain.status == 0)
        #expect(plain.stderr.hasSuffix("1 input, 1 valid, 0 invalid, 0 errors, 2 warnings\n"))
        #expect(plain.stderr.contains("book-deviations.json:5:47: warning: trailingComma at tags: "))

        let unknown = try run(base + ["--unknown-keys", "warn"])
        #expect(unknown.status == 0)
        #expect(unknown.stderr.contains("book-deviations.json:3:3: warning: unknownKey at first_name: "))
        #expect(
            unknown.stderr.contains(
                "  = note: 'first_name' is present and 'firstName' is expected: try --key-strategy snake-case or a CodingKeys case\n"))

        let unknownError = try run(base + ["--unknown-keys", "error"])
        #expect(unknownError.status == 1)
        #expect(unknownError.stderr.contains("book-deviations.json:3:3: error: unknownKey at first_name: "))

        let strict = try run(base + ["--json-strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.hasSuffix("1 input, 0 valid, 1 invalid, 2 errors\n"))
    }

    @Test func unknownTypeSuggestsTheNearestDeclaredOne() throws {
        let outcome = try run(["decode", "book-valid.json", "--type", "Bok", "--schema", "Models"])
        #expect(outcome == .init(stdout: "", stderr: "codable-check: error: unknown type 'Bok'; did you mean 'Book'?\n", status: 2))
    }

    /// A one-letter key is one edit from any other: no "did you mean" pairs `a` with `t`, and an
    /// unknown one-letter type gets no suggestion either.
    @Test func oneLetterNamesGetNoNearMissHint() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("one-letter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "struct Book: Decodable { var t: String }\nstruct T: Decodable { var x: Int }\nstruct Other: Decodable { var u: U }\n"
            .write(to: directory.appendingPathComponent("M.swift"), atomically: true, encoding: .utf8)
        let outcome = try ToolProcess.run(
            ["decode", "--type", "Book", "--schema", "M.swift", "--unknown-keys", "warn"], stdin: #"{"a": 1}"#, in: directory)
        #expect(outcome.stderr.contains(#"error: keyNotFound at t: key "t" not found (required by Book.t)"#))
        #expect(!outcome.stderr.contains("is present and"))
        #expect(!outcome.stderr.contains("did you mean"))
        #expect(outcome.status == 1)
        let types = try ToolProcess.run(["types", "--schema", "M.swift"], in: directory)
        #expect((types.stdout + types.stderr).contains("warning: unknown type 'U' in property 'u' of 'Other'\n"))
        #expect(!(types.stdout + types.stderr).contains("did you mean"))
    }

    @Test func ambiguousTypeListsTheCandidates() throws {
        let outcome = try run(["decode", "book-valid.json", "--type", "Book", "--schema", "Ambiguous"])
        #expect(
            outcome.stderr
                == "codable-check: error: type 'Book' is declared more than once: Ambiguous/A.swift:1:8, Ambiguous/B.swift:1:8; give --schema PATH to choose one\n"
        )
        #expect(outcome.status == 2)
    }

    @Test func typeTheSchemaCannotBuildShowsWhy() throws {
        let outcome = try run(["decode", "book-valid.json", "--type", "Label", "--schema", "Broken"])
        #expect(
            outcome.stderr == """
                codable-check: error: cannot decode 'Label': 1 error in its declarations
                Broken/Shelf.swift:12:14: error: 'CodingKeys' case 'colour' of 'Label' has no matching property

                """)
        #expect(outcome.status == 2)
    }

    @Test func typeExpressionThatIsNotAType() throws {
        let outcome = try run(["decode", "book-valid.json", "--type", "[Book", "--schema", "Models"])
        #expect(
            outcome.stderr
                == "codable-check: error: '[Book' is not a decodable Swift type expression, such as 'Book' or '[String: Book]'\n")
        #expect(outcome.status == 2)
    }

    @Test func typesListsDiagnosticsAndFailsOnErrors() throws {
        let outcome = try run(["types", "--schema", "Broken"])
        #expect(
            outcome.stdout.hasSuffix(
                """
                Broken/Shelf.swift:4:9: warning: unknown type 'Volume' in property 'books' of 'Shelf'
                Broken/Shelf.swift:12:14: error: 'CodingKeys' case 'colour' of 'Label' has no matching property
                2 types: 2 unsupported

                """))
        #expect(outcome.stdout.hasPrefix("Broken/Shelf.swift:2:8: struct Shelf (not interpreted) [unsupported]\n"))
        #expect(outcome.status == 1)
    }

    @Test func typesWithoutDecodableTypesSaysSo() throws {
        let outcome = try run(["types", "--schema", "Ambiguous/A.swift", "--schema", "../../Sources/codable-check"])
        #expect(outcome.stdout.hasPrefix("Ambiguous/A.swift:1:8: struct Book"))
        let none = try run(["types", "--schema", "../../Sources/codable-check"])
        #expect(none == .init(stdout: "", stderr: "codable-check: note: no Decodable struct, class or enum in 1 .swift file\n", status: 0))
    }

    @Test func schemaThatIsNotSwift() throws {
        let outcome = try run(["decode", "book-valid.json", "--type", "Book", "--schema", "book-valid.json"])
        #expect(
            outcome
                == .init(
                    stdout: "",
                    stderr: "codable-check: error: schema 'book-valid.json' is not a .swift file; give Swift model declarations\n",
                    status: 2))
    }

    @Test func discoveryWithoutDeclarations() throws {
        let empty = try ToolProcess.temporaryDirectory()
        try Data("{}".utf8).write(to: empty.appendingPathComponent("doc.json"))
        let outcome = try ToolProcess.run(["decode", "doc.json", "--type", "Book"], in: empty)
        #expect(outcome.stderr == "codable-check: error: no .swift files in '.'; give --schema PATH\n")
        #expect(outcome.status == 2)
    }

    @Test func discoveryFindsDeclarationsInTheWorkingDirectory() throws {
        let outcome = try ToolProcess.run(["decode", "book-valid.json", "--type", "Book", "--verbose"], in: Self.fixtures)
        #expect(outcome.status == 2)  // Models/ and Ambiguous/ both declare Book
        #expect(outcome.stderr.hasPrefix("codable-check: error: type 'Book' is declared more than once: "))
        let genre = try ToolProcess.run(["decode", "-", "--type", "Genre"], stdin: "\"in review\"", in: Self.fixtures)
        #expect(genre == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors\n", status: 0))
    }

    @Test func verboseSaysWhereTheTypeIsDeclared() throws {
        let outcome = try run(["decode", "book-valid.json", "--type", "[String: Book]", "--schema", "Models", "--verbose"])
        #expect(outcome.stderr.contains("codable-check: note: 'Book' is declared in Models/Book.swift:4:8\n"))
    }

    @Test func typesListsTheDeclarations() throws {
        let outcome = try run(["types", "--schema", "Models"])
        let expected = """
            Models/Book.swift:4:8: struct Book (synthesized init(from:)) [exact]
              title      String   key "title"      decode
              firstName  String?  key "firstName"  decodeIfPresent
              pages      Int      key "pages"      decode
              tags       [Tag]    key "tags"       decode
              genre      Genre?   key "genre"      decodeIfPresent
            Models/Book.swift:11:12: struct Book.Tag (synthesized init(from:)) [exact]
              name   String  key "name"   decode
              color  String  key "color"  decode
            Models/Book.swift:17:6: enum Genre (init(rawValue:) from String) [exact]
              case fiction = "fiction"
              case poetry = "poetry"
              case inReview = "in review"
            3 types: 3 exact

            """
        #expect(outcome == .init(stdout: expected, stderr: "", status: 0))
    }

    @Test func colourOnATerminalUnlessNoColor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let tool = try ToolProcess.executableURL().path
        let command = "\(tool) decode book-unicode.json --type Book --schema Models"
        let colouredStart = "\u{1B}[1mbook-unicode.json:1:30:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m"
        let coloured = try ToolProcess.run(
            ["-qec", command, "/dev/null"], in: Self.fixtures, executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(coloured.stdout.hasPrefix(colouredStart))
        // no-color.org: only a value that is not empty turns colour off.
        let emptyNoColor = try ToolProcess.run(
            ["-qec", command, "/dev/null"], in: Self.fixtures, environment: ["NO_COLOR": ""],
            executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(emptyNoColor.stdout.hasPrefix(colouredStart))
        let plain = try ToolProcess.run(
            ["-qec", command, "/dev/null"], in: Self.fixtures, environment: ["NO_COLOR": "1"],
            executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(plain.stdout.hasPrefix("book-unicode.json:1:30: error: "))
        let never = try ToolProcess.run(
            ["-qec", command + " --color never", "/dev/null"], in: Self.fixtures, executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(never.stdout.hasPrefix("book-unicode.json:1:30: error: "))
        let dumb = try ToolProcess.run(
            ["-qec", command, "/dev/null"], in: Self.fixtures, environment: ["TERM": "dumb"],
            executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(dumb.stdout.hasPrefix("book-unicode.json:1:30: error: "))
    }

    /// `--color always` colours what goes to a pipe (a pager with `-R`), even under `NO_COLOR`.
    @Test func colorAlwaysColoursAPipe() throws {
        let outcome = try ToolProcess.run(
            ["decode", "book-unicode.json", "--type", "Book", "--schema", "Models", "--color", "always"], in: Self.fixtures,
            environment: ["NO_COLOR": "1"])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.hasPrefix("\u{1B}[1mbook-unicode.json:1:30:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m"))
        let auto = try ToolProcess.run(
            ["decode", "book-unicode.json", "--type", "Book", "--schema", "Models", "--color=auto"], in: Self.fixtures)
        #expect(auto.stderr.hasPrefix("book-unicode.json:1:30: error: "))
    }

    @Test func closedStandardOutputStopsQuietly() throws {
        let outcome = try ToolProcess.run(
            ["decode", "book-valid.json", "book-invalid.json", "--type", "Book", "--schema", "Models", "--format", "json"],
            in: Self.fixtures, closeStandardOutput: true)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 1)
    }
}
