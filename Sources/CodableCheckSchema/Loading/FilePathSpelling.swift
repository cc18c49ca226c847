import Foundation

/// How Foundation's file `URL`s spell a path, computed on the string when that is certain to
/// give the same text: a process's first `URL`, and `standardizedFileURL` and
/// `deletingLastPathComponent`, cost a few hundred thousand instructions, more than reading a
/// cached plan (issue 14). Only an absolute ASCII path without a `..` component is spelled
/// here; any other goes through `URL`: a relative path is made absolute against the process's
/// directory (and `~` expanded), `..` after a symbolic link is not always removed as text, and
/// non-ASCII text is left to Foundation's own reading of it. `FilePathSpellingTests` compares
/// both on the same paths.
enum FilePathSpelling {
    /// `URL(fileURLWithPath: path).path`: `path` without a trailing slash when it is plain
    /// (absolute, no `.`, `..` or empty component); through `URL` otherwise.
    static func urlPath(_ path: String) -> String {
        guard let components = plainComponents(of: path), !components.hasDotOrEmpty else {
            return URL(fileURLWithPath: path).path
        }
        return components.hasTrailingSlash && path.utf8.count > 1 ? String(path.dropLast()) : path
    }

    /// `URL(fileURLWithPath: path).standardizedFileURL.path`: absolute, no `.` component, no
    /// empty one (`//`), no trailing slash.
    static func standardized(_ path: String) -> String {
        guard let components = plainComponents(of: path) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        return components.kept.isEmpty ? "/" : String(decoding: components.kept, as: UTF8.self)
    }

    /// `URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path`, for
    /// a folder as `standardized` spells it: the text before its last `/` (`/` for a folder at
    /// the root, and for the root itself).
    static func parent(ofStandardized folder: String) -> String {
        guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path
        }
        return slash == folder.utf8.startIndex ? "/" : String(folder[..<slash])
    }

    /// An absolute ASCII path without `..`, read component by component.
    private struct Components {
        /// `/name` for each component that is neither empty nor `.`.
        var kept: [UInt8] = []
        /// Whether some component is empty (`//`) or `.`, the last one aside.
        var hasDotOrEmpty = false
        /// Whether the path ends in `/` (its last component is empty).
        var hasTrailingSlash = false
    }

    /// Nil for a path `URL` must spell: relative, non-ASCII, or with a `..` component.
    private static func plainComponents(of path: String) -> Components? {
        var path = path
        return path.withUTF8 { bytes -> Components? in
            guard bytes.first == UInt8(ascii: "/"), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var components = Components()
            components.kept.reserveCapacity(bytes.count)
            var start = 1
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                let component = bytes[start..<end]
                if component.elementsEqual("..".utf8) { return nil }
                if component.isEmpty || component.elementsEqual(".".utf8) {
                    if end == bytes.count, component.isEmpty {
                        components.hasTrailingSlash = bytes.count > 1
                    } else {
                        components.hasDotOrEmpty = true
                    }
                } else {
                    components.kept.append(UInt8(ascii: "/"))
                    components.kept.append(contentsOf: component)
                }
                start = end + 1
            }
            return components
        }
    }
}
