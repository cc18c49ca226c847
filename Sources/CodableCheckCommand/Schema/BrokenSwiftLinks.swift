import Foundation

/// `.swift` entries that are symbolic links to nothing: why a schema folder that seems to hold
/// models has "no .swift files" (a checkout whose links point into a folder not copied along).
enum BrokenSwiftLinks {
    /// Under each of `paths` (a folder searched as schema discovery does, or a file), sorted.
    static func find(in paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            if isBroken(path) {
                found.append(path)
                continue
            }
            guard let entries = FileManager.default.enumerator(atPath: path) else { continue }
            for case let entry as String in entries where entry.hasSuffix(".swift") {
                let full = (path as NSString).appendingPathComponent(entry)
                if isBroken(full) { found.append(full) }
            }
        }
        return found.sorted()
    }

    /// Where the link at `path` points, as written in the link.
    static func target(of path: String) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
    }

    /// A link whose target does not exist.
    private static func isBroken(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil && !FileManager.default.fileExists(atPath: path)
    }

    /// `: 'Models/Book.swift' is a broken symbolic link`, or `: 3 .swift entries are broken
    /// symbolic links, such as 'Models/Book.swift'`; empty when there are none.
    static func explanation(_ links: [String]) -> String {
        switch links.count {
        case 0: ""
        case 1: ": '\(links[0])' is a broken symbolic link"
        default: ": its \(links.count) .swift entries are broken symbolic links, such as '\(links[0])'"
        }
    }
}
