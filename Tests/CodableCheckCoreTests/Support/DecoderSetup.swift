import CodableCheckCore
import Foundation

/// The `JSONDecoder` strategies a fixture domain is decoded with, read from the domain's optional
/// `decoder.json` (absent: every default). The same file tells the CLI which flags to pass.
///
///     {"dateDecodingStrategy": "iso8601", "keyDecodingStrategy": "convertFromSnakeCase"}
///     {"dateDecodingStrategy": "formatted", "dateFormat": "yyyy-MM-dd"}
///
/// Dates: `deferredToDate`, `secondsSince1970`, `millisecondsSince1970`, `iso8601`, `formatted`
/// (a `DateFormatter` with `dateFormat`, `en_US_POSIX`, UTC). Keys: `useDefaultKeys`,
/// `convertFromSnakeCase`. Data: `base64`, `deferredToData`.
struct DecoderSetup: Decodable, Equatable, Sendable, CustomStringConvertible {
    var dateDecodingStrategy = "deferredToDate"
    var dateFormat: String?
    var keyDecodingStrategy = "useDefaultKeys"
    var dataDecodingStrategy = "base64"

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dateDecodingStrategy = try container.decodeIfPresent(String.self, forKey: .dateDecodingStrategy) ?? "deferredToDate"
        dateFormat = try container.decodeIfPresent(String.self, forKey: .dateFormat)
        keyDecodingStrategy = try container.decodeIfPresent(String.self, forKey: .keyDecodingStrategy) ?? "useDefaultKeys"
        dataDecodingStrategy = try container.decodeIfPresent(String.self, forKey: .dataDecodingStrategy) ?? "base64"
    }

    private enum CodingKeys: String, CodingKey {
        case dateDecodingStrategy, dateFormat, keyDecodingStrategy, dataDecodingStrategy
    }

    var isDefault: Bool { self == DecoderSetup() }

    var description: String {
        isDefault
            ? "default strategies"
            : "\(dateDecodingStrategy)\(dateFormat.map { "(\($0))" } ?? "") dates, \(keyDecodingStrategy) keys, \(dataDecodingStrategy) data"
    }

    /// The setup of `domain`, from `Fixtures/documents/<domain>/decoder.json`.
    static func forDomain(_ domain: String) -> DecoderSetup {
        let url = FixturePaths.documents.appendingPathComponent(domain).appendingPathComponent("decoder.json")
        guard let data = try? Data(contentsOf: url) else { return DecoderSetup() }
        do {
            return try JSONDecoder().decode(DecoderSetup.self, from: data)
        } catch {
            preconditionFailure("unreadable \(url.path): \(error)")
        }
    }

    /// A `JSONDecoder` configured so.
    func makeFoundationDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        switch dateDecodingStrategy {
        case "deferredToDate": decoder.dateDecodingStrategy = .deferredToDate
        case "secondsSince1970": decoder.dateDecodingStrategy = .secondsSince1970
        case "millisecondsSince1970": decoder.dateDecodingStrategy = .millisecondsSince1970
        case "iso8601": decoder.dateDecodingStrategy = .iso8601
        case "formatted": decoder.dateDecodingStrategy = .formatted(Self.formatter(dateFormat ?? ""))
        default: preconditionFailure("unknown date strategy \(dateDecodingStrategy)")
        }
        switch keyDecodingStrategy {
        case "useDefaultKeys": decoder.keyDecodingStrategy = .useDefaultKeys
        case "convertFromSnakeCase": decoder.keyDecodingStrategy = .convertFromSnakeCase
        default: preconditionFailure("unknown key strategy \(keyDecodingStrategy)")
        }
        switch dataDecodingStrategy {
        case "base64": decoder.dataDecodingStrategy = .base64
        case "deferredToData": decoder.dataDecodingStrategy = .deferredToData
        default: preconditionFailure("unknown data strategy \(dataDecodingStrategy)")
        }
        return decoder
    }

    /// A `CodableCheckDecoder` configured the same way as `makeFoundationDecoder()`.
    func makeCodableCheckDecoder() -> CodableCheckDecoder {
        let foundation = makeFoundationDecoder()
        let decoder = CodableCheckDecoder()
        decoder.dateDecodingStrategy = foundation.dateDecodingStrategy
        decoder.keyDecodingStrategy = foundation.keyDecodingStrategy
        decoder.dataDecodingStrategy = foundation.dataDecodingStrategy
        return decoder
    }

    /// The schema-driven decoding's options for the same setup.
    var validationOptions: ValidationOptions {
        var options = ValidationOptions()
        switch dateDecodingStrategy {
        case "secondsSince1970": options.dateStrategy = .secondsSince1970
        case "millisecondsSince1970": options.dateStrategy = .millisecondsSince1970
        case "iso8601": options.dateStrategy = .iso8601
        case "formatted": options.dateStrategy = .formatted(dateFormat ?? "")
        default: options.dateStrategy = .deferredToDate
        }
        options.keyStrategy = keyDecodingStrategy == "convertFromSnakeCase" ? .convertFromSnakeCase : .useDefaultKeys
        options.dataStrategy = dataDecodingStrategy == "deferredToData" ? .deferredToData : .base64
        return options
    }

    /// `en_US_POSIX`, UTC, as an app sets up a fixed-format date parser.
    static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }
}
