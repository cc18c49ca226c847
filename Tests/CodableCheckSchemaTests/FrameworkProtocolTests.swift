import Testing

@testable import CodableCheckSchema

/// Protocols of server frameworks that refine `Codable` (Vapor's `Content`, Hummingbird's
/// `ResponseCodable`) make a type decodable when the framework is imported; an undeclared
/// protocol is named in the error, so the user knows where the conformance was expected.
@Suite struct FrameworkProtocolTests {
    @Test func vaporContentIsCodableWhenVaporIsImported() {
        let models = schema("import Vapor\n\nstruct Ticket: Content, Equatable {\n    let event: String\n    let seats: Int\n}\n")
        #expect(models.diagnostics.isEmpty)
        #expect(renderedPlan(models, "Ticket") == "Ticket{event:String, seats:Int}")
    }

    @Test func anotherFilesImportIsEnough() {
        let models = ModelSchema(sources: [
            ("Routes.swift", "import Vapor\nfunc routes() {}\n"),
            ("Ticket.swift", "import Foundation\nstruct Ticket: Content { var seats: Int }\n"),
        ])
        #expect(renderedPlan(models, "Ticket") == "Ticket{seats:Int}")
    }

    @Test func qualifiedNamesAndImportsOfOneDeclarationCount() {
        #expect(renderedPlan(schema("struct Ticket: Vapor.Content { var seats: Int }"), "Ticket") == "Ticket{seats:Int}")
        #expect(
            renderedPlan(
                schema("@preconcurrency import struct Hummingbird.Request\nstruct Reply: ResponseCodable { var ok: Bool }"), "Reply")
                == "Reply{ok:Bool}")
    }

    @Test func withoutTheImportTheErrorSaysWhichFramework() {
        let models = schema("import Foundation\nstruct Ticket: Content { var seats: Int }\nstruct Order: Codable { var ticket: Ticket }\n")
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:3:29: warning: type 'Ticket' in property 'ticket' of 'Order' does not conform to 'Decodable'; 'Content' refines Codable in Vapor, but no schema file imports Vapor"
            ])
    }

    @Test func anUndeclaredProtocolIsNamed() {
        let models = schema(
            "struct Ticket: Identifiable, Payload, Hashable { var seats: Int }\nstruct Order: Codable { var ticket: Ticket }\n")
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:29: warning: type 'Ticket' in property 'ticket' of 'Order' does not conform to 'Decodable'; it conforms to 'Payload', which no schema file declares: if one refines Codable, give the file declaring it with --schema"
            ])
    }

    @Test func aProtocolTheSchemaDeclaresWins() {
        // The app's own `Content` is what Swift sees, Vapor imported or not.
        let plain = schema("import Vapor\nprotocol Content {}\nstruct Ticket: Content { var seats: Int }\n")
        #expect(renderedPlan(plain, "Ticket") == "error: cannot interpret 'Ticket': 1 error in its declarations")
        let refining = schema("protocol Content: Decodable {}\nstruct Ticket: Content { var seats: Int }\n")
        #expect(renderedPlan(refining, "Ticket") == "Ticket{seats:Int}")
    }

    @Test func importsAreRecordedOncePerModule() {
        let file = SourceFile(
            path: "Models.swift",
            text: "import Vapor\n@testable import App\nimport struct Foundation.Date\n@_exported import Vapor\nimport\n"
        ).parse(fileIndex: 0, configuration: .host).declarations
        #expect(file.importedModules == ["Vapor", "App", "Foundation"])
    }
}
