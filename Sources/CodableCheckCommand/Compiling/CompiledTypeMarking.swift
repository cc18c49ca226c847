import CodableCheckSchema

/// `types --compile`: marks each type whose declarations compile as `compiled` (what
/// `decode --compile` gives it), leaving the others as the interpreter decodes them.
enum CompiledTypeMarking {
    /// Returns the warnings to print: why nothing was compiled, which imports were replaced, and
    /// which types do not compile (with the compiler's errors).
    static func mark(_ summaries: inout [DecodableTypeSummary], catalog: SchemaCatalog, environment: [String: String]) -> [String] {
        let tool = Version.toolName
        let instead = "listing how the interpreter decodes each type"
        guard let compiler = SwiftCompiler.find(environment: environment) else {
            return ["\(tool): warning: --compile: no 'swiftc' on PATH; \(instead)"]
        }
        guard let cache = CompileCache(environment: environment) else {
            return ["\(tool): warning: --compile: no cache folder (set XDG_CACHE_HOME or HOME); \(instead)"]
        }
        let files = DeclarationFileSelection.read(catalog.schema.filePaths)
        let check: SchemaTypeCheck
        do throws(CompileFailure) {
            check = try SchemaTypeCheck.run(files: files, compiler: compiler, cache: cache, environment: environment)
        } catch {
            let reason: String =
                switch error {
                case .environment(let reason): reason
                case .declarations, .unsupportedType: "the declarations could not be type-checked"
                }
            return ["\(tool): warning: --compile: \(reason); \(instead)"]
        }
        var warnings = check.adjustments.substitutions.map { CompilePath.substitutionLine($0, displayPath: catalog.displayPath) }
        for index in summaries.indices where summaries[index].genericParameters.isEmpty {
            let errors = check.errors(for: summaries[index].name, choosingFrom: files)
            if errors.isEmpty {
                summaries[index].fidelity = .compiled
            } else {
                warnings += CompilePath.failureLines(
                    summaries[index].name, errors, displayPath: catalog.displayPath, consequence: "listed as the interpreter decodes it")
            }
        }
        return warnings
    }
}
