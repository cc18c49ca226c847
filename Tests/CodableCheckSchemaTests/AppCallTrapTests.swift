import CodableCheckCore
import Foundation
import Testing

@testable import CodableCheckSchema

/// A call of the app's own initializer or static function makes a value the tool need not know,
/// but only when its body cannot stop the app (`BodyEffects`, `TrapRule.appCallMayTrap`): an
/// `init(parsing:)` with a `precondition`, an `init?(rawValue:)` whose `default:` calls
/// `fatalError`, a static `normalized(_:)` with a force unwrap were `[exact]` and "valid" where the
/// compiled app stops (probed on 6.3.1: signal 4). Such a call is now not followed; a body that
/// only stores its arguments or builds the type's own cases stays followed. A failable
/// initializer that only picks `self` (the `init?(rawValue:)` here) is run instead, its
/// `fatalError` a trap where the app stops (`FailableInitializerCalls`).
@Suite struct AppCallTrapTests {
    static let declarations = """
        struct Token {
            var text: String
            init(parsing text: String) {
                precondition(!text.isEmpty, "empty token")
                self.text = text
            }
            init(wrapping text: String) { self.text = text }
            static func normalized(_ text: String) -> String { text.first! == " " ? "" : text }
            static func tagged(_ text: String) -> String { text }
        }
        enum Kind: String {
            case plain, bold
            init?(rawValue: String) {
                switch rawValue {
                case "plain": self = .plain
                case "bold": self = .bold
                default: fatalError("unknown kind \\(rawValue)")
                }
            }
        }
        enum Shade {
            case light, dark
            init(isDark: Bool) { self = isDark ? .dark : .light }
            static let named: [String: Shade] = ["dark": .dark]
            init(name: String) { self = Shade.named[name, default: .light] }
            init(index: Int) { self = [Shade.light, .dark][index] }
        }
        """

    static func fidelity(of statement: String) -> DecodingFidelity? {
        lineFidelity(running: statement, after: declarations)
    }

    @Test(arguments: [
        "value = Token(parsing: raw).text",
        "value = [raw].map { Token(parsing: $0) }.first?.text ?? \"\"",
        "value = Token.normalized(raw)",
        // An array subscript out of range stops the app.
        "value = Shade(index: raw.count) == .dark ? \"dark\" : \"light\"",
    ])
    func aCallWhoseBodyMayStopTheAppIsNotFollowed(statement: String) {
        #expect(Self.fidelity(of: statement) != .exact)
    }

    @Test(arguments: [
        "value = Token(wrapping: raw).text",
        "value = Token.tagged(raw)",
        "value = Shade(isDark: raw.isEmpty) == .dark ? \"dark\" : \"light\"",
        // A dictionary lookup with a default never stops the app.
        "value = Shade(name: raw) == .dark ? \"dark\" : \"light\"",
    ])
    func aCallWhoseBodyCannotStopTheAppStaysFollowed(statement: String) {
        #expect(Self.fidelity(of: statement) == .exact)
    }

    /// `Kind(rawValue:)`, whose body only picks `self` or stops, runs as the app runs it
    /// (`FailableInitializerCalls`, interp38): followed, and the app stops where its `default:`
    /// calls `fatalError`.
    @Test func aFailableInitializerThatOnlyPicksSelfRunsWithItsTrap() throws {
        let statement = "if let kind = Kind(rawValue: raw) { value = kind.rawValue }"
        #expect(Self.fidelity(of: statement) == .exact)
        let models = lineModels(running: statement, after: Self.declarations)
        let validator = SchemaValidator(plan: try models.plan(for: "Line"))
        #expect(validator.validate(try JSONReader.read(Data(#"{"raw": "bold"}"#.utf8))).errors.isEmpty)
        let stops = validator.validate(try JSONReader.read(Data(#"{"raw": "italic"}"#.utf8))).errors
        #expect(stops.first?.stopsTheApp == true)
        #expect(stops.first?.renderedPath == "raw")
    }
}
