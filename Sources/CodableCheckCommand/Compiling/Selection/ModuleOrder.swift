/// The chosen files grouped by module (`ModuleName`), each module after the modules it imports,
/// so each can be compiled with the ones before it on the import path.
struct ModuleOrder {
    struct Module {
        var name: String
        var files: [DeclarationFileSelection.File]
    }

    /// Dependencies first. With a `root` (the module declaring the decoded type), it is last:
    /// the helper's `main.swift` joins it.
    var modules: [Module]

    init(_ files: [DeclarationFileSelection.File], root: String?) {
        var groups: [String: [DeclarationFileSelection.File]] = [:]
        var names: [String] = []
        for file in files {
            if groups[file.module] == nil { names.append(file.module) }
            groups[file.module, default: []].append(file)
        }
        if let root, let position = names.firstIndex(of: root) {
            names.append(names.remove(at: position))
        }
        var ordered: [String] = []
        var visiting: Set<String> = []
        func visit(_ name: String) {
            guard !ordered.contains(name), visiting.insert(name).inserted else { return }  // a cycle: the compiler will say
            let imported = Set((groups[name] ?? []).flatMap { $0.outline.imports.map(\.module) })
            for dependency in names where dependency != name && imported.contains(dependency) { visit(dependency) }
            ordered.append(name)
        }
        for name in names { visit(name) }
        if let root, let position = ordered.firstIndex(of: root) {
            ordered.append(ordered.remove(at: position))
        }
        modules = ordered.map { Module(name: $0, files: groups[$0] ?? []) }
    }

    /// The root module: the last one.
    var root: Module? { modules.last }
    /// The others, dependencies first.
    var dependencies: ArraySlice<Module> { modules.dropLast() }
}
