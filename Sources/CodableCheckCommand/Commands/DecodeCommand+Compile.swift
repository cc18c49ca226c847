import CodableCheckCore
import CodableCheckSchema

extension DecodeCommand {
    /// The plan and what the compile path gave: with `--compile`, a helper runs the app's own
    /// code and the interpreter's plan only serves key hints; a type the interpreter cannot plan
    /// is then no obstacle. Without a helper, this is the interpreter's plan or its error.
    /// `printed`: with a helper, the lines written before decoding unless `--quiet` (for
    /// `CompiledRunPointer`).
    func planAndHelper(_ catalog: SchemaCatalog, context: CommandContext) throws(CommandLineError) -> (
        root: RootPlan, helper: CompiledHelper?, printed: [String]
    ) {
        let planned = Result { () throws(CommandLineError) in
            try catalog.plan(for: options.typeExpression, customDateFunction: options.customDateFunction)
        }
        guard options.compiles else {
            return (try planned.get(), nil, [])
        }
        // A misspelled or ambiguous name, or a `--type` that is no type expression (`[Book`), is
        // an error with or without a compiler: say so at once rather than after a build, whose
        // errors would point into the generated `main.swift`.
        if case .failure(let error) = planned, error.category == .usage || !namesOneDeclarationEach(catalog) { throw error }
        if options.compilesOnlyApproximated, let exact = exactPlan(planned, catalog) {
            noteInterpreterDecides(context)
            return (exact, nil, [])
        }
        // Which path decides, said once: the app's code, for what the interpreter approximates.
        let autoNote =
            options.compilesOnlyApproximated
            ? approximatedNames(planned, catalog).map {
                "\(Version.toolName): note: --compile=auto: the interpreter would approximate \(ListFormatter.conjunction($0.map { "'\($0)'" })), so the app's own code decides"
            } : nil
        // The helper is built by this machine's swiftc, which takes this machine's `#if`
        // branches: it would not decode the declarations `--platform` and the others ask for.
        if let options = SchemaSettings.spelledConditions(of: options.buildConfiguration) {
            if !self.options.isQuiet {
                context.standardError.writeLine(
                    "\(Version.toolName): warning: --compile: swiftc builds the declarations for this machine (\(TargetPlatform.host.rawValue)), not with \(options); decoding with the interpreter instead"
                )
            }
            return (try planned.get(), nil, [])
        }
        // The helper's decoder cannot hold the app's own values (a `RouteOptions` made as the app
        // makes it): the interpreter, which reads `--user-info` where the bodies do, decodes.
        if !options.buildConfiguration.decoderUserInfo.values.isEmpty {
            if !options.isQuiet {
                context.standardError.writeLine(
                    "\(Version.toolName): warning: --compile: the compiled helper cannot put the app's values in its decoder's userInfo (--user-info); decoding with the interpreter instead"
                )
            }
            return (try planned.get(), nil, [])
        }
        let outcome = CompilePath.prepare(
            typeExpression: options.typeExpression, schemaFiles: catalog.schema.filePaths,
            settings: CompiledDecodeSettings(options.validation), environment: context.environment,
            displayPath: catalog.displayPath)
        switch outcome {
        case .ready(let helper, let notes, let details):
            let printed = notes + (autoNote.map { [$0] } ?? [])
            if !options.isQuiet {
                for line in printed { context.standardError.writeLine(line) }
            }
            if options.isVerbose {
                for detail in details { context.standardError.writeLine(detail) }
            }
            // Never walked: with a helper, the plan (when the interpreter has one) only names keys for hints.
            return (RootPlan(plan: (try? planned.get())?.plan ?? .bool, warnings: []), helper, printed)
        case .fallback(let warnings):
            if !options.isQuiet {
                for warning in warnings { context.standardError.writeLine(warning) }
            }
            return (try planned.get(), nil, [])
        }
    }

    /// Which path decides under `--compile=auto`, when it is the interpreter.
    func noteInterpreterDecides(_ context: CommandContext) {
        guard !options.isQuiet else { return }
        context.standardError.writeLine(
            "\(Version.toolName): note: --compile=auto: the interpreter follows everything '\(options.typeExpression)' decodes, so it decides exactly; nothing is compiled"
        )
    }

    /// `--compile=auto`'s answer: the interpreter's plan when it decodes every type it meets
    /// exactly (no type approximated for a reason of its own: see `UsedTypeFidelity`), else nil,
    /// and the app's own code decides. A type the interpreter cannot plan goes to the compiler.
    private func exactPlan(_ planned: Result<RootPlan, CommandLineError>, _ catalog: SchemaCatalog) -> RootPlan? {
        guard case .success(let result) = planned, approximatedNames(planned, catalog)?.isEmpty == true else { return nil }
        return result
    }

    /// The types the interpreter's plan approximates for a reason of their own, or nil when it
    /// has no plan.
    private func approximatedNames(_ planned: Result<RootPlan, CommandLineError>, _ catalog: SchemaCatalog) -> [String]? {
        guard case .success(let result) = planned else { return nil }
        return UsedTypeFidelity.approximated(in: result.plan, types: catalog.schema.types).map(\.name)
    }

    /// Whether every type `--type` names is declared exactly once.
    private func namesOneDeclarationEach(_ catalog: SchemaCatalog) -> Bool {
        TypeExpressionNames.names(in: options.typeExpression).allSatisfy { catalog.schema.declarations(named: $0).count == 1 }
    }
}
