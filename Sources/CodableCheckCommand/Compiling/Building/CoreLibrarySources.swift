import Foundation

/// Where `--compile` finds the core library's Swift sources, which every helper is built with.
///
/// The installed binary has no source tree, so `make install` copies the core's sources to
/// `$(PREFIX)/share/codable-check/CodableCheckCore`, found beside the executable as
/// `../share/codable-check/CodableCheckCore`. A binary built in a checkout finds them in the
/// package (`Sources/CodableCheckCore`, from this file's path at build time).
/// `CODABLE_CHECK_CORE_SOURCES` names another folder.
struct CoreLibrarySources {
    var folder: URL
    /// `.swift` files under `folder`, sorted by path: a stable order for the cache key.
    var files: [URL]

    static let environmentVariable = "CODABLE_CHECK_CORE_SOURCES"
    /// Where `make install` copies the sources, relative to `PREFIX`.
    static let installedPath = "share/codable-check/CodableCheckCore"

    static func find(environment: [String: String]) -> CoreLibrarySources? {
        candidates(environment: environment).lazy.compactMap(Self.init(folder:)).first
    }

    /// In order of preference; see the type's documentation.
    static func candidates(environment: [String: String]) -> [URL] {
        var folders: [URL] = []
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            folders.append(URL(fileURLWithPath: explicit))
        }
        if let executablePath = InstallLayout.executablePath {
            folders.append(InstallLayout.installed(installedPath, executablePath: executablePath))
        }
        folders.append(InstallLayout.inPackage("Sources/CodableCheckCore"))
        return folders
    }

    init?(folder: URL) {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return nil }
        var found: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            found.append(url)
        }
        guard !found.isEmpty else { return nil }
        self.folder = folder
        files = found.sorted { $0.path < $1.path }
    }

    /// The sources' contents (and their names within the folder): the core's part of every key.
    func contentHash() -> String {
        var hash = StableHash()
        let prefix = folder.standardizedFileURL.path
        for file in files {
            hash.add(String(file.standardizedFileURL.path.dropFirst(prefix.count)))
            hash.add(FileManager.default.contents(atPath: file.path) ?? Data())
        }
        return hash.hexDigits
    }
}
