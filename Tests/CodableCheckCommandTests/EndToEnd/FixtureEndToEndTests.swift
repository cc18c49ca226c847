import Foundation
import Testing

/// Every document under `Fixtures/documents` through the built executable, one run per domain and
/// type, with the domain's decoder strategies: valid documents decode, invalid ones fail with the
/// error case their file name states (`syntax--` is malformed JSON: `dataCorrupted` without a path).
@Suite struct FixtureEndToEndTests {
    static let root = ToolPaths.packageRoot
    static let documents = root.appendingPathComponent("Fixtures/documents")

    /// The type a document decodes as when its name carries no type tag (as `Fixtures/README.md` lists).
    static let domainTypes = [
        "articles": "Article", "books": "Book", "diary": "DiaryEntry", "events": "Event", "gestures": "GestureLog",
        "landmarks": "Landmark", "meetings": "Meeting",
        "languages": "ProgrammingLanguage", "orders": "Order", "songs": "Song", "standard-types": "Trip", "stations": "WeatherStation",
        "telemetry": "SensorReading",
        "users": "User",
    ]

    struct Document {
        var url: URL
        var expectedKind: String?  // nil: decodes
    }

    /// `--type` for a file name's type tag: `Array-Book` → `[Book]`, `Dictionary-Book` → `[String: Book]`.
    static func typeExpression(fileName: String, domain: String) -> String {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        guard let last = stem.split(separator: ".").last, stem.contains("."), last.first?.isUppercase == true else {
            return domainTypes[domain] ?? domain
        }
        if last.hasPrefix("Array-") { return "[\(last.dropFirst(6))]" }
        if last.hasPrefix("Dictionary-") { return "[String: \(last.dropFirst(11))]" }
        return String(last)
    }

    /// The domain's `decoder.json` as command-line options.
    static func strategyArguments(domain: String) throws -> [String] {
        let url = documents.appendingPathComponent(domain).appendingPathComponent("decoder.json")
        guard let data = try? Data(contentsOf: url),
            let settings = try JSONSerialization.jsonObject(with: data) as? [String: String]
        else { return [] }
        var arguments: [String] = []
        switch settings["dateDecodingStrategy"] {
        case "iso8601": arguments += ["--date-strategy", "iso8601"]
        case "formatted": arguments += ["--date-strategy", "formatted:" + (settings["dateFormat"] ?? "")]
        case "secondsSince1970": arguments += ["--date-strategy", "seconds"]
        case "millisecondsSince1970": arguments += ["--date-strategy", "milliseconds"]
        default: break
        }
        if settings["keyDecodingStrategy"] == "convertFromSnakeCase" { arguments += ["--key-strategy", "snake-case"] }
        if settings["dataDecodingStrategy"] == "deferredToData" { arguments += ["--data-strategy", "deferred"] }
        return arguments
    }

    static var domains: [String] { domainTypes.keys.sorted() }

    /// The schema warnings a fixture model is meant to have: `ShelfLabel` keeps the constant the
    /// compiler itself warns about, since `--print` must write it.
    static let schemaWarnings = [
        "ShelfLabel":
            "Fixtures/Models/Books.swift:100:9: warning: immutable property 'kind' of 'ShelfLabel' will not be decoded because it is declared with an initial value\n"
    ]

    @Test(arguments: domains)
    func domain(_ domain: String) throws {
        var groups: [String: [Document]] = [:]
        for folder in ["valid", "invalid"] {
            let directory = Self.documents.appendingPathComponent(domain).appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                var kind: String?
                if folder == "invalid" {
                    let outcome = String(name.prefix { $0 != "-" })
                    kind = outcome == "syntax" ? "dataCorrupted" : outcome
                }
                groups[Self.typeExpression(fileName: name, domain: domain), default: []].append(
                    Document(url: directory.appendingPathComponent(name), expectedKind: kind))
            }
        }
        #expect(!groups.isEmpty, "no documents for \(domain)")
        let strategies = try Self.strategyArguments(domain: domain)
        for (type, documents) in groups.sorted(by: { $0.key < $1.key }) {
            let arguments =
                ["decode"] + documents.map(\.url.path)
                + ["--type", type, "--schema", Self.root.appendingPathComponent("Fixtures/Models").path, "--format", "json"]
                + strategies
            let outcome = try ToolProcess.run(arguments)
            #expect(outcome.stderr == (Self.schemaWarnings[type] ?? ""), "\(domain) \(type)")
            let report = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
            let results = try #require(report?["results"] as? [[String: Any]], "\(domain) \(type): \(outcome.stderr)")
            #expect(results.count == documents.count)
            for (document, result) in zip(documents, results) {
                Self.check(document, result, domain: domain)
            }
            let invalid = documents.filter { $0.expectedKind != nil }.count
            #expect(outcome.status == (invalid > 0 ? 1 : 0), "\(domain) \(type)")
        }
    }

    /// One document's result against what its folder and name say.
    static func check(_ document: Document, _ result: [String: Any], domain: String) {
        let name = document.url.lastPathComponent
        let errors = result["errors"] as? [[String: Any]] ?? []
        if let kind = document.expectedKind {
            #expect(result["ok"] as? Bool == false, "\(domain)/\(name) should fail")
            #expect(errors.first?["kind"] as? String == kind, "\(domain)/\(name): \(errors.first ?? [:])")
            if name.hasPrefix("syntax--") {
                #expect(errors.count == 1 && errors.first?["path"] as? String == "<root>", "\(domain)/\(name)")
            }
        } else {
            #expect(result["ok"] as? Bool == true, "\(domain)/\(name) should decode: \(errors.first ?? [:])")
        }
    }
}
