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
        var visited: Set<String> = []
        collect(in: searchRoot.path, into: &found, visited: &visited, depth: 0)
        return found.sorted()
    }

    /// Deeper folders are not searched: no source tree nests this deep.
    private static let maximumDepth = 64

    /// `visited` holds folders by their resolved path, so symbolic links that loop (or two links
    /// to one folder) are searched once.
    private static func collect(in directory: String, into found: inout [String], visited: inout Set<String>, depth: Int) {
        guard depth < maximumDepth, visited.insert(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path).inserted,
              let entries = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return }
        for entry in entries.sorted() {
            if entry.hasPrefix(".") || entry == "Tests" { continue }
            let path = directory == "/" ? "/" + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(in: path, into: &found, visited: &visited, depth: depth + 1)
            } else if entry.hasSuffix(".swift"), entry != "Package.swift" {
                found.append(path)
            }
        }
    }
}
