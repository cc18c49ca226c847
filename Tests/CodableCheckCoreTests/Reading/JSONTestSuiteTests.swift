import CodableCheckCore
import Foundation
import Testing

/// nst/JSONTestSuite (`Fixtures/JSONTestSuite`) through Foundation and through codable-check.
///
/// Three layers:
/// - what Foundation's `JSONDecoder` does with each file on this toolchain, pinned (`y_` accepted,
///   `n_` rejected, with the exceptions listed below, `i_` as recorded), so a toolchain change
///   shows up here first;
/// - `CodableCheckDecoder` decoding every file into `JSONValue` (which reads every byte) must
///   accept and reject exactly the files `JSONDecoder` does, and produce equal values;
/// - `JSONReader.read` alone must accept exactly what `JSONDecoder`'s up-front scan accepts, which
///   is what decoding `IgnoreEverything` observes: structure, encoding, nesting, but not the
///   spelling of numbers or the content of strings (B21).
@Suite("JSONTestSuite")
struct JSONTestSuiteTests {
    /// `n_` files Foundation accepts, with the reason.
    static let rejectedByRFCAcceptedByFoundation: [String: String] = [
        // Foundation accepts one trailing comma in arrays and objects (B28).
        "n_array_extra_comma.json": "trailing comma in an array: [\"\",]",
        "n_array_number_and_comma.json": "trailing comma in an array: [1,]",
        "n_object_trailing_comma.json": "trailing comma in an object: {\"id\":0,}",
    ]

    /// `y_` files Foundation rejects, with the reason.
    static let acceptedByRFCRejectedByFoundation: [String: String] = [
        // `[0e1]` decoded as Double fails: Foundation rejects `0e1`, `0e5`, `0E1` as Double and Float
        // (an exponent without a sign after a zero mantissa), while `0e+1`, `0e-1`, `-0e1`, `0e0` and
        // `0.0e1` decode, and `0e1` decodes as Int and Decimal. See FoundationLearningTests.
        "y_number_0e1.json": "0e1 as Double is dataCorrupted at [] on this toolchain"
    ]

    /// `i_` files Foundation accepts when every value is decoded; every other `i_` file is rejected.
    static let implementationDefinedAcceptedByFoundation: Set<String> = [
        "i_number_too_big_neg_int.json",  // [-123123123123123123123123123123] as Double
        "i_number_too_big_pos_int.json",
        "i_number_very_big_negative_int.json",
        "i_string_UTF-16LE_with_BOM.json",  // input encodings (B27)
        "i_string_utf16BE_no_BOM.json",
        "i_string_utf16LE_no_BOM.json",
        "i_structure_500_nested_arrays.json",  // within the 512 limit (B26)
        "i_structure_UTF-8_BOM_empty_object.json",
    ]

    static let parsingFiles = SuiteFile.all(in: "test_parsing")
    static let transformFiles = SuiteFile.all(in: "test_transform")

    // MARK: Foundation, pinned

    @Test("JSONDecoder's verdict on each test_parsing file", arguments: parsingFiles)
    func foundationVerdict(_ file: SuiteFile) throws {
        let accepted = try Self.foundationDecodesEveryValue(file.data)
        let expected: Bool
        switch file.name.first {
        case "y": expected = Self.acceptedByRFCRejectedByFoundation[file.name] == nil
        case "n": expected = Self.rejectedByRFCAcceptedByFoundation[file.name] != nil
        default: expected = Self.implementationDefinedAcceptedByFoundation.contains(file.name)
        }
        #expect(accepted == expected, "JSONDecoder \(accepted ? "accepts" : "rejects") \(file.name)")
    }

    @Test("Foundation's exceptions name existing files")
    func exceptionListsAreCurrent() {
        let names = Set(Self.parsingFiles.map(\.name))
        let listed = Set(Self.rejectedByRFCAcceptedByFoundation.keys)
            .union(Self.acceptedByRFCRejectedByFoundation.keys)
            .union(Self.implementationDefinedAcceptedByFoundation)
        #expect(listed.subtracting(names).isEmpty)
        #expect(Self.parsingFiles.count == 318)
    }

    // MARK: codable-check against Foundation

    @Test(
        "CodableCheckDecoder agrees with JSONDecoder", .enabled(if: ImplementationStatus.decoderLanded),
        arguments: parsingFiles + transformFiles)
    func decoderAgrees(_ file: SuiteFile) throws {
        let data = try file.data
        let foundation = DecodeAttempt { try JSONDecoder().decode(JSONValue.self, from: data) }
        let ours = DecodeAttempt { try CodableCheckDecoder().decode(JSONValue.self, from: data) }
        KnownIssues.check(.decoder, file.name) {
            switch (foundation, ours) {
            case (.value(let expected), .value(let actual)):
                #expect(actual == expected)
            case (.failure(let expected), .failure(let actual)):
                // Only the verdict and the case: with several bad values in one object, which error comes
                // first follows the dictionary's hash order in Foundation (B30).
                #expect(
                    ObservedDecodingError(actual)?.kind == ObservedDecodingError(expected)?.kind,
                    "Foundation \(foundation.summary); codable-check \(ours.summary)")
            default:
                Issue.record("Foundation \(foundation.summary); codable-check \(ours.summary)")
            }
        }
    }

    /// The number files, decoded with every number as each numeric type.
    static let numberCases: [NumberCase] = parsingFiles.filter { $0.name.contains("number") }.flatMap { file in
        NumberCase.Width.allCases.map { NumberCase(file: file, width: $0) }
    }

    @Test(
        "CodableCheckDecoder agrees with JSONDecoder on numbers as every numeric type",
        .enabled(if: ImplementationStatus.decoderLanded), arguments: numberCases)
    func numbersAsEveryType(_ numberCase: NumberCase) throws {
        let data = try numberCase.file.data
        KnownIssues.check(.decoder, numberCase.testDescription) {
            switch numberCase.width {
            case .int: expectSameVerdict(ScalarTree<Int>.self, data)
            case .int8: expectSameVerdict(ScalarTree<Int8>.self, data)
            case .int64: expectSameVerdict(ScalarTree<Int64>.self, data)
            case .uint8: expectSameVerdict(ScalarTree<UInt8>.self, data)
            case .uint64: expectSameVerdict(ScalarTree<UInt64>.self, data)
            case .float: expectSameVerdict(ScalarTree<Float>.self, data)
            case .decimal: expectSameVerdict(ScalarTree<Decimal>.self, data)
            }
        }
    }

    // MARK: the reader alone, against Foundation's up-front scan

    @Test(
        "JSONReader accepts what JSONDecoder's scan accepts", .enabled(if: ImplementationStatus.readerLanded),
        arguments: parsingFiles + transformFiles)
    func readerAgreesWithScan(_ file: SuiteFile) throws {
        let data = try file.data
        let scanAccepts = (try? JSONDecoder().decode(IgnoreEverything.self, from: data)) != nil
        let document: JSONDocument?
        let failure: JSONSyntaxError?
        do throws(JSONSyntaxError) {
            document = try JSONReader.read(data)
            failure = nil
        } catch {
            document = nil
            failure = error
        }
        #expect(
            (document != nil) == scanAccepts,
            "JSONDecoder's scan \(scanAccepts ? "accepts" : "rejects"); JSONReader \(failure.map { "throws \($0.message) at byte \($0.byteOffset)" } ?? "accepts")"
        )
        if let failure {
            #expect((0...data.count).contains(failure.byteOffset), "offset \(failure.byteOffset) outside the input")
        }
        if let document {
            let tape = document.tape
            #expect(
                tape.count > 0 && tape.indexAfter(document.rootIndex) == tape.count,
                "the top-level value must span the whole tape")
            // Where Foundation can decode every value, the tape's shape must match it.
            if let value = try? JSONDecoder().decode(JSONValue.self, from: data) {
                expectTape(tape, at: document.rootIndex, matches: value)
            }
        }
    }

    // MARK: helpers

    static func foundationDecodesEveryValue(_ data: Data) throws -> Bool {
        (try? JSONDecoder().decode(JSONValue.self, from: data)) != nil
    }
}

/// Decodes with both decoders and expects the same verdict, equal values when both decode, and
/// the same error case when both throw.
func expectSameVerdict<T: Decodable & Equatable>(
    _ type: T.Type, _ data: Data, sourceLocation: SourceLocation = #_sourceLocation
) {
    let foundation = DecodeAttempt { try JSONDecoder().decode(T.self, from: data) }
    let ours = DecodeAttempt { try CodableCheckDecoder().decode(T.self, from: data) }
    switch (foundation, ours) {
    case (.value(let expected), .value(let actual)):
        #expect(actual == expected, "Foundation \(foundation.summary); codable-check \(ours.summary)", sourceLocation: sourceLocation)
    case (.failure(let expected), .failure(let actual)):
        #expect(
            ObservedDecodingError(actual)?.kind == ObservedDecodingError(expected)?.kind,
            "Foundation \(foundation.summary); codable-check \(ours.summary)", sourceLocation: sourceLocation)
    default:
        Issue.record("Foundation \(foundation.summary); codable-check \(ours.summary)", sourceLocation: sourceLocation)
    }
}

/// A JSONTestSuite file with its numbers read as one numeric type.
struct NumberCase: Sendable, CustomTestStringConvertible {
    enum Width: String, Sendable, CaseIterable {
        case int = "Int", int8 = "Int8", int64 = "Int64", uint8 = "UInt8", uint64 = "UInt64", float = "Float"
        case decimal = "Decimal"
    }

    var file: SuiteFile
    var width: Width
    var testDescription: String { "\(file.name) as \(width.rawValue)" }
}

/// One file of the suite.
struct SuiteFile: Sendable, CustomTestStringConvertible {
    var url: URL
    var name: String { url.lastPathComponent }
    var testDescription: String { name }
    var data: Data { get throws { try Data(contentsOf: url) } }

    static func all(in folder: String) -> [SuiteFile] {
        FixturePaths.jsonFiles(in: FixturePaths.jsonTestSuite.appendingPathComponent(folder)).map(SuiteFile.init)
    }
}

/// Walks a tape beside the value Foundation decoded from the same document: kinds, array
/// elements and object member counts must agree (objects by count of distinct keys, since the
/// tape keeps duplicates and Foundation keeps the first).
func expectTape(_ tape: JSONTape, at index: Int, matches value: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) {
    let kind = tape.kind(at: index)
    switch value {
    case .null: #expect(kind == .null, sourceLocation: sourceLocation)
    case .bool(let bool): #expect(kind == (bool ? .true : .false), sourceLocation: sourceLocation)
    case .number: #expect(kind == .number, sourceLocation: sourceLocation)
    case .string: #expect(kind == .string, sourceLocation: sourceLocation)
    case .array(let elements):
        guard kind == .array else {
            Issue.record("tape entry \(index) is \(kind), Foundation decoded an array", sourceLocation: sourceLocation)
            return
        }
        #expect(tape.elementCount(at: index) == elements.count, sourceLocation: sourceLocation)
        var child = index + 1
        for element in elements where child < tape.indexAfter(index) {
            expectTape(tape, at: child, matches: element, sourceLocation: sourceLocation)
            child = tape.indexAfter(child)
        }
        #expect(child == tape.indexAfter(index), "array children must end where the array does", sourceLocation: sourceLocation)
    case .object(let members):
        guard kind == .object else {
            Issue.record("tape entry \(index) is \(kind), Foundation decoded an object", sourceLocation: sourceLocation)
            return
        }
        #expect(tape.elementCount(at: index) >= members.count, sourceLocation: sourceLocation)
        var child = index + 1
        for _ in 0..<tape.elementCount(at: index) where child < tape.indexAfter(index) {
            #expect(tape.kind(at: child) == .string, "object keys are strings", sourceLocation: sourceLocation)
            child = tape.indexAfter(child)  // past the key
            child = tape.indexAfter(child)  // past the value
        }
        #expect(child == tape.indexAfter(index), "object members must end where the object does", sourceLocation: sourceLocation)
    }
}
