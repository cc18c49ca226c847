import Foundation

// A stand-in for Kodable's `@CodableDate` (JARMourato/Kodable), so that the
// `kodable-readme-dates` pattern compiles in this target (Kodable is not a dependency). It is
// not Kodable's code: it does what Kodable's README says `@CodableDate` does, which is what
// codable-check follows when no `Package.resolved` pins Kodable:
//
// - A type conforming to `Kodable` decodes each `@CodableDate` property from its key (the
//   property's name, or `.key("...")`), as a string parsed with the strategy: `.iso8601` (the
//   default), `.format("...")`, `.rfc2822`, `.rfc3339` or `.timestamp` (seconds since 1970, as
//   text), all `en_US_POSIX` and UTC.
// - As the README's "lossy type decoding" reads a `String`, a number is read through its text
//   (`978307200.0` reads as `"978307200"`: an integral number is read as an integer first).
// - Encoding writes each date as its strategy formats it.
//
// Kodable reports a failure as its own `KodableError`, wrapping the `DecodingError` it met; the
// stand-in throws that `DecodingError` (a missing key, a value of another type), and for a
// string that does not parse, `dataCorrupted` with Kodable's text, which is what codable-check
// reports for them (with its key type named `CodingKeys`, as codable-check's notes name it).
// Properties are visited in declaration order, as Kodable's reflection does.

protocol Kodable: Codable {
    init()
}

/// What a `Kodable` type's `init(from:)` and `encode(to:)` do with each wrapper.
protocol KodableProperty: AnyObject {
    func decode(from container: KeyedDecodingContainer<KodableKey>, propertyName: String) throws
    func encode(to container: inout KeyedEncodingContainer<KodableKey>, propertyName: String) throws
}

/// Kodable reads any key; named `CodingKeys` as the keys codable-check names in its notes.
enum KodableKeys {
    struct CodingKeys: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

typealias KodableKey = KodableKeys.CodingKeys

extension Kodable {
    private var kodableProperties: [(name: String, property: any KodableProperty)] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let property = child.value as? any KodableProperty else { return nil }
            return (String(label.dropFirst()), property)
        }
    }

    init(from decoder: Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: KodableKey.self)
        for (name, property) in kodableProperties { try property.decode(from: container, propertyName: name) }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: KodableKey.self)
        for (name, property) in kodableProperties { try property.encode(to: &container, propertyName: name) }
    }
}

enum DateCodingStrategy {
    case iso8601, rfc2822, rfc3339, timestamp
    case format(String)

    private func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }

    func date(from text: String) -> Date? {
        switch self {
        case .iso8601: ISO8601DateFormatter().date(from: text)
        case .rfc2822: formatter("EEE, d MMM y HH:mm:ss zzz").date(from: text)
        case .rfc3339: formatter("yyyy-MM-dd'T'HH:mm:ssZ").date(from: text)
        case .timestamp: Double(text).map(Date.init(timeIntervalSince1970:))
        case .format(let format): formatter(format).date(from: text)
        }
    }

    func text(from date: Date) -> String {
        switch self {
        case .iso8601: ISO8601DateFormatter().string(from: date)
        case .rfc2822: formatter("EEE, d MMM y HH:mm:ss zzz").string(from: date)
        case .rfc3339: formatter("yyyy-MM-dd'T'HH:mm:ssZ").string(from: date)
        case .timestamp: "\(date.timeIntervalSince1970)"
        case .format(let format): formatter(format).string(from: date)
        }
    }
}

enum KodableOption {
    case key(String)
}

@propertyWrapper
final class CodableDate: KodableProperty {
    private var value: Date?
    private let strategy: DateCodingStrategy
    private let key: String?

    /// `@CodableDate var x: Date`: ISO 8601 under the property's name.
    convenience init() {
        self.init(.iso8601)
    }

    init(_ strategy: DateCodingStrategy, _ options: KodableOption...) {
        self.strategy = strategy
        key =
            options.map { option in
                switch option {
                case .key(let key): key
                }
            }.last
    }

    var wrappedValue: Date {
        get { value ?? Date(timeIntervalSince1970: 0) }
        set { value = newValue }
    }

    func decode(from container: KeyedDecodingContainer<KodableKey>, propertyName: String) throws {
        let codingKey = KodableKey(stringValue: key ?? propertyName)
        let text: String
        do {
            text = try container.decode(String.self, forKey: codingKey)
        } catch DecodingError.typeMismatch(let type, let context) {
            // The README's lossy `String`: a number through its text.
            if let integer = try? container.decode(Int.self, forKey: codingKey) {
                text = "\(integer)"
            } else if let number = try? container.decode(Double.self, forKey: codingKey) {
                text = "\(number)"
            } else {
                throw DecodingError.typeMismatch(type, context)
            }
        }
        guard let date = strategy.date(from: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [codingKey], debugDescription: "Could not parse Date from this value: \(text)"))
        }
        value = date
    }

    func encode(to container: inout KeyedEncodingContainer<KodableKey>, propertyName: String) throws {
        guard let value else { return }
        try container.encode(strategy.text(from: value), forKey: KodableKey(stringValue: key ?? propertyName))
    }
}
