import CodableCheckSchema
import Foundation
import Testing

@testable import CodableCheckCore

/// The standard library's and Foundation's own `Codable` types (ranges, sets, geometry, SIMD,
/// `Measurement`, `DateComponents`, enum-keyed dictionaries), Foundation's validating value types
/// (`TimeZone`, `Calendar`, `Locale`, `IndexSet`…, `Fixtures/Models/Meetings.swift`) and enums with
/// associated values, read as a schema from `Fixtures/Models` and compiled from the same files:
/// on every document of `Fixtures/documents/standard-types`, `gestures` and `meetings`, schema-driven decoding gives
/// `JSONDecoder`'s verdict, its first error (case, coding path, description), and for a valid
/// document prints the value `JSONEncoder` (`.sortedKeys`) writes.
@Suite("Standard types and enums with associated values agree with JSONDecoder")
struct StandardTypesDifferentialTests {
    /// `gestures` decodes with `.convertFromSnakeCase`: case keys and payload keys go through it;
    /// `meetings` with `.convertFromSnakeCase` and `.iso8601`, which Foundation's types' own keys
    /// and dates go through too.
    static let fixtures = SeedModelFixture.all.filter { ["standard-types", "gestures", "meetings"].contains($0.domain) }

    @Test("the fixtures cover both outcomes")
    func fixturesExist() {
        #expect(Self.fixtures.filter { $0.folder == "valid" }.count >= 10)
        #expect(Self.fixtures.filter { $0.folder == "invalid" }.count >= 50)
    }

    @Test("strict: verdict, first error and printed value equal Foundation's", arguments: fixtures)
    func strict(_ fixture: SeedModelFixture) throws {
        let entry = try #require(SeedModels.decoders[fixture.typeTag])
        try check(entry.type, fixture, mode: .strict)
    }

    @Test("lossy: no crash, and a document Foundation decodes prints the same value", arguments: fixtures)
    func lossy(_ fixture: SeedModelFixture) throws {
        let entry = try #require(SeedModels.decoders[fixture.typeTag])
        try check(entry.type, fixture, mode: .lossy)
    }

    @Test("plans without the new shapes keep PlanWalker; plans with them go to RecoveringWalker")
    func routing() throws {
        for (tag, needsRecovering) in [("Book", false), ("Order", false), ("Trip", true), ("Layout", true), ("Figure", true)] {
            let plan = try SeedModelSchema.plan(forTag: tag)
            var objects: [ObjectIdentifier: PreparedObject] = [:]
            let compiled = PreparedValue(plan, objects: &objects)
            let found = compiled.needsRecoveringWalker || objects.values.contains { $0.fields.contains { $0.value.needsRecoveringWalker } }
            #expect(found == needsRecovering, "\(tag)")
        }
    }

    private func check<T: Decodable & Equatable>(_ type: T.Type, _ fixture: SeedModelFixture, mode: ValidationOptions.Mode) throws {
        let data = try fixture.data
        var foundationValue: T?
        var foundationError: ObservedDecodingError?
        do {
            foundationValue = try fixture.setup.makeFoundationDecoder().decode(T.self, from: data)
        } catch {
            foundationError = ObservedDecodingError(error)
        }
        var options = fixture.setup.validationOptions
        options.mode = mode
        options.producesValue = true
        let outcome = SchemaValidator(plan: try SeedModelSchema.plan(forTag: fixture.typeTag), options: options)
            .validate(try JSONReader.read(data))
        switch (foundationValue, foundationError, outcome.errors.first) {
        case (let value?, _, nil):
            #expect(outcome.isValid)
            let printed = try #require(outcome.encodedValue)
            expectSamePrinting(printed, as: value)
        case (_, let expected?, let problem?) where mode == .strict:
            expectSameProblem(foundation: expected, problem: problem, document: data)
        case (_, _?, _) where mode == .lossy:
            break  // Lossy mode may salvage what Foundation refuses; that it ran without crashing is the point.
        case (_, let expected?, nil):
            Issue.record("JSONDecoder threw \(expected); schema-driven decoding found no error")
        case (_, _, let problem?):
            Issue.record(
                "JSONDecoder decodes it; schema-driven decoding found \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)"
            )
        default:
            Issue.record("JSONDecoder threw something other than DecodingError")
        }
    }

    /// The printed text must be what `JSONEncoder` writes. A `Set` or a dictionary written as
    /// key-value pairs comes out of `JSONEncoder` in hash order, which changes every process; the
    /// printer keeps the document's order. So the bytes must be equal, or be a reordering of the
    /// same bytes that decodes to an equal value.
    private func expectSamePrinting<T: Decodable & Equatable>(_ printed: String, as value: T) {
        guard let encodable = value as? any Encodable else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let expected = (try? encoder.encode(encodable)).map({ String(decoding: $0, as: UTF8.self) }) else {
            Issue.record("JSONEncoder could not encode the value")
            return
        }
        if printed == expected { return }
        #expect(printed.utf8.sorted() == expected.utf8.sorted(), "printed \(printed); JSONEncoder wrote \(expected)")
        let reread = try? JSONDecoder().decode(T.self, from: Data(printed.utf8))
        #expect(reread == value, "printed \(printed) does not decode to the value; JSONEncoder wrote \(expected)")
    }
}
