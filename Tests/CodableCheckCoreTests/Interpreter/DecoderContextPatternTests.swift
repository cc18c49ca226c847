import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Issue 22, the state an app's bodies read off the decoder besides the document
/// (`Fixtures/real-apps/patterns/`, compiled into this target): a property the app adds to
/// `Decoder` whose getter reads `userInfo` (`decoder-extension-properties`), decided as the same
/// expression written in the body is, and the key a value sits under (`coding-path-keys`; its
/// documents are in `InterpretedPatternDifferentialTests`), with the places where the app stops.
@Suite("Decoder extension properties and coding-path keys of the real-app patterns")
struct DecoderContextPatternTests {
    static let boardFolder = "decoder-extension-properties"

    /// The board's documents: the folder's, and variants of its valid ones.
    static func boardDocuments() throws -> [String] {
        let folder = UserInfoPatternTests.patterns.appendingPathComponent(boardFolder)
        var documents: [String] = []
        for file in FixturePaths.jsonFiles(in: folder) {
            let json = try String(contentsOf: file, encoding: .utf8)
            documents.append(json)
            if file.lastPathComponent.hasPrefix("valid") { documents += JSONMutations.of(json) }
        }
        return documents
    }

    /// The importer's session stated (`--user-info boardImportSession=BoardImportSession`), with
    /// and without the locale: `decoder.boardSession.registry` is a value the tool does not know
    /// and only stores, and `decoder.boardLocale` is the stated text or nil; every type is exact
    /// and gives JSONDecoder's verdict, first error and printed value.
    @Test(arguments: [nil, "fr"] as [String?])
    func aStatedSessionMakesTheBoardExact(_ locale: String?) throws {
        var userInfo: [String: DecoderUserInfo.Value] = ["boardImportSession": .instance(typeName: "BoardImportSession")]
        if let locale { userInfo["boardLocale"] = .literal("\"\(locale)\"") }
        let schema = try UserInfoPatternTests.schema(Self.boardFolder, userInfo: userInfo)
        for type in ["PlanningBoard", "BoardColumn", "BoardCard"] {
            #expect(schema.types.first { $0.name == type }?.fidelity == .exact, "\(type)")
        }
        let (plan, warnings) = try schema.planWithDiagnostics(for: "PlanningBoard")
        #expect(warnings.map(\.message) == [])
        let decoder = JSONDecoder()
        decoder.userInfo[.boardImportSession] = BoardImportSession()
        if let locale { decoder.userInfo[.boardLocale] = locale }
        let documents = try Self.boardDocuments()
        #expect(documents.count >= 10)
        try UserInfoPatternTests.expectSameOutcomes(plan, decoder, PlanningBoard.self, documents)
    }

    /// Without the session the getter's `as!` stops the app on every document, as the same cast
    /// written in the body does: the statement is not followed, and the type is not listed exact
    /// (the user is told which `--user-info` the app's decoder needs).
    @Test func withoutTheSessionTheCastIsNotFollowed() throws {
        let schema = try UserInfoPatternTests.schema(Self.boardFolder)
        #expect(UserInfoPatternTests.isApproximated("BoardCard", in: schema))
        let (_, warnings) = try schema.planWithDiagnostics(for: "BoardCard")
        #expect(
            warnings.map(\.message) == [
                "cannot interpret `let registry = decoder.boardSession.registry` in 'BoardCard.init(from:)' (`userInfo[.boardImportSession]` is not set (--user-info), and `as!` traps); it is skipped, and errors it may throw are not checked"
            ])
    }

    /// A session of another type: `as!` traps in the app; not followed either.
    @Test func aSessionOfAnotherTypeIsNotFollowed() throws {
        let schema = try UserInfoPatternTests.schema(
            Self.boardFolder, userInfo: ["boardImportSession": .instance(typeName: "BoardCardRegistry")])
        #expect(UserInfoPatternTests.isApproximated("BoardCard", in: schema))
        let (_, warnings) = try schema.planWithDiagnostics(for: "BoardCard")
        #expect(warnings.map(\.message).contains { $0.contains("is not a BoardImportSession, and `as!` traps") })
    }

    /// A getter of more than one statement is not read: what it gives stays not followed.
    @Test func aGetterOfSeveralStatementsIsNotRead() throws {
        let schema = try UserInfoPatternTests.schema(
            Self.boardFolder, userInfo: ["boardImportSession": .instance(typeName: "BoardImportSession")])
        #expect(UserInfoPatternTests.isApproximated("BoardArchive", in: schema))
    }

    static let rosterFolder = InterpretedPatternDifferentialTests.folder.appendingPathComponent("coding-path-keys")

    /// The captain unwraps its key with `!`: under a key it is exact (the differential suite), and
    /// decoded at the top level, where the coding path is empty, the app stops, and the tool says
    /// so at the top level.
    @Test func aForcedKeyAtTheTopLevelStopsTheApp() throws {
        let schema = try ModelSchema.load(paths: [Self.rosterFolder.path])
        #expect(schema.types.first { $0.name == "RosterCaptain" }?.fidelity == .exact)
        let plan = try schema.plan(for: "RosterCaptain")
        let outcome = SchemaValidator(plan: plan, options: ValidationOptions()).validate(try JSONReader.read(Data(#"{"since": 1}"#.utf8)))
        #expect(outcome.errors.count == 1)
        #expect(outcome.errors.first?.stopsTheApp == true)
        #expect(outcome.errors.first?.renderedPath == "<root>")
    }

    /// The player's key, as a value: under an object's member it is the member's name, in a list
    /// `Index 0`, which the app refuses, and at the top level nil, where it throws its own error.
    @Test func thePlayersKeyIsWhereItSits() throws {
        let plan = try ModelSchema.load(paths: [Self.rosterFolder.path]).plan(for: "Roster")
        var options = ValidationOptions()
        options.producesValue = true
        let document = #"{"club": "R", "players": {"ana b": {"number": 1}}}"#
        let outcome = SchemaValidator(plan: plan, options: options).validate(try JSONReader.read(Data(document.utf8)))
        #expect(outcome.errors.isEmpty)
        #expect(outcome.encodedValue == #"{"club":"R","players":{"ana b":{"handle":"ana b","number":1}}}"#)
    }
}
