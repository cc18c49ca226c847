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
    public func configurationIdentities(_ configuration: BuildConfiguration) -> [String] {
        let identity = configuration.identity
        let modes = PackageLanguageModes()
        return files.map { file in
            let resolved = modes.resolvedPins(forSourceAt: file.path).map { ";resolved=" + $0.path + "\n" + $0.text } ?? ""
            guard configuration.languageMode == nil else { return identity + resolved }
            guard let manifest = modes.manifest(forSourceAt: file.path) else { return identity + ";package=none" + resolved }
            return identity + ";package=" + manifest.root + "\n" + manifest.text + resolved
        }
    }
}
