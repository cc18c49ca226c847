import Foundation

/// The schema files a helper is compiled from, and in each the declarations kept: those the
/// decoding of the root types reaches (`DeclarationReach`). Everything else in a chosen file is
/// blanked out of the helper's copy; a file where nothing is kept is not compiled.
///
/// Only the root types' modules, and the modules they import (a second `--schema` package), are
/// looked in: another package's `Coordinate` is not the one a `Route` means when nothing of
/// its module imports that package.
struct DeclarationFileSelection {
    struct File: Sendable {
        var path: String
        var text: String
        var outline: SourceOutline
        /// See `ModuleName`.
        var module: String
        /// The declarations kept, by path (see `SourceOutline.declarationPath(atLine:)`): for a
        /// type or extension, its header and body braces; its members each have their own path.
        var kept: Set<[Int]> = []
        /// Those of `kept` taken only for a member name an extension of another type offers:
        /// left out without a warning when they do not compile.
        var tentative: Set<[Int]> = []
        /// A library stand-in (`LibraryStandIn`): its text is the tool's, no file of the user's.
        var isStandIn = false
        /// The `private`/`fileprivate` types the helper's `main.swift` names, by path: compiled
        /// as internal (see `DeclarationFileSelection.raisedTypes`).
        var raised: Set<[Int]> = []
        /// The conformances left out of the copy because decoding cannot use them, by the path
        /// of the type or extension declaring them: indices of its inheritance entries (see
        /// `DeclarationReach.unusedConformances`).
        var unusedConformances: [[Int]: Set<Int>] = [:]

        /// Whether everything kept in the file was kept tentatively: what is changed in it so
        /// that the helper builds is said with `--verbose` only.
        var isTentative: Bool { !kept.isEmpty && kept.isSubset(of: tentative) }

        /// The byte ranges left out of the helper's copy: every declaration not kept, at file
        /// scope or among a kept type's members.
        var blanked: [Range<Int>] {
            var ranges: [Range<Int>] = []
            func visit(_ declarations: [OutlinedDeclaration], path: [Int]) {
                for (index, declaration) in declarations.enumerated() {
                    let address = path + [index]
                    if !kept.contains(address) {
                        ranges.append(declaration.range)
                    } else if declaration.isTypeOrExtension {
                        visit(declaration.members, path: address)
                    }
                }
            }
            visit(outline.declarations, path: [])
            return ranges
        }

        /// What to leave out of the helper for an error on `line`, when it may be: the innermost
        /// kept declaration there unless decoding needs it (`isNeededForDecoding`); at file
        /// scope, an extension that takes no part in decoding (a conformance to a protocol of
        /// the app's networking layer), a function, a constant. What was kept tentatively may
        /// always go. A declaration the helper then misses makes the build fail, with its
        /// errors: never a wrong result.
        func droppablePath(atLine line: Int) -> [Int]? {
            keptPath(atLine: line).flatMap(droppablePath(of:))
        }

        /// The innermost kept declaration around `line`.
        func keptPath(atLine line: Int) -> [Int]? {
            guard var path = outline.declarationPath(atLine: line) else { return nil }
            while !path.isEmpty, !kept.contains(path) { path.removeLast() }
            return path.isEmpty ? nil : path
        }

        /// `droppablePath(atLine:)` for the kept declaration at `path`.
        func droppablePath(of path: [Int]) -> [Int]? {
            if tentative.contains(path) { return path }
            let along = outline.declarations(along: path)
            guard let declaration = along.last else { return nil }
            if path.count > 1, !declaration.isNeededForDecoding, !(declaration.isTypeOrExtension && declaration.providesDecoding) {
                return path
            }
            let outermost = along[0]
            if outermost.kind == .extension && !outermost.providesDecoding || !outermost.isTypeOrExtension && outermost.kind != .other {
                return [path[0]]
            }
            return nil
        }

        /// The type to leave out whole for an error at the kept declaration `path` that
        /// `droppablePath` cannot leave out and that no change a build makes can fix (it names
        /// what no file declares: `os_unfair_lock_t` in a lock's stored property): the innermost
        /// type around it that takes no part in decoding. It cannot compile here, so whatever
        /// uses it cannot either: left out, its users say so in their own errors, and those that
        /// may go go (`LeftOutCascade`), rather than the type failing in every run until the
        /// build gives up. A type that decodes stays: its errors keep out the types needing it,
        /// with their reason.
        func unbuildableTypePath(of path: [Int]) -> [Int]? {
            let along = outline.declarations(along: path)
            guard let depth = along.lastIndex(where: { $0.isTypeOrExtension }) else { return nil }
            let declaration = along[depth]
            guard declaration.kind != .extension, !declaration.providesDecoding else { return nil }
            return Array(path.prefix(depth + 1))
        }
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
            return File(path: path, text: text, outline: SourceOutline(text: text), module: ModuleName.of(path: path))
        }
    }

    /// All of `files`, everything in them kept.
    init(all files: [File]) {
        self.files = files.map { file in
            var file = file
            func visit(_ declarations: [OutlinedDeclaration], path: [Int]) {
                for (index, declaration) in declarations.enumerated() {
                    file.kept.insert(path + [index])
                    visit(declaration.members, path: path + [index])
                }
            }
            visit(file.outline.declarations, path: [])
            return file
        }
    }

    /// `rootNames`: the types to decode, as `--type` names them (`Shelf`, `API.BuildDTO`);
    /// names the schema does not declare (`String`) are ignored. The library stand-ins the
    /// chosen files import come last, whole (see `LibraryStandIn`).
    init(choosingFrom all: [File], rootNames: [String]) {
        let candidates = Self.candidates(all, rootNames: rootNames)
        let index = DeclarationIndex(outlines: candidates.map { all[$0].outline })
        let reach = DeclarationReach(index: index, modules: Set(all.map(\.module)), roots: rootNames)
        var files = all
        for address in reach.kept { files[candidates[address.file]].kept.insert(address.path) }
        for address in reach.tentative { files[candidates[address.file]].tentative.insert(address.path) }
        for (address, entries) in reach.unusedConformances {
            files[candidates[address.file]].unusedConformances[address.path] = entries
        }
        for address in Self.raisedTypes(rootNames, index: index, kept: reach.kept) {
            files[candidates[address.file]].raised.insert(address.path)
        }
        let chosen = files.filter { !$0.kept.isEmpty }
        self.files = chosen + LibraryStandIn.files(importedBy: chosen, declaredModules: Set(all.map(\.module)))
    }

    /// The `private` and `fileprivate` types along each root type's declaration (`Envelope` in
    /// `private struct Envelope`, or around a nested root), which the helper's `main.swift`, in
    /// another file, cannot name as written. Their copies say internal instead, which changes
    /// what no other declaration means only when nothing else can see the difference: the
    /// root's qualified name is declared once, its simple name by no other type or file-scope
    /// value, and no kept declaration of another file uses the name (there it may mean an
    /// imported type, which a module's own internal type would shadow). Otherwise the type stays
    /// as written, and the compiler's error says why it is not compiled.
    static func raisedTypes(_ roots: [String], index: DeclarationIndex, kept: Set<DeclarationIndex.Address>)
        -> Set<DeclarationIndex.Address>
    {
        var raised: Set<DeclarationIndex.Address> = []
        for root in roots {
            guard let addresses = index.types[root], addresses.count == 1, let address = addresses.first else { continue }
            for length in 1...address.path.count {
                let along = DeclarationIndex.Address(file: address.file, path: Array(address.path.prefix(length)))
                let declaration = index.declaration(at: along)
                guard declaration.privateModifier != nil, let name = declaration.names.first else { continue }
                let sameName = index.types.filter { $0.key == name || $0.key.hasSuffix(".\(name)") }.values.joined()
                let usedElsewhere = kept.contains { other in
                    guard other.file != address.file else { return false }
                    let uses = index.declaration(at: other).uses
                    return uses.plain.contains(name) || uses.constructed.contains(name)
                }
                if sameName.count == 1, index.fileScopeValues[name] == nil, !usedElsewhere { raised.insert(along) }
            }
        }
        return raised
    }

    /// The files chosen for `rootNames`, by path (a path appears once in a selection).
    static func keptByPath(choosingFrom all: [File], rootNames: [String]) -> [String: File] {
        Dictionary(
            DeclarationFileSelection(choosingFrom: all, rootNames: rootNames).files.map { ($0.path, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The indices of the files in the root types' modules and the modules those import.
    private static func candidates(_ all: [File], rootNames: [String]) -> [Int] {
        let firstNames = Set(rootNames.compactMap { $0.split(separator: ".").first.map(String.init) })
        var modules = Set(
            all.filter { file in
                file.outline.declarations.contains { declaration in
                    declaration.kind != .extension && !firstNames.isDisjoint(with: declaration.names)
                }
            }.map(\.module))
        var imports: [String: Set<String>] = [:]
        for file in all { imports[file.module, default: []].formUnion(file.outline.imports.map(\.module)) }
        var queue = Array(modules)
        while let module = queue.popLast() {
            for imported in imports[module] ?? [] where imports[imported] != nil && modules.insert(imported).inserted {
                queue.append(imported)
            }
        }
        return all.indices.filter { modules.contains(all[$0].module) }
    }
}
