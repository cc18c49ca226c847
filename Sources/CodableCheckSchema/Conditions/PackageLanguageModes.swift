import Foundation

/// Finds, for each schema file, the nearest `Package.swift` above it and the language mode that
/// manifest builds in; a file outside any package is in Swift 5 mode, swiftc's default.
/// Manifests are read once per folder.
final class PackageLanguageModes {
    private var modeByFolder: [String: LanguageMode] = [:]

    /// The mode of the package whose folder holds `path` (a file's path, as loaded).
    func mode(forSourceAt path: String) -> LanguageMode {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
        return mode(ofFolder: folder)
    }

    private func mode(ofFolder folder: String) -> LanguageMode {
        if let known = modeByFolder[folder] { return known }
        let manifest = (folder == "/" ? "" : folder) + "/Package.swift"
        let mode: LanguageMode
        if let data = FileManager.default.contents(atPath: manifest) {
            mode = PackageManifestLanguageMode.mode(ofManifest: String(decoding: data, as: UTF8.self)) ?? .v5
        } else if folder == "/" || folder.isEmpty {
            mode = .v5
        } else {
            mode = self.mode(ofFolder: URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path)
        }
        modeByFolder[folder] = mode
        return mode
    }
}
