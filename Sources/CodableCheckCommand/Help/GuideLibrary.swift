import Foundation

/// Finds the user guide's pages at run time, for `codable-check help TOPIC`.
///
/// Why read files instead of compiling the text in: SwiftPM has no way to embed a file's text in
/// a target without a build plugin, and resources need `Bundle.module`, whose bundle must sit
/// beside the executable (an installed binary copied alone would crash on first use). Reading the
/// pages keeps one copy of the text, so help can never drift from the guide. They are looked for,
/// in order, in:
/// 1. `$CODABLE_CHECK_GUIDE`, a folder (for packagers and tests);
/// 2. `../share/doc/codable-check/` beside the executable, where `make install` puts them;
/// 3. the catalog in the source tree the executable was built from (`swift build`, `swift run`).
struct GuideLibrary {
    static let directoryVariable = "CODABLE_CHECK_GUIDE"
    /// Where `make install` copies the pages, relative to `PREFIX`.
    static let installedPath = "share/doc/codable-check"
    /// The catalog, relative to the package root.
    static let catalogPath = "Sources/CodableCheckCore/CodableCheckCore.docc"

    /// The folders to look in, most specific first.
    var directories: [String]

    init(environment: [String: String], executablePath: String? = InstallLayout.executablePath) {
        var directories: [String] = []
        if let configured = environment[Self.directoryVariable], !configured.isEmpty {
            directories.append(configured)
        }
        if let executablePath {
            directories.append(InstallLayout.installed(Self.installedPath, executablePath: executablePath).path)
        }
        directories.append(Self.sourceCatalog)
        self.directories = directories
    }

    init(directories: [String]) {
        self.directories = directories
    }

    /// The catalog of the checkout the executable was built from.
    static let sourceCatalog = InstallLayout.inPackage(catalogPath).path

    /// The page's Markdown, or nil when no folder has it.
    func page(_ topic: GuideTopic) -> String? {
        for directory in directories {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(topic.fileName).path
            if let data = FileManager.default.contents(atPath: path) {
                return String(decoding: data, as: UTF8.self)
            }
        }
        return nil
    }

    /// The page as a terminal shows it: still Markdown, with DocC's links turned into the
    /// command that prints the page they name (`<doc:StrictMode>` → `'codable-check help
    /// strict-mode'`).
    static func terminalText(of markdown: String) -> String {
        var text = markdown
        for topic in GuideTopic.all {
            let article = String(topic.fileName.dropLast(".md".count))
            text = text.replacingOccurrences(of: "<doc:\(article)>", with: "'\(Version.toolName) help \(topic.name)'")
        }
        return text
    }
}
