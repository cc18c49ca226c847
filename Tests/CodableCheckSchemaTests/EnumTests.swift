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

    @Test func enumsWithoutRawValuesAreNotInterpreted() {
        let models = schema(
            """
            enum Shape: Codable {
                case circle(radius: Double)
                case square(side: Double)
            }
            enum Plain: Codable { case a, b }
            enum Ratio: Double, Codable { case half = 0.5 }
            struct Drawing: Codable { var shape: Shape }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:1:6: warning: enum 'Shape' has associated values; its synthesized decoding is not interpreted",
                "Models.swift:5:6: warning: enum 'Plain' has no raw type; its synthesized decoding is not interpreted",
                "Models.swift:6:6: warning: enum 'Ratio' has raw type 'Double'; only String and integer raw values are supported",
            ])
        #expect(
            throws: SchemaPlanError.uninterpretable(
                typeName: "Drawing",
                diagnostics: [
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 1, column: 6,
                        message: "enum 'Shape' has associated values; its synthesized decoding is not interpreted")
                ])
        ) { try models.plan(for: "Drawing") }
        #expect(
            throws: SchemaPlanError.uninterpretable(
                typeName: "Plain",
                diagnostics: [
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 5, column: 6,
                        message: "enum 'Plain' has no raw type; its synthesized decoding is not interpreted")
                ])
        ) { try models.plan(for: "Plain") }
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
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:19:42: warning: cannot interpret `self = .circle(Double.pi)` in 'Shape.init(from:)' (the expression `Double.pi` is not interpreted); the value it sets is not checked"
            ])
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
                "Models.swift:1:15: warning: enum 'Tree' has associated values; its synthesized decoding is not interpreted",
                "Models.swift:3:29: warning: type 'Color' in property 'color' of 'Paint' does not conform to 'Decodable'",
            ])
    }
}
