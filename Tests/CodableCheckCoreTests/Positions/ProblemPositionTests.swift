import CodableCheckCore
import Foundation
import Testing

/// Where codable-check says a problem is, pinned with `1️⃣` markers: the reader's deviations (what
/// Foundation accepts and RFC 8259 does not) and the decoder's `DecodingProblem.byteOffset`.
/// UTF-8 byte offsets throughout; line and column are the reporters' business.
@Suite("Problem positions", .enabled(if: ImplementationStatus.decoderLanded))
struct ProblemPositionTests {
    // MARK: reader deviations

    @Test("deviations point at the comma, the number, the string, the repeated key")
    func deviationOffsets() throws {
        let input = MarkedJSON(
            #"""
            {"名前": "東京", "tags": ["a", "b"1️⃣,], "n": 2️⃣01, "s": 3️⃣"x\qy", 5️⃣"n": 1 4️⃣,}
            """#)
        let document = try JSONReader.read(input.bytes)
        let found = document.deviations.map { "\($0.kind.rawValue)@\($0.byteOffset)" }
        let expected = [
            "trailingComma@\(input.offset(of: "1️⃣"))", "malformedNumber@\(input.offset(of: "2️⃣"))",
            "malformedString@\(input.offset(of: "3️⃣"))", "duplicateKey@\(input.offset(of: "5️⃣"))",
            "trailingComma@\(input.offset(of: "4️⃣"))",
        ]
        #expect(found.sorted() == expected.sorted())
        // Foundation decodes this document, so the deviations are warnings, not errors.
        #expect((try? JSONDecoder().decode(IgnoreEverything.self, from: Data(input.bytes))) != nil)
    }

    // MARK: decoder problems

    @Test("problems point at the value, or at the object that lacks the key", arguments: ProblemCase.all)
    func problemOffset(_ problemCase: ProblemCase) throws {
        let input = MarkedJSON(problemCase.marked)
        let data = Data(problemCase.prefix + input.bytes)
        #expect(problemCase.foundationFails(data), "JSONDecoder decodes this input; the case must be an error")
        let report = problemCase.decode(data)
        let problem = try #require(report, "codable-check found no problem")
        #expect(problem.kind.rawValue == problemCase.kind)
        #expect(problem.byteOffset == problemCase.prefix.count + input.offset(of: "1️⃣"))
        #expect(problem.renderedPath == problemCase.path)
    }
}

/// One document that fails to decode and where the problem must be reported.
struct ProblemCase: Sendable, CustomTestStringConvertible {
    var name: String
    var marked: String
    var kind: String
    var path: String
    var type: String = "Book"
    var setup = DecoderSetup()
    var prefix: [UInt8] = []

    var testDescription: String { name }

    /// Whether `JSONDecoder` rejects the document as the case's type.
    func foundationFails(_ data: Data) -> Bool {
        let decoder = setup.makeFoundationDecoder()
        switch type {
        case "Event": return (try? decoder.decode(Event.self, from: data)) == nil
        case "[Book]": return (try? decoder.decode([Book].self, from: data)) == nil
        default: return (try? decoder.decode(Book.self, from: data)) == nil
        }
    }

    /// The first problem `CodableCheckDecoder` reports for the case's type.
    func decode(_ data: Data) -> DecodingProblem? {
        let decoder = setup.makeCodableCheckDecoder()
        switch type {
        case "Event": return decoder.decodeCollectingProblems(Event.self, from: data).problems.first
        case "[Book]": return decoder.decodeCollectingProblems([Book].self, from: data).problems.first
        default: return decoder.decodeCollectingProblems(Book.self, from: data).problems.first
        }
    }

    private static let rest = #""isbn": "1", "genre": "poetry", "inPrint": true"#

    static let all: [ProblemCase] = [
        ProblemCase(
            name: "typeMismatch at the value",
            marked: #"{"title": 1️⃣42, "author": "a", "pages": 1, \#(rest)}"#,
            kind: "typeMismatch", path: "title"),
        ProblemCase(
            name: "valueNotFound at the null",
            marked: #"{"title": "t", "author": "a", "pages": 1️⃣null, \#(rest)}"#,
            kind: "valueNotFound", path: "pages"),
        ProblemCase(
            name: "keyNotFound at the object",
            marked: #"[{"title": "t", "author": "a", "pages": 1, \#(rest)}, 1️⃣{"title": "u", "pages": 2, \#(rest)}]"#,
            kind: "keyNotFound", path: "[1].author", type: "[Book]"),
        ProblemCase(
            name: "number out of range at the number, at its true path",
            marked: #"{"title": "t", "author": "a", "pages": 1️⃣3.5, \#(rest)}"#,
            kind: "dataCorrupted", path: "pages"),
        ProblemCase(
            name: "unknown raw value at the string",
            marked: #"{"title": "t", "author": "a", "pages": 1, "isbn": "1", "genre": 1️⃣"Fantasy", "inPrint": true}"#,
            kind: "dataCorrupted", path: "genre"),
        ProblemCase(
            name: "after multi-byte text and a byte-order mark",
            marked: #"{"title": "Café 東京 🎉", "author": "Zoë", "pages": 1️⃣"many", \#(rest)}"#,
            kind: "typeMismatch", path: "pages", prefix: [0xEF, 0xBB, 0xBF]),
        ProblemCase(
            name: "iso8601 failure at the string, at its true path",
            marked:
                #"{"id": 1, "title": "t", "starts_at": 1️⃣"tomorrow", "venue": {"name": "v", "city": "c", "capacity": 1}, "ticket_tiers": [], "labels": {}, "is_sold_out": false}"#,
            kind: "dataCorrupted", path: "startsAt", type: "Event", setup: DecoderSetup.forDomain("events")),
        ProblemCase(
            name: "keyNotFound under snake_case at the object",
            marked:
                #"{"id": 1, "title": "t", "starts_at": "2025-07-01T09:00:00Z", "venue": 1️⃣{"name": "v", "capacity": 1}, "ticket_tiers": [], "labels": {}, "is_sold_out": false}"#,
            kind: "keyNotFound", path: "venue.city", type: "Event", setup: DecoderSetup.forDomain("events")),
    ]
}
