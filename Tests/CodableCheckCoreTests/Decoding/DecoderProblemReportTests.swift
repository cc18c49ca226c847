import Foundation
import Testing

@testable import CodableCheckCore

/// `decodeCollectingProblems`: the failing problem, the swallowed ones, positions and messages.
@Suite("Decoder: problem reports and the error sink")
struct DecoderProblemReportTests {
    /// Falls back on errors, as lenient models do.
    struct Lenient: Decodable, Equatable {
        var count: Int
        var name: String
        var tags: [String]

        enum CodingKeys: String, CodingKey { case count, name, tags }

        init(count: Int, name: String, tags: [String]) {
            self.count = count
            self.name = name
            self.tags = tags
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            count = (try? container.decode(Int.self, forKey: .count)) ?? 0
            name = (try? container.decodeIfPresent(String.self, forKey: .name)) ?? "anonymous"
            tags = try container.decode([String].self, forKey: .tags)
        }
    }

    static func report<T: Decodable>(_ type: T.Type, _ json: String) -> DecodeReport<T> {
        CodableCheckDecoder().decodeCollectingProblems(type, from: Data(json.utf8))
    }

    @Test func swallowedProblemsAreReportedWithTheValue() throws {
        let json = #"{"count": 300.5, "name": 7, "tags": ["a"]}"#
        let report = Self.report(Lenient.self, json)
        #expect(report.value == Lenient(count: 0, name: "anonymous", tags: ["a"]))
        #expect(report.problems.isEmpty)
        #expect(report.swallowedProblems.map(\.message) == ["number 300.5 is not an integer", "expected String, found number 7"])
        #expect(report.swallowedProblems.map(\.byteOffset) == [10, 25])
        #expect(report.swallowedProblems.map(\.renderedPath) == ["count", "name"])
        expectSameAsFoundation(Lenient.self, json)
    }

    @Test func theFailureIsSeparatedFromWhatWasSwallowed() throws {
        let json = #"{"count": "x", "tags": [1]}"#
        let report = Self.report(Lenient.self, json)
        #expect(report.value == nil)
        #expect(report.problems.map(\.message) == ["expected String, found number 1"])
        #expect(report.problems.map(\.renderedPath) == ["tags[0]"])
        #expect(report.swallowedProblems.map(\.message) == [#"expected Int, found string "x""#])
        expectSameAsFoundation(Lenient.self, json)
    }

    /// A GeoJSON-style identifier: a string, else a number, read from the same value.
    enum Identifier: Decodable, Equatable {
        case string(String)
        case number(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                self = .string(string)
            } else {
                self = .number(try container.decode(Double.self))
            }
        }
    }

    struct Tagged: Decodable, Equatable {
        var id: Identifier
        var count: Int

        enum CodingKeys: String, CodingKey { case id, count }

        init(id: Identifier, count: Int) {
            self.id = id
            self.count = count
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Identifier.self, forKey: .id)
            // Read as Int, else as a numeric string: the same key read twice.
            if let count = try? container.decode(Int.self, forKey: .count) {
                self.count = count
            } else {
                count = Int(try container.decode(String.self, forKey: .count)) ?? 0
            }
        }
    }

    /// A read that fails and is then read another way, successfully, at the same value lost
    /// nothing: it is no swallowed problem (the interpreter withdraws its warning alike). A
    /// swallowed error whose value is never read again stays.
    @Test func aValueReadAgainSuccessfullyWithdrawsWhatWasSwallowedThere() throws {
        let reread = Self.report(Tagged.self, #"{"id": 1, "count": "12"}"#)
        #expect(reread.value == Tagged(id: .number(1), count: 12))
        #expect(reread.problems.isEmpty)
        #expect(reread.swallowedProblems.isEmpty)
        expectSameAsFoundation(Tagged.self, #"{"id": 1, "count": "12"}"#)

        let lost = Self.report(Lenient.self, #"{"count": 300.5, "name": "Ada", "tags": []}"#)
        #expect(lost.swallowedProblems.map(\.renderedPath) == ["count"])

        // Both reads fail: the first is swallowed, the second is the failure.
        let broken = Self.report(Tagged.self, #"{"id": true, "count": 1}"#)
        #expect(broken.problems.map(\.message) == ["expected Double, found bool true"])
        #expect(broken.swallowedProblems.map(\.message) == ["expected String, found bool true"])
        expectSameAsFoundation(Tagged.self, #"{"id": true, "count": 1}"#)
    }

    /// Read first as a number, else as an ISO 8601 date; its labels first as counts, else as text.
    struct Reading: Decodable, Equatable {
        var takenAt: Date
        var labels: [String: String]
        var codes: [String]

        enum CodingKeys: String, CodingKey { case takenAt, labels, codes }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let seconds = try? container.decode(Double.self, forKey: .takenAt) {
                takenAt = Date(timeIntervalSince1970: seconds)
            } else {
                takenAt = try container.decode(Date.self, forKey: .takenAt)
            }
            if let counts = try? container.decode([String: Int].self, forKey: .labels) {
                labels = counts.mapValues(String.init)
            } else {
                labels = try container.decode([String: String].self, forKey: .labels)
            }
            if let numbers = try? container.decode([Int].self, forKey: .codes) {
                codes = numbers.map(String.init)
            } else {
                codes = try container.decode([String].self, forKey: .codes)
            }
        }
    }

    /// The fast paths (a common ISO 8601 date, scalar dictionaries and arrays) withdraw what an
    /// earlier read of the same value swallowed, as the ordinary path does.
    @Test func fastPathsWithdrawWhatWasSwallowedThere() throws {
        let json = #"{"takenAt": "2024-03-05T10:22:31Z", "labels": {"unit": "kPa"}, "codes": ["A1"]}"#
        let decoder = CodableCheckDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let report = decoder.decodeCollectingProblems(Reading.self, from: Data(json.utf8))
        #expect(report.problems.isEmpty)
        #expect(report.value?.labels == ["unit": "kPa"])
        #expect(report.value?.codes == ["A1"])
        #expect(report.swallowedProblems.isEmpty, "\(report.swallowedProblems.map(\.renderedPath))")
    }

    @Test func syntaxErrorsAreOneProblemAtTheirByte() throws {
        let report = Self.report([Int].self, "[1, 2,, 3]")
        let problem = try #require(report.problems.first)
        #expect(report.problems.count == 1)
        #expect(problem.kind == .dataCorrupted)
        #expect(problem.byteOffset == 6)
        #expect(problem.foundationDescription == "The given data was not valid JSON.")
    }

    struct Strict: Decodable, Equatable {
        var id: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let id = try container.decode(Int.self, forKey: AnyKey("id"))
            guard id > 0 else {
                throw DecodingError.dataCorruptedError(forKey: AnyKey("id"), in: container, debugDescription: "Id must be positive.")
            }
            self.id = id
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct ModelError: Error, Equatable {}

    struct Throwing: Decodable {
        init(from decoder: any Decoder) throws { throw ModelError() }
    }

    @Test func modelThrownErrorsAreLocatedAndKept() throws {
        let json = #"[{"id": 1}, {"id": -4}]"#
        let problem = try #require(expectSameAsFoundation([Strict].self, json))
        #expect(problem.renderedPath == "[1].id")
        #expect(problem.byteOffset == 19)
        #expect(problem.message == "id must be positive")
        // A model's own error type passes through untouched.
        #expect(throws: ModelError.self) { try CodableCheckDecoder().decode([Throwing].self, from: Data("[1]".utf8)) }
    }

    /// Checks its value after decoding it, as Kodable's `.validation` does, and says where
    /// (`ThrownErrorPlace`) before throwing an error of its own.
    struct Weighed: Decodable {
        var weight: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            weight = try container.decode(Int.self, forKey: AnyKey("weight"))
            guard weight > 10 else {
                let error = ModelError()
                ThrownErrorPlace.record(
                    error, kind: .validationFailed, message: "\(weight) fails a check", forKey: AnyKey("weight"), in: container)
                throw error
            }
        }
    }

    /// Goes on without a parcel that fails its check.
    struct LenientParcel: Decodable {
        var parcel: Weighed?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            parcel = try? container.decode(Weighed.self, forKey: AnyKey("parcel"))
        }
    }

    @Test func anErrorOfItsOwnIsReportedWhereItWasPlaced() throws {
        let json = #"[{"weight": 12}, {"weight": 5}]"#
        let report = CodableCheckDecoder().decodeCollectingProblems([Weighed].self, from: Data(json.utf8))
        let problem = try #require(report.problems.first)
        #expect(problem.kind == .validationFailed)
        #expect(problem.renderedPath == "[1].weight")
        #expect(problem.byteOffset == 28)
        #expect(problem.message == "5 fails a check")
        #expect(report.swallowedProblems.isEmpty)
        // The same error caught by the app's code is a swallowed problem at its place.
        let lenient = CodableCheckDecoder().decodeCollectingProblems(LenientParcel.self, from: Data(#"{"parcel": {"weight": 5}}"#.utf8))
        #expect(lenient.problems.isEmpty)
        #expect(lenient.swallowedProblems.map(\.renderedPath) == ["parcel.weight"])
        // Not placed: at the root, as before.
        let unplaced = CodableCheckDecoder().decodeCollectingProblems([Throwing].self, from: Data("[1]".utf8))
        #expect(unplaced.problems.map(\.renderedPath) == ["<root>"])
        #expect(unplaced.problems.first?.kind == .dataCorrupted)
    }

    @Test func keyNotFoundUnderASuperDecoderAndNestedContainers() throws {
        let problem = try #require(expectSameAsFoundation([[String: [Int]]].self, #"[{"a": [1, "x"]}]"#))
        #expect(problem.renderedPath == "[0].a[1]")
    }

    @Test func sinkKeepsAtMostItsMaximum() {
        let sink = DecodingErrorSink(maximumCount: 2)
        for offset in 0..<5 {
            sink.record(DecodingProblem(kind: .dataCorrupted, codingPath: [], byteOffset: offset, message: "m", foundationDescription: "f"))
        }
        #expect(sink.problems.map(\.byteOffset) == [0, 1])
        #expect(sink.omittedCount == 3)
        #expect(sink.totalCount == 5)
    }

    @Test func json5IsRefusedClearly() throws {
        let decoder = CodableCheckDecoder()
        decoder.allowsJSON5 = true
        #expect {
            _ = try decoder.decode([Int].self, from: Data("[1]".utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.debugDescription == "allowsJSON5 is not supported by CodableCheckDecoder."
        }
    }
}
