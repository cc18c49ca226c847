/// Why `ModelSchema.load(paths:)` could not read model declarations at all.
public enum SchemaLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A path that does not exist or cannot be read; `reason` says which.
    case unreadablePath(String, reason: String)
    /// The paths exist but hold no `.swift` file.
    case noSwiftFiles(searched: [String])

    public var description: String {
        switch self {
        case .unreadablePath(let path, let reason):
            "cannot read '\(path)': \(reason)"
        case .noSwiftFiles(let searched):
            "no .swift files found in " + searched.map { "'\($0)'" }.joined(separator: ", ")
        }
    }
}
