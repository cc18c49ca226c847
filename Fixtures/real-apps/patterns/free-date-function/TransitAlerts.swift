import Foundation

// A transit app reads its agency's service alerts. The backend writes times as seconds since
// 1970, in a number, or in a string on the older feeds, and the app decodes them with one
// function declared at file scope, not in a type: `dateDecodingStrategy =
// .custom(decodeAlertDate)`. Issue 22 (#22, interp16): `codable-check decode --date-strategy
// custom:decodeAlertDate` reads that function from here and runs it for every `Date`; its
// warnings name it as `decodeAlertDate(_:)`.

/// Seconds since 1970, as a number or as a string holding one; a string that is no number is
/// the backend's bug, reported as such.
func decodeAlertDate(_ decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    if let seconds = try? container.decode(Double.self) {
        return Date(timeIntervalSince1970: seconds)
    }
    let text = try container.decode(String.self)
    guard let seconds = Double(text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an alert time in seconds since 1970.")
    }
    return Date(timeIntervalSince1970: seconds)
}

enum AlertDecoding {
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom(decodeAlertDate)
        return decoder
    }
}

struct AlertFeed: Codable {
    let agency: String
    let generatedAt: Date
    let alerts: [ServiceAlert]
}

struct ServiceAlert: Codable {
    let id: String
    let headline: String
    let activeFrom: Date
    let activeUntil: Date?
    let routes: [String]
}
