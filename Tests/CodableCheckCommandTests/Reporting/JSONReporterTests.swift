import Foundation
import Testing

@testable import CodableCheckCommand

/// The JSON report's structure, read back with `JSONSerialization` as a CI script would.
@Suite struct JSONReporterTests {
    func report(_ results: [InputResult]) throws -> (text: String, object: [String: Any]) {
        let output = BufferedOutput()
        var reporter = JSONReporter(output: output, mode: "strict", typeExpression: "Book")
        var summary = Summary()
        for result in results {
            summary.add(result)
            reporter.report(result)
        }
        reporter.finish(summary)
        let object = try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any]
        return (output.text, try #require(object))
    }

    @Test func topLevelShape() throws {
        let (text, object) = try report([SampleResults.invalidBook, SampleResults.valid])
        #expect(Set(object.keys) == ["version", "mode", "type", "results", "summary"])
        #expect(object["version"] as? Int == 1)
        #expect(object["mode"] as? String == "strict")
        #expect(object["type"] as? String == "Book")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["inputs": 2, "valid": 1, "invalid": 1, "errors": 2, "warnings": 1])
        #expect(text.hasSuffix("}\n"))
    }

    @Test func errorItems() throws {
        let (_, object) = try report([SampleResults.invalidBook])
        let result = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(result["input"] as? String == "book.json")
        #expect(result["ok"] as? Bool == false)
        #expect(result["value"] == nil)
        let errors = try #require(result["errors"] as? [[String: Any]])
        #expect(errors.count == 2)
        let first = errors[0]
        #expect(Set(first.keys) == ["kind", "codingPath", "path", "message", "foundationMessage", "line", "column"])
        #expect(first["kind"] as? String == "typeMismatch")
        #expect(first["path"] as? String == "tags[1].color")
        let path = try #require(first["codingPath"] as? [Any])
        #expect(path.count == 3)
        #expect(path[0] as? String == "tags")
        #expect(path[1] as? Int == 1)
        #expect(path[2] as? String == "color")
        #expect(first["message"] as? String == "expected String, found number 3")
        #expect(first["foundationMessage"] as? String == "Expected to decode String but found number instead.")
        #expect(first["line"] as? Int == 5)
        #expect(first["column"] as? Int == 34)
        let warnings = try #require(result["warnings"] as? [[String: Any]])
        #expect(Set(warnings[0].keys) == ["kind", "codingPath", "path", "message", "line", "column"])
        #expect(warnings[0]["kind"] as? String == "trailingComma")
        #expect(warnings[0]["path"] as? String == "<root>")
    }

    @Test func foundationCodingPathOnlyWhereItDiffers() throws {
        let (_, object) = try report([SampleResults.pathless, SampleResults.malformed])
        let results = try #require(object["results"] as? [[String: Any]])
        let pathless = try #require((results[0]["errors"] as? [[String: Any]])?.first)
        #expect((pathless["foundationCodingPath"] as? [Any])?.isEmpty == true)
        let malformed = try #require((results[1]["errors"] as? [[String: Any]])?.first)
        #expect(malformed["foundationCodingPath"] == nil)
        #expect((malformed["codingPath"] as? [Any])?.isEmpty == true)
        #expect(malformed["kind"] as? String == "dataCorrupted")
        #expect(malformed["message"] as? String == "unexpected character '}'")
        #expect(malformed["foundationMessage"] as? String == "The given data was not valid JSON.")
        #expect(malformed["column"] as? Int == 6)
    }

    @Test func decodedValueIsEmbeddedAsJSON() throws {
        var big = SampleResults.valid
        big.encodedValue = #"{"n":12345678901234567890,"s":"a\"b"}"#
        let (text, object) = try report([SampleResults.valid, big])
        let results = try #require(object["results"] as? [[String: Any]])
        let value = try #require(results[0]["value"] as? [String: Any])
        #expect(value["title"] as? String == "Dune")
        // Raw, not re-encoded: the number keeps every digit.
        #expect(text.contains(#""value" : {"n":12345678901234567890,"s":"a\"b"}"#))
        #expect(results[0]["ok"] as? Bool == true)
        #expect((results[0]["errors"] as? [Any])?.isEmpty == true)
    }

    @Test func keysAreSortedForStableDiffs() throws {
        let (text, _) = try report([SampleResults.valid])
        let order = ["\"mode\"", "\"results\"", "\"summary\"", "\"type\"", "\"version\""].map {
            text.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.map { $0! } == order.map { $0! }.sorted())
    }
}
