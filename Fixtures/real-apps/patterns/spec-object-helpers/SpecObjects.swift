import Foundation

#if canImport(FoundationEssentials)
import FoundationEssentials
#endif

/// An API-description library's objects (a licence, a link to external docs), read the way such
/// libraries share their decoding code: every object takes its `x-` members through a static
/// helper that first asks the decoder's `userInfo` whether they are wanted (a flag that is on
/// unless the app turns it off, `userInfo[key] as? Bool ?? true`), and reads links through
/// helpers on `KeyedDecodingContainerProtocol` that pick the URL initializer this platform has
/// (`#if canImport(FoundationEssentials)` inside the body) and throw the library's own error for
/// text no URL takes. (Seen in an OpenAPI document library; our own sketch.)
public enum ExtraMembersSetting {
    public static let wantedKey: CodingUserInfoKey = .init(rawValue: "extra-members-wanted")!

    static func isWanted(for decoder: Decoder) -> Bool {
        decoder.userInfo[wantedKey] as? Bool ?? true
    }

    static func isWanted(for encoder: Encoder) -> Bool {
        encoder.userInfo[wantedKey] as? Bool ?? true
    }
}

/// The library's own error: JSONDecoder passes it on as it is.
struct SpecFieldError: Error {
    var field: String
    var problem: String
    var codingPath: [CodingKey]
}

extension KeyedDecodingContainerProtocol {
    func decodeLink(forKey key: Self.Key) throws -> URL {
        let text = try decode(String.self, forKey: key)
        let url: URL?
        #if canImport(FoundationEssentials)
        url = URL(string: text, encodingInvalidCharacters: false)
        #elseif os(macOS) || os(iOS)
        url = URL(string: text)
        #else
        url = nil
        #endif
        guard let url else {
            throw SpecFieldError(field: key.stringValue, problem: "must be a valid URL", codingPath: codingPath)
        }
        return url
    }

    func decodeLinkIfPresent(forKey key: Self.Key) throws -> URL? {
        guard let text = try decodeIfPresent(String.self, forKey: key) else {
            return nil
        }
        let url: URL?
        #if canImport(FoundationEssentials)
        url = URL(string: text, encodingInvalidCharacters: false)
        #else
        url = URL(string: text)
        #endif
        guard let url else {
            throw SpecFieldError(field: key.stringValue, problem: "if given, must be a valid URL", codingPath: codingPath)
        }
        return url
    }
}

struct SpecLicense: Codable {
    var name: String
    var url: URL?
    var extras: [String: String]

    enum CodingKeys: String, CodingKey {
        case name, url
        case extras = "x-extras"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        url = try container.decodeLinkIfPresent(forKey: .url)
        extras = try Self.extraMembers(from: decoder)
    }

    static func extraMembers(from decoder: Decoder) throws -> [String: String] {
        guard ExtraMembersSetting.isWanted(for: decoder) else {
            return [:]
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        return try container.decodeIfPresent([String: String].self, forKey: .extras) ?? [:]
    }
}

struct SpecExternalDocs: Codable {
    var summary: String?
    var url: URL
    var license: SpecLicense?

    enum CodingKeys: String, CodingKey {
        case summary = "description"
        case url, license
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        url = try container.decodeLink(forKey: .url)
        license = try container.decodeIfPresent(SpecLicense.self, forKey: .license)
    }
}

/// Warnings the library collects while decoding, for the app to show: values computed from what
/// was decoded, which decoding itself never reads.
enum SpecWarnings {
    static func newerField(_ field: String, value: String?) -> String? {
        value == nil ? nil : "'\(field)' needs version 3.2 of the format"
    }
}

struct SpecServer: Decodable {
    var host: String
    var name: String?
    var warnings: [String?]

    enum CodingKeys: String, CodingKey {
        case host, name
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        host = try container.decode(String.self, forKey: .host)
        guard !host.hasPrefix("/") else {
            throw SpecFieldError(field: "host", problem: "must not be a path", codingPath: container.codingPath)
        }
        name = try container.decodeIfPresent(String.self, forKey: .name)
        warnings = [SpecWarnings.newerField("name", value: name)]
    }
}
