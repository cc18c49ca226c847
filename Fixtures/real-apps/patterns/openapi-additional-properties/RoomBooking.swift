import Foundation

// Issue 22: the bodies swift-openapi-generator writes for objects whose schema sets
// `additionalProperties`. Its runtime (swift-openapi-runtime) adds two helpers to `Decoder`: with
// `additionalProperties: false` the body reads the documented properties, then
// `ensureNoAdditionalProperties(knownKeys:)` rejects any other member; with a schema for them,
// `decodeAdditionalProperties(knownKeys:)` keeps every other member, decoded as the dictionary's
// value type. Our own models, in the generator's shape.

/// Decodable only here: generated code encodes the extra members through the runtime's
/// `Encoder` helper, which `--print` does not read as these types' encoding.

/// The generated namespace, as such generators nest their schemas.
enum BookingSchemas {}

extension BookingSchemas {
    /// A meeting room booking; no member besides the documented ones is allowed.
    struct RoomBooking: Decodable, Hashable, Sendable {
        var roomID: Swift.String
        var seats: Swift.Int
        var catering: Swift.Bool?
        var labels: BookingSchemas.BookingLabels

        enum CodingKeys: String, CodingKey {
            case roomID = "room_id"
            case seats
            case catering
            case labels
        }

        init(from decoder: any Swift.Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.roomID = try container.decode(
                Swift.String.self,
                forKey: .roomID
            )
            self.seats = try container.decode(
                Swift.Int.self,
                forKey: .seats
            )
            self.catering = try container.decodeIfPresent(
                Swift.Bool.self,
                forKey: .catering
            )
            self.labels = try container.decode(
                BookingSchemas.BookingLabels.self,
                forKey: .labels
            )
            try decoder.ensureNoAdditionalProperties(knownKeys: [
                "room_id",
                "seats",
                "catering",
                "labels",
            ])
        }
    }

    /// Free-form labels: every member is a string.
    struct BookingLabels: Decodable, Hashable, Sendable {
        var additionalProperties: [String: Swift.String]

        init(from decoder: any Swift.Decoder) throws {
            additionalProperties = try decoder.decodeAdditionalProperties(knownKeys: [])
        }

    }

    /// A room's sensor readings: one documented member, every other an integer.
    struct RoomSensors: Decodable, Hashable, Sendable {
        var roomID: Swift.String
        var additionalProperties: [String: Swift.Int]

        enum CodingKeys: String, CodingKey {
            case roomID = "room_id"
        }

        init(from decoder: any Swift.Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.roomID = try container.decode(
                Swift.String.self,
                forKey: .roomID
            )
            additionalProperties = try decoder.decodeAdditionalProperties(knownKeys: [
                "room_id"
            ])
        }
    }
}
