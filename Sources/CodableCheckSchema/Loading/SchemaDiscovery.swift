import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.swift` files that hold an app's models when no schema path is given. Asks the
/// file system with `POSIXFile` (what `FileManager` answers, for fewer instructions): every
/// run lists the schema folder, the schema cache's hits too.
enum SchemaDiscovery {
    /// In `searchedFolder(in:)`: `Sources/` when `directory` is a package root, else `directory`;
    /// searched recursively, skipping hidden folders (`.build`, `.git`, `.swiftpm`), `.build*`
    /// and `Tests` folders, and package manifests (`isManifest`). Sorted, so loading order is stable.
    static func swiftFiles(in directory: String) -> [String] {
        let root = normalized(directory)
        var found: [String] = []
        var visited = Set<FileIdentity>()
        let folder = searchedFolder(in: root)
        collect(in: folder == "." ? root : joined(root, folder), into: &found, visited: &visited, depth: 0)
        return found.sorted()
    }

    /// The folder `swiftFiles(in:)` searches, relative to `directory`: `Sources` when `directory`
    /// has a `Package.swift` and a `Sources` folder, else `.` (a package without `Sources/`
    /// keeps its models beside the manifest). Messages name it from this, so they say what was
    /// really read.
    static func searchedFolder(in directory: String) -> String {
        let root = normalized(directory)
        guard POSIXFile.isDirectory(atPath: joined(root, "Package.swift")) != nil,
            POSIXFile.isDirectory(atPath: joined(root, "Sources")) == true
        else { return "." }
        return "Sources"
    }

    /// The folder as `URL(fileURLWithPath:).path` spells it (absolute, no trailing slash),
    /// without a `URL` when the path is plain already (`FilePathSpelling.urlPath`): a `URL`'s
    /// first `path` costs a third of a million instructions in a process, a tenth of reading
    /// the models (issue 14). Names are joined to it as strings for the same reason.
    static func normalized(_ directory: String) -> String {
        FilePathSpelling.urlPath(directory)
    }

    private static func joined(_ directory: String, _ name: String) -> String {
        return directory == "/" ? "/" + name : directory + "/" + name
    }

    /// The names in a folder, `.` and `..` left out; nil when it cannot be listed. `readdir`
    /// directly: `FileManager.contentsOfDirectory` costs a quarter of a million instructions
    /// the first time, for a folder of four files. (Also how `PackageLanguageModes` finds an
    /// Xcode project's `Package.resolved`.)
    static func names(in directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: CChar.self))
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// A file or folder as the file system knows it, whatever path reached it.
    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        /// Not a FIFO, socket or device, whose reading could block or never end.
        var isRegularFile: Bool
        var isDirectory: Bool

        /// Follows symbolic links; nil for a dangling link or an unreadable path.
        init?(path: String) {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            isRegularFile = status.st_mode & S_IFMT == S_IFREG
            isDirectory = status.st_mode & S_IFMT == S_IFDIR
        }
    }

    /// Depth limit for folders nested in folders (links are caught by `visited` already).
    private static let maximumDepth = 64

    /// Each folder and file is read once, however many symbolic links lead to it: a link to an
    /// enclosing folder (`up -> ..`) ends there instead of multiplying the paths at every level,
    /// and a file linked twice does not declare its types twice. A `.swift` name that is a FIFO
    /// or a device is skipped: reading it could wait forever. One `stat` of each entry says both
    /// what it is and which file it is (this runs on every run the schema cache serves).
    private static func collect(
        in directory: String, identity known: FileIdentity? = nil, into found: inout [String], visited: inout Set<FileIdentity>,
        depth: Int
    ) {
        guard depth < maximumDepth, let identity = known ?? FileIdentity(path: directory), visited.insert(identity).inserted,
            let entries = names(in: directory)
        else { return }
        for entry in entries.sorted() {
            if entry.hasPrefix(".") || entry == "Tests" { continue }
            let path = joined(directory, entry)
            guard let file = FileIdentity(path: path) else { continue }
            if file.isDirectory {
                collect(in: path, identity: file, into: &found, visited: &visited, depth: depth + 1)
            } else if entry.hasSuffix(".swift"), file.isRegularFile, !(entry == "Package.swift" && isManifest(path)),
                visited.insert(file).inserted
            {
                found.append(path)
            }
        }
    }

    /// Whether a file named `Package.swift` is a package manifest: SwiftPM requires its first
    /// line to be the `// swift-tools-version:` comment. An app's own `Package.swift` under
    /// `Sources` (the Package Index's `final class Package: Model`) holds models and is read.
    static func isManifest(_ path: String) -> Bool {
        guard let start = POSIXFile.prefix(atPath: path, count: 64) else { return true }
        var text = String(decoding: start, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let compact = text.prefix { $0 != "\n" && $0 != "\r" }.filter { $0 != " " && $0 != "\t" }.lowercased()
        return compact.hasPrefix("//swift-tools-version")
    }
}
