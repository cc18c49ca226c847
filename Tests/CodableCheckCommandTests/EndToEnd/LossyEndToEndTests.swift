import Foundation
import Testing

/// The built executable on `Fixtures/lossy/`: `--mode lossy`, BetterCodable's wrappers in strict
/// mode, null versus missing. Full rendered text, exact warnings and printed values.
@Suite struct LossyEndToEndTests {
    static let fixtures = ToolPaths.packageRoot.appendingPathComponent("Fixtures/lossy")

    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments + ["--schema", "Models"], in: Self.fixtures)
    }

    @Test func strictModeRefusesTheMessySong() throws {
        let outcome = try run(["decode", "song-messy.json", "--type", "Song", "--quiet"])
        #expect(outcome == .init(stdout: "", stderr: "1 input, 0 valid, 1 invalid, 7 errors\n", status: 1))
    }

    @Test func lossyModeSalvagesTheMessySongWithAWarningPerRecovery() throws {
        let outcome = try run(["decode", "song-messy.json", "--type", "Song", "--mode", "lossy", "--print"])
        #expect(outcome.stdout == #"{"like":true,"plays":0,"rating":4.5,"released":-127293603,"tags":[],"title":"42"}"# + "\n")
        expectLines(
            outcome.stderr,
            """
            song-messy.json:1:1: warning: defaultUsed at plays: key "plays" not found; the app holds the declared default 0
             1 | {
               | ^
            song-messy.json:1:1: warning: emptyCollection at tags: key "tags" not found; the app holds an empty array
             1 | {
               | ^
            song-messy.json:2:12: warning: coercedString at title: number 42 read as the string "42"
             2 |   "title": 42,
               |            ^
            song-messy.json:3:11: warning: coercedBool at like: number 1 read as true
             3 |   "like": 1,
               |           ^
            song-messy.json:4:13: warning: coercedNumber at rating: string "4.5" read as the number 4.5
             4 |   "rating": "4.5",
               |             ^
            song-messy.json:5:12: warning: unknownEnumValue at genre: "polka" is not a Genre (expected one of "rock", "jazz"); the app holds nil
             5 |   "genre": "polka",
               |            ^
            song-messy.json:6:15: warning: dateFallback at released: string "Thu, 19 Dec 1996 16:39:57 GMT" read as RFC 2822: 1996-12-19T16:39:57Z
             6 |   "released": "Thu, 19 Dec 1996 16:39:57 GMT",
               |               ^
            1 input, 1 valid, 0 invalid, 0 errors, 7 warnings

            """)
        #expect(outcome.status == 0)
    }

    @Test func failOnWarningsMakesRecoveriesFail() throws {
        let outcome = try run(["decode", "song-messy.json", "--type", "Song", "--mode", "lossy", "--quiet", "--fail-on-warnings"])
        #expect(outcome == .init(stdout: "", stderr: "1 input, 1 valid, 0 invalid, 0 errors, 7 warnings\n", status: 1))
    }

    @Test func lossyModeKeepsWhatCannotBeSalvagedAsErrors() throws {
        let outcome = try run(["decode", "song-broken.json", "--type", "Song", "--mode", "lossy"])
        expectLines(
            outcome.stderr,
            """
            song-broken.json:1:1: error: keyNotFound at title: key "title" not found (required by Song.title)
             1 | {"like": "maybe", "tags": ["a", 2]}
               | ^
              = note: JSONDecoder says: No value associated with key CodingKeys(stringValue: "title", intValue: nil) ("title").
            song-broken.json:1:10: error: typeMismatch at like: expected Bool, found string "maybe"
             1 | {"like": "maybe", "tags": ["a", 2]}
               |          ^
              = note: JSONDecoder says: Expected to decode Bool but found a string instead.
            song-broken.json:1:1: warning: defaultUsed at plays: key "plays" not found; the app holds the declared default 0
             1 | {"like": "maybe", "tags": ["a", 2]}
               | ^
            song-broken.json:1:33: warning: coercedString at tags[1]: number 2 read as the string "2"
             1 | {"like": "maybe", "tags": ["a", 2]}
               |                                 ^
            1 input, 0 valid, 1 invalid, 2 errors, 2 warnings

            """)
        #expect(outcome.status == 1)
    }

    @Test func betterCodableWrappersApplyInStrictModeAndReportWhatTheySwallow() throws {
        let outcome = try run(["decode", "feed-messy.json", "--type", "Feed", "--print"])
        #expect(
            outcome.stdout == #"""
                {"checked":"1996-12-20T00:39:57+0000","count":42,"day":"2001-01-01","flags":{},"ids":["1","2","3"],"isPinned":true,"isVisible":true,"label":"629.9","published":"1996-12-20T00:39:57Z","retries":0,"scores":{"a":1,"c":3},"tags":[],"updated":978307200}

                """#)
        expectLines(
            outcome.stderr,
            """
            feed-messy.json:2:17: warning: swallowedByWrapper at ids[1]: expected String, found number 1.5; the app holds the array without this element (@LossyArray drops it silently)
             2 |   "ids": [ "1", 1.5, "2", true, "3", null, 4 ],
               |                 ^
            feed-messy.json:2:27: warning: swallowedByWrapper at ids[3]: expected String, found bool true; the app holds the array without this element (@LossyArray drops it silently)
             2 |   "ids": [ "1", 1.5, "2", true, "3", null, 4 ],
               |                           ^
            feed-messy.json:2:38: warning: swallowedByWrapper at ids[5]: expected String, found null; the app holds the array without this element (@LossyArray drops it silently)
             2 |   "ids": [ "1", 1.5, "2", true, "3", null, 4 ],
               |                                      ^
            feed-messy.json:2:44: warning: swallowedByWrapper at ids[6]: expected String, found number 4; the app holds the array without this element (@LossyArray drops it silently)
             2 |   "ids": [ "1", 1.5, "2", true, "3", null, 4 ],
               |                                            ^
            feed-messy.json:3:27: warning: swallowedByWrapper at scores.b: expected Int, found string "two"; the app holds the dictionary without this member (@LossyDictionary drops it silently)
             3 |   "scores": {"a": 1, "b": "two", "c": 3},
               |                           ^
            feed-messy.json:4:14: warning: swallowedByWrapper at website: expected String, found number 12; the app holds nil (@LossyOptional swallows the error silently)
             4 |   "website": 12,
               |              ^
            feed-messy.json:6:16: warning: swallowedByWrapper at isVisible: expected Bool, found string "nope"; the app holds true (@DefaultTrue swallows the error silently)
             6 |   "isVisible": "nope",
               |                ^
            feed-messy.json:8:14: warning: swallowedByWrapper at retries: expected Int, found string "many"; the app holds 0 (@DefaultCodable<ZeroStrategy> swallows the error silently)
             8 |   "retries": "many",
               |              ^
            1 input, 1 valid, 0 invalid, 0 errors, 8 warnings

            """)
        #expect(outcome.status == 0)
    }

    @Test func dateValueFailureIsLocatedWithFoundationsPathlessError() throws {
        let outcome = try run(["decode", "feed-bad-date.json", "--type", "Feed", "--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let result = try #require((report?["results"] as? [[String: Any]])?.first)
        let errors = try #require(result["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(errors.first?["path"] as? String == "published")
        #expect(
            errors.first?["message"] as? String
                == #"date "19 Dec 1996" does not match @DateValue<ISO8601Strategy> (expected e.g. "1996-12-19T16:39:57-08:00")"#)
        #expect(errors.first?["foundationMessage"] as? String == "Invalid Date Format!")
        #expect((errors.first?["foundationCodingPath"] as? [Any])?.isEmpty == true)
        #expect(outcome.status == 1)
    }

    @Test func presenceTellsNullFromAbsent() throws {
        let outcome = try run(["decode", "update-null.json", "update-absent.json", "--type", "Update", "--print", "--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let results = try #require(report?["results"] as? [[String: Any]])
        #expect(
            results.map { $0["presence"] as? [String: String] } == [
                ["file": "null", "owner": "value", "owner.email": "absent"],
                ["file": "absent", "owner": "absent"],
            ])
    }

    @Test func explainNullsSaysWhichOptionalsWereNullOrAbsent() throws {
        let outcome = try run(["decode", "update-null.json", "update-absent.json", "--type", "Update", "--explain-nulls"])
        #expect(
            outcome.stderr == """
                update-null.json: note: file is null (the app holds nil and cannot tell it from an absent key)
                update-null.json: note: owner.email is absent (the app holds nil and cannot tell it from null)
                update-absent.json: note: file is absent (the app holds nil and cannot tell it from null)
                update-absent.json: note: owner is absent (the app holds nil and cannot tell it from null)
                2 inputs, 2 valid, 0 invalid, 0 errors

                """)
        #expect(outcome.status == 0)
    }

    @Test func kodableUserDecodesWithItsKeysKeyPathsCoercionsAndDates() throws {
        let outcome = try run(["decode", "user.json", "--type", "User", "--print"])
        #expect(
            outcome.stdout == #"""
                {"address":{"zipCode":94110},"birthday":"1996-12-20T00:39:57Z","first_name":"Ada","identifier":"u1","ids":["1","2","3"],"likes_cats":true,"nickname":"7","phone":"5551234","rfc":"Thu, 19 Dec 1996 16:39:57 GMT","timestamp":"978307200.0","verified":true,"ymd":"2001-01-01"}

                """#)
        // Kodable's lossy array `[ "1", 1.5, "2", true, "3", null, 4 ]` keeps `["1", "2", "3"]`.
        #expect(
            outcome.stderr.split(separator: "\n").filter { $0.contains("warning:") } == [
                #"user.json:7:17: warning: swallowedByWrapper at ids[1]: expected String, found number 1.5; the app holds the array without this element (@Coding drops it silently)"#,
                #"user.json:7:27: warning: swallowedByWrapper at ids[3]: expected String, found bool true; the app holds the array without this element (@Coding drops it silently)"#,
                #"user.json:7:38: warning: swallowedByWrapper at ids[5]: expected String, found null; the app holds the array without this element (@Coding drops it silently)"#,
                #"user.json:7:44: warning: swallowedByWrapper at ids[6]: expected String, found number 4; the app holds the array without this element (@Coding drops it silently)"#,
            ])
        #expect(outcome.status == 0)
    }

    @Test func kodableDefaultsAndOptionalsSwallowErrorsThatAreReported() throws {
        let outcome = try run(["decode", "user-garbage.json", "--type", "User"])
        #expect(
            outcome.stderr.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") } == [
                #"user-garbage.json:1:1: error: keyNotFound at first_name: key "first_name" not found (required by User.firstName)"#,
                #"user-garbage.json:3:14: error: keyNotFound at address.zipCode: key "zipCode" not found (required by User.zipCode)"#,
                #"user-garbage.json:7:15: error: typeMismatch at verified: expected Bool, found number 1"#,
                #"user-garbage.json:8:15: error: dataCorrupted at birthday: date "19 Dec 1996" does not match @CodableDate (expected e.g. "1996-12-19T16:39:57-08:00")"#,
                #"user-garbage.json:2:12: warning: swallowedByWrapper at phone: expected String, found array; the app holds "+1 123456789" (@Coding swallows the error silently)"#,
                #"user-garbage.json:6:15: warning: swallowedByWrapper at nickname: expected String, found object; the app holds nil (@Coding swallows the error silently)"#,
            ])
        #expect(outcome.status == 1)
    }

    @Test func codingInAPlainCodableTypeIsItsBareTypeWithAWarning() throws {
        let outcome = try run(["decode", "plain.json", "--type", "Plain", "--print", "--verbose"])
        #expect(outcome.stdout == #"{"firstName":"Ada"}"# + "\n")
        #expect(
            outcome.stderr.contains(
                "Models/User.swift:23:5: warning: '@Coding' on property 'firstName' has no effect: 'Plain' does not conform to Kodable, so it decodes as 'String' under the key 'firstName'\n"
            ))
    }

    @Test func firestoreWrappersIgnoreTheBodysIDAndRequireTimestampKeys() throws {
        let outcome = try run(["decode", "book.json", "book-no-timestamp.json", "--type", "Book", "--print"])
        // `@ExplicitNull` writes nil as null; `@DocumentID` is not read from the body: it holds
        // the input's file name.
        #expect(
            outcome.stdout == #"{"author":"Douglas Adams","id":"book","numberOfPages":816,"subtitle":null,"title":"Hitchhiker's Guide"}"#
                + "\n")
        #expect(
            outcome.stderr.split(separator: "\n").filter { $0.contains("error:") } == [
                #"book-no-timestamp.json:1:1: error: keyNotFound at createdAt: key "createdAt" not found (required by Book.createdAt; Firestore's @ServerTimestamp requires the key even though the type is optional; send null for no value)"#,
                #"book-no-timestamp.json:1:1: error: keyNotFound at subtitle: key "subtitle" not found (required by Book.subtitle; Firestore's @ExplicitNull requires the key even though the type is optional; send null for no value)"#,
            ])
        #expect(outcome.status == 1)
    }

    @Test func firestoreTypesReadEveryTimestampShape() throws {
        let outcome = try run(["decode", "office.json", "--type", "[Office]", "--print", "--mode", "lossy"])
        #expect(
            outcome.stdout == #"""
                [{"landlord":"offices\/sf","location":{"latitude":37.7749,"longitude":-122.4194},"name":"SF","opened":{"nanoseconds":5,"seconds":978307200}},{"closed":{"nanoseconds":279000000,"seconds":1696704433},"location":{"latitude":40.7,"longitude":-74},"name":"NY","opened":{"nanoseconds":0,"seconds":978307200}}]

                """#)
        let strict = try run(["decode", "office.json", "--type", "[Office]"])
        #expect(
            strict.stderr.split(separator: "\n").filter { $0.contains("error:") } == [
                #"office.json:4:43: error: typeMismatch at [2].location.latitude: expected Double, found string "34""#,
                #"office.json:4:30: error: keyNotFound at [2].location.longitude: key "longitude" not found (required by GeoPoint.longitude)"#,
                #"office.json:4:60: error: typeMismatch at [2].opened: expected Timestamp, found string "yesterday""#,
            ])
    }
}
