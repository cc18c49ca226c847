import Foundation
import Testing

/// One document under `Fixtures/documents/<domain>/{valid,invalid}/`, with the seed model it
/// decodes as.
///
/// Naming: `<slug>[.<TypeTag>].json`. Without a type tag the document decodes as its domain's
/// type (`SeedModels.domainTypes`); a tag names another type: `BookWithTags`, `Array-Book` for
/// `[Book]`, `Dictionary-Book` for `[String: Book]`. Invalid documents start with the
/// `DecodingError` case Foundation throws (`typeMismatch--`, `keyNotFound--`, `valueNotFound--`,
/// `dataCorrupted--`), or `syntax--` for malformed JSON (Foundation's `dataCorrupted` at `[]`).
struct SeedModelFixture: Sendable, CustomTestStringConvertible {
    var url: URL
    var domain: String
    /// `valid` or `invalid`.
    var folder: String
    /// The registered type tag, `Book` or `Array-Book`.
    var typeTag: String
    /// The strategies the domain's documents are decoded with (`decoder.json`).
    var setup: DecoderSetup

    var testDescription: String { "\(domain)/\(folder)/\(url.lastPathComponent)" }

    var data: Data { get throws { try Data(contentsOf: url) } }

    /// The outcome the file name promises: `nil` for valid documents, else the `DecodingError`
    /// case name Foundation must throw.
    var promisedErrorKind: String? {
        guard folder == "invalid" else { return nil }
        let prefix = url.lastPathComponent.components(separatedBy: "--").first ?? ""
        return prefix == "syntax" ? "dataCorrupted" : prefix
    }

    /// Whether the file name says it is malformed JSON (so Foundation's error is at `[]`).
    var isSyntaxError: Bool { url.lastPathComponent.hasPrefix("syntax--") }

    /// Every fixture document, sorted by domain, folder and name.
    static let all: [SeedModelFixture] = {
        let domains = ((try? FileManager.default.contentsOfDirectory(atPath: FixturePaths.documents.path)) ?? []).sorted()
        var fixtures: [SeedModelFixture] = []
        for domain in domains {
            let setup = DecoderSetup.forDomain(domain)
            for folder in ["valid", "invalid"] {
                let directory = FixturePaths.documents.appendingPathComponent(domain).appendingPathComponent(folder)
                for url in FixturePaths.jsonFiles(in: directory) {
                    fixtures.append(
                        SeedModelFixture(
                            url: url, domain: domain, folder: folder, typeTag: typeTag(of: url, domain: domain), setup: setup))
                }
            }
        }
        return fixtures
    }()

    /// The tag in `slug.Tag.json`, or the domain's type. Slugs may contain dots (`pages-as-1.0`),
    /// so only a last component that is a registered tag counts.
    static func typeTag(of url: URL, domain: String) -> String {
        let stem = url.deletingPathExtension().lastPathComponent
        if let dot = stem.lastIndex(of: ".") {
            let candidate = String(stem[stem.index(after: dot)...])
            if SeedModels.decoders[candidate] != nil { return candidate }
        }
        return SeedModels.domainTypes[domain] ?? "unknown domain \(domain)"
    }
}
