import Foundation

/// Turns the INPUT arguments into the documents' sources: a folder becomes the `.json`, `.jsonl`
/// and `.ndjson` files under it (recursively, sorted by path, hidden entries and `SkippedFolder`s
/// skipped), a pattern (`'Fixtures/**/*.json'`, `Glob`) the files it matches, each named as the
/// user would type it (`fixtures/books/a.json`); `exclusion` leaves inputs out.
///
/// An input that cannot be read (missing, unreadable, a pattern or folder without documents) is a
/// failure of that input only: the others are still checked, and the run ends with status 2. An
/// input whose every file is excluded is left out, unless that leaves nothing to check: a run
/// that checks nothing must not pass.
enum InputExpansion {
    struct Expansion: Sendable {
        var items: [InputItem] = []
        /// The inputs that could not be read, in the order given.
        var failures: [InputError] = []
        /// Folders a search did not enter and why (`Fixtures/Assets.xcassets`, `an asset
        /// catalog`), for `--verbose`.
        var skippedFolders: [(path: String, reason: String)] = []
        /// Files and folders an exclude left out, counted so that an input with nothing else
        /// is said to be excluded rather than empty.
        fileprivate var excludedCount = 0
    }

    static func expand(
        _ sources: [InputSource], readsLines: Bool, excluding exclusion: InputExclusion = InputExclusion(),
        relativeTo directory: String
    ) -> Expansion {
        var expansion = Expansion()
        // Inputs whose every file is excluded: left out quietly (`decode changed/*.json
        // --exclude drafts`), unless nothing else is left to check, when each is an error of
        // its own (and only then is a failure `.excluded`).
        var excludedSources: [InputSource] = []
        for source in sources {
            guard case .file(let given) = source else {
                expansion.items.append(InputItem(source: source, readsLines: readsLines))
                continue
            }
            if exclusion.excludes(given) {
                excludedSources.append(source)
                continue
            }
            let excludedBefore = expansion.excludedCount
            if Glob.isPattern(given), (try? FileReader.checkExists(given, relativeTo: directory)) == nil {
                let found = files(matching: Glob(given), excluding: exclusion, relativeTo: directory, into: &expansion)
                if found.isEmpty {
                    if expansion.excludedCount > excludedBefore {
                        excludedSources.append(source)
                    } else {
                        expansion.failures.append(InputError(source: source, reason: .noMatch))
                    }
                }
                for path in found { expansion.items.append(InputItem(source: .file(path), readsLines: readsLines || isLinesFile(path))) }
                continue
            }
            let isFolder: Bool
            do {
                isFolder = try FileReader.checkFolderOrReadableFile(given, relativeTo: directory)
            } catch {
                expansion.failures.append(error)
                continue
            }
            guard isFolder else {
                expansion.items.append(InputItem(source: source, readsLines: readsLines || isLinesFile(given)))
                continue
            }
            let base = given.hasSuffix("/") && given.count > 1 ? String(given.dropLast()) : given
            // Each path's extension is read once: it says both whether the file is searched and
            // whether it is JSON Lines.
            let itemsBefore = expansion.items.count
            for path in files(under: base, relativeTo: directory, excluding: exclusion, into: &expansion) {
                let kind = InputItem.fileKind(ofPath: path)
                guard kind != .other else { continue }
                expansion.items.append(InputItem(source: .file(path), readsLines: readsLines || kind == .lines))
            }
            if expansion.items.count == itemsBefore {
                if expansion.excludedCount > excludedBefore {
                    excludedSources.append(source)
                } else {
                    expansion.failures.append(InputError(source: source, reason: .folderWithoutJSON))
                }
            }
        }
        if expansion.items.isEmpty, expansion.failures.isEmpty {
            expansion.failures = excludedSources.map { InputError(source: $0, reason: .excluded) }
        }
        return expansion
    }

    static func isLinesFile(_ path: String) -> Bool {
        InputItem.fileKind(ofPath: path) == .lines
    }

    /// The files `pattern` matches, whatever their extension (the pattern says which it wants),
    /// searched from its literal prefix.
    private static func files(
        matching pattern: Glob, excluding exclusion: InputExclusion, relativeTo directory: String, into expansion: inout Expansion
    ) -> [String] {
        let prefix = pattern.literalPrefix
        guard (try? FileReader.checkExists(prefix.isEmpty ? "." : prefix, relativeTo: directory)) == true else { return [] }
        return files(under: prefix, relativeTo: directory, excluding: exclusion, into: &expansion).filter(pattern.matches)
    }

    /// Every file under `folder` (`""`: the working directory, its files named without `./`),
    /// sorted by path, so a run's order is the same on every machine.
    ///
    /// This walk runs on one thread before any file is checked, so it bounds what `--jobs` gains
    /// on a folder of small files: entries come from `readdir` with their type (no `stat` per
    /// file, as `FileManager.fileExists` made), and each path is joined in one allocation
    /// (`FileReader.resolve`). For 5,000 files this took 29 million instructions, a fifth of the
    /// whole run, with `FileManager` and `+`; 12.5 million with a `String` per name, 8.3 million
    /// with the names as bytes (`FolderListing`). What is left is mostly a `String` per path and
    /// the kernel's own listing of the folder (issue 25).
    ///
    /// The paths come out sorted without sorting paths: each folder's entries are sorted by name,
    /// a subfolder's name with a `/` after it, and each subfolder is walked where it sorts. A
    /// path below folder `b` starts with `b/`, and no name holds a `/` (nor does normalization
    /// reach across one), so a file `a` sorts before or after every path below `b` as `a` does
    /// against `b/`: the walk's order is the paths' (`a.json`, `a/b.json`, `a0.json`). Sorting the
    /// paths themselves, long strings sharing a long prefix, cost 13 million instructions for
    /// 5,000 files; names as `String`s about 4 million; names as bytes, by prefix keys, 2.6 million.
    private static func files(
        under folder: String, relativeTo directory: String, excluding exclusion: InputExclusion, into expansion: inout Expansion
    ) -> [String] {
        var found: [String] = []
        walk(folder, relativeTo: directory, excluding: exclusion, into: &expansion, found: &found)
        return found
    }

    /// Appends the files under `folder` to `found` in path order (see `files(under:)`).
    private static func walk(
        _ folder: String, relativeTo directory: String, excluding exclusion: InputExclusion, into expansion: inout Expansion,
        found: inout [String]
    ) {
        let resolved = FileReader.resolve(folder.isEmpty ? "." : folder, relativeTo: directory)
        guard let listing = FolderListing(ofFolderAt: resolved) else { return }
        // Files, and folders (hidden ones only to be named as skipped), each known to be which.
        var kept: [FolderListing.Entry] = []
        kept.reserveCapacity(listing.entries.count)
        for var entry in listing.entries {
            let isHidden = listing.isHidden(entry)
            if isHidden, SkippedFolder.reason(forFolderNamed: listing.name(of: entry)) == nil { continue }
            guard let isFolder = entry.isFolder ?? FolderListing.isFolder(at: listing.path(of: entry, in: resolved)) else { continue }
            if isHidden, !isFolder { continue }
            entry.isFolder = isFolder
            kept.append(entry)
        }
        for entry in listing.inWalkOrder(kept) {
            guard entry.isFolder == true else {
                let path = listing.path(of: entry, in: folder)
                if exclusion.excludes(path) { expansion.excludedCount += 1 } else { found.append(path) }
                continue
            }
            let name = listing.name(of: entry)
            let path = FileReader.resolve(name, relativeTo: folder)
            if let reason = SkippedFolder.reason(forFolderNamed: name) {
                expansion.skippedFolders.append((path, reason))
            } else if exclusion.excludes(path) {
                expansion.excludedCount += 1
            } else {
                walk(path, relativeTo: directory, excluding: exclusion, into: &expansion, found: &found)
            }
        }
    }
}
