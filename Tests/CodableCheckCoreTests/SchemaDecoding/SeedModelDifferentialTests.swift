import CodableCheckCore
import Foundation
import Testing

/// Every document under `Fixtures/documents`, decoded into its compiled seed model by Foundation's
/// `JSONDecoder` and by `CodableCheckDecoder`: the outcomes must be the same (see
/// `expectSameOutcome`). The expectations come from running Foundation here, never from the test.
@Suite("Seed models decode as with JSONDecoder")
struct SeedModelDifferentialTests {
    @Test(
        "codable-check's outcome equals JSONDecoder's", .enabled(if: ImplementationStatus.decoderLanded),
        arguments: SeedModelFixture.all)
    func sameOutcomeAsFoundation(_ fixture: SeedModelFixture) throws {
        let entry = try #require(SeedModels.decoders[fixture.typeTag], "no seed model registered as \(fixture.typeTag)")
        let data = try fixture.data
        KnownIssues.check(.decoder, fixture.testDescription) {
            expectSameOutcome(as: entry.type, from: data, setup: fixture.setup)
        }
    }

    /// Keeps the fixtures honest: the folder and name prefix say what Foundation does with them.
    @Test("the file name states Foundation's outcome", arguments: SeedModelFixture.all)
    func fileNameStatesFoundationsOutcome(_ fixture: SeedModelFixture) throws {
        let entry = try #require(SeedModels.decoders[fixture.typeTag], "no seed model registered as \(fixture.typeTag)")
        let data = try fixture.data
        let outcome = foundationOutcome(entry.type, data, fixture.setup.makeFoundationDecoder())
        #expect(outcome.errorKind == fixture.promisedErrorKind, "Foundation \(outcome.summary)")
        // `syntax--` means the structure itself is rejected: even a type that decodes nothing fails.
        let structureRejected = (try? JSONDecoder().decode(IgnoreEverything.self, from: data)) == nil
        #expect(structureRejected == fixture.isSyntaxError, "structure rejected: \(structureRejected)")
    }

    @Test("there are at least 300 fixture documents")
    func fixtureCount() {
        #expect(SeedModelFixture.all.count >= 300)
    }

    @Test(
        "corpus documents decode to the same JSONValue", .enabled(if: ImplementationStatus.decoderLanded),
        arguments: ["twitter.json", "citm_catalog.json", "canada.json", "github_events.json"])
    func corpusDocument(_ name: String) throws {
        let data = try Data(contentsOf: FixturePaths.corpus.appendingPathComponent(name))
        expectSameOutcome(as: JSONValue.self, from: data)
    }

    @Test("canada.json decodes to the same GeoJSON", .enabled(if: ImplementationStatus.decoderLanded))
    func canada() throws {
        let data = try Data(contentsOf: FixturePaths.corpus.appendingPathComponent("canada.json"))
        expectSameOutcome(as: CorpusModels.FeatureCollection.self, from: data)
    }

    @Test("citm_catalog.json decodes to the same catalogue", .enabled(if: ImplementationStatus.decoderLanded))
    func citmCatalog() throws {
        let data = try Data(contentsOf: FixturePaths.corpus.appendingPathComponent("citm_catalog.json"))
        expectSameOutcome(as: CorpusModels.Catalog.self, from: data)
    }
}

/// Foundation's outcome in the terms the fixture names use.
private struct FoundationOutcome {
    var errorKind: String?
    var summary: String
}

private func foundationOutcome<T: Decodable & Equatable>(_ type: T.Type, _ data: Data, _ decoder: JSONDecoder) -> FoundationOutcome {
    let attempt = DecodeAttempt { try decoder.decode(T.self, from: data) }
    switch attempt {
    case .value: return FoundationOutcome(errorKind: nil, summary: attempt.summary)
    case .failure(let error):
        return FoundationOutcome(errorKind: ObservedDecodingError(error)?.kind ?? "\(error)", summary: attempt.summary)
    }
}

/// The reader alone on the fixture documents: it must accept exactly what `JSONDecoder`'s up-front
/// scan accepts (see `JSONTestSuiteTests`), which the fixture names state: everything but `syntax--`.
@Suite("Seed model fixtures through the reader")
struct SeedModelFixtureReaderTests {
    @Test(
        "JSONReader accepts what JSONDecoder's scan accepts", .enabled(if: ImplementationStatus.readerLanded),
        arguments: SeedModelFixture.all)
    func readerAgreesWithScan(_ fixture: SeedModelFixture) throws {
        let data = try fixture.data
        let scanAccepts = (try? JSONDecoder().decode(IgnoreEverything.self, from: data)) != nil
        KnownIssues.check(.reader, fixture.testDescription) {
            do throws(JSONSyntaxError) {
                let document = try JSONReader.read(data)
                #expect(scanAccepts, "JSONReader accepts; JSONDecoder's scan rejects")
                #expect(document.tape.indexAfter(document.rootIndex) == document.tape.count)
            } catch {
                #expect(!scanAccepts, "JSONReader throws \(error.message) at byte \(error.byteOffset); JSONDecoder's scan accepts")
            }
        }
    }
}
