import CodableCheckSchema
import Testing

/// Malformed declarations: each problem is reported where it is, and the parser carries on with
/// the next declaration, so one typo does not hide the rest of the file. A type with a property
/// whose type cannot be read is not checked at all (checking it without the property would pass
/// documents the app refuses).
@Suite struct ParserRecoveryTests {
    @Test func malformedMembersAreReportedAndSkipped() {
        let models = schema(
            """
            struct A: Codable {
                var : Int
                let b: = 5
                var c: Int = 
                case d
                var e: [String: ] 
                var f: String
                ) stray
                var g: Bool
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:9: error: expected a name after 'var'",
                "Models.swift:3:9: warning: cannot read the type of property 'b' of 'A', so 'A' cannot be checked",
                "Models.swift:3:12: error: expected a type in property 'b'",
                "Models.swift:5:10: error: enum case 'd' is only allowed directly inside an enum",
                "Models.swift:6:9: warning: cannot read the type of property 'e' of 'A', so 'A' cannot be checked",
                "Models.swift:6:12: error: expected a type in property 'e'",
                "Models.swift:8:5: warning: unexpected ')' in 'A'; skipped to the next declaration",
            ])
        #expect(renderedPlan(models, "A") == "error: cannot interpret 'A': 2 errors in its declarations")
    }

    @Test func malformedTypeHeadersAreReported() {
        let models = schema(
            """
            struct : Codable { var a: Int }
            struct NoBody: Codable
            struct Fine: Codable { var x: Int }
            enum E: String, Codable { case a = , b }
            extension { }
            typealias = Int
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:1:8: error: expected a name after 'struct'",
                "Models.swift:3:1: error: expected '{' to begin the body of struct 'NoBody'",
                "Models.swift:4:36: error: expected a string or integer literal as the raw value",
                "Models.swift:5:11: error: expected a name after 'extension'",
                "Models.swift:6:11: error: expected a name after 'typealias'",
                "Models.swift:7:1: error: unexpected '}' at file scope",
            ])
        #expect(renderedPlan(models, "Fine") == "Fine{x:Int}")
    }
}
