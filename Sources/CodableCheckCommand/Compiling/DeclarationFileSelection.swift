import Foundation

/// The schema files a helper for one `--type` is compiled from: those declaring the type, and,
/// transitively, every file that declares at file scope a name the chosen files mention (a
/// property's type, an extension adding `Codable`, a free function an `init(from:)` calls).
///
/// Files nothing mentions stay out, so a SwiftUI view elsewhere in `Sources/` does not stop the
/// models from compiling. The match is by name only, so a file may be taken that the compiler
/// would not need; that costs compile time, never a wrong result.
struct DeclarationFileSelection {
    struct File {
        var path: String
        var text: String
        var outline: SwiftSourceOutline
    }

    /// In the schema's load order.
    var files: [File]

    init(schemaFiles: [String], rootNames: [String]) {
        self.init(choosingFrom: Self.read(schemaFiles), rootNames: rootNames)
    }

    /// Every file, outlined: what the selections for several types choose from. Paths are made
    /// standard (`Models/./Book.swift` is `Models/Book.swift`), as the compiler's diagnostics
    /// name them, so each diagnostic finds its file.
    static func read(_ paths: [String]) -> [File] {
        paths.map { given in
            let path = URL(fileURLWithPath: given).standardizedFileURL.path
            let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            return File(path: path, text: text, outline: SwiftSourceOutline(text: text))
        }
    }

    /// All of `files`, chosen or not.
    init(all files: [File]) {
        self.files = files
    }

    init(choosingFrom all: [File], rootNames: [String]) {
        var wanted = Set(rootNames.compactMap { $0.split(separator: ".").first.map(String.init) })
        var chosen = [Bool](repeating: false, count: all.count)
        var changed = true
        while changed {
            changed = false
            for (index, file) in all.enumerated() where !chosen[index] {
                guard file.outline.declarations.contains(where: { wanted.contains($0.name) }) else { continue }
                chosen[index] = true
                wanted.formUnion(file.outline.identifiers)
                changed = true
            }
        }
        files = all.indices.filter { chosen[$0] }.map { all[$0] }
    }
}
