import Foundation

/// Finds the `.swift` files that hold an app's models when no schema path is given.
enum SchemaDiscovery {
    /// `Sources/` when `directory` is a package root (it has `Package.swift`), else `directory`;
    /// searched recursively, skipping hidden folders (`.build`, `.git`, `.swiftpm`), `.build*`
    /// and `Tests` folders, and `Package.swift` itself. Sorted, so loading order is stable.
    static func swiftFiles(in directory: String) -> [String] {
        let fileManager = FileManager.default
        let root = URL(fileURLWithPath: directory)
        var searchRoot = root
        if fileManager.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            let sources = root.appendingPathComponent("Sources")
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: sources.path, isDirectory: &isDirectory), isDirectory.boolValue {
                searchRoot = sources
            }
        }
        var found: [String] = []
        collect(in: searchRoot.path, into: &found, depth: 0)
        return found.sorted()
    }

    /// Symbolic-link loops end at this depth.
    private static let maximumDepth = 64

    private static func collect(in directory: String, into found: inout [String], depth: Int) {
        guard depth < maximumDepth, let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries.sorted() {
            if entry.hasPrefix(".") || entry == "Tests" { continue }
            let path = directory == "/" ? "/" + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(in: path, into: &found, depth: depth + 1)
            } else if entry.hasSuffix(".swift"), entry != "Package.swift" {
                found.append(path)
            }
        }
    }
}
