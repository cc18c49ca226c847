#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where to look for model declarations when no `--schema` is given: `Sources/` in a Swift
/// package (a `Package.swift` in the working directory), otherwise the working directory itself,
/// searched recursively by the schema reader.
enum SchemaDiscovery {
    static func paths(from directory: String) -> [String] {
        let base = directory.isEmpty ? "." : directory
        if access(base + "/Package.swift", F_OK) == 0, access(base + "/Sources", F_OK) == 0 {
            return ["Sources"]
        }
        return ["."]
    }
}
