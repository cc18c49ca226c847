import Foundation

/// Foundation's and the standard library's own `Codable` types whose `init(from:)` does more than
/// a plan can say: it validates identifiers against the system's tables (`TimeZone`, `Calendar`),
/// clamps values (`Calendar.firstWeekday`), reads sentinels for the current user's settings
/// (`Locale`'s `current`), or merges ranges (`IndexSet`).
///
/// Schema-driven decoding does not imitate these: it runs the type's real `init(from:)` through
/// the core's `Decoder` at the value's place in the document, so what is accepted, every error's
/// case, path and wording, and the value printed back (`JSONEncoder` on the decoded value) are
/// Foundation's on the machine the tool runs on. Only the first error inside such a value is
/// reported, as the type's own code stops there.
public enum FoundationValue: String, Sendable, CaseIterable {
    case timeZone = "TimeZone"
    case calendar = "Calendar"
    case locale = "Locale"
    case dateComponents = "DateComponents"
    case personNameComponents = "PersonNameComponents"
    case dateInterval = "DateInterval"
    case indexSet = "IndexSet"
    case indexPath = "IndexPath"
    case characterSet = "CharacterSet"
    case affineTransform = "AffineTransform"
    case nsRange = "NSRange"
    case duration = "Duration"
    case int128 = "Int128"
    case uint128 = "UInt128"
    /// `{"gregorian": {}}`: an enum's synthesized form, the case names as keys.
    case calendarIdentifier = "Calendar.Identifier"
    /// `{"components": {"languageCode": "fr", "region": "CA"}}`.
    case localeLanguage = "Locale.Language"
    case localeLanguageCode = "Locale.LanguageCode"
    case localeRegion = "Locale.Region"
    case localeScript = "Locale.Script"
    case localeCurrency = "Locale.Currency"

    /// The Swift type's name, as a declaration writes it.
    public var typeName: String { rawValue }

    /// The Swift type whose `init(from:)` decodes the value.
    private var swiftType: any Codable.Type {
        switch self {
        case .timeZone: TimeZone.self
        case .calendar: Calendar.self
        case .locale: Locale.self
        case .dateComponents: DateComponents.self
        case .personNameComponents: PersonNameComponents.self
        case .dateInterval: DateInterval.self
        case .indexSet: IndexSet.self
        case .indexPath: IndexPath.self
        case .characterSet: CharacterSet.self
        case .affineTransform: AffineTransform.self
        case .nsRange: NSRange.self
        case .duration: Duration.self
        case .int128: Int128.self
        case .uint128: UInt128.self
        case .calendarIdentifier: Calendar.Identifier.self
        case .localeLanguage: Locale.Language.self
        case .localeLanguageCode: Locale.LanguageCode.self
        case .localeRegion: Locale.Region.self
        case .localeScript: Locale.Script.self
        case .localeCurrency: Locale.Currency.self
        }
    }

    /// Decodes the value at `index` with the type's own `init(from:)`; on success, the value as
    /// `JSONEncoder` (`.sortedKeys`, default strategies) writes it.
    func decode(
        at index: Int, in document: JSONDocument, codingPath: [CodingPathComponent], with decoder: CodableCheckDecoder
    ) -> Result<String, DecodingProblem> {
        if let trap = trap(at: index, in: document, codingPath: codingPath, with: decoder) {
            return .failure(trap)
        }
        return Self.decode(swiftType, at: index, in: document, codingPath, decoder)
    }

    /// Where the type's own `init(from:)` would stop the process (a trap, not an error), found
    /// before it runs: the tool reports it instead of crashing as the app would.
    private func trap(
        at index: Int, in document: JSONDocument, codingPath: [CodingPathComponent], with decoder: CodableCheckDecoder
    ) -> DecodingProblem? {
        switch self {
        case .indexSet: IndexSetTrap.find(at: index, in: document, codingPath: codingPath, with: decoder)
        case .characterSet: CharacterSetTrap.find(at: index, in: document, codingPath: codingPath, with: decoder)
        default: nil
        }
    }

    /// The problem reporting a trap of `typeName`'s `init(from:)`: `what` says what it cannot take.
    static func trapProblem(
        _ what: String, of typeName: String, at codingPath: [CodingPathComponent], index: Int, in document: JSONDocument
    ) -> DecodingProblem {
        DecodingProblem.trap(
            "\(what): Foundation's \(typeName).init(from:)", codingPath: codingPath, byteOffset: document.tape.offset(at: index))
    }

    private static func decode<T: Codable>(
        _ type: T.Type, at index: Int, in document: JSONDocument, _ codingPath: [CodingPathComponent],
        _ decoder: CodableCheckDecoder
    ) -> Result<String, DecodingProblem> {
        let report = decoder.decodeCollectingProblems(type, in: document, at: index, codingPath: codingPath)
        guard let value = report.value else {
            return .failure(
                report.problems.first
                    ?? DecodingProblem(
                        kind: .dataCorrupted, codingPath: codingPath, byteOffset: document.tape.offset(at: index),
                        message: "\(T.self) did not decode", foundationDescription: ""))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding a value Foundation just decoded does not fail; "null" keeps the printer total.
        return .success((try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null")
    }
}
