#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the command describes where declarations were looked for when no `--schema` is given.
/// The search itself is `ModelSchema.discoverSchemaPaths(from:)`: `Sources/` in a Swift package
/// (a `Package.swift` in the working directory), otherwise the working directory, recursively.
enum SchemaDiscovery {
    static func describe(_ directory: String) -> String {
        let base = directory.isEmpty ? "." : directory
        return access(base + "/Package.swift", F_OK) == 0 ? "Sources/" : "."
    }
}
