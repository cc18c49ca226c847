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
        let cache = usesSchemaCache ? SchemaPlanCache(environment: context.environment) : nil
        let key = cache.flatMap { _ in
            SchemaPlanCache.Key(
                typeExpression: options.typeExpression, configuration: options.buildConfiguration, sources: read.sources)
        }
        if let cache, let key, let plan = cache.plan(for: key) {
            // Only plans without warnings are stored, and every approximation warns: under
            // `--compile=auto` the interpreter decides this one.
            if options.compilesOnlyApproximated { noteInterpreterDecides(context) }
            return (RootPlan(plan: plan, warnings: []), nil, nil)
        }
        let catalog = SchemaCatalog(read, configuration: options.buildConfiguration)
        let (root, helper) = try planAndHelper(catalog, context: context)
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
    private var usesSchemaCache: Bool {
        (!options.compiles || options.compilesOnlyApproximated) && !options.isVerbose
            && options.buildConfiguration.decoderUserInfo.values.isEmpty && options.customDateFunction == nil
    }
}
