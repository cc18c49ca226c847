/// Where `types --compile` left the helper serving every type of a schema, for `decode
/// --compile` to reuse: `schema-<key>`, a one-file entry naming that helper. The key covers the
/// tool's version and build recipe, the core build, the compiler, and every schema file's path
/// and contents, so a changed model points nowhere until `types --compile` builds again.
enum SchemaHelperPointer {
    static func name(for files: [DeclarationFileSelection.File], core: CoreLibraryBuild, compiler: SwiftCompiler) -> String {
        var hash = StableHash()
        hash.add(ToolBuildIdentity.current)
        hash.add(HelperBuild.recipe)
        hash.add(core.folder.lastPathComponent)
        hash.add(compiler.identity)
        for file in files {
            hash.add(file.path)
            hash.add(file.text)
        }
        return "schema-\(hash.hexDigits)"
    }

    /// The helper `types --compile` built for these files, when there is one.
    static func helper(
        for files: [DeclarationFileSelection.File], core: CoreLibraryBuild, compiler: SwiftCompiler, cache: CompileCache
    ) -> HelperBuild? {
        let pointer = name(for: files, core: core, compiler: compiler)
        guard let helper = cache.storedValue(String.self, named: pointer) else { return nil }
        cache.markUsed(pointer)
        return HelperBuild.load(named: helper, in: cache)
    }

    static func record(
        _ helper: HelperBuild, for files: [DeclarationFileSelection.File], core: CoreLibraryBuild, compiler: SwiftCompiler,
        cache: CompileCache
    ) {
        cache.store(helper.name, as: name(for: files, core: core, compiler: compiler))
    }
}
