import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `Step(from: decoder, regions: ["eu"])`: the plan of an initializer that takes the decoder and
/// more holds the other parameters as values the tool does not know. A `??` on one of them does
/// not run its right side as if the value were nil (the tool reported the `keyNotFound` the app,
/// handed `["eu"]`, never throws) nor skip it silently (`Step` alone, handed `[]`, was a plain
/// ok where the app throws `keyNotFound`): the document is decided by approximation, and the
/// statement named. (Checked against JSONDecoder with swiftc on this toolchain.)
@Suite struct InitializerParameterTests {
    static let models = """
        struct Route: Decodable {
            let name: String
            let step: Step
            enum CodingKeys: String, CodingKey { case name, step }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                name = try container.decode(String.self, forKey: .name)
                step = try Step(from: container.superDecoder(forKey: .step), regions: ["eu"])
            }
        }
        struct Step: Decodable {
            let instruction: String
            let region: String
            enum CodingKeys: String, CodingKey { case instruction, region }
            init(from decoder: Decoder) throws {
                try self.init(from: decoder, regions: [])
            }
            init(from decoder: Decoder, regions: [String]) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                instruction = try container.decode(String.self, forKey: .instruction)
                region = try regions.first.map { $0.uppercased() } ?? container.decode(String.self, forKey: .region)
            }
        }
        """

    @Test func aParameterTheToolDoesNotKnowIsNotTakenForNil() throws {
        let schema = ModelSchema(sources: [(path: "Route.swift", text: Self.models)])
        let validator = SchemaValidator(plan: try schema.plan(for: "Route"), options: ValidationOptions())
        let outcome = validator.validate(try JSONReader.read(Data(#"{"name": "r", "step": {"instruction": "left"}}"#.utf8)))
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(!outcome.approximations.isEmpty)
        // Step's own init(from:) hands over `[]`, and the app throws `keyNotFound` at region. The
        // tool does not evaluate `regions.first.map { ... }`: approximated, never a plain ok.
        let step = SchemaValidator(plan: try schema.plan(for: "Step"), options: ValidationOptions())
        let alone = step.validate(try JSONReader.read(Data(#"{"instruction": "left"}"#.utf8)))
        #expect(alone.errors.first?.kind == .keyNotFound || !alone.approximations.isEmpty)
    }
}
