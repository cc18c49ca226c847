import Testing

@testable import CodableCheckSchema

/// An app's initializer whose body builds values of the app's other types (`keyframes =
/// [Keyframe(value)]`): the call cannot stop the app only when none of the called type's
/// initializers can, a few calls deep (`AppCallTraps.maximumDepth`). A nested `precondition`,
/// a `fatalError` in a called `init?(rawValue:)`, an `Int(_:)` of a `Double` or a type that
/// builds itself without end keeps the statement not followed.
@Suite struct NestedAppInitializerTrapTests {
    static let declarations = """
        struct Label {
            var text: String
            init(_ text: String) { self.text = text }
        }
        struct Badge {
            var label: Label
            init(_ text: String) { label = Label(text) }
        }
        struct Chain {
            var badge: Badge
            init(_ text: String) { badge = Badge(text) }
        }
        struct Checked {
            var text: String
            init(_ text: String) {
                precondition(!text.isEmpty, "empty")
                self.text = text
            }
            init(unchecked text: String) { self.text = text }
        }
        struct Stamp {
            var checked: Checked
            init(_ text: String) { checked = Checked(unchecked: text) }
        }
        enum Tone: String {
            case soft, loud
            init?(rawValue: String) {
                switch rawValue {
                case "soft": self = .soft
                case "loud": self = .loud
                default: fatalError("unknown tone")
                }
            }
        }
        struct Chime {
            var tone: Tone?
            init(_ text: String) { tone = Tone(rawValue: text) }
        }
        struct Level {
            var whole: Int
            var scaled: Double
            init(_ value: Double) { whole = Int(value); scaled = value }
            init(scaled value: Float) { whole = 0; scaled = Double(value) }
        }
        struct Echo {
            var text: String
            init(_ text: String) { _ = Echo(text); self.text = text }
        }
        """

    static func fidelity(of statement: String) -> DecodingFidelity? {
        lineFidelity(running: statement, after: declarations)
    }

    @Test(arguments: [
        "value = Badge(raw).label.text",
        "value = Chain(raw).badge.label.text",
    ])
    func initializersThatOnlyBuildValuesStayFollowed(statement: String) {
        #expect(Self.fidelity(of: statement) == .exact)
    }

    @Test(arguments: [
        // `Checked` has an initializer with a `precondition`: which one a nested call reaches
        // is not read, so any of them counts.
        "value = Stamp(raw).checked.text",
        "value = Chime(raw).tone?.rawValue ?? \"\"",
        // `Int(_:)` of a `Double` traps out of range; `Double(_:)` does not, but the type has both.
        "value = Level(1).whole == 1 ? raw : \"\"",
        // Builds itself without end: the depth runs out, and the call is not followed.
        "value = Echo(raw).text",
    ])
    func nestedInitializersThatMayStopTheAppAreNotFollowed(statement: String) {
        #expect(Self.fidelity(of: statement) != .exact)
    }
}
