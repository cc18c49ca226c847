import CodableCheckCore
import CodableCheckSchema
import Testing

/// Kodable's modifiers and validations read from `@Coding` options: the built-in ones become
/// `KodableValueRule`s; options that run code are a warning that names them.
@Suite struct KodableRuleTests {
    /// The rules and warnings of the one property `x: TYPE` with `@Coding(OPTIONS)`.
    func rules(_ options: String, type: String) throws -> (rules: [KodableValueRule], warnings: [String]) {
        let models = schema(
            """
            import Kodable
            struct Model: Kodable {
                @Coding(\(options)) var x: \(type)
            }
            """)
        let (plan, warnings) = try models.planWithDiagnostics(for: "Model")
        guard case .object(let object) = plan else { return ([], []) }
        return (object.fields.first?.semantics?.valueRules ?? [], rendered(warnings))
    }

    @Test func presetsOfTheirTypeAreRules() throws {
        #expect(try rules(".trimmed", type: "String").rules == [.trimmed])
        #expect(try rules(".modifier(.trimmedNifIfEmpty)", type: "String?").rules == [.trimmedNilIfEmpty])
        #expect(try rules(".descending", type: "[Int]").rules == [.sorted(ascending: false)])
        #expect(
            try rules(".clamping(to: -1.5...5)", type: "Double").rules == [
                .clamp(lower: .number(-1.5, text: "-1.5"), upper: .number(5, text: "5"), name: ".clamping")
            ])
        #expect(try rules(".max(1_000)", type: "Int").rules == [.clamp(lower: nil, upper: .number(1000, text: "1000"), name: ".max")])
        #expect(try rules(#".min("b")"#, type: "String").rules == [.clamp(lower: .string("b"), upper: nil, name: ".min")])
    }

    @Test func simpleComparisonsAreValidations() throws {
        let greater = try rules(".validation({ $0 > 500 })", type: "Int")
        #expect(
            greater.rules == [
                .validation(
                    KodableCondition(alternatives: [[.compare(.value, .greater, .number(500, text: "500"))]]),
                    source: ".validation({ $0 > 500 })")
            ])
        #expect(greater.warnings.isEmpty)
        // A named parameter, a literal on the left (flipped), `||` of `&&`s, `count` and `isEmpty`.
        let compound = try rules(#".validation { name in 3 <= name.count && name != "n/a" || name.isEmpty }"#, type: "String")
        #expect(
            compound.rules == [
                .validation(
                    KodableCondition(alternatives: [
                        [.compare(.count, .greaterOrEqual, .number(3, text: "3")), .compare(.value, .notEqual, .string("n/a"))],
                        [.isEmpty(negated: false)],
                    ]),
                    source: #".validation { name in 3 <= name.count && name != "n/a" || name.isEmpty }"#)
            ])
    }

    @Test func optionsThatRunCodeAreWarningsNamingThem() throws {
        for option in [".validation { isValid($0) }", ".overrideValue { $0.lowercased() }", ".ascending(by: \\.name)", ".sorted(using: <)"]
        {
            let result = try rules(option, type: "String")
            #expect(result.rules.isEmpty)
            #expect(
                result.warnings == [
                    "Models.swift:3:5: warning: Kodable option '\(option)' on property 'x' of 'Model' runs code codable-check cannot evaluate; it is ignored, so values it would change or reject are checked as decoded"
                ])
        }
    }

    @Test func aPresetOnTheWrongTypeIsNotInterpreted() throws {
        // `.trimmed` exists only for `String`; a number bound does not fit a `String`.
        #expect(
            try rules(".trimmed", type: "Int").warnings == [
                "Models.swift:3:5: warning: Kodable option '.trimmed' on property 'x' of 'Model' is not interpreted; it is ignored"
            ])
        #expect(try rules(".max(5)", type: "String").rules.isEmpty)
    }
}
