import Foundation

/// The schema files a helper for one `--type` is compiled from, chosen declaration by
/// declaration: those declaring the type (and its extensions), and, transitively, every
/// file-scope declaration named by a chosen one (a property's type, a free function an
/// `init(from:)` calls). A file is compiled when one of its declarations is chosen.
///
/// Names a declaration declares inside itself (`Manifest.Product`) and members of values
/// (`values.decode`) are no references, so a nested `Product` does not pull in a server's
/// top-level `Product` model and its imports. An extension of a type the schema does not
/// declare (`extension String`) is taken for a member it declares that a chosen declaration
/// names (`name.slugged`), not because `String` is mentioned. Another module's declarations (a second
/// `--schema` package) are taken only when a chosen file imports that module. The match is
/// by name only, so a declaration may be taken that the compiler would not need: that costs
/// compile time, or a declaration left out with a warning (`CompiledSources`), never a wrong
/// result.
struct DeclarationFileSelection {
    struct File {
        var path: String
        var text: String
        var outline: SwiftSourceOutline
        /// See `ModuleName`.
        var module: String
        /// Indices into `outline.declarations` of those the type needs (empty in `init(all:)`).
        var chosen: Set<Int> = []
        /// Those of `chosen` taken only for a member name an extension offers (`name.slugged`
        /// finds `extension String { var slugged }`, but also any other `extension` with a
        /// member `name`): left out when they do not compile.
        var tentative: Set<Int> = []

        /// Whether the file was taken only tentatively: what is changed in it so that the helper
        /// builds is said with `--verbose` only.
        var isTentative: Bool { !chosen.isEmpty && chosen.isSubset(of: tentative) }
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
            return File(path: path, text: text, outline: SwiftSourceOutline(text: text), module: ModuleName.of(path: path))
        }
    }

    /// All of `files`, chosen or not.
    init(all files: [File]) {
        self.files = files
    }

    init(choosingFrom all: [File], rootNames: [String]) {
        let roots = Set(rootNames.compactMap { $0.split(separator: ".").first.map(String.init) })
        // `API.PostBuildReportDTO`: of the namespace's extensions, the one declaring the type.
        let nestedRoots = Set(rootNames.compactMap { $0.split(separator: ".").dropFirst().first.map(String.init) })
        let declared = Set(all.flatMap { $0.outline.declarations.filter { $0.keyword != "extension" }.map(\.name) })
        // `[Book].self` in `extension Shelf` is the `Book` nested in `struct Shelf`, in another file.
        var innerNames: [String: Set<String>] = [:]
        for file in all {
            for declaration in file.outline.declarations { innerNames[declaration.name, default: []].formUnion(declaration.innerNames) }
        }
        var files = all
        var wanted = roots
        var wantedMembers = nestedRoots
        var modules: Set<String> = []
        // First what the names lead to; then, tentatively, extensions of types the schema does not
        // declare for the members they offer, and what those lead to.
        for matchesMembers in [false, true] {
            var changed = true
            while changed {
                changed = false
                for fileIndex in files.indices {
                    let file = files[fileIndex]
                    for (index, declaration) in file.outline.declarations.enumerated() where !file.chosen.contains(index) {
                        let isWanted: Bool
                        if declaration.keyword == "extension" {
                            let offers = !declaration.memberNames.isDisjoint(with: wantedMembers.union(wanted))
                            if !declared.contains(declaration.name) {
                                isWanted = matchesMembers && offers
                            } else {
                                // An extension of a wanted type that adds members nothing names (a
                                // controller's routes on a namespace) is not needed; one that adds
                                // a conformance, or decoding, may be.
                                isWanted =
                                    wanted.contains(declaration.name)
                                    && (offers || declaration.providesDecoding || declaration.declaresConformances
                                        || declaration.memberNames.isEmpty)
                            }
                        } else {
                            isWanted = wanted.contains(declaration.name)
                        }
                        guard isWanted, modules.contains(file.module) || roots.contains(declaration.name) else { continue }
                        files[fileIndex].chosen.insert(index)
                        if matchesMembers { files[fileIndex].tentative.insert(index) }
                        wanted.formUnion(declaration.references.subtracting(innerNames[declaration.name] ?? []))
                        wantedMembers.formUnion(declaration.memberReferences)
                        if file.chosen.isEmpty {
                            modules.insert(file.module)
                            modules.formUnion(file.outline.imports.map(\.module))
                        }
                        changed = true
                    }
                }
            }
        }
        self.files = files.filter { !$0.chosen.isEmpty }
    }

    /// Whether `declaration` of `file` may be left out of the helper when it does not compile:
    /// the type does not need it, it was taken tentatively, or it is an extension that takes no part in decoding (a
    /// conformance to a protocol of the app's networking layer). A declaration the helper
    /// then misses makes the build fail, with its errors: never a wrong result.
    static func isDroppable(_ declaration: SwiftSourceOutline.Declaration, at index: Int, in file: File) -> Bool {
        guard declaration.hasBody else { return false }
        if !file.chosen.contains(index) || file.tentative.contains(index) { return true }
        return declaration.keyword == "extension" && !declaration.providesDecoding
    }
}
