import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `if let kind = Kind(rawValue: text)` typing `kind` (`RawValueBinding`): the compiled pattern is
/// `raw-value-dispatch` in `InterpretedPatternDifferentialTests`; these pin that a case body that
/// stops the app is still seen, and that a kind enum with an `init?(rawValue:)` of its own (whose
/// body runs, and may trap or accept other text) is not read as the synthesized one.
@Suite struct RawValueBindingTests {
    static func models(kind: String) -> String {
        """
        \(kind)
        enum Shape: Decodable {
            case round, square, unknown
            enum CodingKeys: String, CodingKey { case type }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let text = try container.decode(String.self, forKey: .type)
                guard let kind = ShapeKind(rawValue: text) else {
                    self = .unknown
                    return
                }
                switch kind {
                case .round: self = .round
                case .square: fatalError("squares are not drawn yet")
                }
            }
        }
        """
    }

    static let plainKind = "enum ShapeKind: String { case round, square = \"sq\" }"

    static func validate(_ json: String, kind: String = plainKind) throws -> ValidationOutcome {
        let schema = ModelSchema(sources: [(path: "Models.swift", text: models(kind: kind))])
        return SchemaValidator(plan: try schema.plan(for: "Shape"), options: ValidationOptions()).validate(
            try JSONReader.read(Data(json.utf8)))
    }

    @Test func theSwitchComparesRawValuesAndSeesTheTrap() throws {
        let schema = ModelSchema(sources: [(path: "Models.swift", text: Self.models(kind: Self.plainKind))])
        #expect(schema.types.first { $0.name == "Shape" }?.fidelity == .exact)
        #expect(try Self.validate(#"{"type": "round"}"#).isValid)
        #expect(try Self.validate(#"{"type": "square"}"#).isValid)
        #expect(try Self.validate(#"{"type": "sq"}"#).errors.first?.stopsTheApp == true)
    }

    @Test func anInitializerOfTheEnumsOwnIsNotTheSynthesizedOne() {
        let kind = """
            enum ShapeKind: String {
                case round, square = "sq"
                init?(rawValue: String) {
                    switch rawValue.lowercased() {
                    case "round": self = .round
                    case "sq": self = .square
                    default: return nil
                    }
                }
            }
            """
        let schema = ModelSchema(sources: [(path: "Models.swift", text: Self.models(kind: kind))])
        #expect(schema.types.first { $0.name == "Shape" }?.fidelity != .exact)
    }
}
