import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `FailableInitializerCalls` and `ElementClosures` (issue 22), on models read only as schemas:
/// the compiled pattern is `failable-initializer-lists` in `InterpretedPatternDifferentialTests`;
/// these pin where each rule refuses (a failable initializer that goes on after setting `self`
/// or sets stored properties one by one, a closure that reads a container per element) and the
/// traps inside what they accept (a force unwrap in a case of the initializer, another in the
/// closure).
@Suite struct FailableInitializerListTests: ModelSourceChecking {
    /// A size decoded from a list of names, each checked by the failable initializer `failable`.
    static func sizes(_ failable: String, closure: String = "") -> String {
        """
        enum Size: Decodable {
            case small, large, custom(Int)
            \(failable)
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                let names = try container.decode([String].self)
                let sizes = try names.map { name -> Size in
                    \(closure.isEmpty ? "guard let size = Size(name: name) else { throw DecodingError.dataCorruptedError(in: container, debugDescription: \"bad\") }" : closure)
                    return size
                }
                self = sizes.first ?? .small
            }
        }
        """
    }

    static let picking = """
        init?(name: String) {
            switch name {
            case "s": self = .small
            case "l": self = .large
            case "x": self = .custom(Int("x")!)
            default: return nil
            }
        }
        """

    @Test func aFailableInitializerThatPicksSelfIsFollowedWithItsTraps() throws {
        #expect(Self.fidelity(Self.sizes(Self.picking), of: "Size") == "exact")
        #expect(try Self.validate(Self.sizes(Self.picking), "Size", #"[["s", "l"]]"#).errors.isEmpty)
        let unknown = try Self.validate(Self.sizes(Self.picking), "Size", #"[["s", "m"]]"#)
        #expect(unknown.errors.map(\.kind) == [.dataCorrupted])
        #expect(unknown.errors.first?.stopsTheApp == false)
        let forced = try Self.validate(Self.sizes(Self.picking), "Size", #"[["s", "x"]]"#)
        #expect(forced.errors.first?.stopsTheApp == true)
    }

    /// Setting `self` and going on, setting it before a check, or setting stored properties: not
    /// this rule's shape (the call stays a value the tool does not know, the check assumed).
    @Test(arguments: [
        "init?(name: String) { self = .small; if name.isEmpty { return nil } }",
        "init?(name: String) { if name == \"s\" { self = .small } else { self = .large }; _ = name.count }",
        "init?(name: String) { switch name { case \"s\": self = .small; self = .large; default: return nil } }",
    ])
    func otherFailableInitializersAreNotReadThisWay(_ failable: String) {
        #expect(Self.fidelity(Self.sizes(failable), of: "Size") == "approximated")
    }

    /// A closure of statements that reads the container for each element is not followed; a
    /// force unwrap in one is a trap where it is.
    @Test func aClosureReadingAContainerIsNotFollowedAndOneThatTrapsStops() throws {
        let reading = Self.sizes(
            Self.picking,
            closure: "let extra = try container.decode(String.self); guard let size = Size(name: name + extra) else { return .small }"
        )
        #expect(Self.fidelity(reading, of: "Size") == "approximated")
        let unwrapping = Self.sizes(Self.picking, closure: "let size = Size(name: name)!")
        #expect(Self.fidelity(unwrapping, of: "Size") == "exact")
        #expect(try Self.validate(unwrapping, "Size", #"[["s", "l"]]"#).errors.isEmpty)
        #expect(try Self.validate(unwrapping, "Size", #"[["s", "m"]]"#).errors.first?.stopsTheApp == true)
    }
}
