import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// swift-openapi-runtime's `Decoder` helpers, modelled by name
/// (`CustomDecodingTranslator+OpenAPIRuntime`): the compiled pattern is
/// `openapi-additional-properties` in `InterpretedPatternDifferentialTests`; these pin the
/// error's key and words, and that a helper of the same name with the app's own body (one that
/// traps, one that throws something else) is read as that body, never as the runtime's.
@Suite struct OpenAPIRuntimeHelperTests {
    static let models = """
        struct Closed: Decodable {
            var name: String
            enum CodingKeys: String, CodingKey { case name }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.name = try container.decode(String.self, forKey: .name)
                try decoder.ensureNoAdditionalProperties(knownKeys: ["name"])
            }
        }
        struct Open: Decodable {
            var name: String
            var additionalProperties: [String: Int]
            enum CodingKeys: String, CodingKey { case name }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.name = try container.decode(String.self, forKey: .name)
                additionalProperties = try decoder.decodeAdditionalProperties(knownKeys: ["name"])
            }
        }
        """

    static func validate(_ type: String, _ json: String, extra: String = "") throws -> ValidationOutcome {
        let schema = ModelSchema(sources: [(path: "Models.swift", text: models + extra)])
        var options = ValidationOptions()
        options.producesValue = true
        return SchemaValidator(plan: try schema.plan(for: type), options: options).validate(try JSONReader.read(Data(json.utf8)))
    }

    static func fidelity(_ type: String, extra: String = "") -> DecodingFidelity? {
        let schema = ModelSchema(sources: [(path: "Models.swift", text: models + extra)])
        return schema.types.first { $0.name == type }?.fidelity
    }

    @Test func anUndeclaredMemberIsRejectedAtTheFirstInSortedOrder() throws {
        #expect(Self.fidelity("Closed") == .exact)
        #expect(try Self.validate("Closed", #"{"name": "a"}"#).isValid)
        let outcome = try Self.validate("Closed", #"{"zone": 1, "name": "a", "bay": 2}"#)
        #expect(outcome.errors.map(\.kind) == [.dataCorrupted])
        #expect(outcome.errors.map(\.renderedPath) == ["bay"])
        #expect(outcome.errors.first?.message.contains("found 2 unknown keys during decoding") == true)
        #expect(try Self.validate("Closed", "[]").errors.first?.kind == .typeMismatch)
    }

    @Test func undeclaredMembersAreDecodedAsTheDictionarysValues() throws {
        #expect(Self.fidelity("Open") == .exact)
        let outcome = try Self.validate("Open", #"{"name": "a", "b": 2, "a": 1}"#)
        #expect(outcome.isValid)
        #expect(outcome.encodedValue == #"{"additionalProperties":{"a":1,"b":2},"name":"a"}"#)
        let failed = try Self.validate("Open", #"{"name": "a", "b": "2"}"#)
        #expect(failed.errors.map(\.kind) == [.typeMismatch])
        #expect(failed.errors.map(\.renderedPath) == ["b"])
    }

    /// The app's own `ensureNoAdditionalProperties` that stops the app: its body is what runs.
    @Test func anAppHelperOfTheSameNameThatTrapsIsItsOwn() throws {
        let extra = """

            extension Decoder {
                func ensureNoAdditionalProperties(knownKeys: Set<String>) throws {
                    fatalError("closed schemas are not supported")
                }
            }
            """
        let outcome = try Self.validate("Closed", #"{"name": "a"}"#, extra: extra)
        #expect(outcome.errors.first?.stopsTheApp == true)
    }

    /// The app's own helper that throws its own error is not the runtime's either: the app's
    /// error is what the tool reports, for every document.
    @Test func anAppHelperOfTheSameNameThatThrowsItsOwnErrorIsItsOwn() throws {
        let extra = """

            struct ClosedSchemaError: Error {}
            extension Decoder {
                func ensureNoAdditionalProperties(knownKeys: Set<String>) throws {
                    throw ClosedSchemaError()
                }
            }
            """
        #expect(try Self.validate("Closed", #"{"name": "a"}"#, extra: extra).errors.first?.isForeignError == true)
        #expect(try Self.validate("Closed", #"{"name": "a", "extra": 1}"#, extra: extra).errors.first?.isForeignError == true)
    }

    /// Known keys the body computes are not read.
    @Test func knownKeysNotWrittenOutAreNotFollowed() {
        let extra = """

            struct Computed: Decodable {
                static let known: Set<String> = ["name"]
                init(from decoder: any Decoder) throws {
                    try decoder.ensureNoAdditionalProperties(knownKeys: Self.known)
                }
            }
            """
        #expect(Self.fidelity("Computed", extra: extra) != .exact)
    }
}
