import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `try Wrapped(from: decoder)` in a generic type (`CustomDecodingTranslator.wholeDecoding`):
/// followed when the plan binds `Wrapped` to a type declared in the models, and then that type's
/// own decoding runs, a trap in it included; bound to a Foundation type (`Date`, whose
/// `init(from:)` ignores the date strategy) it is not followed. The compiled pattern is
/// `generic-box-whole-decoding` in `InterpretedPatternDifferentialTests`.
@Suite struct GenericWholeDecodingTests {
    static let schema = ModelSchema(sources: [
        (
            path: "Models.swift",
            text: """
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
            struct Stamped: Decodable {
                var at: Box<Date>
            }
            struct Pending: Decodable {
                var item: Box<Unfinished>
            }
            """
        )
    ])

    static func validate(_ type: String, _ json: String) throws -> ValidationOutcome {
        SchemaValidator(plan: try schema.plan(for: type)).validate(try JSONReader.read(Data(json.utf8)))
    }

    static func fidelity(_ type: String) -> DecodingFidelity? {
        schema.types.first { $0.name == type }?.fidelity
    }

    @Test func aDeclaredTypeIsDecodedWhole() throws {
        #expect(Self.fidelity("Plot") == .exact)
        #expect(try Self.validate("Plot", #"{"origin": {"x": 1}}"#).isValid)
        let failed = try Self.validate("Plot", #"{"origin": {"x": "1"}}"#)
        #expect(failed.errors.first?.kind == .typeMismatch)
        #expect(failed.errors.first?.renderedPath == "origin.x")
    }

    @Test func aFoundationTypeIsNotFollowed() {
        #expect(Self.fidelity("Stamped") != .exact)
    }

    @Test func aTrapInTheBoundTypeStopsTheApp() throws {
        #expect(try Self.validate("Pending", #"{"item": {}}"#).errors.first?.stopsTheApp == true)
    }
}
