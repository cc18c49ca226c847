import Foundation

/// Finds the project file as git finds a repository: in the working directory, else in each
/// folder above it, stopping after a folder that holds `.git` (a repository's root, whose
/// parents belong to someone else) or at the filesystem's root.
enum ProjectFileLocator {
    /// The project file a command reads: the one `--project` names (relative to the working
    /// directory), else the nearest one found from the working directory; nil when neither.
    /// `check` and `schema` both ask here, so they never disagree about which file applies.
    static func path(given: String?, currentDirectory: String) -> String? {
        if let given { return FileReader.resolve(given, relativeTo: currentDirectory) }
        return locate(from: currentDirectory)
    }

    /// Reads the project file at `path`, its messages naming it as the user sees it from the
    /// working directory.
    static func read(path: String, currentDirectory: String) throws(CommandLineError) -> ProjectFile {
        try ProjectFileReader.read(path: path, shownPath: SchemaCatalog.displayPath(path, under: currentDirectory))
    }

    /// The project file's absolute path, or nil when none is found.
    static func locate(from directory: String) -> String? {
        let manager = FileManager.default
        var folder = URL(fileURLWithPath: directory).standardizedFileURL.path
        while true {
            let candidate = folder == "/" ? "/" + ProjectFile.fileName : folder + "/" + ProjectFile.fileName
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue { return candidate }
            if folder == "/" || manager.fileExists(atPath: folder + "/.git") { return nil }
            folder = (folder as NSString).deletingLastPathComponent
            if folder.isEmpty { return nil }
        }
    }
}
