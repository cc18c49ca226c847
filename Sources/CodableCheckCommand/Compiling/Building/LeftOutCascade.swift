/// What leaving declarations out of a helper takes with it, found in the run that leaves them
/// out: whatever uses a type or file-scope value that is gone cannot compile either, and
/// waiting for the compiler to say so costs a run per layer. Pulse's `Mutex` (its stored
/// `os_unfair_lock_t` is missing here) is used by static members of four types, which are used
/// by computed properties, which are used by initializers: each layer took a run of the 8 a
/// module has, and Pulse's build gave up with the last layers still failing.
///
/// A user that may go (`DeclarationFileSelection.File.droppablePath(of:)`) goes, and its own
/// name is followed in turn; a user that may not, inside a type that takes no part in decoding
/// and holds no kept nested type, takes that type with it (`unbuildableTypePath(of:)`). A user
/// the cascade does not take stays, and the compiler's error on it decides, as before. Only
/// names the files declare once are followed, and only where written on their own, a
/// constructor call or the head of a path (`Mutex(...)`, `Mutex<T>`, `LogConfig.logger`): a
/// member name (`value`) or a name two declarations share could mean something else, and a
/// declaration left out wrongly would cost types that build, never a wrong result.
struct LeftOutCascade {
    /// A declaration that uses what is left out: to leave out too (`isRemoved`), or one that
    /// may not go, whose type then cannot build here.
    struct Consequence: Equatable {
        var file: String
        var path: [Int]
        /// The name of what is left out that it uses.
        var uses: String
        /// Why that went: the compiler's first error in the declaration the cascade began at.
        var reason: String
        var isRemoved: Bool
    }

    private let files: [String: DeclarationFileSelection.File]
    /// How many declarations of each name the files hold (types, file-scope values, members).
    private let declarationCounts: [String: Int]
    /// The qualified names of types a kept type is nested in, in their body or an extension:
    /// namespaces (Pulse's `LoggerStore`), never left out whole.
    private let namespaces: Set<String>

    init(files: [String: DeclarationFileSelection.File]) {
        self.files = files
        var counts: [String: Int] = [:]
        var namespaces: Set<String> = []
        func visit(_ declarations: [OutlinedDeclaration], path: [Int], owner: [String], in file: DeclarationFileSelection.File) {
            for (index, declaration) in declarations.enumerated() {
                let address = path + [index]
                if declaration.kind != .extension {
                    for name in declaration.names { counts[name, default: 0] += 1 }
                }
                let qualified: [String]
                switch declaration.kind {
                case .extension: qualified = declaration.extendedPath
                case .type: qualified = owner + [declaration.names.first ?? ""]
                default: continue
                }
                if case .type = declaration.kind, !owner.isEmpty, file.kept.contains(address) {
                    namespaces.insert(owner.joined(separator: "."))
                }
                visit(declaration.members, path: address, owner: qualified, in: file)
            }
        }
        for file in files.values { visit(file.outline.declarations, path: [], owner: [], in: file) }
        declarationCounts = counts
        self.namespaces = namespaces
    }

    /// The type at `path` in `file` when it may be left out whole for an error nothing can fix
    /// (see `unbuildableTypePath(of:)`): no kept type is nested in it.
    func unbuildableType(in file: DeclarationFileSelection.File, at path: [Int]) -> [Int]? {
        guard let type = file.unbuildableTypePath(of: path) else { return nil }
        let along = file.outline.declarations(along: type)
        return namespaces.contains(CompiledSources.userName(of: along) ?? "") ? nil : type
    }

    /// For an error nothing can fix in a namespace (a type `unbuildableType` keeps, as kept
    /// types are nested in it) that takes no part in decoding: its kept members other than
    /// types, so that it stays as the namespace of its nested types only. Pulse's `LoggerStore`
    /// holds Core Data stores and `NetworkLogger` lost its initializers, yet the models nested
    /// in them need neither. Nil when `path` is the type's header and the error is no
    /// "has no initializers" (what its members hold cannot fix its header), or it is no namespace.
    func namespaceMembers(in file: DeclarationFileSelection.File, at path: [Int], error: CompilerDiagnostic) -> [[Int]]? {
        guard let type = file.unbuildableTypePath(of: path), unbuildableType(in: file, at: path) == nil,
            type != path || error.message.hasSuffix("' has no initializers"),
            let declaration = file.outline.declarations(along: type).last
        else { return nil }
        return declaration.members.indices.map { type + [$0] }.filter { member in
            guard file.kept.contains(member), let found = file.outline.declaration(at: member) else { return false }
            if case .type = found.kind { return false }
            return true
        }
    }

    /// What else goes with `leftOut` (declarations by the user's path and declaration path,
    /// with the compiler's error that made each go), among the files of `module`, and what
    /// uses it and may not go: see the type's documentation. `isOut`: whether a declaration is
    /// left out already (its own path or one around it).
    func consequences(
        of leftOut: [(file: String, path: [Int], reason: String)], module: Set<String>, isOut: (String, [Int]) -> Bool
    ) -> [Consequence] {
        var found: [Consequence] = []
        var removals: [Consequence] { found.filter(\.isRemoved) }
        var queue = leftOut
        var followed: Set<String> = []
        let candidates = module.sorted().compactMap { files[$0] }.map { file in
            (file, file.kept.sorted { $0.lexicographicallyPrecedes($1) })
        }
        func removed(_ file: String, _ path: [Int]) -> Bool {
            isOut(file, path) || removals.contains { $0.file == file && path.starts(with: $0.path) }
        }
        while let next = queue.popLast() {
            guard let declaration = files[next.file]?.outline.declarations(along: next.path).last else { continue }
            let names = declaration.kind == .extension ? [] : declaration.names
            for name in names where declarationCounts[name] == 1 && !NameUses.keywords.contains(name) {
                guard followed.insert(name).inserted else { continue }
                for (file, kept) in candidates {
                    for keptPath in kept where !removed(file.path, keptPath) {
                        guard let user = file.outline.declarations(along: keptPath).last, Self.uses(user, name) else { continue }
                        guard let gone = file.droppablePath(of: keptPath) ?? unbuildableType(in: file, at: keptPath) else {
                            found.append(Consequence(file: file.path, path: keptPath, uses: name, reason: next.reason, isRemoved: false))
                            continue
                        }
                        guard !removed(file.path, gone) else { continue }
                        found.append(Consequence(file: file.path, path: gone, uses: name, reason: next.reason, isRemoved: true))
                        queue.append((file.path, gone, next.reason))
                    }
                }
            }
        }
        return found
    }

    /// Whether `declaration` names `name` on its own, as a constructor call or at the head of a
    /// path (for a type or extension: in its header, or as the type it extends).
    static func uses(_ declaration: OutlinedDeclaration, _ name: String) -> Bool {
        if declaration.kind == .extension, declaration.extendedPath.first == name { return true }
        let uses = declaration.uses
        return uses.plain.contains(name) || uses.constructed.contains(name) || uses.paths.contains { $0.first == name }
    }
}
