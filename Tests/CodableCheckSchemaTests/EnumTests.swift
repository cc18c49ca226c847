import CodableCheckSchema
import Testing

/// Raw-value enums decode through `init(rawValue:)`; others are not interpreted.
@Suite struct EnumTests {
    @Test func stringRawValuesImplicitAndExplicit() {
        let models = schema(
            #"""
            enum Mood: String, Codable, CaseIterable {
                case happy, sad = "SAD"
                case quoted = "say \"hi\"", tab = "a\tb"
                case raw = #"back\slash"#
                case `default`
                static let all = Mood.allCases
                var label: String { rawValue.capitalized }
                func describe() -> String { "case x = 1" }
            }
            """#)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Mood") == #"Mood(String: "happy"|"SAD"|"say \"hi\""|"a\tb"|"back\\slash"|"default")"#)
    }

    @Test func integerRawValuesContinueAfterExplicitOnes() {
        let models = schema(
            """
            enum Level: Int, Codable { case low, medium, high }
            enum Code: Int, Codable { case a = 5, b, c = 10, d }
            enum Byte: UInt8, Codable { case zero, max = 0xFF }
            enum Signed: Int16, Codable { case minus = -1, zero, big = 1_000 }
            typealias Raw = Int64
            enum Aliased: Raw, Decodable { case one = 1, two }
            """)
        #expect(renderedPlan(models, "Level") == "Level(Int: 0|1|2)")
        #expect(renderedPlan(models, "Code") == "Code(Int: 5|6|10|11)")
        #expect(renderedPlan(models, "Byte") == "Byte(UInt8: 0|255)")
        #expect(renderedPlan(models, "Signed") == "Signed(Int16: -1|0|1000)")
        #expect(renderedPlan(models, "Aliased") == "Aliased(Int64: 1|2)")
    }

    @Test func enumsWithoutRawValuesDecodeAsOneKeyObjects() {
        let models = schema(
            """
            enum Shape: Codable {
                case circle(radius: Double)
                case square(side: Double, label: String? = nil)
                case pair(Int, name: String)
            }
            enum Plain: Codable { case a, b }
            enum Ratio: Double, Codable { case half = 0.5 }
            struct Drawing: Codable { var shape: Shape }
            enum Renamed: Codable {
                case circle(radius: Double), none
                enum CodingKeys: String, CodingKey { case circle = "c", none }
                enum CircleCodingKeys: String, CodingKey { case radius = "r" }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:7:6: warning: enum 'Ratio' has raw type 'Double'; only String and integer raw values are supported"
            ])
        #expect(
            renderedPlan(models, "Drawing")
                == "Drawing{shape:Shape(circle{radius:Double} | square{side:Double, label:String?} | pair{_0:Int, name:String})}")
        #expect(renderedPlan(models, "Plain") == "Plain(a{} | b{})")
        #expect(renderedPlan(models, "Renamed") == "Renamed(c{radius(r):Double} | none{})")
        #expect(models.types.first { $0.name == "Shape" }?.decoding == .synthesized)
        #expect(
            models.types.first { $0.name == "Renamed" }?.enumCases == [
                EnumCaseSummary(name: "circle", rawValue: nil, key: "c", payload: "{radius(r):Double}"),
                EnumCaseSummary(name: "none", rawValue: nil, key: "none", payload: "{}"),
            ])
    }

    @Test func associatedValuesThatCannotBeReadAreReported() {
        let models = schema(
            """
            enum Event: Codable {
                case tap(at: (Int) -> Void)
                case scroll(offset: Double)
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:10: warning: type '(function)' in property 'at' of 'Event.tap' is not decodable"
            ])
    }

    @Test func enumsWithCustomInitializers() {
        let models = schema(
            """
            enum Status: String, Codable {
                case active, archived, unknown
                init(from decoder: Decoder) throws {
                    self = Status(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .unknown
                }
            }
            enum JSONValue: Decodable {
                case string(String), number(Double), object([String: JSONValue])
                init(from decoder: Decoder) throws { self = .string("") }
            }
            enum Level: Int, Codable {
                case low, high
                init(from decoder: Decoder) throws {
                    self = Level(rawValue: try decoder.singleValueContainer().decode(Int.self) / 10) ?? .low
                }
            }
            enum Shape: Decodable {
                case circle(Double)
                init(from decoder: Decoder) throws { self = .circle(Double.pi) }
            }
            """)
        // `Double.pi` throws nothing: a value the tool need not know, as the body reads nothing.
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Status") == #"Status(init(from:): String)"#)
        // `/ 10` is read (its value is not evaluated): the body's one read is checked.
        #expect(renderedPlan(models, "Level") == #"Level(init(from:): Int)"#)
        #expect(models.types.map(\.decoding).prefix(2) == [.interpretedInitializer, .interpretedInitializer])
    }

    @Test func indirectEnumsAndRawEnumsWithoutCodableConformance() {
        let models = schema(
            """
            indirect enum Tree: Codable { case leaf(Int), node(Tree, Tree) }
            enum Color: String { case red }
            struct Paint: Codable { var color: Color }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:3:29: warning: type 'Color' in property 'color' of 'Paint' does not conform to 'Decodable'"
            ])
        #expect(renderedPlan(models, "Tree") == "Tree(leaf{_0:Int} | node{_0:Tree, _1:Tree})")
    }
}
