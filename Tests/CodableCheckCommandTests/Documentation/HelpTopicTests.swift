import Foundation
import Testing

@testable import CodableCheckCommand

/// `codable-check help TOPIC` prints the guide's pages; the topic table matches the catalog.
@Suite struct HelpTopicTests {
    static let catalog = ToolPaths.packageRoot.appendingPathComponent("Sources/CodableCheckCore/CodableCheckCore.docc")

    @Test func everyArticleIsATopic() throws {
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
            .filter { $0.hasSuffix(".md") && $0 != "CodableCheckCore.md" }
        #expect(Set(articles) == Set(GuideTopic.all.map(\.fileName)))
    }

    /// The summary `help` lists is the article's abstract: the paragraph after its title.
    @Test(arguments: GuideTopic.all.map(\.name))
    func summaryIsTheArticlesAbstract(_ name: String) throws {
        let topic = try #require(GuideTopic.named(name))
        let text = try String(contentsOf: Self.catalog.appendingPathComponent(topic.fileName), encoding: .utf8)
        let paragraphs = text.components(separatedBy: "\n\n")
        #expect(paragraphs.first?.hasPrefix("# ") == true)
        let abstract = paragraphs.dropFirst().first?.split(separator: "\n").joined(separator: " ")
        #expect(abstract == topic.summary)
    }

    /// The root page links every topic, under the name `help` takes and in its topic groups.
    @Test func rootPageListsEveryTopic() throws {
        let root = try String(contentsOf: Self.catalog.appendingPathComponent("CodableCheckCore.md"), encoding: .utf8)
        for topic in GuideTopic.all {
            let article = topic.fileName.dropLast(".md".count)
            #expect(root.contains("- `\(topic.name)`: <doc:\(article)>\n"))
            #expect(root.contains("\n- <doc:\(article)>\n"))
        }
    }

    @Test func helpTopicPrintsTheArticle() throws {
        let outcome = try ToolProcess.run(["help", "strict-mode"])
        let article = try String(contentsOf: Self.catalog.appendingPathComponent("StrictMode.md"), encoding: .utf8)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        #expect(outcome.stdout == GuideLibrary.terminalText(of: article))
        #expect(outcome.stdout.hasPrefix("# Strict mode and Foundation's behaviours\n"))
    }

    @Test func docLinksBecomeHelpCommands() {
        #expect(
            GuideLibrary.terminalText(of: "see <doc:CIIntegration> and <doc:Limits>.")
                == "see 'codable-check help ci-integration' and 'codable-check help limits'.")
    }

    /// `make install` puts the pages in PREFIX/share/doc/codable-check, found from PREFIX/bin.
    @Test func installedPagesAreFoundFromTheExecutable() throws {
        let prefix = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let share = prefix.appendingPathComponent(GuideLibrary.installedPath)
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        try "# Limits\n\ninstalled copy\n".write(to: share.appendingPathComponent("Limits.md"), atomically: true, encoding: .utf8)
        let library = GuideLibrary(environment: [:], executablePath: prefix.appendingPathComponent("bin/codable-check").path)
        #expect(library.page(try #require(GuideTopic.named("limits"))) == "# Limits\n\ninstalled copy\n")
        #expect(library.directories.last == GuideLibrary.sourceCatalog)
    }

    @Test func aMissingGuideIsAnErrorSayingWhereItLooked() throws {
        let topic = try #require(GuideTopic.named("limits"))
        #expect(throws: CommandLineError.self) {
            try HelpCommand.page(for: topic, in: GuideLibrary(directories: ["/nonexistent-guide"]))
        }
        do {
            _ = try HelpCommand.page(for: topic, in: GuideLibrary(directories: ["/nonexistent-guide"]))
        } catch {
            #expect(
                error.message
                    == "cannot find the guide's page Limits.md for 'limits' (looked in /nonexistent-guide); set CODABLE_CHECK_GUIDE to the folder that holds it"
            )
            #expect(error.details == ["limits: \(topic.plainSummary)"])
        }
    }

    @Test func unknownTopicSuggestsOne() throws {
        let outcome = try ToolProcess.run(["help", "strict-mod"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "codable-check: error: no command or help topic 'strict-mod'; did you mean 'strict-mode'?\n")
    }
}
