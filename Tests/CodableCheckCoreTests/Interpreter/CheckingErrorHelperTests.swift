import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// A static function of `DecodingError` that checks a list of values and throws
/// (`CustomDecodingTranslator+CheckingErrorHelpers`, the `anyOf` check of OpenAPI generators'
/// runtime): followed only when its body is that one `guard` with a `throw`. The compiled
/// pattern is `any-of-error-helper` in `InterpretedPatternDifferentialTests`; these pin that a
/// helper which traps, does more, or tests its values another way is never called exact.
@Suite struct CheckingErrorHelperTests {
    static func model(helperBody: String) -> String {
        """
        extension DecodingError {
            static func requireOne(_ values: [Any?], type: Any.Type, codingPath: [any CodingKey]) throws {
                \(helperBody)
            }
            static func noneDecoded(type: Any.Type, codingPath: [any CodingKey]) -> Self {
                DecodingError.valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: "None decoded."))
            }
        }
        struct Choice: Decodable {
            var text: String?
            var number: Int?
            init(from decoder: Decoder) throws {
                do { self.text = try decoder.singleValueContainer().decode(String.self) } catch {}
                do { self.number = try decoder.singleValueContainer().decode(Int.self) } catch {}
                try DecodingError.requireOne([self.text, self.number], type: Self.self, codingPath: decoder.codingPath)
            }
        }
        """
    }

    static func fidelity(helperBody: String) -> DecodingFidelity? {
        let schema = ModelSchema(sources: [(path: "Choice.swift", text: model(helperBody: helperBody))])
        return schema.types.first { $0.name == "Choice" }?.fidelity
    }

    static func validate(helperBody: String, _ json: String) throws -> ValidationOutcome {
        let schema = ModelSchema(sources: [(path: "Choice.swift", text: model(helperBody: helperBody))])
        return SchemaValidator(plan: try schema.plan(for: "Choice")).validate(try JSONReader.read(Data(json.utf8)))
    }

    static let checkThenThrow = """
        guard values.contains(where: { $0 != nil }) else {
                    throw DecodingError.noneDecoded(type: type, codingPath: codingPath)
                }
        """

    @Test func theGuardAndThrowIsExactAndThrowsWhereTheAppDoes() throws {
        #expect(Self.fidelity(helperBody: Self.checkThenThrow) == .exact)
        #expect(try Self.validate(helperBody: Self.checkThenThrow, #""a""#).isValid)
        #expect(try Self.validate(helperBody: Self.checkThenThrow, "3").isValid)
        let failed = try Self.validate(helperBody: Self.checkThenThrow, "true")
        #expect(failed.errors.map(\.kind) == [.valueNotFound])
    }

    /// `fatalError` where the error would be thrown: the app stops; the helper is not followed.
    @Test func aHelperThatTrapsIsNotExact() {
        let body = """
            guard values.contains(where: { $0 != nil }) else { fatalError("no schema decoded") }
            """
        #expect(Self.fidelity(helperBody: body) != .exact)
    }

    /// A second statement (here a force unwrap that traps on an empty list) is not followed.
    @Test func aHelperThatDoesMoreIsNotExact() {
        let body = """
            _ = values.first!
                    \(Self.checkThenThrow)
            """
        #expect(Self.fidelity(helperBody: body) != .exact)
    }

    /// A test other than `$0 == literal` or `$0 != literal` (here one that traps on nil).
    @Test func anotherTestOfTheValuesIsNotExact() {
        let body = """
            guard values.contains(where: { $0! is String }) else {
                    throw DecodingError.noneDecoded(type: type, codingPath: codingPath)
                }
            """
        #expect(Self.fidelity(helperBody: body) != .exact)
    }

    /// `allSatisfy` over the values joins the tests with `&&`: every schema must decode.
    @Test func allSatisfyNeedsEveryValue() throws {
        let body = """
            guard values.allSatisfy({ $0 != nil }) else {
                    throw DecodingError.noneDecoded(type: type, codingPath: codingPath)
                }
            """
        #expect(Self.fidelity(helperBody: body) == .exact)
        #expect(try Self.validate(helperBody: body, #""a""#).errors.map(\.kind) == [.valueNotFound])
    }
}
