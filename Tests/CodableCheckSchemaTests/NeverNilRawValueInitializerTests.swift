import Testing

@testable import CodableCheckSchema

/// A failable `init?(rawValue:)` that no path makes return nil (`default: self =
/// .other(rawValue)`) takes every raw value, as one written without `?` does
/// (`TypeResolver.takesEveryRawValue`): the type is `[exact]`. A `return nil` anywhere, a
/// `fatalError` in a `default:`, or a call the tool does not read keeps it approximated.
@Suite struct NeverNilRawValueInitializerTests {
    static func fidelity(ofBody body: String) -> DecodingFidelity? {
        let models = schema(
            """
            enum Channel: RawRepresentable, Decodable {
                case email, sms
                case other(String)
                init?(rawValue: String) {
                    \(body)
                }
                var rawValue: String {
                    switch self {
                    case .email: "email"
                    case .sms: "sms"
                    case .other(let value): value
                    }
                }
            }
            """)
        return models.types.first { $0.name == "Channel" }?.fidelity
    }

    @Test func aFailableInitializerThatNeverReturnsNilTakesEveryRawValue() {
        let body = """
            switch rawValue {
                    case "email", "mail": self = .email
                    case "sms": self = .sms
                    default: self = .other(rawValue)
                    }
            """
        #expect(Self.fidelity(ofBody: body) == .exact)
    }

    @Test(arguments: [
        // Fails on one string.
        "switch rawValue {\ncase \"email\": self = .email\ncase \"\": return nil\ndefault: self = .other(rawValue)\n}",
        // Stops the app on one.
        "switch rawValue {\ncase \"email\": self = .email\ncase \"sms\": self = .sms\ndefault: fatalError(\"unknown channel\")\n}",
        // Calls code the tool does not read.
        "self = .other(rawValue.normalizedChannel())",
        // Delegates to another initializer, which may fail.
        "self.init(rawValue: rawValue.lowercased())",
    ])
    func aFailableInitializerThatMayFailOrStopIsNotRead(body: String) {
        #expect(Self.fidelity(ofBody: body) != .exact)
    }
}
