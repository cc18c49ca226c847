import Foundation

// Issue 22, census construct "DecodingError built through a helper": the shape OpenAPI code
// generators write for a `oneOf` with a discriminator. The runtime library the generated code
// imports declares static functions on `DecodingError` that build the errors it throws; the
// generated `init(from:)` reads the discriminator, switches on it, decodes the chosen schema
// from the same decoder, and throws the helper's `keyNotFound` for a value no schema names.

extension Swift.DecodingError {
    /// The error for a discriminator value that names no schema of the `oneOf`: `keyNotFound`
    /// of the discriminator's key, at the decoder's path.
    public static func unmatchedDiscriminator(
        discriminatorKey: any CodingKey,
        discriminatorValue: String,
        codingPath: [any CodingKey]
    ) -> Self {
        DecodingError.keyNotFound(
            discriminatorKey,
            DecodingError.Context.init(
                codingPath: codingPath,
                debugDescription: "No schema of the oneOf is named '\(discriminatorValue)'."
            )
        )
    }
}

/// The generated namespace, as such generators nest their schemas.
enum PaymentSchemas {}

extension PaymentSchemas {
    struct CardSource: Codable, Hashable, Sendable {
        var type: Swift.String
        var last4: Swift.String
        var expiryMonth: Swift.Int
        var expiryYear: Swift.Int
        var holderName: Swift.String?
    }

    struct BankTransferSource: Codable, Hashable, Sendable {
        var type: Swift.String
        var iban: Swift.String
        var reference: Swift.String?
    }

    /// Decodable only here: generated code also encodes it by forwarding to the payload (`try
    /// value.encode(to: encoder)`), which `--print` does not read as the payload's encoding.
    @frozen enum PaymentSource: Decodable, Hashable, Sendable {
        case card(PaymentSchemas.CardSource)
        case bankTransfer(PaymentSchemas.BankTransferSource)

        enum CodingKeys: String, CodingKey {
            case _type = "type"
        }

        init(from decoder: any Swift.Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let discriminator = try container.decode(
                Swift.String.self,
                forKey: ._type
            )
            switch discriminator {
            case "CardSource", "#/components/schemas/CardSource", "card":
                self = .card(try .init(from: decoder))
            case "BankTransferSource", "#/components/schemas/BankTransferSource", "bank_transfer":
                self = .bankTransfer(try .init(from: decoder))
            default:
                throw Swift.DecodingError.unmatchedDiscriminator(
                    discriminatorKey: CodingKeys._type,
                    discriminatorValue: discriminator,
                    codingPath: decoder.codingPath
                )
            }
        }
    }
}
