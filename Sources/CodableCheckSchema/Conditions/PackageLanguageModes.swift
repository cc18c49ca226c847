/// Finds, for each schema file, the nearest `Package.swift` above it and the language mode that
/// manifest builds the file in (its target's, from the folder under `Sources/`); a file outside
/// any package is in Swift 5 mode, swiftc's default. Also finds the `Package.resolved` that pins
/// the file's libraries (`resolvedPins(forSourceAt:)`), whose versions decide how some of them
/// decode (`ResolvedPackagePins`). Each folder is looked up once. Paths are
/// spelled as `URL.standardizedFileURL` spells them, and manifests read as
/// `FileManager.contents(atPath:)` reads them, without either (`FilePathSpelling`,
/// `POSIXFile`): this runs on every run that the schema cache serves.
public final class PackageLanguageModes {
    /// A package found above a folder: its root and its manifest's text.
    private struct Package {
        var root: String
        var manifest: String
    }

    private var packageByFolder: [String: Package?] = [:]
    /// Each package's and target's mode, keyed by root and target: reading a manifest's text
    /// costs more than all the rest of finding it, and a package's files share a few targets.
    private var modeByTarget: [String: LanguageMode] = [:]

    public init() {}

    /// The mode of the file at `path` (a file's path, as loaded).
    func mode(forSourceAt path: String) -> LanguageMode {
        let file = FilePathSpelling.standardized(path)
        guard let package = package(above: FilePathSpelling.parent(ofStandardized: file)) else { return .v5 }
        let target = Self.target(of: file, in: package.root)
        let key = package.root + "\u{0}" + (target ?? "")
        if let known = modeByTarget[key] { return known }
        let mode = PackageManifestLanguageMode.mode(ofManifest: package.manifest, target: target) ?? .v5
        modeByTarget[key] = mode
        return mode
    }

    /// The nearest `Package.swift` above the file at `path`, as its root folder and text (nil
    /// outside a package): with the file's path, all that `mode(forSourceAt:)` reads, so a
    /// cached plan's key can hold it without parsing the manifest.
    func manifest(forSourceAt path: String) -> (root: String, text: String)? {
        let file = FilePathSpelling.standardized(path)
        return package(above: FilePathSpelling.parent(ofStandardized: file)).map { ($0.root, $0.manifest) }
    }

    /// The package root and target the file at `path` is built in (`Sources/<Target>/...`), nil
    /// outside a package's `Sources/`: a module of its own.
    func target(forSourceAt path: String) -> (root: String, target: String)? {
        let file = FilePathSpelling.standardized(path)
        guard let package = package(above: FilePathSpelling.parent(ofStandardized: file)),
            let target = Self.target(of: file, in: package.root)
        else { return nil }
        return (package.root, target)
    }

    /// `Sources/<Target>/...` under the package root: the target's name (a target with its own
    /// `path:` is not recognised, and gets the package's mode).
    private static func target(of file: String, in root: String) -> String? {
        let prefix = (root == "/" ? "" : root) + "/Sources/"
        guard file.hasPrefix(prefix) else { return nil }
        let rest = file.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: true)
        return rest.count >= 2 ? String(rest[0]) : nil
    }

    /// Found `Package.resolved` files by the folder they pin for (nil: none), for
    /// `resolvedPins(forSourceAt:)`.
    private var resolvedByFolder: [String: ResolvedFile?] = [:]

    /// A `Package.resolved` and its text.
    struct ResolvedFile {
        var path: String
        var text: String
    }

    /// The pin of package `identity` (`kodable`) in the `Package.resolved` of the file at `path`
    /// (`resolvedPins(forSourceAt:)`): that file's path and the version (nil for a branch or a
    /// revision). The compile path's stand-in for a library follows its README, as the
    /// interpreter does without a pin, and steps aside, saying why, when the app builds with
    /// pinned code.
    public func pin(of identity: String, forSourceAt path: String) -> (resolvedPath: String, version: String?)? {
        guard let resolved = resolvedPins(forSourceAt: path), let pin = pins(in: resolved)?.pin(of: identity) else { return nil }
        return (resolved.path, pin.version?.description)
    }

    /// What the `Package.resolved` of the file at `path` pins, read once per `Package.resolved`
    /// for every lookup (the schema's, the compile path's).
    func pins(forSourceAt path: String) -> ResolvedPackagePins? {
        resolvedPins(forSourceAt: path).flatMap(pins(in:))
    }

    /// Parsed `Package.resolved` files by path (nil: not one).
    private var pinsByPath: [String: ResolvedPackagePins?] = [:]

    private func pins(in resolved: ResolvedFile) -> ResolvedPackagePins? {
        if let known = pinsByPath[resolved.path] { return known }
        let parsed = ResolvedPackagePins(text: resolved.text)
        pinsByPath[resolved.path] = .some(parsed)
        return parsed
    }

    /// The `Package.resolved` that pins the libraries the file at `path` is built with: beside
    /// the nearest `Package.swift` above it; for a file in no package, the one of the nearest
    /// folder above it holding an Xcode project or workspace
    /// (`App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved`,
    /// `App.xcworkspace/xcshareddata/swiftpm/Package.resolved`). Nil when there is none, or
    /// the package has no resolved dependencies.
    func resolvedPins(forSourceAt path: String) -> ResolvedFile? {
        let file = FilePathSpelling.standardized(path)
        let folder = FilePathSpelling.parent(ofStandardized: file)
        if let package = package(above: folder) {
            return resolvedFile(at: (package.root == "/" ? "" : package.root) + "/Package.resolved", folder: package.root)
        }
        return xcodeResolvedFile(above: folder)
    }

    private func resolvedFile(at path: String, folder: String) -> ResolvedFile? {
        if let known = resolvedByFolder[folder] { return known }
        let found = POSIXFile.text(atPath: path).map { ResolvedFile(path: path, text: $0) }
        resolvedByFolder[folder] = .some(found)
        return found
    }

    private func xcodeResolvedFile(above folder: String) -> ResolvedFile? {
        if let known = resolvedByFolder[folder] { return known }
        var found: ResolvedFile?
        // Only Xcode's names are sorted: every folder up to `/` is listed, and a shared `/tmp`
        // can hold ten thousand entries, whose sorting was most of a small run's time.
        let names = (SchemaDiscovery.names(in: folder) ?? []).filter { $0.hasSuffix(".xcworkspace") || $0.hasSuffix(".xcodeproj") }
        let base = folder == "/" ? "" : folder
        for name in names.sorted() {
            let candidate: String
            if name.hasSuffix(".xcworkspace") {
                candidate = base + "/" + name + "/xcshareddata/swiftpm/Package.resolved"
            } else if name.hasSuffix(".xcodeproj") {
                candidate = base + "/" + name + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
            } else {
                continue
            }
            if let text = POSIXFile.text(atPath: candidate) {
                found = ResolvedFile(path: candidate, text: text)
                break
            }
        }
        if found == nil, folder != "/", !folder.isEmpty {
            found = xcodeResolvedFile(above: FilePathSpelling.parent(ofStandardized: folder))
        }
        resolvedByFolder[folder] = .some(found)
        return found
    }

    private func package(above folder: String) -> Package? {
        if let known = packageByFolder[folder] { return known }
        let found: Package?
        if let manifest = POSIXFile.text(atPath: (folder == "/" ? "" : folder) + "/Package.swift") {
            found = Package(root: folder, manifest: manifest)
        } else if folder == "/" || folder.isEmpty {
            found = nil
        } else {
            found = package(above: FilePathSpelling.parent(ofStandardized: folder))
        }
        packageByFolder[folder] = .some(found)
        return found
    }
}
