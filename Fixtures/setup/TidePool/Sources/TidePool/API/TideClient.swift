import Foundation

/// The app's network client: every response goes through one of these decoders.
final class TideClient {
    /// The live API: snake_case keys, ISO 8601 timestamps.
    static let live: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// The archive: camelCase keys, days formatted by `Formatters.day`.
    let archiveDecoder = JSONDecoder()

    /// An old endpoint whose dates are parsed by hand.
    lazy var legacy: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return Formatters.day.date(from: text) ?? Date.distantPast
        }
        return decoder
    }()

    init() {
        archiveDecoder.dateDecodingStrategy = .formatted(Formatters.day)
    }

    func station(from data: Data) throws -> Station {
        try Self.live.decode(Station.self, from: data)
    }

    func archive(from data: Data) throws -> [DailySummary] {
        try archiveDecoder.decode([DailySummary].self, from: data)
    }
}
