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

    /// The report is written result by result; the text must be exactly the whole report
    /// encoded at once, with and without results and values.
    @Test(arguments: [0, 1, 3, 5, 6])
    func streamedTextEqualsTheWholeReportEncoded(_ count: Int) throws {
        var valid = SampleResults.valid
        valid.encodedValue = #"{"pages":1,"title":"A"}"#
        var streamed = SampleResults.invalidBook
        streamed.line = 7
        var validLine = SampleResults.valid
        validLine.line = 12
        validLine.inputName = "quote\"d.jsonl"
        let results = Array(
            [streamed, valid, SampleResults.malformed, SampleResults.valid, validLine, SampleResults.approximated].prefix(count))
        let (text, _) = try report(results)
        var summary = Summary()
        results.forEach { summary.add($0) }
        var values: [String] = []
        let prefix = "placeholder-"
        let shapes = results.map { result -> JSONReport.Result in
            var placeholder: String?
            if let value = result.encodedValue {
                placeholder = prefix + String(values.count)
                values.append(value)
            }
            return JSONReport.Result(
                input: result.inputName, line: result.line, ok: result.isValid, verdict: result.fidelity.name,
                approximations: result.fidelity.reached.isEmpty ? nil : result.fidelity.reached.map(JSONReport.Approximation.init),
                errors: result.errors.map(JSONReport.Item.init),
                warnings: result.warnings.map(JSONReport.Item.init), omittedErrors: nil, value: placeholder,
                presence: placeholder == nil ? nil : JSONReporter.presence(result.presence))
        }
        let whole = JSONReporter.encode(
            JSONReport(mode: "strict", type: "Book", results: shapes, summary: .init(summary)), values: values,
            placeholderPrefix: prefix)
        expectLines(text, whole + "\n")
    }

    /// An error after results were streamed (an input unreadable mid-run) still closes a valid
    /// document: the results so far, the `error`, the summary.
    @Test func errorAfterStreamedResultsIsAValidReport() throws {
        let output = BufferedOutput()
        var reporter = JSONReporter(output: output, mode: "strict", typeExpression: "Book")
        var summary = Summary()
        summary.add(SampleResults.invalidBook)
        reporter.report(SampleResults.invalidBook)
        let stop = CommandLineError(.input(InputError(source: InputSource(argument: "late.json"), reason: .changedWhileRead)))
        reporter.finish(summary, stoppedBy: RunFailure(stop))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "mode", "type", "results", "error", "summary"])
        #expect((object["results"] as? [Any])?.count == 1)
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["category"] as? String == "input")
        #expect(error["message"] as? String == "cannot read input 'late.json': the file changed while it was read; check it again")
        let site = try #require((error["sites"] as? [[String: Any]])?.first)
        #expect(site["file"] as? String == "late.json" && site["line"] == nil)
    }

    @Test func topLevelShape() throws {
        let (text, object) = try report([SampleResults.invalidBook, SampleResults.valid])
        #expect(Set(object.keys) == ["version", "mode", "type", "results", "summary"])
        #expect(object["version"] as? Int == 2)
        #expect(object["mode"] as? String == "strict")
        #expect(object["type"] as? String == "Book")
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["inputs": 2, "valid": 1, "invalid": 1, "errors": 2, "warnings": 1, "approximated": 0])
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

    @Test func everyResultSaysHowItsVerdictWasDecided() throws {
        let (_, object) = try report([SampleResults.valid, SampleResults.approximated, SampleResults.invalidBook])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["verdict"] as? String } == ["exact", "approximated", "exact"])
        #expect(results[0]["approximations"] == nil)
        let approximations = try #require(results[1]["approximations"] as? [[String: Any]])
        #expect(approximations.count == 1)
        let first = approximations[0]
        #expect(
            Set(first.keys) == ["kind", "type", "subject", "message", "reason", "file", "line", "column", "codingPath", "path"])
        #expect(first["kind"] as? String == "statementNotFollowed")
        #expect(first["type"] as? String == "Invoice")
        #expect(first["subject"] as? String == "for key in container.allKeys {")
        #expect(first["reason"] as? String == "the tool does not follow this statement")
        #expect(first["file"] as? String == "Models/Invoice.swift")
        #expect(first["line"] as? Int == 12)
        #expect(first["column"] as? Int == 9)
        #expect(first["path"] as? String == "items[1]")
        #expect(results[1]["ok"] as? Bool == true)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["approximated"] == 1)
        #expect(summary["valid"] == 2)
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
