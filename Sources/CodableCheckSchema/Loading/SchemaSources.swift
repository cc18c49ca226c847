/// The text of the `.swift` files a schema is read from, before any of it is parsed: what
/// `ModelSchema.load(paths:)` reads, and what a cached plan is keyed by (every file's path and
/// contents, so that an edited, added or removed file is a different key).
public struct SchemaSources: Sendable {
    public struct File: Sendable {
        public var path: String
        public var text: String
        /// The index, in the paths given, of the path this file was found under.
        public var root: Int

        public init(path: String, text: String, root: Int) {
            self.path = path
            self.text = text
            self.root = root
        }
    }

    public var files: [File]

    public init(files: [File]) {
        self.files = files
    }

    /// Reads the `.swift` files at `paths` (files, or folders searched recursively as
    /// `ModelSchema.discoverSchemaPaths(from:)` does). Throws `SchemaLoadError` for unreadable
    /// paths, or when no `.swift` file is found. Reads with `POSIXFile`, which answers what
    /// `FileManager` does: this runs on every run, the schema cache's hits too.
    public static func read(paths: [String]) throws -> SchemaSources {
        var files: [File] = []
        for (rootIndex, path) in paths.enumerated() {
            guard let isDirectory = POSIXFile.isDirectory(atPath: path) else {
                throw SchemaLoadError.unreadablePath(path, reason: "no such file or directory")
            }
            let filePaths = isDirectory ? SchemaDiscovery.swiftFiles(in: path) : [path]
            for filePath in filePaths {
                guard let text = POSIXFile.text(atPath: filePath) else {
                    throw SchemaLoadError.unreadablePath(filePath, reason: "permission denied or not a regular file")
                }
                files.append(File(path: filePath, text: text, root: rootIndex))
            }
        }
        guard !files.isEmpty else { throw SchemaLoadError.noSwiftFiles(searched: paths) }
        return SchemaSources(files: files)
    }

    /// What decides the configuration each file is read in, as text: `configuration`'s
    /// identity and, unless it gives the language mode for all, the nearest `Package.swift`
    /// above the file (its folder and text), whose tools version and language modes choose it.
    /// Part of a cached plan's key: the manifest's text is compared, not parsed (parsing it for
    /// each file cost more than reading the cached plan).
    ///
    /// The `Package.resolved` that pins the file's libraries is part of it too, whatever the
    /// configuration: a pinned library version can change how its wrappers decode.
    ///
    /// The files of one package get one string (the same storage): the key holds each distinct
    /// identity once (`SchemaPlanCache.Key`), where it held the manifest's text once per file,
    /// and no file copies that text again.
    public func configurationIdentities(_ configuration: BuildConfiguration) -> [String] {
        let identity = configuration.identity
        let modes = PackageLanguageModes()
        var byPackage: [String: String] = [:]
        return files.map { file in
            let resolved = modes.resolvedPins(forSourceAt: file.path)
            let manifest = configuration.languageMode == nil ? modes.manifest(forSourceAt: file.path) : nil
            let package = (manifest?.root ?? "") + "\u{0}" + (resolved?.path ?? "")
            if let known = byPackage[package] { return known }
            let pins = resolved.map { ";resolved=" + $0.path + "\n" + $0.text } ?? ""
            let text: String
            if configuration.languageMode != nil {
                text = identity + pins
            } else if let manifest {
                text = identity + ";package=" + manifest.root + "\n" + manifest.text + pins
            } else {
                text = identity + ";package=none" + pins
            }
            byPackage[package] = text
            return text
        }
    }

    /// Each file's path as a cached plan's key holds it: as `URL.standardizedFileURL` spells it
    /// (`FilePathSpelling`), the spelling the manifests are found by, so `--schema ./Models/`
    /// and `--schema Models` name one entry.
    public var standardizedPaths: [String] {
        files.map { FilePathSpelling.standardized($0.path) }
    }
}
