import Foundation

/// Finds, for each schema file, the nearest `Package.swift` above it and the language mode that
/// manifest builds the file in (its target's, from the folder under `Sources/`); a file outside
/// any package is in Swift 5 mode, swiftc's default. Each folder is looked up once.
final class PackageLanguageModes {
    /// A package found above a folder: its root and its manifest's text.
    private struct Package {
        var root: String
        var manifest: String
    }

    private var packageByFolder: [String: Package?] = [:]

    /// The mode of the file at `path` (a file's path, as loaded).
    func mode(forSourceAt path: String) -> LanguageMode {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        guard let package = package(above: file.deletingLastPathComponent().path) else { return .v5 }
        return PackageManifestLanguageMode.mode(ofManifest: package.manifest, target: Self.target(of: file.path, in: package.root))
            ?? .v5
    }

    /// `Sources/<Target>/...` under the package root: the target's name (a target with its own
    /// `path:` is not recognised, and gets the package's mode).
    private static func target(of file: String, in root: String) -> String? {
        let prefix = (root == "/" ? "" : root) + "/Sources/"
        guard file.hasPrefix(prefix) else { return nil }
        let rest = file.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: true)
        return rest.count >= 2 ? String(rest[0]) : nil
    }

    private func package(above folder: String) -> Package? {
        if let known = packageByFolder[folder] { return known }
        let found: Package?
        if let data = FileManager.default.contents(atPath: (folder == "/" ? "" : folder) + "/Package.swift") {
            found = Package(root: folder, manifest: String(decoding: data, as: UTF8.self))
        } else if folder == "/" || folder.isEmpty {
            found = nil
        } else {
            found = package(above: URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path)
        }
        packageByFolder[folder] = .some(found)
        return found
    }
}
