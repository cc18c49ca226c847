import CodableCheckSchema
import Foundation
import Testing

@testable import CodableCheckCore

/// Foundation's own value types (`TimeZone`, `Calendar`, `IndexSet`…) in what the differential
/// suite cannot compare: inputs on which Foundation's code stops the process, errors beyond the
/// first, and lossy mode. (First errors and printed values are `StandardTypesDifferentialTests`,
/// on `Fixtures/documents/meetings`.)
@Suite struct FoundationValueDecodingTests {
    static let required = #"""
        "title": "Retro", "time_zone": {"identifier": "UTC"}, "locale": {"identifier": "en_US"},
        "organizer": {}, "window": {"start": "2026-03-03T08:00:00Z", "duration": 900}
        """#

    func validate(_ members: String, mode: ValidationOptions.Mode = .strict) throws -> ValidationOutcome {
        var options = ValidationOptions()
        options.mode = mode
        options.keyStrategy = .convertFromSnakeCase
        options.dateStrategy = .iso8601
        options.producesValue = true
        let plan = try SeedModelSchema.plan(forTag: "Meeting")
        return SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Data(("{" + members + "}").utf8)))
    }

    /// Probed on 6.3.1: `IndexSet.init(from:)` stops the process on a negative length and on a
    /// range whose end passes `Int.max`. The tool reports the range instead of running that code.
    @Test(arguments: [
        (#"{"location": 1, "length": -3}"#, "IndexSet range at 1 with length -3 has a negative length"),
        (#"{"location": 9223372036854775807, "length": 5}"#, "IndexSet range at 9223372036854775807 with length 5 ends past Int.max"),
    ])
    func indexSetRangesThatTrapAreReportedNotRun(range: String, message: String) throws {
        let outcome = try validate(Self.required + #", "seats": {"indexes": [{"location": 0, "length": 1}, \#(range)]}"#)
        let problem = try #require(outcome.errors.first)
        #expect(outcome.errors.count == 1)
        #expect(problem.kind == .dataCorrupted)
        #expect(problem.renderedPath == "seats.indexes[1]")
        #expect(problem.message == message + ": Foundation's IndexSet.init(from:) stops the app here (a trap, not an error)")
    }

    @Test func aRangeFoundationAcceptsIsNotMistakenForATrap() throws {
        let outcome = try validate(Self.required + #", "seats": {"indexes": [{"location": -9223372036854775808, "length": 0}]}"#)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue?.contains(#""seats":{"indexes":[]}"#) == true)
    }

    @Test func errorsInOtherPropertiesAreAllReported() throws {
        let outcome = try validate(
            #"""
            "title": 7, "time_zone": {"identifier": "Mars/Olympus_Mons"}, "locale": "en_US",
            "organizer": {}, "window": {"start": "2026-03-03T08:00:00Z", "duration": 900}, "seats": {"indexes": []},
            "attendee_zones": [{"identifier": "UTC"}, {"identifier": "utc"}]
            """#)
        #expect(
            outcome.errors.map { "\($0.kind.rawValue) at \($0.renderedPath): \($0.message)" } == [
                "typeMismatch at title: expected String, found number 7",
                "dataCorrupted at timeZone: invalid TimeZone identifier",
                "typeMismatch at locale: expected object, found string \"en_US\"",
                "dataCorrupted at attendeeZones[1]: invalid TimeZone identifier",
            ])
    }

    @Test func lossyModeDropsAnOptionalValueFoundationRefuses() throws {
        let outcome = try validate(
            Self.required
                + #", "seats": {"indexes": []}, "calendar": {"identifier": "julian", "time_zone": {"identifier": "UTC"}, "first_weekday": 1, "minimum_days_in_first_week": 1}, "attendee_zones": [{"identifier": "Nowhere"}, {"identifier": "Asia/Tokyo"}]"#,
            mode: .lossy)
        #expect(outcome.isValid)
        #expect(outcome.warnings.map(\.kind) == ["invalidOptionalAsNil", "droppedElement"])
        #expect(outcome.encodedValue?.contains(#""attendeeZones":[{"identifier":"Asia\/Tokyo"}]"#) == true)
        #expect(outcome.encodedValue?.contains("calendar") == false)
    }
}
