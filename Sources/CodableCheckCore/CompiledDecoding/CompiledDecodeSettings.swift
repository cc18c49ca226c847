import Foundation

/// What `codable-check decode --compile` tells its compiled helper before any document: the
/// strategies the app sets on its `JSONDecoder`, and whether to send back the decoded value.
///
/// Sent as the first line on the helper's standard input, as JSON. Strategies are spelled as the
/// command line spells them (`snake-case`, `formatted:yyyy-MM-dd`), so both sides share one
/// vocabulary and this type is the only place that maps it onto `CodableCheckDecoder`.
public struct CompiledDecodeSettings: Codable, Sendable, Equatable {
    /// `default` or `snake-case`.
    public var keyStrategy: String
    /// `deferred`, `iso8601`, `seconds`, `milliseconds` or `formatted:FORMAT`; for several formats
    /// tried in order, `formatted` with `dateFormats`.
    public var dateStrategy: String
    /// With `dateStrategy` `formatted`: the formats, tried in order.
    public var dateFormats: [String]?
    /// `base64` or `deferred`.
    public var dataStrategy: String
    /// Under `nonConformingFloatDecodingStrategy = .convertFromString`: the names of positive
    /// infinity, negative infinity and NaN, in that order; nil for `.throw`.
    public var nonConformingFloatNames: [String]?
    /// Whether each reply carries the decoded value as `JSONEncoder` (sorted keys) writes it.
    public var printsValue: Bool
    /// The type to decode, as `--type` spells it (`[Parcel]`), for a helper that serves several
    /// types (`CompiledTypeTable`).
    public var typeExpression: String?

    public init(
        keyStrategy: String, dateStrategy: String, dateFormats: [String]? = nil, dataStrategy: String, printsValue: Bool,
        typeExpression: String? = nil
    ) {
        self.keyStrategy = keyStrategy
        self.dateStrategy = dateStrategy
        self.dateFormats = dateFormats
        self.dataStrategy = dataStrategy
        self.printsValue = printsValue
        self.typeExpression = typeExpression
    }

    /// The same settings as schema-driven decoding uses.
    public init(_ options: ValidationOptions) {
        keyStrategy = options.keyStrategy == .convertFromSnakeCase ? "snake-case" : "default"
        switch options.dateStrategy {
        case .deferredToDate: dateStrategy = "deferred"
        case .secondsSince1970: dateStrategy = "seconds"
        case .millisecondsSince1970: dateStrategy = "milliseconds"
        case .iso8601: dateStrategy = "iso8601"
        case .formatted(let format): dateStrategy = "formatted:" + format
        case .formattedInOrder(let formats):
            dateStrategy = "formatted"
            dateFormats = formats
        }
        dataStrategy = options.dataStrategy == .deferredToData ? "deferred" : "base64"
        if case .convertFromString(let positive, let negative, let nan) = options.floatStrategy {
            nonConformingFloatNames = [positive, negative, nan]
        }
        printsValue = options.producesValue
    }

    /// A decoder configured as the app's would be.
    public func makeDecoder() -> CodableCheckDecoder {
        let decoder = CodableCheckDecoder()
        decoder.keyDecodingStrategy = keyStrategy == "snake-case" ? .convertFromSnakeCase : .useDefaultKeys
        decoder.dataDecodingStrategy = dataStrategy == "deferred" ? .deferredToData : .base64
        if let names = nonConformingFloatNames, names.count == 3 {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: names[0], negativeInfinity: names[1], nan: names[2])
        }
        switch dateStrategy {
        case "seconds": decoder.dateDecodingStrategy = .secondsSince1970
        case "milliseconds": decoder.dateDecodingStrategy = .millisecondsSince1970
        case "iso8601": decoder.dateDecodingStrategy = .iso8601
        case "formatted":
            decoder.dateDecodingStrategy = .formatted(DateConversion.FormatsInOrder(formats: dateFormats ?? []))
        case let strategy where strategy.hasPrefix("formatted:"):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = String(strategy.dropFirst("formatted:".count))
            decoder.dateDecodingStrategy = .formatted(formatter)
        default: decoder.dateDecodingStrategy = .deferredToDate
        }
        return decoder
    }
}
