import Foundation

// Issue 22: SDKs check several decoded fields with one loop over an array literal of
// (key, value) tuples and a `where` clause, throwing for the first that fails with the key the
// tuple names (a rule whose two references must not be empty). Our own model, in that shape: a
// ferry timetable's crossings, whose two port names must fit the departure board and whose
// fares must not be negative. A crossing's codes are checked by a loop over the keys alone. The
// messages name the key the loop is at (`\(key.rawValue)`, `\(key)`), as Swift prints it. The
// values are plain stored properties, so `JSONEncoder` writes what was decoded and values are
// compared.

/// One crossing of a ferry timetable.
struct FerryCrossing: Codable, Equatable {
    var departurePort: String
    var arrivalPort: String
    var adultFare: Int
    var childFare: Int
    var vehicleFare: Int?
    var operatorCode: String
    var vesselCode: String

    private enum CodingKeys: String, CodingKey {
        case departurePort = "departure_port"
        case arrivalPort = "arrival_port"
        case adultFare = "adult_fare"
        case childFare = "child_fare"
        case vehicleFare = "vehicle_fare"
        case operatorCode = "operator"
        case vesselCode = "vessel"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let departure = try container.decode(String.self, forKey: .departurePort)
        let arrival = try container.decode(String.self, forKey: .arrivalPort)
        adultFare = try container.decode(Int.self, forKey: .adultFare)
        childFare = try container.decode(Int.self, forKey: .childFare)
        vehicleFare = try container.decodeIfPresent(Int.self, forKey: .vehicleFare)

        // A port name too short for the board is refused here, under its own key.
        for (key, port) in [(CodingKeys.departurePort, departure), (.arrivalPort, arrival)]
        where port.count < 2 {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(port)' is no port name for \(key.stringValue)")
        }
        departurePort = departure
        arrivalPort = arrival

        for (key, fare) in [(CodingKeys.adultFare, adultFare), (.childFare, childFare)] {
            if fare < 0 {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "\(key) is never negative")
            }
        }

        // Both codes are two letters: each checked in turn, and the first that is not is refused.
        for key in [CodingKeys.operatorCode, .vesselCode] {
            let code = try container.decode(String.self, forKey: key)
            guard code.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "'\(code)' in \(key.rawValue) is not a two-letter code")
            }
        }
        operatorCode = try container.decode(String.self, forKey: .operatorCode)
        vesselCode = try container.decode(String.self, forKey: .vesselCode)
    }
}

/// A day's crossings.
struct CrossingSchedule: Codable, Equatable {
    var route: String
    var crossings: [FerryCrossing]

    enum CodingKeys: String, CodingKey {
        case route, crossings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        route = try container.decode(String.self, forKey: .route)
        crossings = try container.decode([FerryCrossing].self, forKey: .crossings)
        guard !crossings.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .crossings, in: container, debugDescription: "a timetable lists its crossings")
        }
    }
}
