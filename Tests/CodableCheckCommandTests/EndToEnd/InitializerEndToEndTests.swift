import Foundation
import Testing

/// The built executable on `Fixtures/initfrom/` with `Fixtures/Models/CustomDecoding.swift`:
/// interpreted `init(from:)` bodies, their errors, swallowed `try?` errors and printed values, and
/// the warning for a body outside the interpreted subset.
@Suite struct InitializerEndToEndTests {
    static let fixtures = ToolPaths.packageRoot.appendingPathComponent("Fixtures/initfrom")

    func run(_ arguments: [String], schema: String = "../Models/CustomDecoding.swift") throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments + ["--schema", schema], in: Self.fixtures)
    }

    @Test func aThrowInTheBodyAndANestedContainersMissingKeyAreReportedWhereTheyHappen() throws {
        let outcome = try run(["decode", "canvas-broken.json", "--type", "Canvas"])
        expectLines(
            outcome.stderr,
            """
            canvas-broken.json:5:14: error: dataCorrupted at shapes[1].type: Shape.init(from:) throws: Unknown shape type
             5 |     {"type": "hexagon"}
               |              ^
              = note: JSONDecoder says: Unknown shape type
            canvas-broken.json:7:63: error: keyNotFound at origin.additionalInfo.elevation: key "elevation" not found (required by SurveyPoint.init(from:))
             7 |   "origin": {"latitude": 1, "longitude": 2, "additionalInfo": {}}
               |                                                               ^
              = note: JSONDecoder says: No value associated with key AdditionalInfoKeys(stringValue: "elevation", intValue: nil) ("elevation").
            1 input, 0 valid, 1 invalid, 2 errors

            """)
        #expect(outcome.status == 1)
    }

    /// Helpers the body calls (a static function reading the prices, a protocol extension's
    /// method reading the SKU) are run from their own bodies: their throws are located where the
    /// app's are (an unkeyed container's `dataCorruptedError(in:)` names its next index), and
    /// every element's errors are reported.
    @Test func errorsInHelpersAreReportedWhereTheAppThrowsThem() throws {
        let outcome = try run(["decode", "storefront-broken.json", "--type", "[ShopProduct]"], schema: "../Models/Storefront.swift")
        expectLines(
            outcome.stderr,
            """
            storefront-broken.json:2:52: error: dataCorrupted at [0].prices[2]: ShopProduct.init(from:) throws: a price cannot be negative
             2 |   {"sku": "TEA-01", "name": "Green tea", "prices": [4.5, -1], "tags": ["tea"]},
               |                                                    ^
              = note: JSONDecoder says: a price cannot be negative
            storefront-broken.json:3:44: error: typeMismatch at [1].prices[1]: expected Double, found string "9.5"
             3 |   {"sku": "", "name": "Mug", "prices": [8, "9.5"]}
               |                                            ^
              = note: JSONDecoder says: Expected to decode Double but found a string instead.
            storefront-broken.json:3:11: error: dataCorrupted at [1].sku: ShopProduct.init(from:) throws: a SKU cannot be empty
             3 |   {"sku": "", "name": "Mug", "prices": [8, "9.5"]}
               |           ^
              = note: JSONDecoder says: a SKU cannot be empty
            1 input, 0 valid, 1 invalid, 3 errors

            """)
        #expect(outcome.status == 1)
    }

    /// `catch DecodingError.keyNotFound` takes a missing duration (a warning says the `catch`
    /// handled it); a wrong type is a `typeMismatch`, which `catch let error as DecodingError {
    /// throw error }` passes on, as JSONDecoder does.
    @Test func catchClausesTakeOnlyTheErrorsOfTheirCase() throws {
        let outcome = try run(["decode", "episodes-broken.json", "--type", "[PodcastEpisode]"], schema: "../Models/Feeds.swift")
        expectLines(
            outcome.stderr,
            """
            episodes-broken.json:2:32: error: typeMismatch at [0].duration: expected Int, found string "long"
             2 |   {"guid": "ep-7", "duration": "long", "explicit": "yes"},
               |                                ^
              = note: JSONDecoder says: Expected to decode Int but found a string instead.
            episodes-broken.json:3:3: warning: swallowedByInitializer at [1].duration: key "duration" not found (required by PodcastEpisode.init(from:)); a `catch` in PodcastEpisode.init(from:) handles the error
             3 |   {"guid": "ep-8", "explicit": true}
               |   ^
            1 input, 0 valid, 1 invalid, 1 error, 1 warning

            """)
        #expect(outcome.status == 1)
    }

    /// As with synthesized decoding, every error of a straight-line body is reported, the first
    /// being JSONDecoder's; a read of a container that failed (`additionalInfo` missing) is skipped.
    @Test func aStraightLineBodyReportsEveryErrorNotOnlyTheFirst() throws {
        let outcome = try run(["decode", "survey-points-broken.json", "--type", "[SurveyPoint]"])
        expectLines(
            outcome.stderr,
            """
            survey-points-broken.json:2:16: error: typeMismatch at [0].latitude: expected Double, found string "51.5"
             2 |   {"latitude": "51.5", "longitude": -0.12,
               |                ^
              = note: JSONDecoder says: Expected to decode Double but found a string instead.
            survey-points-broken.json:3:36: error: valueNotFound at [0].additionalInfo.elevation: expected Double, found null
             3 |    "additionalInfo": {"elevation": null}},
               |                                    ^
              = note: JSONDecoder says: Cannot get value of type Double -- found null value instead
            survey-points-broken.json:4:36: error: typeMismatch at [1].longitude: expected Double, found bool true
             4 |   {"latitude": 48.85, "longitude": true}
               |                                    ^
              = note: JSONDecoder says: Expected to decode Double but found bool instead.
            survey-points-broken.json:4:3: error: keyNotFound at [1].additionalInfo: key "additionalInfo" not found (required by SurveyPoint.init(from:))
             4 |   {"latitude": 48.85, "longitude": true}
               |   ^
              = note: JSONDecoder says: No value associated with key CodingKeys(stringValue: "additionalInfo", intValue: nil) ("additionalInfo").
            1 input, 0 valid, 1 invalid, 4 errors

            """)
        #expect(outcome.status == 1)
    }

    @Test func anErrorSwallowedByTryIsAWarningAndTheFallbackIsPrinted() throws {
        let outcome = try run(["decode", "profile-messy.json", "--type", "Profile", "--print"])
        #expect(outcome.stdout == #"{"age":0,"name":"Ann","status":"active","tags":["swift"]}"# + "\n")
        expectLines(
            outcome.stderr,
            """
            profile-messy.json:1:24: warning: swallowedByInitializer at age: expected Int, found string "thirty"; `try? container.decode(Int.self, forKey: .age)` in Profile.init(from:) turns the error into nil silently
             1 | {"name": "Ann", "age": "thirty", "status": "active", "tags": ["swift"]}
               |                        ^
            1 input, 1 valid, 0 invalid, 0 errors, 1 warning

            """)
        #expect(outcome.status == 0)
    }

    @Test func nullAndAbsentFilesStayApartAndLikeReadsIntOrBool() throws {
        let outcome = try run(["decode", "tracks.json", "--type", "[Track]", "--print"])
        #expect(
            outcome.stdout == #"[{"file":{"null":{}},"id":1,"like":true},{"id":2,"like":true},{"file":{"value":{"_0":"b.mp3"}},"id":3}]"#
                + "\n")
        // `like: true` fails as Int and is then read as Bool: no warning, nothing was lost.
        #expect(outcome.stderr == "1 input, 1 valid, 0 invalid, 0 errors\n")
        #expect(outcome.status == 0)
    }

    /// Issue 13: `like = raw == 1` on a decoded Int gives true for 1 (and `--print` says so),
    /// and a string is the typeMismatch the app gets.
    @Test func aBoolComputedFromAnIntIsPrintedAndAStringIsTheAppsTypeMismatch() throws {
        let valid = try run(["decode", "likes.json", "--type", "[LikeFlag]", "--print"])
        #expect(valid.stdout == #"[{"like":true},{"like":false}]"# + "\n")
        #expect(valid.stderr == "1 input, 1 valid, 0 invalid, 0 errors\n")
        #expect(valid.status == 0)
        let broken = try run(["decode", "likes-broken.json", "--type", "[LikeFlag]", "--print"])
        #expect(broken.stdout == "")
        expectLines(
            broken.stderr,
            """
            likes-broken.json:3:12: error: typeMismatch at [1].like: expected Int, found string "1"
             3 |   {"like": "1"}
               |            ^
              = note: JSONDecoder says: Expected to decode Int but found a string instead.
            1 input, 0 valid, 1 invalid, 1 error

            """)
        #expect(broken.status == 1)
    }

    /// Issue 16: a Vapor-style default behind `static let` (`?? Self.defaultPage`) is the app's
    /// value, so `{}` is valid. The app's file-scope helper `decodeAvatar(from:)` is followed
    /// (issue 22): a number where it decodes a `String` is the app's own `typeMismatch`, and any
    /// string `URL(string:)` takes is valid.
    @Test func aDefaultFromAStaticConstantIsNoMissingKey() throws {
        let outcome = try ToolProcess.run(
            ["decode", "--type", "SearchQuery", "--schema", "AppDecoding.swift", "--print", "-"], stdin: #"{"q": "vapor"}"#,
            in: Self.fixtures)
        #expect(outcome.stdout == #"{"page":1,"per_page":20,"q":"vapor","sort":"newest","tags":[]}"# + "\n")
        #expect(outcome.stderr == "1 input, 1 valid, 0 invalid, 0 errors\n")
        #expect(outcome.status == 0)
        let user = try ToolProcess.run(
            ["decode", "--type", "RemoteUser", "--schema", "AppDecoding.swift", "-"], stdin: #"{"id": 1, "name": "Ann", "avatar": 5}"#,
            in: Self.fixtures)
        expectLines(
            user.stderr,
            """
            <stdin>:1:36: error: typeMismatch at avatar: expected String, found number 5
             1 | {"id": 1, "name": "Ann", "avatar": 5}
               |                                    ^
              = note: JSONDecoder says: Expected to decode String but found number instead.
            1 input, 0 valid, 1 invalid, 1 error

            """)
        #expect(user.status == 1)
        let linked = try ToolProcess.run(
            ["decode", "--type", "RemoteUser", "--schema", "AppDecoding.swift", "-"],
            stdin: #"{"id": 1, "name": "Ann", "avatar": "https://example.com/ann.png"}"#, in: Self.fixtures)
        #expect(linked.stderr == "1 input, 1 valid, 0 invalid, 0 errors\n")
        #expect(linked.status == 0)
    }

    @Test func aFallbackThatFailsTooKeepsBothTheWarningAndTheError() throws {
        let outcome = try ToolProcess.run(
            ["decode", "--type", "[Track]", "--schema", "../Models/CustomDecoding.swift", "-"], stdin: #"[{"id": 1, "like": "x"}]"#,
            in: Self.fixtures)
        expectLines(
            outcome.stderr,
            """
            <stdin>:1:20: error: typeMismatch at [0].like: expected Bool, found string "x"
             1 | [{"id": 1, "like": "x"}]
               |                    ^
              = note: JSONDecoder says: Expected to decode Bool but found a string instead.
            <stdin>:1:20: warning: swallowedByInitializer at [0].like: expected Int, found string "x"; `try? container.decodeIfPresent(Int.self, forKey: .like)` in Track.init(from:) turns the error into nil silently
             1 | [{"id": 1, "like": "x"}]
               |                    ^
            1 input, 0 valid, 1 invalid, 1 error, 1 warning

            """)
        #expect(outcome.status == 1)
    }

    /// A statement outside the subset is skipped and named; the rest of the body is interpreted.
    /// (Until issue 16 the whole type was checked as if synthesized.)
    @Test func aStatementOutsideTheSubsetIsNamedAtItsStatement() throws {
        let outcome = try run(["types"], schema: "Unfollowed.swift")
        #expect(
            outcome.stdout == """
                Unfollowed.swift:3:8: struct Invoice (custom init(from:), interpreted from its body except `for key in container.allKeys {` at Unfollowed.swift:12:9) [approximated: 1 statement in init(from:) not followed, what it sets unchecked]
                  total  Double  key "total"  decode
                Unfollowed.swift:12:9: warning: cannot interpret `for key in container.allKeys {` in 'Invoice.init(from:)' (the tool does not follow this statement); it is skipped, and errors it may throw are not checked
                1 type: 1 approximated

                """)
    }

    /// A read after the skipped statement is the app's own, so its error is JSONDecoder's.
    @Test func aReadAfterASkippedStatementIsCheckedWithJSONDecodersWords() throws {
        let outcome = try ToolProcess.run(
            ["decode", "--type", "[Invoice]", "--schema", "Unfollowed.swift", "-"], stdin: #"[{"total": "5"}]"#, in: Self.fixtures)
        expectLines(
            outcome.stderr,
            """
            Unfollowed.swift:12:9: warning: cannot interpret `for key in container.allKeys {` in 'Invoice.init(from:)' (the tool does not follow this statement); it is skipped, and errors it may throw are not checked
            <stdin>:1:12: error: typeMismatch at [0].total: expected Double, found string "5"
             1 | [{"total": "5"}]
               |            ^
              = note: JSONDecoder says: Expected to decode Double but found a string instead.
            <stdin>: note: verdict decided by approximation: `for key in container.allKeys {` in 'Invoice.init(from:)' not followed (Unfollowed.swift:12:9)
            1 input, 0 valid, 1 invalid (1 approximated), 1 error
            codable-check: note: 1 document decided by approximation: `for key in container.allKeys {` in 'Invoice.init(from:)' not followed (Unfollowed.swift:12:9); the app's own code may decide otherwise: --compile decodes with it

            """)
        #expect(outcome.status == 1)
    }

    /// A schema file that does not parse is a schema error for the types it declares, in `decode`
    /// as in `types`: located, and exit status 2.
    @Test func aSchemaFileThatDoesNotParseIsASchemaError() throws {
        let decode = try ToolProcess.run(
            ["decode", "--type", "Parcel", "--schema", "Unterminated.swift", "-"], stdin: #"{"weight": 1}"#, in: Self.fixtures)
        #expect(decode.stderr.contains("Unterminated.swift:2:26: error: expected '}' to close the body of 'Parcel'"), "\(decode.stderr)")
        #expect(decode.status == 2)
        let nested = try ToolProcess.run(
            ["decode", "--type", "[String: Parcel]", "--schema", "Unterminated.swift", "-"], stdin: "{}", in: Self.fixtures)
        #expect(nested.status == 2)
        let types = try run(["types"], schema: "Unterminated.swift")
        #expect(types.stdout.contains("Unterminated.swift:2:26: error: expected '}' to close the body of 'Parcel'"))
        #expect(types.status == 1)
    }

    @Test func interpretedTypesAreListedSo() throws {
        let outcome = try run(["types"])
        for name in [
            "struct SurveyPoint", "struct Track", "enum OptionalValue<T>", "struct ReadingSeries", "class Podcast", "enum Shape",
            "enum Attachment",
            "struct Profile", "struct HexColor",
        ] {
            #expect(outcome.stdout.contains("\(name) (custom init(from:), interpreted from its body)"), "\(name)")
        }
        // A body interpreted whole is exact; one whose checks are assumed to hold is not.
        #expect(
            outcome.stdout.contains(
                "struct HashColor (custom init(from:), interpreted from its body) [approximated: 1 condition in init(from:) assumed to hold]\n"
            ))
        #expect(outcome.stdout.hasSuffix("25 types: 24 exact, 1 approximated\n"))
        // Each property with the key its assignment reads (through nested containers), or what it is set to.
        #expect(
            outcome.stdout.contains(
                """
                ../Models/CustomDecoding.swift:8:8: struct SurveyPoint (custom init(from:), interpreted from its body) [exact]
                  latitude   Double  key "latitude"                  decode
                  longitude  Double  key "longitude"                 decode
                  elevation  Double  key "additionalInfo.elevation"  decode

                """))
        #expect(
            outcome.stdout.contains(
                """
                  label     String  -  set by init(from:) to try container.decode(String.self)
                  readings  [Int]   -  set by init(from:) to values

                """))
        #expect(outcome.stdout.contains(#"  like  Bool?                   key "like"  decodeIfPresent"#))
    }
}
