import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Schema-driven decoding (`JSONReader` + `SchemaValidator`, with plans read by `ModelSchema` from
/// `Fixtures/Models`, the same files compiled into this target) against `JSONDecoder` with the
/// compiled seed models, on every fixture document: the same verdict, and the first error found is
/// the one Foundation throws. This is strict mode's promise, end to end below the command line.
@Suite("Schema-driven decoding agrees with JSONDecoder", .enabled(if: ImplementationStatus.readerLanded))
struct SchemaValidatorDifferentialTests {
    @Test("first error and verdict equal JSONDecoder's", arguments: SeedModelFixture.all)
    func sameVerdictAndFirstError(_ fixture: SeedModelFixture) throws {
        try KnownIssues.check(.schema, fixture.testDescription) {
            try checkVerdictAndFirstError(fixture)
        }
    }

    private func checkVerdictAndFirstError(_ fixture: SeedModelFixture) throws {
        let entry = try #require(SeedModels.decoders[fixture.typeTag])
        let plan = try SeedModelSchema.plan(forTag: fixture.typeTag)
        let data = try fixture.data
        let foundation = foundationError(entry.type, data, fixture.setup.makeFoundationDecoder())

        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONReader.read(data)
        } catch {
            guard let foundation else {
                Issue.record("JSONReader throws \(error.message) at byte \(error.byteOffset); JSONDecoder decodes the document")
                return
            }
            #expect(
                foundation.kind == "dataCorrupted" && foundation.codingPath.isEmpty
                    && foundation.debugDescription == JSONSyntaxError.foundationDescription,
                "JSONReader throws \(error.message); JSONDecoder threw \(foundation)")
            return
        }
        let outcome = SchemaValidator(plan: plan, options: fixture.setup.validationOptions).validate(document)
        switch (foundation, outcome.errors.first) {
        case (nil, nil):
            #expect(outcome.isValid)
        case (let expected?, let problem?):
            expectSameProblem(foundation: expected, problem: problem, document: data)
        case (let expected?, nil):
            Issue.record("JSONDecoder threw \(expected); schema-driven decoding found no error")
        case (nil, let problem?):
            Issue.record(
                "JSONDecoder decodes the document; schema-driven decoding found \(problem.kind.rawValue) at \(problem.renderedPath): \(problem.message)"
            )
        }
    }

    @Test("every fixture type has a plan")
    func plansCoverTheRegistry() {
        for tag in SeedModels.decoders.keys.sorted() {
            #expect(throws: Never.self, "\(tag)") { try SeedModelSchema.plan(forTag: tag) }
        }
    }
}

private func foundationError<T: Decodable & Equatable>(
    _ type: T.Type, _ data: Data, _ decoder: JSONDecoder
) -> ObservedDecodingError? {
    do {
        _ = try decoder.decode(T.self, from: data)
        return nil
    } catch {
        return ObservedDecodingError(error)
    }
}
