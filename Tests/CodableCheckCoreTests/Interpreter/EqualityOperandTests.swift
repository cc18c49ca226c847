import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `EqualityOperands` (issue 22): `source.method == .card`, where `.card` is a case of the other
/// side's enum, not of the type being decoded. Until it, the case was read as one of the decoded
/// type, which never equals the member: every document failed the check, on an `[exact]` type.
/// The outcomes pinned here are what these models, compiled by swiftc, give with `JSONDecoder`
/// on the same documents (checked by hand for this suite).
@Suite struct EqualityOperandTests: ModelSourceChecking {
    /// A charge that takes card payments only; `method` decoded as `methodDecoding` says.
    static func charge(methodDecoding: String = "", comparison: String = "source.method == .card") -> String {
        """
        enum Method: String, Codable {
            case card, bank
            \(methodDecoding)
        }

        struct Source: Codable {
            let method: Method
        }

        struct Charge: Decodable {
            let source: Source

            enum CodingKeys: String, CodingKey { case source }

            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let source = try container.decode(Source.self, forKey: .source)
                guard \(comparison) else {
                    throw DecodingError.dataCorruptedError(forKey: .source, in: container, debugDescription: "card payments only")
                }
                self.source = source
            }
        }
        """
    }

    /// The app's own decoding: any text but "sepa" is a card.
    static let lenientMethod = """
        init(from decoder: Decoder) throws {
                let text = try decoder.singleValueContainer().decode(String.self)
                self = Method.named(text)
            }

            static func named(_ text: String) -> Method {
                var method = Method.card
                if text == "sepa" { method = .bank }
                return method
            }
        """

    static func outcome(_ source: String, _ json: String) throws -> String {
        let errors = try Self.validate(source, "Charge", json).errors
        guard let first = errors.first else { return "valid" }
        return "\(first.kind) at \(CodingPathComponent.render(first.codingPath))"
    }

    @Test(arguments: ["source.method == .card", ".card == source.method", "!(source.method != .card)"])
    func aCaseBesideAMemberIsACaseOfTheMembersEnum(_ comparison: String) throws {
        let source = Self.charge(comparison: comparison)
        #expect(Self.fidelity(source, of: "Charge") == "exact")
        #expect(try Self.outcome(source, #"{"source": {"method": "card"}}"#) == "valid")
        #expect(try Self.outcome(source, #"{"source": {"method": "bank"}}"#) == "dataCorrupted at source")
        #expect(try Self.outcome(source, #"{"source": {"method": "visa"}}"#) == "dataCorrupted at source.method")
        #expect(try Self.outcome(source, #"{"source": {"method": 5}}"#) == "typeMismatch at source.method")
    }

    @Test func aCaseBesideAMemberWhoseEnumDecodesByHand() throws {
        let source = Self.charge(methodDecoding: Self.lenientMethod)
        #expect(Self.fidelity(source, of: "Charge") == "exact")
        #expect(try Self.outcome(source, #"{"source": {"method": "card"}}"#) == "valid")
        #expect(try Self.outcome(source, #"{"source": {"method": "visa"}}"#) == "valid")
        #expect(try Self.outcome(source, #"{"source": {"method": "sepa"}}"#) == "dataCorrupted at source")
        #expect(try Self.outcome(source, #"{"source": {"method": 5}}"#) == "typeMismatch at source.method")
    }
}
