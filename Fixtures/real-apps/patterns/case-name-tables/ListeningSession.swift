import Foundation

// Issue 22: SDKs map the names a server sends to enum cases that have no raw values, through a
// `static let` table built from `allCases` and a `switch self` property giving each case its
// wire name (`Self.allCases.reduce(into: [:]) { ... }`, `Dictionary(uniqueKeysWithValues:)`),
// looked up with the decoded string; a missing string is reported by a method the app adds to
// `Decoder` that wraps a context in an error of its own. Our own model, in that shape: a music
// app's listening sessions. The cases are not encoded back, so these types are `Decodable`
// only: verdicts are compared, not values.

/// The app's own decoding errors.
enum PlaybackDecodingError: Error {
    case missingValue(Any.Type, DecodingError.Context)
    case unknownName(Any.Type, String)
}

extension Decoder {
    /// An error at the decoder's path, for a value the body could not read.
    func missingValueError(for type: Any.Type, message: String) -> PlaybackDecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: message, underlyingError: nil)
        return PlaybackDecodingError.missingValue(type, context)
    }
}

/// Where a session was started; `null` means the server did not say.
enum ListeningSource: CaseIterable, Decodable {
    case radio, playlist, album, search, unknown

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard !container.decodeNil() else {
            self = .unknown
            return
        }
        guard let name = try? container.decode(String.self) else {
            throw decoder.missingValueError(for: ListeningSource.self, message: "Expected the name of a source")
        }
        guard let source = Self.sourcesByName[name] else {
            throw PlaybackDecodingError.unknownName(ListeningSource.self, name)
        }
        self = source
    }

    private static let sourcesByName: [String: Self] = Self.allCases
        .reduce(into: [:]) { table, source in
            if let name = source.wireName { table[name] = source }
        }

    /// The name the server uses; `unknown` is never sent.
    private var wireName: String? {
        switch self {
        case .radio: return "radio_station"
        case .playlist: return "playlist"
        case .album: return "album"
        case .search: return "search_result"
        case .unknown: return nil
        }
    }
}

/// The stream quality a session played at. `lossless` and `hifi` are two names of one level.
enum StreamQuality: CaseIterable, Decodable {
    case low, normal, high, lossless

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let code = try container.decode(String.self)
        if let quality = Self.qualitiesByCode[code] {
            self = quality
        } else if let quality = Self.qualitiesByLabel[code.lowercased()] {
            self = quality
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown stream quality \(code)")
        }
    }

    private static let qualitiesByCode = Dictionary(uniqueKeysWithValues: Self.allCases.map { ($0.code, $0) })

    private static let qualitiesByLabel: [String: StreamQuality] = allCases.reduce(into: [:]) { table, quality in
        table[quality.label] = quality
    }

    var code: String {
        switch self {
        case .low: return "q96"
        case .normal: return "q160"
        case .high: return "q320"
        case .lossless: return "flac"
        }
    }

    var label: String {
        switch self {
        case .low: return "low"
        case .normal: return "normal"
        case .high: return "high"
        case .lossless: return "hifi"
        }
    }
}

/// One listening session, as the history endpoint lists it; a session without a source was
/// started before sources were recorded.
struct ListeningSession: Decodable {
    var id: String
    var trackCount: Int
    var source: ListeningSource
    var quality: StreamQuality?

    enum CodingKeys: String, CodingKey {
        case id, trackCount, source, quality
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        trackCount = try container.decode(Int.self, forKey: .trackCount)
        source = try container.decodeIfPresent(ListeningSource.self, forKey: .source) ?? .unknown
        quality = try container.decodeIfPresent(StreamQuality.self, forKey: .quality)
    }
}
