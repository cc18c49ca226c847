import CodableCheckCore

@testable import CodableCheckCommand

/// Hand-made results shared by the reporter tests: the same inputs go through every format.
enum SampleResults {
    static let book = """
        {
          "title": "Dune",
          "tags": [
            {"name": "classic", "color": "red"},
            {"name": "fiction", "color": 3},
            {"color": "blue"}
          ],
        }
        """

    /// `book.json` with two decoding errors and a trailing-comma warning, located for real.
    static var invalidBook: InputResult {
        let bytes = Array(book.utf8)
        let colorOffset = offset(of: "3}", in: book)
        let objectOffset = offset(of: "{\"color\": \"blue\"}", in: book)
        let commaOffset = offset(of: ",\n}", in: book)
        var errors = [
            Diagnostic(
                problem: DecodingProblem(
                    kind: .typeMismatch, codingPath: [.key("tags"), .index(1), .key("color")], byteOffset: colorOffset,
                    message: "expected String, found number 3",
                    foundationDescription: "Expected to decode String but found number instead.")),
            Diagnostic(
                problem: DecodingProblem(
                    kind: .keyNotFound, codingPath: [.key("tags"), .index(2), .key("name")], byteOffset: objectOffset,
                    message: "no value for key 'name'",
                    foundationDescription: "No value associated with key CodingKeys(stringValue: \"name\", intValue: nil) (\"name\").")),
        ]
        var warnings = [
            Diagnostic(
                deviation: JSONDeviation(kind: .trailingComma, byteOffset: commaOffset, message: "trailing comma before '}'"),
                codingPath: [], severity: .warning)
        ]
        bytes.withUnsafeBufferPointer { buffer in
            var table = SourceLineTable(bytes: buffer)
            for index in errors.indices { errors[index].location = table.location(ofByteOffset: errors[index].byteOffset) }
            for index in warnings.indices { warnings[index].location = table.location(ofByteOffset: warnings[index].byteOffset) }
        }
        return InputResult(inputName: "book.json", errors: errors, warnings: warnings)
    }

    /// Malformed JSON: one syntax error.
    static var malformed: InputResult {
        let text = "[1, 2}"
        var diagnostic = Diagnostic(syntaxError: JSONSyntaxError(.unexpectedCharacter(UInt8(ascii: "}")), at: 5))
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var table = SourceLineTable(bytes: buffer)
            diagnostic.location = table.location(ofByteOffset: 5)
        }
        return InputResult(inputName: "broken.json", errors: [diagnostic])
    }

    /// A number out of range: Foundation reports it with an empty coding path.
    static var pathless: InputResult {
        let text = "{\"pages\": 300}"
        var diagnostic = Diagnostic(
            problem: DecodingProblem(
                kind: .dataCorrupted, codingPath: [.key("pages")], byteOffset: 10,
                message: "number 300 does not fit in UInt8", foundationDescription: "The given data was not valid JSON.",
                foundationCodingPath: []))
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            var table = SourceLineTable(bytes: buffer)
            diagnostic.location = table.location(ofByteOffset: 10)
        }
        return InputResult(inputName: "<stdin>", errors: [diagnostic])
    }

    static var valid: InputResult {
        InputResult(inputName: "good.json", encodedValue: #"{"tags":[],"title":"Dune"}"#)
    }

    /// A statement of `Invoice.init(from:)` the tool does not follow.
    static let unfollowedStatement = ApproximationSite(
        kind: .statementNotFollowed, typeName: "Invoice", subject: "for key in container.allKeys {",
        message:
            "cannot interpret `for key in container.allKeys {` in 'Invoice.init(from:)' (the tool does not follow this statement); it is skipped, and errors it may throw are not checked",
        reason: "the tool does not follow this statement", file: "Models/Invoice.swift", line: 12, column: 9)

    /// A valid document whose decoding reached `unfollowedStatement` in its second line item.
    static var approximated: InputResult {
        var result = InputResult(inputName: "invoice.json")
        result.fidelity = .approximated([
            ReachedApproximation(site: unfollowedStatement, codingPath: [.key("items"), .index(1)], byteOffset: 30)
        ])
        return result
    }

    static func offset(of needle: String, in haystack: String) -> Int {
        guard let range = haystack.range(of: needle) else { return 0 }
        return haystack.utf8.distance(from: haystack.startIndex, to: range.lowerBound)
    }
}

extension String {
    /// A tiny `range(of:)` so the test target does not need Foundation for it.
    func range(of needle: String) -> Range<String.Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(needle) {
                return start..<(index(start, offsetBy: needle.count))
            }
            start = index(after: start)
        }
        return nil
    }
}
