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

    /// `IndexSet.init(from:)` inserts each range as it reads it, so a range it cannot form stops
    /// the app even when a later range would have thrown: the later error must not hide the trap.
    @Test func aTrapBeforeALaterBadRangeIsStillReported() throws {
        let outcome = try validate(
            Self.required
                + #", "seats": {"indexes": [{"location": 9223372036854775807, "length": 5}, {"location": "x", "length": 1}]}"#)
        #expect(outcome.errors.map(\.renderedPath) == ["seats.indexes[0]"])
        #expect(outcome.errors.first?.message.hasPrefix("IndexSet range at 9223372036854775807 with length 5 ends past Int.max") == true)
    }

    /// An error before the trapping range is what the app sees: `IndexSet` throws there first.
    @Test func anErrorBeforeATrappingRangeIsFoundationsOwn() throws {
        let outcome = try validate(
            Self.required + #", "seats": {"indexes": [{"location": 1}, {"location": 1, "length": -5}]}"#)
        #expect(outcome.errors.map { "\($0.kind.rawValue) at \($0.renderedPath)" } == ["keyNotFound at seats.indexes[0].length"])
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
        #expect(outcome.warnings.map(\.kind.rawValue) == ["invalidOptionalAsNil", "droppedElement"])
        #expect(outcome.encodedValue?.contains(#""attendeeZones":[{"identifier":"Asia\/Tokyo"}]"#) == true)
        #expect(outcome.encodedValue?.contains("calendar") == false)
    }

    /// `CharacterSet(bitmapRepresentation:)` reads a plane number (1 to 16) before each 8192-byte
    /// block after the first; any other number stops the process (probed on 6.3.1: plane 0 is an
    /// illegal instruction, 17 and up a bad pointer dereference), in the app and in the tool alike.
    @Test(arguments: [
        ([8192: 0], 8194, "plane 0 at byte 8192"),
        ([8192: 17], 8194, "plane 17 at byte 8192"),
        ([8192: 1, 16385: 255], 16387, "plane 255 at byte 16385"),
    ])
    func characterSetBitmapsThatTrapAreReportedNotRun(planes: [Int: UInt8], count: Int, found: String) throws {
        let outcome = try validate(
            Self.required + #", "seats": {"indexes": []}, "allowed_in_title": {"bitmap": "\#(Self.bitmap(count, planes))"}"#)
        let problem = try #require(outcome.errors.first)
        #expect(outcome.errors.count == 1)
        #expect(problem.kind == .dataCorrupted)
        #expect(problem.renderedPath == "allowedInTitle.bitmap")
        #expect(
            problem.message
                == "CharacterSet bitmap names \(found) (planes are 1 to 16): Foundation's CharacterSet.init(from:) stops the app here (a trap, not an error)"
        )
    }

    /// Planes 1 to 16 are read; a last lone byte after a block is not read as a plane at all.
    @Test(arguments: [([8192: 16], 16385), ([8192: 1, 16385: 200], 16386)])
    func characterSetBitmapsFoundationAcceptsAreNotMistakenForTraps(planes: [Int: UInt8], count: Int) throws {
        let outcome = try validate(
            Self.required + #", "seats": {"indexes": []}, "allowed_in_title": {"bitmap": "\#(Self.bitmap(count, planes))"}"#)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue?.contains("allowedInTitle") == true)
    }

    /// A bitmap of `count` zero bytes with `planes` bytes set, in base64.
    static func bitmap(_ count: Int, _ planes: [Int: UInt8]) -> String {
        var bytes = [UInt8](repeating: 0, count: count)
        for (offset, plane) in planes { bytes[offset] = plane }
        return Data(bytes).base64EncodedString()
    }

    /// A trap is no error to catch: lossy mode (like `try?` or a wrapper) cannot make it nil.
    @Test func lossyModeDoesNotSalvageATrap() throws {
        let outcome = try validate(
            Self.required + #", "seats": {"indexes": []}, "allowed_in_title": {"bitmap": "\#(Self.bitmap(8194, [8192: 0]))"}"#, mode: .lossy
        )
        #expect(outcome.errors.map(\.renderedPath) == ["allowedInTitle.bitmap"])
        #expect(outcome.warnings.isEmpty)
        #expect(!outcome.isValid)
    }
}
