import CodableCheckCore
import CodableCheckSchema

extension DecodeCommand {
    /// The plan for `--type`: from the schema cache when it holds one for these files and
    /// options (`SchemaPlanCache`), else from the declarations, parsed and planned (and then
    /// stored for the next run). `catalog` is nil on a cache hit: nothing was parsed. A hit has
    /// no warnings, no approximations and no helper, since only such plans are stored.
    func planned(_ read: SchemaCatalog.Read, context: CommandContext) throws(CommandLineError) -> (
        root: RootPlan, helper: CompiledHelper?, catalog: SchemaCatalog?
    ) {
        let cache = usesSchemaCache || usesCompiledRunPointer ? SchemaPlanCache(environment: context.environment) : nil
        let key =
            usesSchemaCache && cache != nil
            ? SchemaPlanCache.Key(
                typeExpression: options.typeExpression, configuration: options.buildConfiguration, sources: read.sources) : nil
        // A `--compile` run's helper, remembered with the plan its key hints come from.
        let compiledKey = usesCompiledRunPointer && cache != nil ? compiledRunKey(read) : nil
        if let cache, let compiledKey, let plan = cache.plan(for: compiledKey),
            let found = CompiledRunPointer.lookUp(
                planKey: compiledKey.material, typeExpression: options.typeExpression,
                settings: CompiledDecodeSettings(options.validation), environment: context.environment,
                currentDirectory: read.currentDirectory)
        {
            if !options.isQuiet {
                for line in found.lines { context.standardError.writeLine(line) }
            }
            return (RootPlan(plan: plan, warnings: []), found.helper, nil)
        }
        if let cache, let key, let plan = cache.plan(for: key) {
            // Only plans without warnings are stored, and every approximation warns: under
            // `--compile=auto` the interpreter decides this one.
            if options.compilesOnlyApproximated { noteInterpreterDecides(context) }
            return (RootPlan(plan: plan, warnings: []), nil, nil)
        }
        let catalog = SchemaCatalog(read, configuration: options.buildConfiguration)
        let (root, helper, printed) = try planAndHelper(catalog, context: context)
        if let cache, let compiledKey, let helper {
            cache.store(KeyHintPlan.reduced(root.plan), for: compiledKey)
            CompiledRunPointer.record(
                helper, lines: printed, planKey: compiledKey.material, environment: context.environment,
                currentDirectory: read.currentDirectory)
        }
        // Every approximation warns, so a plan stored has none to carry (`PlanArchive` keeps no sites).
        if let cache, let key, root.warnings.isEmpty, helper == nil {
            cache.store(root.plan, for: key)
        }
        return (root, helper, catalog)
    }

    /// `--compile` builds from the declarations (`--compile=auto` only for a plan with
    /// approximations, which is never stored), and `--verbose` says where each type is
    /// declared: both need them parsed. `--user-info` values change how types resolve and are
    /// not part of the key: such runs read the model files.
    /// A `--compile` run whose helper can be remembered (`CompiledRunPointer`), under the
    /// schema cache's conditions: `--verbose` says what was built and from where, which only
    /// the whole path knows.
    private var usesCompiledRunPointer: Bool {
        options.compiles && !options.isVerbose && options.buildConfiguration.decoderUserInfo.values.isEmpty
            && options.customDateFunction == nil
    }

    /// The plan cache's key for this run's compiled decoding: apart from the interpreter's plan
    /// for the same type (a plan for key hints only, stored whatever it approximates).
    private func compiledRunKey(_ read: SchemaCatalog.Read) -> SchemaPlanCache.Key? {
        SchemaPlanCache.Key(
            typeExpression: "--compile\(options.compilesOnlyApproximated ? "=auto" : "") " + options.typeExpression,
            configuration: options.buildConfiguration, sources: read.sources)
    }

    private var usesSchemaCache: Bool {
        (!options.compiles || options.compilesOnlyApproximated) && !options.isVerbose
            && options.buildConfiguration.decoderUserInfo.values.isEmpty && options.customDateFunction == nil
    }
}
