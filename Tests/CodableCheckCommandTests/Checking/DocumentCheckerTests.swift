import CodableCheckCore
import Testing

@testable import CodableCheckCommand

/// The real reader and validator on hand-made plans: what one input turns into before any
/// reporter sees it.
@Suite struct DocumentCheckerTests {
    static var bookPlan: ValuePlan {
        let tag = ObjectPlan(
            typeName: "Tag",
            fields: [
                FieldPlan(propertyName: "name", key: "name", value: .string),
                FieldPlan(propertyName: "color", key: "color", value: .string),
            ])
        let book = ObjectPlan(
            typeName: "Book",
            fields: [
                FieldPlan(propertyName: "title", key: "title", value: .string),
                FieldPlan(propertyName: "firstName", key: "firstName", value: .optional(.string)),
                FieldPlan(propertyName: "tags", key: "tags", value: .array(.object(tag))),
            ])
        return .object(book)
    }

    func check(
        _ text: String, policy: WarningPolicy = WarningPolicy(), keyStrategy: ValidationOptions.KeyStrategy = .useDefaultKeys,
        print: Bool = false
    ) -> InputResult {
        var options = ValidationOptions()
        options.reportsUnknownKeys = policy.unknownKeys != .off
        options.producesValue = print
        options.keyStrategy = keyStrategy
        let checker = DocumentChecker(plan: Self.bookPlan, options: options, warningPolicy: policy)
        return checker.check(Array(text.utf8), inputName: "book.json")
    }

    @Test func everyErrorInDecodeOrderWithPositions() {
        let result = check(
            """
            {"title": 5, "tags": [
              {"name": "a", "color": 3},
              {"color": "blue"}
            ]}
            """)
        #expect(
            result.errors.map(\.headline) == [
                "typeMismatch at title: expected String, found number 5",
                "typeMismatch at tags[0].color: expected String, found number 3",
                "keyNotFound at tags[1].name: key \"name\" not found (required by Tag.name)",
            ])
        #expect(result.errors.map { $0.location.map { [$0.line, $0.column] } } == [[1, 11], [2, 26], [3, 3]])
        #expect(!result.isValid)
    }

    @Test func malformedJSONIsOneLocatedError() {
        let result = check("{\"title\": \"x\",\n  \"tags\": [}\n")
        #expect(result.errors.count == 1)
        let error = result.errors[0]
        #expect(error.kind == "dataCorrupted")
        #expect(error.codingPath == nil)
        #expect(error.foundationMessage == "The given data was not valid JSON.")
        #expect(error.location.map { [$0.line, $0.column] } == [2, 12])
    }

    @Test func trailingCommaIsAWarningWithItsContainersPath() {
        let result = check("{\"title\": \"x\", \"tags\": [{\"name\": \"a\", \"color\": \"b\",},]}")
        #expect(result.isValid)
        #expect(result.warnings.map(\.kind) == ["trailingComma", "trailingComma"])
        #expect(result.warnings.map(\.renderedPath) == ["tags[0]", "tags"])
    }

    @Test func jsonStrictMakesDeviationsErrors() {
        let result = check(
            "{\"title\": \"x\", \"tags\": [],}", policy: WarningPolicy(jsonStrict: true, unknownKeys: .off))
        #expect(!result.isValid)
        #expect(result.errors.map(\.kind) == ["trailingComma"])
        #expect(result.warnings.isEmpty)
    }

    @Test func unknownKeysFollowTheOption() {
        let text = "{\"title\": \"x\", \"tags\": [], \"first_name\": \"Ann\"}"
        #expect(check(text).warnings.isEmpty)
        let warned = check(text, policy: WarningPolicy(unknownKeys: .warn))
        #expect(warned.isValid)
        #expect(warned.warnings.map(\.kind) == ["unknownKey"])
        #expect(warned.warnings.first?.renderedPath == "first_name")
        #expect(
            warned.warnings.first?.hints == [
                "'first_name' is present and 'firstName' is expected: try --key-strategy snake-case or a CodingKeys case"
            ])
        let failed = check(text, policy: WarningPolicy(unknownKeys: .error))
        #expect(!failed.isValid)
        #expect(failed.errors.map(\.kind) == ["unknownKey"])
    }

    @Test func missingKeyNamesTheNearMissInTheObject() {
        let result = check("{\"titel\": \"x\", \"tags\": []}")
        #expect(result.errors.map(\.kind) == ["keyNotFound"])
        #expect(
            result.errors.first?.hints == [
                "'titel' is present and 'title' is expected: check the spelling or add a CodingKeys case"
            ])
    }

    /// A malformed value that is decoded is an error; one that nothing decodes is a warning (the
    /// app accepts it, other parsers would not). Never both for the same value.
    @Test func malformedValuesWarnOnlyWhereNothingDecodesThem() {
        let result = check(#"{"title": "a\qb", "tags": [], "extra": "c\qd"}"#)
        #expect(result.errors.map(\.renderedPath) == ["title"])
        #expect(result.warnings.map(\.kind) == ["malformedString"])
        #expect(result.warnings.map(\.renderedPath) == ["extra"])
    }

    /// A malformed later duplicate is never decoded: its warning stays even though the first
    /// occurrence of the same key has an error at the same path.
    @Test func malformedDuplicateKeepsItsWarningBesideTheFirstOccurrencesError() {
        let result = check(#"{"title": 1, "title": "a\qb", "tags": []}"#)
        #expect(result.errors.map(\.renderedPath) == ["title"])
        #expect(result.warnings.map(\.kind).sorted() == ["duplicateKey", "malformedString"])
    }

    @Test func printProducesTheValueOnlyForValidInputs() {
        #expect(check("{\"title\": \"x\", \"tags\": [], \"extra\": 1}", print: true).encodedValue == "{\"tags\":[],\"title\":\"x\"}")
        #expect(check("{\"title\": 1, \"tags\": []}", print: true).encodedValue == nil)
    }

    @Test func utf16SyntaxErrorIsPlacedInTheTranscodedText() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "[1,\n 2}".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let checker = DocumentChecker(plan: .array(.integer(.int)), options: ValidationOptions(), warningPolicy: WarningPolicy())
        let result = checker.check(bytes, inputName: "wide.json")
        #expect(result.errors.first?.location.map { [$0.line, $0.column] } == [2, 3])
    }
}

/// One owner per mechanism (issue 24): positions and near misses agree wherever they are shown.
extension DocumentCheckerTests {
    /// Lines end at `\n`, `\r\n` and a lone `\r`, for decoding errors, warnings and syntax errors.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyKindOfLineBreakPlacesDiagnostics(_ lineBreak: String) {
        let result = check(["{", #""title": 3,"#, #""tags": [],"#, "}"].joined(separator: lineBreak))
        #expect(result.errors.map { $0.location.map { [$0.line, $0.column] } } == [[2, 10]])
        #expect(result.warnings.map { $0.location.map { [$0.line, $0.column] } } == [[3, 11]])
        let malformed = check(["{", #""title":"#, "}"].joined(separator: lineBreak))
        #expect(malformed.errors.map { $0.location.map { [$0.line, $0.column] } } == [[3, 1]])
    }

    /// `pubicatonDat` is three edits from `publicationDate`: the `keyNotFound` note and the
    /// `unknownKey` warning about the same key name the same near miss.
    @Test func theErrorsNoteAndTheUnknownKeyWarningNameTheSameNearMiss() {
        let book = ObjectPlan(
            typeName: "Book", fields: [FieldPlan(propertyName: "publicationDate", key: "publicationDate", value: .string)])
        var options = ValidationOptions()
        options.reportsUnknownKeys = true
        let checker = DocumentChecker(plan: .object(book), options: options, warningPolicy: WarningPolicy(unknownKeys: .warn))
        let result = checker.check(Array(#"{"pubicatonDat": "x"}"#.utf8), inputName: "book.json")
        #expect(
            result.errors.map(\.hints) == [
                ["'pubicatonDat' is present and 'publicationDate' is expected: check the spelling or add a CodingKeys case"]
            ])
        #expect(
            result.warnings.map(\.message) == [#"key "pubicatonDat" is not decoded by Book; did you mean "publicationDate"?"#])
    }
}
