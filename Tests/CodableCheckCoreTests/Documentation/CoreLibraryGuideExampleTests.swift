import CodableCheckCore
import Foundation
import Testing

/// The worked example of the guide's core-library page (`CoreLibrary.md`): the code between the
/// `guide example` markers below is the page's Swift block, line for line, and what it prints is
/// the page's output block. Change one, change the other.
@Suite struct CoreLibraryGuideExampleTests {
    static let packageRoot = FixturePaths.packageRoot
    static let page = packageRoot.appendingPathComponent("Sources/CodableCheckCore/CodableCheckCore.docc/CoreLibrary.md")

    @Test func theExamplePrintsWhatThePageShows() throws {
        var printed: [String] = []
        // The example's `print` writes here, so the test can compare it with the page.
        func print(_ line: String) { printed.append(line) }

        // guide example: begin
        struct Book: Decodable {
            var title: String
            var pages: Int
            var rating: Double?

            enum CodingKeys: String, CodingKey { case title, pages, rating }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                title = try container.decode(String.self, forKey: .title)
                pages = try container.decode(Int.self, forKey: .pages)
                // A garbled rating should not hide the book.
                rating = try? container.decode(Double.self, forKey: .rating)
            }
        }

        // Set the strategies your app sets on its JSONDecoder; they have the same names.
        let decoder = CodableCheckDecoder()

        // 1. The error JSONDecoder throws, at the value's true path, with the value's byte offset.
        let tooBig = Data(#"{"title": "Dune", "pages": 1e30}"#.utf8)
        do {
            _ = try decoder.decode(Book.self, from: tooBig)
        } catch let DecodingError.dataCorrupted(context) {
            if let problem = context.underlyingError as? DecodingProblem {
                print("\(problem.kind) at \(problem.renderedPath), byte \(problem.byteOffset): \(problem.message)")
                print("JSONDecoder says: \(problem.foundationDescription)")
            }
        }

        // 2. The errors the model swallowed with `try?`, which JSONDecoder never shows.
        let messy = Data(#"{"title": "Dune", "pages": 412, "rating": "4.5"}"#.utf8)
        let report = decoder.decodeCollectingProblems(Book.self, from: messy)
        print("decoded \(report.value?.title ?? "nothing"), rating \(report.value?.rating.map { "\($0)" } ?? "nil")")
        for problem in report.swallowedProblems {
            print("swallowed: \(problem.kind) at \(problem.renderedPath), byte \(problem.byteOffset): \(problem.message)")
        }
        // guide example: end

        let blocks = try Self.pageBlocks()
        #expect(blocks.code == (try Self.exampleSource()))
        #expect(printed.map { $0 + "\n" }.joined() == blocks.output)
    }

    /// The ```` ```swift ```` block of the page's worked example and the ```` ```text ```` block
    /// after it.
    static func pageBlocks() throws -> (code: String, output: String) {
        let text = try String(contentsOf: page, encoding: .utf8)
        let section = try #require(text.range(of: "## A worked example"))
        let codeStart = try #require(text.range(of: "```swift\n", range: section.upperBound..<text.endIndex))
        let codeEnd = try #require(text.range(of: "```\n", range: codeStart.upperBound..<text.endIndex))
        let outputStart = try #require(text.range(of: "```text\n", range: codeEnd.upperBound..<text.endIndex))
        let outputEnd = try #require(text.range(of: "```\n", range: outputStart.upperBound..<text.endIndex))
        return (String(text[codeStart.upperBound..<codeEnd.lowerBound]), String(text[outputStart.upperBound..<outputEnd.lowerBound]))
    }

    /// The lines between the markers in this file, without the test's indentation, after the
    /// page's `import` lines (the page shows a whole program).
    static func exampleSource() throws -> String {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let begin = try #require(lines.firstIndex { $0.hasSuffix("// guide example: begin") })
        let end = try #require(lines.firstIndex { $0.hasSuffix("// guide example: end") })
        let body = lines[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
        return (["import CodableCheckCore", "import Foundation", ""] + body).map { $0 + "\n" }.joined()
    }
}
