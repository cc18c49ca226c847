import Foundation

/// A payments SDK's checkout session: the server sends the session's id only in a response header
/// (`Location: /v1/checkout/sessions/cs_42`), which the SDK's networking layer copies into the
/// decoder's `userInfo` before decoding the body. The body refuses to decode without it, with a
/// `DecodingError` built from a local context: with a `JSONDecoder()` nobody set up, every document
/// fails, whatever it holds. (Seen in an auth SDK's enrollment challenges; our own sketch.)
extension CodingUserInfoKey {
    static let sessionLocationKey = CodingUserInfoKey(rawValue: "com.example.checkout.location")!
}

struct CheckoutSession: Decodable {
    let sessionID: String
    let clientSecret: String
    let amountMinor: Int

    enum CodingKeys: String, CodingKey {
        case clientSecret = "client_secret"
        case amountMinor = "amount_minor"
    }

    init(sessionID: String, clientSecret: String, amountMinor: Int) {
        self.sessionID = sessionID
        self.clientSecret = clientSecret
        self.amountMinor = amountMinor
    }

    init(from decoder: Decoder) throws {
        guard let location = decoder.userInfo[.sessionLocationKey] as? String,
            let sessionID = location.components(separatedBy: "/").last
        else {
            let message = "Missing session identifier in header 'Location'"
            let context = DecodingError.Context(codingPath: [], debugDescription: message)
            throw DecodingError.dataCorrupted(context)
        }
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sessionID: sessionID,
            clientSecret: try values.decode(String.self, forKey: .clientSecret),
            amountMinor: try values.decode(Int.self, forKey: .amountMinor))
    }
}
