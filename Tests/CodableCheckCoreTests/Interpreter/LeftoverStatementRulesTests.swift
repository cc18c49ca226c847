import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Three small rules of issue 22, on models read only as schemas: `print` and `debugPrint`
/// (`StandardOutputCalls`), one member removed from a local dictionary
/// (`ExtraMembersDictionary.singleRemoval`), and an initializer of the app's handed values the
/// body reads (`AppInitializerReads`). The compiled patterns are `printed-warnings`,
/// `dictionary-key-removal` and `app-initializer-reads` in `InterpretedPatternDifferentialTests`;
/// these pin the places each rule refuses: what is handed may trap, the app declares a function
/// of the name, the initializer may stop the app.
@Suite struct LeftoverStatementRulesTests: ModelSourceChecking {
    static func logged(_ statement: String, extra: String = "") -> String {
        """
        struct Reading: Decodable {
            var values: [Int]
            var note: Note?
            enum CodingKeys: String, CodingKey { case unit, values, note }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let unit = try container.decodeIfPresent(String.self, forKey: .unit)
                values = try container.decode([Int].self, forKey: .values)
                note = try container.decodeIfPresent(Note.self, forKey: .note)
                if let unit, unit != "m" {
                    \(statement)
                }
            }
        }
        struct Note: Codable, CustomStringConvertible {
            var text: String
            var description: String { fatalError("no description") }
        }
        \(extra)
        """
    }

    @Test(arguments: [
        #"print("unit \(unit) is not metres")"#, #"debugPrint("unit", unit, separator: ": ")"#, #"print(unit, values.count)"#,
    ])
    func aPrintOfStandardValuesIsNothingToRun(_ statement: String) throws {
        // `values.count` is a member, not a name: only the first two are taken.
        let expected = statement.contains("values.count") ? "approximated" : "exact"
        #expect(Self.fidelity(Self.logged(statement), of: "Reading") == expected)
        let outcome = try Self.validate(Self.logged(statement), "Reading", #"{"unit": "ft", "values": "x"}"#)
        #expect(outcome.errors.map(\.kind) == [.typeMismatch])
    }

    /// What is printed may stop the app: a value of the app's own type (its `description` traps
    /// here), a subscript, a force unwrap. And a `print` the app declares is the app's.
    @Test(arguments: [
        (#"print("note: \(note)")"#, ""), (#"print(note)"#, ""), (#"print("first: \(values[0])")"#, ""),
        (#"print("unit: \(unit!)")"#, ""), (#"print("unit \(unit)")"#, "func print(_ text: String) { fatalError(text) }"),
        (#"print("unit \(unit)")"#, "extension Reading { func print(_ text: String) { fatalError(text) } }"),
        (
            #"print("unit \(unit)")"#,
            "protocol Logs {}\nextension Reading: Logs {}\nextension Logs { func print(_ text: String) { fatalError(text) } }"
        ),
    ])
    func aPrintThatMayStopTheAppIsNotFollowed(_ statement: String, _ extra: String) {
        #expect(Self.fidelity(Self.logged(statement, extra: extra), of: "Reading") == "approximated")
    }

    /// `print` reads its interpolations with the splitter thrown messages use
    /// (`WrittenDecodingError.interpolatedSegments`) and the standard library's types from
    /// `PrintableValue`: spaces inside `\( ... )` are no part of the name, an escaped backslash
    /// starts no interpolation, and a `Double` (whose `description` cannot trap) may be printed.
    @Test(arguments: [
        #"print("unit \( unit ) is not metres")"#, #"print("unit \\(metres) \(unit)")"#,
        "let scale: Double = 2\nprint(\"scale \\(scale)\")",
    ])
    func aPrintReadsInterpolationsAsThrownMessagesDo(_ statement: String) throws {
        #expect(Self.fidelity(Self.logged(statement), of: "Reading") == "exact")
        let outcome = try Self.validate(Self.logged(statement), "Reading", #"{"unit": "ft", "values": "x"}"#)
        #expect(outcome.errors.map(\.kind) == [.typeMismatch])
    }

    static func removing(_ statement: String, extra: String = "") -> String {
        """
        struct Action: Codable {
            var kind: String
            var parameters: [String: Int]
            enum CodingKeys: String, CodingKey { case kind }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                kind = try container.decode(String.self, forKey: .kind)
                var rest = try decoder.singleValueContainer().decode([String: Int].self)
                \(statement)
                parameters = rest
            }
        }
        \(extra)
        """
    }

    @Test(arguments: [#"rest.removeValue(forKey: "kind")"#, #"rest["kind"] = nil"#, "rest[CodingKeys.kind.rawValue] = nil"])
    func oneMemberIsRemoved(_ statement: String) throws {
        #expect(Self.fidelity(Self.removing(statement), of: "Action") == "exact")
        // `kind` is read as an `Int` too, before it is removed: the app throws there.
        let failed = try Self.validate(Self.removing(statement), "Action", #"{"kind": "grip", "force": 2}"#)
        #expect(failed.errors.map(\.kind) == [.typeMismatch])
        #expect(failed.errors.map(\.renderedPath) == ["kind"])
    }

    /// A `removeValue(forKey:)` the app adds to `Dictionary` is the one Swift calls: not read.
    @Test func theAppsOwnRemoveValueIsNotTheRemoval() {
        let extra = "extension Dictionary { mutating func removeValue(forKey key: Key) { fatalError() } }"
        #expect(Self.fidelity(Self.removing(#"rest.removeValue(forKey: "kind")"#, extra: extra), of: "Action") == "approximated")
    }

    static func built(_ initializer: String) -> String {
        """
        struct Sample {
            var position: Double
            var level: Double
            \(initializer)
        }
        struct Series: Decodable {
            var samples: [Sample]
            enum CodingKeys: String, CodingKey { case positions, levels }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                var positions = try container.nestedUnkeyedContainer(forKey: .positions)
                var levels = try container.nestedUnkeyedContainer(forKey: .levels)
                var read: [Sample] = []
                while !positions.isAtEnd {
                    let sample = Sample(position: try positions.decode(Double.self), level: try levels.decode(Double.self))
                    read.append(sample)
                }
                samples = read
            }
        }
        """
    }

    @Test func anInitializerHandedReadValuesIsFollowed() throws {
        let source = Self.built("init(position: Double, level: Double) { self.position = position; self.level = level }")
        #expect(Self.fidelity(source, of: "Series") == "exact")
        #expect(try Self.validate(source, "Series", #"{"positions": [1, 2], "levels": [3, 4]}"#).isValid)
        // The second array runs out first: `levels` is at its end.
        let failed = try Self.validate(source, "Series", #"{"positions": [1, 2], "levels": [3]}"#)
        #expect(failed.errors.map(\.kind) == [.valueNotFound])
        #expect(failed.errors.map(\.renderedPath) == ["levels[1]"])
    }

    /// An initializer that may stop the app.
    @Test(arguments: [
        "init(position: Double, level: Double) { precondition(level >= 0); self.position = position; self.level = level }",
        "init(position: Double, level: Double) { self.position = position; self.level = [level][Int(position)] }",
    ])
    func anInitializerThatMayStopTheAppIsNotFollowed(_ initializer: String) {
        #expect(Self.fidelity(Self.built(initializer), of: "Series") == "approximated")
    }

    /// An `inout` argument (`&scale`) the initializer may set: the call is not followed, whatever
    /// else it is handed. (The body reader already leaves a statement that passes `&name` unread;
    /// `AppInitializerReads.isClosureOrInout` refuses such an argument too.)
    @Test func anInitializerHandedAnInoutValueIsNotFollowed() {
        let source = """
            struct Sample {
                var position: Double
                var level: Double
                init(position: Double, level: inout Double) { self.position = position; self.level = level; level = 0 }
            }
            struct Series: Decodable {
                var samples: [Sample]
                var scale: Double
                enum CodingKeys: String, CodingKey { case positions }
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    var positions = try container.nestedUnkeyedContainer(forKey: .positions)
                    var scale = 1.0
                    var read: [Sample] = []
                    while !positions.isAtEnd {
                        let sample = Sample(position: try positions.decode(Double.self), level: &scale)
                        read.append(sample)
                    }
                    samples = read
                    self.scale = scale
                }
            }
            """
        #expect(Self.fidelity(source, of: "Series") == "approximated")
    }
}
