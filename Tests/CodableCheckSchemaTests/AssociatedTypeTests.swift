import CodableCheckSchema
import Testing

/// Issue 22 item 3: associated types named as types (`Company.ID`, `[Genre.ID]`,
/// `Wrapped.RawValue`) are the types the compiler infers from each conformance (checked with
/// swiftc 6.3.1: `Post.ID` is `String` for `let id: ID` with a file-scope `typealias ID =
/// String`; a class without `id` has `ObjectIdentifier`); where inference cannot decide, the
/// message says which conformance lacks what.
@Suite struct AssociatedTypeTests {
    @Test func identifiableIDIsTheTypeOfID() {
        let models = schema(
            """
            import Foundation
            struct Company: Codable, Identifiable { let id: Int; let name: String }
            struct Genre: Codable, Identifiable { var id: String { slug }; let slug: String }
            struct Venue: Codable, Identifiable { var id = UUID() }
            class Account: Codable, Identifiable { var id: Int64 = 0 }
            final class Admin: Account {}
            typealias Entity = Codable & Identifiable
            struct Tag: Entity { let id: UInt8 }
            struct Handle: Codable {}
            extension Handle: Identifiable { var id: String { "" } }
            struct Film: Codable {
                let company: Company.ID
                let genres: [Genre.ID]
                let venue: Venue.ID?
                let admin: Admin.ID
                let tags: [Company.ID: Tag.ID]
                let handle: Handle.ID
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Film")
                == "Film{company:Int, genres:[String], venue:UUID?, admin:Int64, tags:[Int: UInt8], handle:String}")
    }

    @Test func rawValueIsTheRawTypeOrTheTypeOfRawValue() {
        let models = schema(
            """
            enum Level: Int, Codable { case low = 1, high = 2 }
            typealias Word = String
            enum Mood: Word, Codable { case calm }
            struct Code: RawRepresentable, Codable { var rawValue: UInt16 }
            struct Flags: OptionSet, Codable { let rawValue: Int8 }
            struct Reading: Codable {
                let level: Level.RawValue
                let mood: [Mood.RawValue]
                let code: Code.RawValue
                let flags: Flags.RawValue
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Reading") == "Reading{level:Int, mood:[String], code:UInt16, flags:Int8}")
    }

    @Test func aGenericParametersAssociatedTypeIsItsArguments() {
        let models = schema(
            """
            enum Status: String, Codable { case open, closed }
            struct Box<Wrapped: RawRepresentable>: Codable where Wrapped.RawValue: Codable {
                let raw: Wrapped.RawValue
                let all: [Wrapped.RawValue]
            }
            typealias StatusBox = Box<Status>
            struct Holder: Codable { let box: StatusBox }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Holder") == "Holder{box:Box<Status>{raw:String, all:[String]}}")
        #expect(renderedPlan(models, "Box<Status>") == "Box<Status>{raw:String, all:[String]}")
    }

    @Test func aProtocolsAssociatedTypeFromItsRequirementOrDefault() {
        let models = schema(
            """
            protocol Resource: Codable {
                associatedtype Payload: Codable
                associatedtype Version = Int
                var payload: Payload { get }
                var previous: [Payload]? { get }
            }
            struct Upload: Resource { let payload: Double; var previous: [Double]? }
            struct Uses: Codable { let payload: Upload.Payload; let version: Upload.Version }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Uses") == "Uses{payload:Double, version:Int}")
    }

    @Test func aWrittenTypealiasWinsAndAnOuterNameIsNotTheWitnessItself() {
        let models = schema(
            """
            typealias ID = String
            struct Post: Codable, Identifiable { let id: ID }
            struct Order: Codable, Identifiable { typealias ID = Int; let id: ID }
            struct Uses: Codable { let post: Post.ID; let order: Order.ID }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Uses") == "Uses{post:String, order:Int}")
    }

    @Test func whatInferenceCannotDecideIsSaidPrecisely() {
        let models = schema(
            """
            struct Nameless: Codable, Identifiable { let name: String }
            final class Session: Codable, Identifiable { var token = "" }
            protocol Keyed { associatedtype Key; var key: Key { get } }
            protocol Labelled { associatedtype Key; var label: Key { get } }
            struct Both: Codable, Keyed, Labelled { let key: Int; let label: String }
            struct A: Codable { let x: Nameless.ID }
            struct B: Codable { let x: Session.ID }
            struct C: Codable { let x: Both.Key }
            """)
        #expect(
            planDiagnostics(models, "A") == [
                "Models.swift:6:25: error: cannot infer 'Nameless.ID' in property 'x' of 'A': 'Nameless' conforms to 'Identifiable' (from 'id') but declares no property with a written type to infer it from; declare 'typealias ID = ...' in 'Nameless'"
            ])
        #expect(
            planDiagnostics(models, "B") == ["Models.swift:7:25: error: type 'ObjectIdentifier' in property 'x' of 'B' is not decodable"])
        #expect(
            planDiagnostics(models, "C") == [
                "Models.swift:8:25: error: 'Both.Key' in property 'x' of 'C' is ambiguous: its conformances infer 'Int' ('Keyed', from 'key') and 'String' ('Labelled', from 'label'); declare 'typealias Key = ...' in 'Both'"
            ])
    }
}
