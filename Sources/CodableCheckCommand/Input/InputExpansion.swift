import Foundation

/// Turns the INPUT arguments into the documents' sources: a folder becomes the `.json`, `.jsonl`
/// and `.ndjson` files under it (recursively, sorted by path, hidden entries skipped), named as
/// the user would type them (`fixtures/books/a.json`).
enum InputExpansion {
    static func expand(
        _ sources: [InputSource], readsLines: Bool, relativeTo directory: String
    ) throws(InputError) -> [InputItem] {
        var items: [InputItem] = []
        for source in sources {
            guard case .file(let given) = source else {
                items.append(InputItem(source: source, readsLines: readsLines))
                continue
            }
            guard try FileReader.checkFolderOrReadableFile(given, relativeTo: directory) else {
                items.append(InputItem(source: source, readsLines: readsLines || isLinesFile(given)))
                continue
            }
            let found = files(under: given, relativeTo: directory)
            guard !found.isEmpty else {
                throw InputError(source: source, reason: .folderWithoutJSON)
            }
            for path in found {
                items.append(InputItem(source: .file(path), readsLines: readsLines || isLinesFile(path)))
            }
        }
        return items
    }

    static func isLinesFile(_ path: String) -> Bool {
        InputItem.lineExtensions.contains(fileExtension(path))
    }

    /// Read from the UTF-8 bytes: by `Character`, with Foundation's `contains` for the slash,
    /// this was 6,000 instructions an input (issue 14).
    private static func fileExtension(_ path: String) -> String {
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), !bytes[dot...].contains(UInt8(ascii: "/")) else { return "" }
        return Substring(bytes[bytes.index(after: dot)...]).lowercased()
    }

    /// Files with a searched extension under `folder`, depth first in name order, so a run's
    /// order is the same on every machine.
    private static func files(under folder: String, relativeTo directory: String) -> [String] {
        let manager = FileManager.default
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var found: [String] = []
        var pending = [base]
        while let current = pending.popLast() {
            let resolved = FileReader.resolve(current, relativeTo: directory)
            guard let names = try? manager.contentsOfDirectory(atPath: resolved) else { continue }
            var subfolders: [String] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current + "/" + name
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: resolved + "/" + name, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    subfolders.append(path)
                } else if InputItem.searchedExtensions.contains(fileExtension(name)) {
                    found.append(path)
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
        return found.sorted()
    }
}
