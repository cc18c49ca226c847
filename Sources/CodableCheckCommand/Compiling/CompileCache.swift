import Foundation

/// The folder `--compile` keeps its builds in: `$XDG_CACHE_HOME/codable-check`, else
/// `~/.cache/codable-check`.
///
///     core-<key>/      the core library, built once per tool version and compiler
///     helper-<key>/    one helper per schema: declarations, `--type`, core and compiler
///     failed-<key>     why that helper could not be built (so a failing build is not retried)
///     building/        builds under way, one folder each, renamed into place when done
///
/// Several processes may fill the cache at once: each builds in a folder of its own and
/// publishes it with one `rename`, so a reader sees a whole entry or none; when two build the
/// same entry, the second rename fails and its copy is dropped.
struct CompileCache {
    var root: URL

    init(root: URL) {
        self.root = root
    }

    /// The user's cache folder; nil when neither `XDG_CACHE_HOME` nor `HOME` says where it is.
    init?(environment: [String: String]) {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            root = URL(fileURLWithPath: xdg).appendingPathComponent("codable-check")
        } else if let home = environment["HOME"], !home.isEmpty {
            root = URL(fileURLWithPath: home).appendingPathComponent(".cache/codable-check")
        } else {
            return nil
        }
    }

    func entry(_ name: String) -> URL {
        root.appendingPathComponent(name)
    }

    var moduleCache: URL { root.appendingPathComponent("module-cache") }

    /// A fresh folder to build in.
    func makeBuildFolder() throws -> URL {
        let folder = root.appendingPathComponent("building/\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Why a folder could not be made or a file written in the cache, as a `CompileFailure` that
    /// names the cache and the system's reason ("permission denied"), not Foundation's error dump.
    func cannotWrite(_ error: any Error) -> CompileFailure {
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        let reason =
            if let file = firstFileOnTheWay {
                "'\(file.path)' is a file, not a folder"
            } else if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
                String(cString: strerror(Int32(posix.code))).lowercased()
            } else {
                error.localizedDescription
            }
        return .environment("cannot write to the compile cache '\(root.path)': \(reason)")
    }

    /// The nearest existing ancestor of the cache folder when it is not a folder (an
    /// `XDG_CACHE_HOME` naming a file), which the system's "not a directory" does not name.
    private var firstFileOnTheWay: URL? {
        var folder = root
        while folder.path != "/" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Moves a finished build folder (or file) into place as `name`. When another process got
    /// there first, its entry stays and `built` is removed: both are builds of the same key.
    func publish(_ built: URL, as name: String) {
        let destination = entry(name)
        if rename(built.path, destination.path) != 0 {
            try? FileManager.default.removeItem(at: built)
        }
    }
}
