import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `try Wrapped(from: decoder)` in a generic type (`CustomDecodingTranslator.wholeDecoding`):
/// followed when the plan binds `Wrapped` to a type declared in the models, and then that type's
/// own decoding runs, a trap in it included; bound to a Foundation type (`Date`, whose
/// `init(from:)` ignores the date strategy) it is not followed. `types` lists a generic type by
/// every use planned: a `Box<Date>` anywhere in the models makes `Box`, and so every type
/// holding a `Box`, approximated (a false "approximated" for `Box<Point>`, never a false
/// "exact"), which is why the uses are in separate schemas here. The compiled pattern is
/// `generic-box-whole-decoding` in `InterpretedPatternDifferentialTests`.
@Suite struct GenericWholeDecodingTests {
    static let box = """
        struct Box<Wrapped> {
            var value: Wrapped
        }
        extension Box: Decodable where Wrapped: Decodable {
            init(from decoder: any Decoder) throws {
                let value = try Wrapped(from: decoder)
                self.init(value: value)
            }
        }
        struct Point: Decodable {
            var x: Int
        }
        struct Unfinished: Decodable {
            init(from decoder: any Decoder) throws {
                fatalError("not decodable yet")
            }
        }
        struct Plot: Decodable {
            var origin: Box<Point>
        }
        struct Pending: Decodable {
            var item: Box<Unfinished>
        }
        """
    static let schema = ModelSchema(sources: [(path: "Models.swift", text: box)])
    static let dated = ModelSchema(sources: [
        (path: "Models.swift", text: box + "\nstruct Stamped: Decodable {\n    var at: Box<Date>\n}\n")
    ])
    /// The box alone: no type holds it, so the survey plans it with a placeholder argument.
    static let unheld = ModelSchema(sources: [
        (path: "Models.swift", text: String(box[..<box.range(of: "struct Point")!.lowerBound]))
    ])

    static func validate(_ type: String, _ json: String, in schema: ModelSchema = schema) throws -> ValidationOutcome {
        SchemaValidator(plan: try schema.plan(for: type)).validate(try JSONReader.read(Data(json.utf8)))
    }

    static func fidelity(_ type: String, in schema: ModelSchema = schema) -> DecodingFidelity? {
        schema.types.first { $0.name == type }?.fidelity
    }

    @Test func aDeclaredTypeIsDecodedWhole() throws {
        #expect(Self.fidelity("Plot") == .exact)
        #expect(try Self.validate("Plot", #"{"origin": {"x": 1}}"#).isValid)
        let failed = try Self.validate("Plot", #"{"origin": {"x": "1"}}"#)
        #expect(failed.errors.first?.kind == .typeMismatch)
        #expect(failed.errors.first?.renderedPath == "origin.x")
    }

    @Test func aFoundationTypeIsNotFollowed() throws {
        #expect(Self.fidelity("Stamped", in: Self.dated) != .exact)
        #expect(Self.fidelity("Box", in: Self.dated) != .exact)
        #expect(try Self.validate("Stamped", #"{"at": 0}"#, in: Self.dated).approximations.isEmpty == false)
    }

    @Test func aBoxNoTypeHoldsIsListedByItsBodyAlone() throws {
        #expect(Self.fidelity("Box", in: Self.unheld) == .exact)
        #expect(Self.fidelity("Box") == .exact)
        #expect(try Self.validate("Plot", #"{"origin": {"x": 2}}"#).approximations.isEmpty)
    }

    @Test func aTrapInTheBoundTypeStopsTheApp() throws {
        #expect(try Self.validate("Pending", #"{"item": {}}"#).errors.first?.stopsTheApp == true)
    }
}
