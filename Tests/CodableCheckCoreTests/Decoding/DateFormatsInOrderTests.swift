import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// `.formattedInOrder`: an app's `DateFormatter` subclass that tries several formats (a feed
/// reader's RFC 3339 variants), handed to `JSONDecoder` as `.formatted(_:)`. `JSONDecoder` only
/// sees `date(from:)` return nil, so a string no format reads fails exactly as under one format.
/// The reference is `JSONDecoder` with such a subclass, written here as an app would; the schema
/// path and the compiled path (`CompiledDecodeSettings`) must give its value or its error.
@Suite("Dates: several formats tried in order")
struct DateFormatsInOrderTests {
    static let formats = ["yyyy-MM-dd'T'HH:mm:ssZZZZZ", "yyyy-MM-dd'T'HH:mm:ss.SSZZZZZ", "yyyy-MM-dd"]

    /// The app's formatter.
    final class FeedDateFormatter: DateFormatter, @unchecked Sendable {
        override func date(from string: String) -> Date? {
            for format in DateFormatsInOrderTests.formats {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = TimeZone(secondsFromGMT: 0)
                formatter.dateFormat = format
                if let date = formatter.date(from: string) { return date }
            }
            return nil
        }
    }

    struct Entry: Decodable {
        var published: Date
    }

    static let models = ModelSchema(sources: [(path: "Entry.swift", text: "struct Entry: Decodable {\n    var published: Date\n}\n")])

    /// What JSONDecoder says: the date's seconds since 1970, or the error's case, path and words.
    static func foundation(_ json: String) -> String {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .formatted(FeedDateFormatter())
        do {
            return "\(try decoder.decode(Entry.self, from: Data(json.utf8)).published.timeIntervalSince1970)"
        } catch let DecodingError.dataCorrupted(context) {
            return "dataCorrupted at \(context.codingPath.map(\.stringValue)): \(context.debugDescription)"
        } catch let DecodingError.typeMismatch(_, context) {
            return "typeMismatch at \(context.codingPath.map(\.stringValue)): \(context.debugDescription)"
        } catch {
            return "\(error)"
        }
    }

    static func schemaPath(_ json: String) throws -> String {
        var options = ValidationOptions()
        options.dateStrategy = .formattedInOrder(formats)
        options.producesValue = true
        let outcome = SchemaValidator(plan: try models.plan(for: "Entry"), options: options).validate(
            try JSONReader.read(Array(json.utf8)))
        if let error = outcome.errors.first {
            return "\(error.kind) at \(error.codingPath.map(\.description)): \(error.foundationDescription)"
        }
        return outcome.isValid ? "valid" : "invalid"
    }

    static func compiledPath(_ json: String) -> String {
        let settings = CompiledDecodeSettings(
            keyStrategy: "default", dateStrategy: "formatted", dateFormats: formats, dataStrategy: "base64", printsValue: false)
        do {
            return "\(try settings.makeDecoder().decode(Entry.self, from: Data(json.utf8)).published.timeIntervalSince1970)"
        } catch let DecodingError.dataCorrupted(context) {
            return "dataCorrupted at \(context.codingPath.map(\.stringValue)): \(context.debugDescription)"
        } catch let DecodingError.typeMismatch(_, context) {
            return "typeMismatch at \(context.codingPath.map(\.stringValue)): \(context.debugDescription)"
        } catch {
            return "\(error)"
        }
    }

    static let documents = [
        #"{"published": "2024-03-01T10:00:00+02:00"}"#,
        #"{"published": "2024-03-01T10:00:00.25Z"}"#,
        #"{"published": "2024-03-01"}"#,
        #"{"published": "1 March 2024"}"#,
        #"{"published": 1709287200}"#,
    ]

    @Test(arguments: documents)
    func theCompiledPathDecodesAsTheAppsFormatter(_ json: String) {
        #expect(Self.compiledPath(json) == Self.foundation(json))
    }

    @Test(arguments: documents)
    func theSchemaPathAgreesWithTheAppsFormatter(_ json: String) throws {
        let reference = Self.foundation(json)
        #expect(try Self.schemaPath(json) == (Double(reference) != nil ? "valid" : reference))
    }

    /// The first format that reads the string wins, as the app's loop does: `2024-03-01` is
    /// January 3 when `yyyy-dd-MM` comes first.
    @Test func theFirstFormatThatReadsTheStringWins() throws {
        for formats in [["yyyy-MM-dd", "yyyy-dd-MM"], ["yyyy-dd-MM", "yyyy-MM-dd"]] {
            var options = ValidationOptions()
            options.dateStrategy = .formattedInOrder(formats)
            options.producesValue = true
            let outcome = SchemaValidator(plan: try Self.models.plan(for: "Entry"), options: options).validate(
                try JSONReader.read(Array(#"{"published": "2024-03-01"}"#.utf8)))
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = formats[0]
            let expected = try #require(formatter.date(from: "2024-03-01"))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            #expect(outcome.encodedValue == String(decoding: try encoder.encode(["published": expected]), as: UTF8.self))
        }
    }
}
