import Foundation

// Issue 22, census construct "DecodingError built through a helper": the shape OpenAPI code
// generators write for an `anyOf`. Each schema is tried on the same decoder, a failure kept in a
// list; then a static function the generator's runtime adds to `DecodingError` checks that at
// least one schema decoded (`[a, b].contains(where: { $0 != nil })`), and throws an error it
// builds through a second helper when none did.

extension Swift.DecodingError {
    /// Throws when no schema of an `anyOf` decoded: `valueNotFound` of the `anyOf`'s type, at
    /// the decoder's path.
    public static func requireAnySchemaDecoded(
        _ values: [Any?],
        type: Any.Type,
        codingPath: [any CodingKey],
        errors: [any Error]
    ) throws {
        guard values.contains(where: { $0 != nil }) else {
            throw DecodingError.noSchemaOfAnyOfDecoded(type: type, codingPath: codingPath, errors: errors)
        }
    }

    /// The error for an `anyOf` no schema of which decoded.
    static func noSchemaOfAnyOfDecoded(type: Any.Type, codingPath: [any CodingKey], errors: [any Error]) -> Self {
        DecodingError.valueNotFound(
            type,
            DecodingError.Context.init(
                codingPath: codingPath,
                debugDescription: "No schema of the anyOf decoded.",
                underlyingError: AnyOfDecodingFailures(errors: errors)
            )
        )
    }
}

/// Every schema's error, kept for the app's logs.
struct AnyOfDecodingFailures: Swift.Error {
    var errors: [any Swift.Error]
}

/// A courier's quote for a parcel: its delivery window is an `anyOf`.
struct DeliveryQuote: Codable, Hashable, Sendable {
    var quoteID: Swift.String
    var priceCents: Swift.Int
    var window: DeliveryQuote.WindowPayload

    enum CodingKeys: String, CodingKey {
        case quoteID = "quote_id"
        case priceCents = "price_cents"
        case window
    }

    init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.quoteID = try container.decode(
            Swift.String.self,
            forKey: .quoteID
        )
        self.priceCents = try container.decode(
            Swift.Int.self,
            forKey: .priceCents
        )
        self.window = try container.decode(
            DeliveryQuote.WindowPayload.self,
            forKey: .window
        )
    }

    /// A named speed (`"express"`), or the earliest and latest day, or both at once when the
    /// courier sends an object that names its speed.
    struct WindowPayload: Codable, Hashable, Sendable {
        var value1: DeliveryQuote.WindowPayload.Speed?
        var value2: DeliveryQuote.WindowPayload.DayRange?

        enum Speed: String, Codable, Hashable, Sendable {
            case standard
            case express
            case overnight
        }

        struct DayRange: Codable, Hashable, Sendable {
            var earliest: Swift.Int
            var latest: Swift.Int
        }

        init(from decoder: any Swift.Decoder) throws {
            var errors: [any Swift.Error] = []
            do {
                self.value1 = try decoder.singleValueContainer().decode(DeliveryQuote.WindowPayload.Speed.self)
            } catch {
                errors.append(error)
            }
            do {
                self.value2 = try .init(from: decoder)
            } catch {
                errors.append(error)
            }
            try Swift.DecodingError.requireAnySchemaDecoded(
                [
                    self.value1,
                    self.value2,
                ],
                type: Self.self,
                codingPath: decoder.codingPath,
                errors: errors
            )
        }
    }
}
