import CodableCheckSchema

/// `types --compile`: builds one helper for every type the listing shows (leaving out those whose
/// declarations do not compile here) and marks the types it serves as `compiled`: exactly what
/// `decode --compile` then decodes with, since it reuses that helper (`SchemaHelperPointer`).
/// The others stay as the interpreter decodes them, each with the compiler's errors.
enum CompiledTypeMarking {
    /// What `--compile` did to a listing, for standard error and for `--format json`.
    struct Outcome {
        /// The lines to print: why nothing was compiled, which imports were replaced, and which
        /// types do not compile (with the compiler's first errors).
        var warnings: [String]
        /// Every compiler error behind each type that was asked for and not built: its own
        /// declarations' errors, or the whole build's when nothing could be built.
        var compilerErrors: [String: [CompilerDiagnostic]] = [:]
    }

    static func mark(_ summaries: inout [DecodableTypeSummary], catalog: SchemaCatalog, environment: [String: String]) -> Outcome {
        let tool = Version.toolName
        let instead = "listing how the interpreter decodes each type"
        guard let compiler = SwiftCompiler.find(environment: environment) else {
            return Outcome(warnings: ["\(tool): warning: --compile: no 'swiftc' on PATH; \(instead)"])
        }
        guard let sources = CoreLibrarySources.find(environment: environment) else {
            return Outcome(warnings: ["\(tool): warning: --compile: the core library's sources are not installed; \(instead)"])
        }
        guard let cache = CompileCache(environment: environment) else {
            return Outcome(warnings: ["\(tool): warning: --compile: no cache folder (set XDG_CACHE_HOME or HOME); \(instead)"])
        }
        cache.removeAbandonedBuilds()
        let files = DeclarationFileSelection.read(catalog.schema.filePaths)
        // A name two packages declare is ambiguous to `decode --type`, and a helper would serve
        // only one of them: neither is asked for (the listing warns about the name).
        let declared = Dictionary(summaries.map { ($0.name, 1) }, uniquingKeysWith: +)
        let outlined = DeclarationIndex(outlines: files.map(\.outline))
        let types = summaries.filter { !$0.waitsForTypeArguments && declared[$0.name] == 1 && !isLocal($0.name, in: outlined) }
            .map(\.name)
        let helper: HelperBuild
        do throws(CompileFailure) {
            let core = try CoreLibraryBuild.prepare(sources: sources, compiler: compiler, cache: cache, environment: environment)
            helper = try HelperBuild.prepare(
                HelperRequest(types: types, leavesOutWhatFails: true), files: files, core: core, compiler: compiler, cache: cache,
                environment: environment)
            SchemaHelperPointer.record(helper, for: files, core: core, compiler: compiler, cache: cache)
        } catch {
            switch error {
            case .environment(let reason):
                return Outcome(warnings: ["\(tool): warning: --compile: \(reason); \(instead)"])
            case .unsupportedType(let expression):
                return Outcome(warnings: ["\(tool): warning: --compile: cannot write '\(expression)' in a generated main; \(instead)"])
            case .declarations(let errors):
                let warnings = CompilePath.failureLines(
                    "the schema's types", errors, displayPath: catalog.displayPath, consequence: instead, files: files,
                    unavailable: unavailable(in: files, compiler: compiler, cache: cache, environment: environment))
                return Outcome(warnings: warnings, compilerErrors: Dictionary(uniqueKeysWithValues: types.map { ($0, errors) }))
            }
        }
        // A type built with a library's stand-in is as exact as the stand-in: said, as decode says it.
        var warnings = helper.manifest.adjustments.standIns.map(CompilePath.standInLine)
        warnings += helper.manifest.adjustments.conformances.map { CompilePath.conformanceLine($0, displayPath: catalog.displayPath) }
        warnings += helper.manifest.adjustments.substitutions.filter { !$0.isIncidental }.map {
            CompilePath.substitutionLine($0, displayPath: catalog.displayPath)
        }
        warnings += helper.manifest.adjustments.implicitImports.map { CompilePath.implicitImportLine($0, displayPath: catalog.displayPath) }
        let missing = unavailable(in: files, compiler: compiler, cache: cache, environment: environment)
        var compilerErrors: [String: [CompilerDiagnostic]] = [:]
        for index in summaries.indices {
            let name = summaries[index].name
            if helper.manifest.served.contains(name) {
                summaries[index].fidelity = .compiled
            } else if let errors = helper.manifest.excluded[name] {
                compilerErrors[name] = errors
                warnings += CompilePath.failureLines(
                    name, errors, displayPath: catalog.displayPath, consequence: "listed as the interpreter decodes it", files: files,
                    unavailable: missing)
            }
        }
        return Outcome(warnings: warnings, compilerErrors: compilerErrors)
    }

    /// Whether a type the listing names is declared inside a function body (OpenAI's `struct
    /// TypeProbe` in `ResponseStreamEvent`'s `init(from:)`, listed as
    /// `ResponseStreamEvent.TypeProbe`): its parent is declared but has no such member type, so
    /// no `main.swift` can name it, and asking for it only cost every compiler run an error.
    /// It is listed as the interpreter decodes it.
    static func isLocal(_ name: String, in index: DeclarationIndex) -> Bool {
        guard let dot = name.lastIndex(of: "."), !index.declaresType(name) else { return false }
        return index.declaresType(String(name[..<dot]))
    }

    /// The modules the files import that this compiler lacks (answered from the cache).
    private static func unavailable(
        in files: [DeclarationFileSelection.File], compiler: SwiftCompiler, cache: CompileCache, environment: [String: String]
    ) -> Set<String> {
        let imported = Set(files.flatMap { $0.outline.imports.map(\.module) }).subtracting(files.map(\.module))
            .subtracting(LibraryStandIn.moduleNames)
        return ModuleAvailability.unavailable(imported, compiler: compiler, cache: cache, environment: environment)
    }
}
