import Foundation

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
    /// paths, or when no `.swift` file is found.
    public static func read(paths: [String]) throws -> SchemaSources {
        var files: [File] = []
        for (rootIndex, path) in paths.enumerated() {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SchemaLoadError.unreadablePath(path, reason: "no such file or directory")
            }
            let filePaths = isDirectory.boolValue ? SchemaDiscovery.swiftFiles(in: path) : [path]
            for filePath in filePaths {
                guard let data = FileManager.default.contents(atPath: filePath) else {
                    throw SchemaLoadError.unreadablePath(filePath, reason: "permission denied or not a regular file")
                }
                files.append(File(path: filePath, text: String(decoding: data, as: UTF8.self), root: rootIndex))
            }
        }
        guard !files.isEmpty else { throw SchemaLoadError.noSwiftFiles(searched: paths) }
        return SchemaSources(files: files)
    }

    /// The configuration each file is read in, as `BuildConfiguration.identity` text:
    /// `configuration` with the language mode of the package the file is in (from the nearest
    /// `Package.swift` above it), as `ModelSchema(sources:configuration:)` reads it. Part of a
    /// cached plan's key: a manifest's new tools version changes what `#if swift(...)` takes.
    public func configurationIdentities(_ configuration: BuildConfiguration) -> [String] {
        let modes = PackageLanguageModes()
        return files.map { configuration.forFile(at: $0.path, modes: modes).identity }
    }
}
