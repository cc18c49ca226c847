import Foundation
import Testing

/// The built executable on `Fixtures/lossy/listing*.json`: Kodable's built-in modifiers and
/// simple validations interpreted, closures it cannot run reported, dotted keys printed nested.
@Suite struct KodableRulesEndToEndTests {
    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments + ["--schema", "Models"], in: LossyEndToEndTests.fixtures)
    }

    /// The closures make `Listing` an approximation of the app's decoding: what each document's
    /// verdict depended on, and after the summary, the run's.
    static let firstApproximation =
        ".overrideValue { $0.uppercased() } on currency in 'Listing' not interpreted (Models/Listing.swift:17:5)"
    static let approximations =
        firstApproximation + "; .validation { isValidISBN($0) } on isbn in 'Listing' not interpreted (Models/Listing.swift:18:5)"
    static let approximationNote =
        "codable-check: note: 1 document decided by approximation: \(approximations); the app's own code may decide otherwise: --compile decodes with it\n"

    static let closureWarnings = """
        Models/Listing.swift:17:5: warning: Kodable option '.overrideValue { $0.uppercased() }' on property 'currency' of 'Listing' runs code codable-check cannot evaluate; it is ignored, so values it would change or reject are checked as decoded
        Models/Listing.swift:18:5: warning: Kodable option '.validation { isValidISBN($0) }' on property 'isbn' of 'Listing' runs code codable-check cannot evaluate; it is ignored, so values it would change or reject are checked as decoded

        """

    @Test func modifiersTrimSortAndClampWhatTheAppHolds() throws {
        let outcome = try run(["decode", "listing.json", "--type", "Listing", "--print"])
        // Trimmed title, a blank subtitle made nil (and written as null: `.encodeAsNullIfNil`),
        // sorted arrays, clamped numbers; dotted keys written back as nested objects.
        #expect(
            outcome.stdout == #"""
                {"currency":"eur","discount":100,"isbn":"978-0441172719","language":"en","month":1,"numberOfPages":612,"publisher":{"address":{"city":"Philadelphia"},"name":"Chilton"},"quantity":1,"rating":5,"scores":[9,5,3],"subtitle":null,"tags":["classic","desert","sf"],"title":"Dune"}

                """#)
        expectLines(
            outcome.stderr, Self.closureWarnings + "1 input, 1 valid (1 approximated), 0 invalid, 0 errors\n" + Self.approximationNote)
        #expect(outcome.status == 0)
    }

    @Test func failingValidationsAreErrorsThatNothingSwallows() throws {
        let outcome = try run(["decode", "listing-invalid.json", "--type", "Listing", "--mode", "lossy"])
        expectLines(
            outcome.stderr,
            Self.closureWarnings + """
                listing-invalid.json:10:20: error: validationFailed at numberOfPages: 412 fails .validation({ $0 > 500 }) on Listing.pages; Kodable throws, so the whole Listing fails to decode
                 10 |   "numberOfPages": 412,
                    |                    ^
                  = note: Kodable says: Validation failed for property "pages" on type "Listing". The parsed value was 412
                listing-invalid.json:11:15: error: validationFailed at language: "xx" fails .validation { code in code.count == 2 && code != "xx" } on Listing.language; Kodable throws, so the whole Listing fails to decode
                 11 |   "language": "xx",
                    |               ^
                  = note: Kodable says: Validation failed for property "language" on type "Listing". The parsed value was xx
                listing-invalid.json: note: verdict decided by approximation: \(Self.firstApproximation) and 1 more
                1 input, 0 valid, 1 invalid (1 approximated), 2 errors

                """ + Self.approximationNote)
        #expect(outcome.status == 1)
    }

    /// The JSON report's result for a valid `Listing` whose first members are `start` (which opens
    /// the object and may set `publisher`).
    func jsonResult(ofListingStartingWith start: String) throws -> [String: Any] {
        let outcome = try ToolProcess.run(
            ["decode", "--type", "Listing", "--schema", "Models", "--quiet", "--format", "json"],
            stdin: start
                + #""title": "t", "tags": [], "scores": [], "rating": 1, "discount": 1, "quantity": 1, "month": 1, "numberOfPages": 501, "language": "en", "currency": "eur", "isbn": "1"}"#,
            in: LossyEndToEndTests.fixtures)
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        return try #require((report?["results"] as? [[String: Any]])?.first)
    }

    /// A missing key of a dotted path is `keyNotFound` for the first key that is missing, at the
    /// object that lacks it (Kodable's `nestedContainer` throws there).
    @Test(arguments: [
        (#"{"publisher": {"address": {}}, "#, #"15 publisher.name: key "name" not found (required by Listing.publisher)"#),
        (#"{"#, #"1 publisher: key "publisher" not found (required by Listing.publisher)"#),
    ])
    func aMissingKeyOfADottedPathIsReportedWhereItIsMissing(start: String, expected: String) throws {
        let result = try jsonResult(ofListingStartingWith: start)
        let errors = try #require(result["errors"] as? [[String: Any]])
        #expect(errors.map { "\($0["column"]!) \($0["path"]!): \($0["message"]!)" } == [expected])
    }

    /// A key path through a value that is not an object fails where Foundation's `nestedContainer`
    /// throws: `valueNotFound` for null, `typeMismatch` otherwise, at that value. The optional
    /// `publisher.address.city` is nil (Kodable's `try?`): silently for a null, warned otherwise.
    @Test(arguments: [
        (
            #"{"publisher": null, "#,
            [#"valueNotFound 1:15 publisher: expected object, found null"#], [String]()
        ),
        (
            #"{"publisher": 5, "#,
            [#"typeMismatch 1:15 publisher: expected object, found number 5"#],
            [
                #"swallowedByWrapper 1:15 publisher.address.city: at publisher: expected object, found number 5; the app holds nil (@Coding swallows the error silently)"#
            ]
        ),
        (
            #"{"publisher": {"name": "n", "address": []}, "#,
            [String](),
            [
                #"swallowedByWrapper 1:40 publisher.address.city: at publisher.address: expected object, found array; the app holds nil (@Coding swallows the error silently)"#
            ]
        ),
        (#"{"publisher": {"name": "n", "address": null}, "#, [String](), [String]()),
    ])
    func aKeyPathThroughANonObjectFailsAtThatValue(start: String, errors: [String], warnings: [String]) throws {
        let result = try jsonResult(ofListingStartingWith: start)
        func lines(_ member: String) -> [String] {
            ((result[member] as? [[String: Any]]) ?? []).map {
                "\($0["kind"]!) \($0["line"]!):\($0["column"]!) \($0["path"]!): \($0["message"]!)"
            }
        }
        #expect(lines("errors") == errors)
        #expect(lines("warnings") == warnings)
    }

    @Test func typesShowsEachPropertysWrapperSemantics() throws {
        let outcome = try ToolProcess.run(["types", "--schema", "Models/Firestore.swift"], in: LossyEndToEndTests.fixtures)
        expectLines(
            String(outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(7).joined(separator: "\n")),
            """
            Models/Firestore.swift:4:8: struct Book (synthesized init(from:)) [exact]
              id             @DocumentID String?          key "id"             @DocumentID: never read from the body; holds the document ID
              title          String                       key "title"          decode
              numberOfPages  Int                          key "numberOfPages"  decode
              author         String                       key "author"         decode
              createdAt      @ServerTimestamp Timestamp?  key "createdAt"      @ServerTimestamp: missing → keyNotFound (even though optional), null → nil
              subtitle       @ExplicitNull String?        key "subtitle"       @ExplicitNull: missing → keyNotFound (even though optional), null → nil, nil printed as null
            """)
        let listing = try ToolProcess.run(["types", "--schema", "Models/Listing.swift"], in: LossyEndToEndTests.fixtures)
        let lines = listing.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("  subtitle ") || $0.hasPrefix("  city ") || $0.hasPrefix("  rating ") || $0.hasPrefix("  pages ") }
                == [
                    #"  subtitle   @Coding String?   key "subtitle"                @Coding: missing → nil, null → nil, invalid → nil (warned), coerces (Bool from 0/1 or "true"/"false", String from numbers), .trimmedNifIfEmpty, nil printed as null"#,
                    #"  city       @Coding String?   key "publisher.address.city"  @Coding: key path through nested objects, missing → nil, null → nil, invalid → nil (warned), coerces (Bool from 0/1 or "true"/"false", String from numbers)"#,
                    #"  rating     @Coding Double    key "rating"                  @Coding: missing → keyNotFound, coerces (Bool from 0/1 or "true"/"false", String from numbers), .clamping >= 0 <= 5"#,
                    #"  pages      @Coding Int       key "numberOfPages"           @Coding: missing → keyNotFound, coerces (Bool from 0/1 or "true"/"false", String from numbers), .validation({ $0 > 500 })"#,
                ])
        let feed = try ToolProcess.run(["types", "--schema", "Models/Wrapped.swift"], in: LossyEndToEndTests.fixtures)
        #expect(
            feed.stdout.contains(
                #"  retries    @DefaultCodable Int                     key "retries"    @DefaultCodable<ZeroStrategy>: missing → 0, null → 0, invalid → 0 (warned)"#
            ))
        #expect(
            feed.stdout.contains(
                #"  ids        @LossyArray [String]                    key "ids"        @LossyArray: missing → keyNotFound, drops failing elements (warned)"#
            ))
    }
}
