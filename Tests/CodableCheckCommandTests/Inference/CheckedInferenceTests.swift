import CodableCheckCore
import Testing

@testable import CodableCheckCommand

/// `infer` checks its declarations by decoding every sample and corrects what fails. The shapes
/// here are walked from one set of documents and checked against another, so the first
/// declarations are wrong in a known way and the corrections can be seen.
@Suite struct CheckedInferenceTests {
    /// Declarations inferred from `shapes`, checked (and corrected) against `samples`.
    func inferredText(shapes: [String], samples: [String], name: String = "Root") throws -> String {
        let walker = SampleWalker(maximumEnumCases: 8)
        let root = ValueShape()
        for text in shapes {
            walker.add(try JSONReader.read(Array(text.utf8)), to: root)
        }
        var inference = CheckedInference(
            inference: DeclarationInference(suggestsEnums: false, maximumEnumCases: 8),
            verifier: InferenceVerifier(
                samples: samples.enumerated().map {
                    InferenceSample(inputName: "s\($0.offset).json", line: nil, bytes: Array($0.element.utf8))
                },
                options: ValidationOptions()),
            typeName: name)
        let text = try inference.file(for: root).text
        return String(text.split(separator: "\n\n", maxSplits: 2).last!)
    }

    @Test func keyMissingFromASampleBecomesOptional() throws {
        let text = try inferredText(shapes: [#"{"title": "Dune", "pages": 412}"#], samples: [#"{"title": "Emma"}"#])
        expectLines(
            text,
            """
            struct Root: Codable {
                let title: String
                let pages: Int?  // missing or null when the samples were decoded
            }

            """)
    }

    /// Every error of a sample is corrected at once, not only the first `JSONDecoder` throws.
    @Test func severalErrorsInOneSample() throws {
        let text = try inferredText(
            shapes: [#"{"title": "Dune", "pages": 412, "tags": ["sf"]}"#], samples: [#"{"title": 5, "tags": [null]}"#])
        expectLines(
            text,
            """
            struct Root: Codable {
                let pages: Int?  // missing or null when the samples were decoded
                let tags: [String?]
                // "title" left out: decoding sample 's0.json' failed at title: expected String, found number 5
            }

            """)
    }

    @Test func nullElementMakesTheElementOptional() throws {
        let text = try inferredText(shapes: [#"{"scores": [1, 2]}"#], samples: [#"{"scores": [1, null]}"#])
        expectLines(
            text,
            """
            struct Root: Codable {
                let scores: [Int?]
            }

            """)
    }

    @Test func typeMismatchLeavesThePropertyOutAndSaysWhere() throws {
        let text = try inferredText(
            shapes: [#"{"id": 7, "author": {"name": "Ann", "born": 1775}}"#],
            samples: [#"{"id": 8, "author": {"name": "Jane", "born": "1775"}}"#])
        expectLines(
            text,
            """
            struct Root: Codable {
                let id: Int
                let author: Author

                struct Author: Codable {
                    let name: String
                    // "born" left out: decoding sample 's0.json' failed at author.born: expected Int, found string "1775"
                }
            }

            """)
    }

    /// A dictionary's keys are not members: a failure under `counts["9"]` is a failure of the
    /// dictionary's values, and a null there makes them optional.
    @Test func dictionaryValuesAreOnePlace() throws {
        let text = try inferredText(
            shapes: [#"{"counts": {"1": 3, "2": 4}}"#], samples: [#"{"counts": {"9": null}}"#, #"{"counts": {"7": 1}}"#])
        expectLines(
            text,
            """
            struct Root: Codable {
                let counts: [String: Int?]
            }

            """)
    }

    @Test func rootElementNullBecomesOptionalRootElement() throws {
        let walker = SampleWalker(maximumEnumCases: 8)
        let root = ValueShape()
        walker.add(try JSONReader.read(Array(#"[{"a": 1}, null]"#.utf8)), to: root)
        var inference = DeclarationInference(suggestsEnums: false, maximumEnumCases: 8)
        #expect(try inference.declaration(for: root, name: "Row").typeExpression == "[Row?]")
    }

    /// Nothing a correction can change: the root itself has the wrong kind.
    @Test func failureAtTheRootNamesSamplePathAndProblem() {
        expectCommandLineError(
            .input, "cannot infer declarations that decode sample 's1.json': typeMismatch at <root>: expected object, found array",
            details: [
                "s1.json:1:1: error: typeMismatch at <root>: expected object, found array", " 1 | [1]", "   | ^",
                "  = note: JSONDecoder says: Expected to decode Dictionary<String, Any> but found an array instead.",
            ]
        ) {
            _ = try inferredText(shapes: [#"{"a": 1}"#], samples: [#"{"a": 2}"#, "[1]"])
        }
    }

    @Test(arguments: [
        (#"[[{"a": 1}], [{"a": 2.5}, null]]"#, "[[Root?]]"),
        (#"{"10": {"a": 1}, "11": {"a": 2}}"#, "[String: Root]"),
        (#"{"10": 1, "11": 2}"#, "Root"),
        (#"{"10": [{"a": 1}], "11": []}"#, "[String: [Root]]"),
    ])
    func rootTypeExpressions(_ sample: String, _ expected: String) throws {
        let walker = SampleWalker(maximumEnumCases: 8)
        let root = ValueShape()
        walker.add(try JSONReader.read(Array(sample.utf8)), to: root)
        var inference = DeclarationInference(suggestsEnums: false, maximumEnumCases: 8)
        #expect(try inference.declaration(for: root, name: "Root").typeExpression == expected)
    }

    /// `JSONDecoder` refuses `0e1` as `Double` (but not `0.0e1`) and accepts it as `Int`.
    @Test(arguments: [
        (#"[{"v": 0e1}, {"v": 7}]"#, "let v: Int"),
        (#"[{"v": 0.0e1}, {"v": 7.5}]"#, "let v: Double"),
        (
            #"[{"v": 0E5}, {"v": 7.5}]"#,
            #"let v: Decimal  // not Double: JSONDecoder refuses zeros with an exponent (0e1) as Double"#
        ),
    ])
    func zerosWithAnExponent(_ sample: String, _ expectedLine: String) throws {
        let text = try inferredText(shapes: [sample], samples: [sample])
        #expect(text.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }.contains { $0 == expectedLine }, "\(text)")
    }
}
