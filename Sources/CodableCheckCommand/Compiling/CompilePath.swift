import CodableCheckCore
import CodableCheckSchema
import Foundation

/// `decode --compile`: finds the compiler, the core's sources and the cache, builds (or reuses)
/// the core and a helper for `--type`, and says what happened. Every way of not getting a helper
/// ends in `fallback`, with the warning lines that explain it: the command then decodes with
/// the interpreter, as it would without `--compile`.
enum CompilePath {
    enum Outcome {
        /// `notes`: warnings to print anyway (an unavailable `import` compiled as `Foundation`);
        /// `details`: what `--verbose` adds (the compiler, the core's sources, the helper).
        case ready(CompiledHelper, notes: [String], details: [String])
        case fallback(warnings: [String])
    }

    static func prepare(
        typeExpression: String, schemaFiles: [String], settings: CompiledDecodeSettings, environment: [String: String],
        displayPath: (String) -> String
    ) -> Outcome {
        let tool = Version.toolName
        let instead = "decoding '\(typeExpression)' with the interpreter instead"
        guard let compiler = SwiftCompiler.find(environment: environment) else {
            return .fallback(warnings: ["\(tool): warning: --compile: no 'swiftc' on PATH; \(instead)"])
        }
        guard let sources = CoreLibrarySources.find(environment: environment) else {
            let searched = CoreLibrarySources.candidates(environment: environment).map { "'\($0.path)'" }
            return .fallback(warnings: [
                "\(tool): warning: --compile: the core library's sources are not installed (looked in \(ListFormatter.conjunction(searched))); \(instead)"
            ])
        }
        guard let cache = CompileCache(environment: environment) else {
            return .fallback(warnings: ["\(tool): warning: --compile: no cache folder (set XDG_CACHE_HOME or HOME); \(instead)"])
        }
        cache.removeAbandonedBuilds()
        let files = DeclarationFileSelection.read(schemaFiles)
        do throws(CompileFailure) {
            try HelperBuild.checkSpelling(typeExpression)
            let core = try CoreLibraryBuild.prepare(sources: sources, compiler: compiler, cache: cache, environment: environment)
            let helper: HelperBuild
            if let shared = SchemaHelperPointer.helper(for: files, core: core, compiler: compiler, cache: cache),
                shared.manifest.serves(typeExpression)
            {
                helper = shared
            } else {
                helper = try HelperBuild.prepare(
                    request(for: typeExpression, in: files), files: files, core: core, compiler: compiler, cache: cache,
                    environment: environment)
            }
            let adjustments = helper.manifest.adjustments
            let notes = adjustmentLines(adjustments, incidental: false, typeExpression: typeExpression, displayPath: displayPath)
            let incidental = adjustmentLines(adjustments, incidental: true, typeExpression: typeExpression, displayPath: displayPath)
            let details =
                [
                    "\(tool): note: --compile: swiftc '\(compiler.path)', the core library's sources in '\(sources.folder.path)'",
                    "\(tool): note: --compile: decoding with the helper '\(helper.executable.path)', which serves \(ListFormatter.conjunction(helper.manifest.served.map { "'\($0)'" }))",
                ] + incidental
            var settings = settings
            settings.typeExpression = typeExpression
            return .ready(
                CompiledHelper(executable: helper.executable, settings: settings, typeName: typeExpression), notes: notes, details: details)
        } catch {
            switch error {
            case .environment(let reason):
                return .fallback(warnings: ["\(tool): warning: --compile: \(reason); \(instead)"])
            case .unsupportedType(let expression):
                return .fallback(warnings: ["\(tool): warning: --compile: cannot write '\(expression)' in a generated main; \(instead)"])
            case .declarations(let errors):
                let imported = Set(files.flatMap { $0.outline.imports.map(\.module) }).subtracting(files.map(\.module))
                    .subtracting(LibraryStandIn.moduleNames)
                let unavailable = ModuleAvailability.unavailable(imported, compiler: compiler, cache: cache, environment: environment)
                return .fallback(
                    warnings: failureLines(
                        typeExpression, errors, displayPath: displayPath, consequence: instead, files: files, unavailable: unavailable))
            }
        }
    }

    /// What a helper for `typeExpression` serves: the types it names that the schema declares
    /// without generic parameters, and the expression itself when a generic type of the app's
    /// is in it (a helper cannot make `Page<Book>` at run time).
    static func request(for typeExpression: String, in files: [DeclarationFileSelection.File]) -> HelperRequest {
        var generic: Set<String> = []
        var declared: Set<String> = []
        for file in files {
            for declaration in file.outline.declarations where declaration.kind != .extension {
                for name in declaration.names {
                    declared.insert(name)
                    if declaration.hasGenericParameters { generic.insert(name) }
                }
            }
        }
        let names = TypeExpressionNames.names(in: typeExpression)
        let types = names.filter { name in !generic.contains(name) && declared.contains(String(name.split(separator: ".").first ?? "")) }
        // `[String: Int]`, or a generic type: served as written.
        let asWritten = types.isEmpty || names.contains { generic.contains($0) }
        return HelperRequest(types: types, expressions: asWritten ? [typeExpression] : [])
    }

    /// The warning that `typeExpression` does not compile, then the compiler's first errors, each
    /// placed in its declaration.
    /// Modules the failing files import that are missing here, compiled as `import Foundation`, are
    /// noted first: they explain a `cannot find 'UIImage'`. A known Apple-only framework
    /// (`UnavailableModules`) is missing on this platform; any other may be a library (Kodable, a
    /// package of the app's) whose sources are not among the schema files, which the user can
    /// change, or a framework the list lacks: the note says both.
    static func failureLines(
        _ typeExpression: String, _ errors: [CompilerDiagnostic], displayPath: (String) -> String, consequence: String,
        files: [DeclarationFileSelection.File] = [], unavailable: Set<String> = []
    ) -> [String] {
        let tool = Version.toolName
        let shown = errors.prefix(maximumErrorsShown).map { error in
            let place = error.declaration.map { " (in '\($0)')" } ?? ""
            return "\(displayPath(error.file)):\(error.line):\(error.column): error: \(error.message)\(place)"
        }
        var noted: [String] = []
        for path in errors.map(\.file) where !noted.contains(path) { noted.append(path) }
        let packages = PackageLanguageModes()
        let unavailable = noted.compactMap { path in files.first { $0.path == path } }.flatMap { file in
            file.outline.imports.compactMap { imported -> String? in
                let place = "\(displayPath(file.path)):\(imported.line):\(imported.column): note: --compile: no module '\(imported.module)'"
                if UnavailableModules.isUnavailable(imported.module) { return "\(place) on this platform" }
                if let standIn = LibraryStandIn.all.first(where: { $0.module == imported.module }),
                    let pin = standIn.pin(forSourceAt: file.path, packages: packages)
                {
                    return standIn.steppedAsideNote(place: place, pin: pin, displayPath: displayPath)
                }
                guard unavailable.contains(imported.module) else { return nil }
                return "\(place) among the schema files or in this toolchain; if it is a library, pass its sources with --schema"
            }
        }
        let more =
            errors.count > maximumErrorsShown ? ["\(tool): note: \(errors.count - maximumErrorsShown) more compiler errors"] : []
        let declarations = Set(errors.compactMap(\.declaration)).sorted()
        let culprits =
            declarations.isEmpty ? "" : " (errors in \(ListFormatter.conjunction(declarations.map { "'\($0)'" })) below)"
        return ["\(tool): warning: --compile: '\(typeExpression)' does not compile here\(culprits); \(consequence)"] + unavailable + shown
            + more
    }

    /// The warnings for what was changed in copies of the declarations: imports compiled as
    /// `import Foundation`, declarations left out.
    /// `incidental`: those in declarations the type was not taken to need, which `--verbose`
    /// shows (see `SourceAdjustments`).
    static func adjustmentLines(
        _ adjustments: SourceAdjustments, incidental: Bool, typeExpression: String, displayPath: (String) -> String
    ) -> [String] {
        (incidental
            ? [] : adjustments.standIns.map(standInLine) + adjustments.conformances.map { conformanceLine($0, displayPath: displayPath) })
            + adjustments.substitutions.filter { $0.isIncidental == incidental }.map { substitutionLine($0, displayPath: displayPath) }
            + (incidental ? [] : adjustments.implicitImports.map { implicitImportLine($0, displayPath: displayPath) })
            + adjustments.dropped.filter { $0.isIncidental == incidental }.map { dropped in
                "\(displayPath(dropped.file)):\(dropped.line):\(dropped.column): warning: --compile: left out '\(dropped.title)', which does not compile here (\(dropped.reason)); the helper for '\(typeExpression)' builds without it, so its decoding uses nothing from it"
            }
    }

    /// The note that a library was compiled from the tool's stand-in, not the library's code.
    static func standInLine(_ module: String) -> String {
        "\(Version.toolName): note: --compile: no sources of '\(module)' among the schema files; compiled with codable-check's stand-in for it, written from its documentation (pass its sources with --schema to compile the real one)"
    }

    /// The warning for a conformance left out of a copy (`CompiledSources.leftOutConformance`).
    static func conformanceLine(_ conformance: SourceAdjustments.LeftOutConformance, displayPath: (String) -> String) -> String {
        let modules = ListFormatter.alternatives(conformance.modules.map { "'\($0)'" })
        return
            "\(displayPath(conformance.file)):\(conformance.line):\(conformance.column): warning: --compile: compiled '\(conformance.type)' without its conformance to '\(conformance.conformance)' (no module \(modules) here); its own init(from:) decodes it whatever that protocol's extensions hold, and it builds without the protocol"
    }

    /// The warning for a file compiled with an `import Foundation` it does not write.
    static func implicitImportLine(_ added: SourceAdjustments.ImplicitImport, displayPath: (String) -> String) -> String {
        "\(displayPath(added.file)):\(added.line):\(added.column): warning: --compile: compiled with 'import Foundation', which this file does not write (\(added.reason) without it); the app's target imports it implicitly (an Xcode framework's umbrella header), so the file sees what it sees there"
    }

    /// The warning for an `import` compiled as `import Foundation`.
    static func substitutionLine(_ substitution: SourceAdjustments.ImportSubstitution, displayPath: (String) -> String) -> String {
        "\(displayPath(substitution.file)):\(substitution.line):\(substitution.column): warning: --compile: no module '\(substitution.module)' here; compiled with 'import Foundation' in its place, so these declarations use nothing else from it"
    }

    static let maximumErrorsShown = 5
}
