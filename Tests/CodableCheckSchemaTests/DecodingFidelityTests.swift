import CodableCheckSchema
import Testing

/// `DecodableTypeSummary.fidelity`: what `codable-check types` says a green run is worth, per type.
@Suite struct DecodingFidelityTests {
    static let models = schema(
        """
        import Foundation
        struct Book: Codable {
            var title: String
            @Published var likes: Int
        }
        enum Genre: String, Codable { case fiction, poetry }
        struct Page<T: Decodable>: Decodable { var items: [T] }
        struct Point: Decodable {
            var x: Double
            enum CodingKeys: String, CodingKey { case x }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                x = try container.decode(Double.self, forKey: .x)
            }
        }
        struct PairCount: Decodable {
            var count: Int
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                let value = try container.decode(Int.self)
                guard value.isMultiple(of: 2) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a pair count")
                }
                count = value
            }
        }
        struct Invoice: Decodable {
            var total: Double
            enum CodingKeys: String, CodingKey { case total }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                total = try Ledger.total(in: container)
            }
        }
        struct Label: Codable {
            var text: String
            enum CodingKeys: String, CodingKey { case text, colour }
        }
        """)

    func fidelity(of name: String) -> DecodingFidelity? {
        Self.models.types.first { $0.name == name }?.fidelity
    }

    @Test func synthesizedRawValueGenericAndInterpretedTypesAreExact() {
        #expect(fidelity(of: "Genre") == .exact)
        #expect(fidelity(of: "Page") == .exact)
        #expect(fidelity(of: "Point") == .exact)
    }

    @Test func eachApproximationSaysWhy() {
        #expect(fidelity(of: "Book") == .approximated([.propertyFeaturesIgnored(count: 1)]))
        #expect(fidelity(of: "PairCount") == .approximated([.conditionsAssumed(count: 1)]))
        #expect(fidelity(of: "Invoice") == .approximated([.statementsNotFollowed(count: 1)]))
        #expect(ApproximationReason.conditionsAssumed(count: 2).text == "2 conditions in init(from:) assumed to hold")
    }

    @Test func whatTheToolCannotDecodeIsUnsupported() {
        #expect(fidelity(of: "Label") == .unsupported)
    }
}
