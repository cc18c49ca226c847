import Foundation
import Testing

/// The built executable on `Fixtures/lossy/firestore/`: Firestore REST documents unwrapped by
/// `--input-format firestore`, positions in the typed input, plain coding paths, `@DocumentID`.
@Suite struct FirestoreEndToEndTests {
    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments + ["--schema", "Models"], in: LossyEndToEndTests.fixtures)
    }

    @Test func restBookUnwrapsToPlainValuesWithItsNameAsDocumentID() throws {
        let outcome = try run(["decode", "firestore/hitchhiker.json", "--type", "Book", "--input-format", "firestore", "--print"])
        // The body's `id` field is ignored; `@DocumentID` holds the name's last segment.
        #expect(
            outcome.stdout == #"""
                {"author":"Douglas Adams","createdAt":{"nanoseconds":279000000,"seconds":1696704433},"id":"hitchhiker","numberOfPages":816,"subtitle":null,"title":"The Hitchhiker's Guide to the Galaxy"}

                """#)
        #expect(outcome.stderr == "1 input, 1 valid, 0 invalid, 0 errors\n")
        #expect(outcome.status == 0)
    }

    @Test func documentIDOptionWinsOverTheName() throws {
        let outcome = try run([
            "decode", "firestore/hitchhiker.json", "--type", "Book", "--input-format", "firestore", "--print", "--document-id", "h2g2",
        ])
        #expect(outcome.stdout.contains(#""id":"h2g2""#))
        #expect(outcome.status == 0)
    }

    @Test func plainJSONTakesTheDocumentIDFromTheFileNameOrTheOption() throws {
        let named = try run(["decode", "book.json", "--type", "Book", "--print"])
        #expect(
            named.stdout == #"{"author":"Douglas Adams","id":"book","numberOfPages":816,"subtitle":null,"title":"Hitchhiker's Guide"}"#
                + "\n")
        let given = try run(["decode", "book.json", "--type", "Book", "--print", "--document-id", "abc"])
        #expect(
            given.stdout == #"{"author":"Douglas Adams","id":"abc","numberOfPages":816,"subtitle":null,"title":"Hitchhiker's Guide"}"#
                + "\n")
        // Standard input has no file name: the ID is unknown, so nil and left out.
        let piped = try ToolProcess.run(
            ["decode", "--type", "Book", "--print", "--schema", "Models"],
            stdin: try String(contentsOf: LossyEndToEndTests.fixtures.appendingPathComponent("book.json"), encoding: .utf8),
            in: LossyEndToEndTests.fixtures)
        #expect(piped.stdout == #"{"author":"Douglas Adams","numberOfPages":816,"subtitle":null,"title":"Hitchhiker's Guide"}"# + "\n")
    }

    @Test func malformedTypedValuesAreLocatedErrors() throws {
        let outcome = try run(["decode", "firestore/bad-book.json", "--type", "Book", "--input-format", "firestore"])
        expectLines(
            outcome.stderr,
            """
            firestore/bad-book.json:5:39: error: invalidFirestoreValue at numberOfPages: integerValue must be a 64-bit integer as a decimal string ("816"), found string "412 pages"
             5 |     "numberOfPages": {"integerValue": "412 pages"},
               |                                       ^
            firestore/bad-book.json:6:16: error: invalidFirestoreValue at author: unknown Firestore value kind "stringVal"; did you mean "stringValue"?
             6 |     "author": {"stringVal": "Frank Herbert"},
               |                ^
            firestore/bad-book.json:8:17: error: invalidFirestoreValue at subtitle: a Firestore value has exactly one kind (nullValue, booleanValue, integerValue, doubleValue, timestampValue, stringValue, bytesValue, referenceValue, geoPointValue, arrayValue, mapValue), found "stringValue", "integerValue"
             8 |     "subtitle": {"stringValue": "Book one", "integerValue": "1"}
               |                 ^
            1 input, 0 valid, 1 invalid, 3 errors

            """)
        #expect(outcome.status == 1)
    }

    @Test func decodingErrorsPointAtTheTypedValueWithThePlainPath() throws {
        let outcome = try run([
            "decode", "firestore/wrong-book.json", "--type", "Book", "--input-format", "firestore", "--quiet", "--format", "json",
        ])
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let result = try #require((report?["results"] as? [[String: Any]])?.first)
        let errors = try #require(result["errors"] as? [[String: Any]])
        #expect(
            errors.map { "\($0["line"]!):\($0["column"]!) \($0["kind"]!) \($0["path"]!): \($0["message"]!)" } == [
                "5:38 dataCorrupted numberOfPages: number 271.5 is not an integer",
                "6:32 typeMismatch author: expected String, found number 1984",
                // A missing key points at the document's `fields` object.
                #"3:13 keyNotFound createdAt: key "createdAt" not found (required by Book.createdAt; Firestore's @ServerTimestamp requires the key even though the type is optional; send null for no value)"#,
            ])
        #expect(outcome.status == 1)
    }

    @Test func listResponseWithMapsArraysBytesAndVectors() throws {
        let outcome = try run(["decode", "firestore/languages.json", "--type", "[Language]", "--input-format", "firestore"])
        expectLines(
            outcome.stderr,
            """
            firestore/languages.json:21:72: error: typeMismatch at [1].typing.isStatic: expected Bool, found string "yes"
             21 |         "typing": {"mapValue": {"fields": {"isStatic": {"stringValue": "yes"}}}},
                |                                                                        ^
              = note: JSONDecoder says: Expected to decode Bool but found a string instead.
            1 input, 0 valid, 1 invalid, 1 error

            """)
        let swift = try run(["decode", "firestore/swift.json", "--type", "Language", "--input-format", "firestore", "--print"])
        #expect(
            swift.stdout == #"""
                {"embedding":{"array":[0.25,-1.5]},"firstAppeared":2014,"id":"swift","logo":"c3dpZnQ=","name":"Swift","paradigms":["protocol-oriented","functional"],"released":423421200.5,"typing":{"discipline":"strong","isStatic":true}}

                """#)
        #expect(swift.status == 0)
        // The date strategy defaults to `iso8601`, which reads a `timestampValue` into a `Date`;
        // one given explicitly is kept.
        let seconds = try run([
            "decode", "firestore/swift.json", "--type", "Language", "--input-format", "firestore", "--date-strategy", "seconds",
        ])
        #expect(
            seconds.stderr.split(separator: "\n").first
                == #"firestore/swift.json:59:25: error: typeMismatch at released: expected Double, found string "2014-06-02T17:00:00.500Z""#
        )
    }

    /// A list response holds several documents: one `--document-id` cannot be each one's, so it
    /// is refused (exit 2) rather than ignored.
    @Test(arguments: [("firestore/languages.json", 2), ("firestore/offices.json", 2)])
    func documentIDOptionIsRefusedForAListOfDocuments(input: String, count: Int) throws {
        let outcome = try run(["decode", input, "--type", "[Language]", "--input-format", "firestore", "--document-id", "q"])
        #expect(
            outcome.stderr
                == "codable-check: error: cannot check input '\(input)': --document-id names one document, but the input is a Firestore list of \(count) documents; leave --document-id out: each document's name gives its ID\n"
                + "0 inputs, 0 valid, 0 invalid, 0 errors, 1 input not read\n"
        )
        #expect(outcome.status == 2)
    }

    /// A type for one document on a list response: the list decodes as an array, which is said
    /// as such, at the list, with the `--type` that checks each document.
    @Test func oneDocumentTypeOnAListSaysItIsAList() throws {
        let outcome = try run(["decode", "firestore/languages.json", "--type", "Language", "--input-format", "firestore"])
        expectLines(
            outcome.stderr,
            """
            firestore/languages.json:2:16: error: typeMismatch at <root>: expected one Language, found a Firestore list of 2 documents
             2 |   "documents": [
               |                ^
              = note: JSONDecoder says: Expected to decode Dictionary<String, Any> but found an array instead.
              = note: to check each document, use --type '[Language]'
            1 input, 0 valid, 1 invalid, 1 error

            """)
        #expect(outcome.status == 1)
    }

    @Test func jsonLinesOfRestDocumentsAreLocatedOnTheirLine() throws {
        let fixtures = LossyEndToEndTests.fixtures
        let list =
            try JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appendingPathComponent("firestore/languages.json")))
            as? [String: Any]
        let lines = try (list?["documents"] as? [Any] ?? []).map {
            String(decoding: try JSONSerialization.data(withJSONObject: $0, options: .sortedKeys), as: UTF8.self)
        }
        let outcome = try ToolProcess.run(
            [
                "decode", "--lines", "-", "--type", "Language", "--input-format", "firestore", "--schema", "Models", "--format", "json",
                "--quiet",
            ],
            stdin: lines.joined(separator: "\n") + "\n", in: fixtures)
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let results = try #require(report?["results"] as? [[String: Any]])
        #expect(results.map { $0["ok"] as? Bool } == [true, false])
        let error = try #require((results[1]["errors"] as? [[String: Any]])?.first)
        #expect("\(error["line"]!) \(error["path"]!)" == "2 typing.isStatic")
    }

    @Test func runQueryResultsWithGeoPointsReferencesAndTimestamps() throws {
        let outcome = try run(["decode", "firestore/offices.json", "--type", "[Office]", "--input-format", "firestore", "--print"])
        // proto3 leaves out zero coordinates: Null Island's `geoPointValue {}` is 0, 0. The last
        // result has no document and is skipped.
        #expect(
            outcome.stdout == #"""
                [{"landlord":"projects\/demo\/databases\/(default)\/documents\/landlords\/acme","location":{"latitude":37.7749,"longitude":-122.4194},"name":"San Francisco","opened":{"nanoseconds":5,"seconds":978307200}},{"location":{"latitude":0,"longitude":0},"name":"Null Island","opened":{"nanoseconds":279000000,"seconds":1696704433}}]

                """#)
        #expect(outcome.status == 0)
    }

    @Test func notADocumentAtAllIsAnError() throws {
        let outcome = try ToolProcess.run(
            ["decode", "--type", "Book", "--input-format", "firestore", "--schema", "Models", "--quiet", "--format", "json"],
            stdin: #"{"fields": {"title": "Dune", "numberOfPages": {"integerValue": 412}, "author": {"doubleValue": "NaN"}}}"#,
            in: LossyEndToEndTests.fixtures)
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let result = try #require((report?["results"] as? [[String: Any]])?.first)
        let errors = try #require(result["errors"] as? [[String: Any]])
        // A JSON integer for integerValue is accepted, as proto3 JSON parsers do.
        #expect(
            errors.map { "\($0["column"]!) \($0["path"]!): \($0["message"]!)" } == [
                #"22 title: expected a Firestore value such as {"stringValue": ...}, {"integerValue": "..."}, found string "Dune""#,
                #"96 author: doubleValue string "NaN" is not a finite number, which plain JSON cannot hold; codable-check cannot check it"#,
            ])
        #expect(outcome.status == 1)
    }
}
