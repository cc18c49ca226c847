import CodableCheckCore
import CodableCheckSchema

/// `codable-check decode`: checks JSON inputs against a Swift type from model declarations.
struct DecodeCommand {
    var options: DecodeOptions

    init(arguments: [String]) throws(CommandLineError) {
        options = try DecodeOptions(ArgumentParser(Self.spec).parse(arguments))
    }

    /// A `decode` with options built elsewhere: one check of a project file (`CheckCommand`).
    init(options: DecodeOptions) {
        self.options = options
    }

    /// Parses the arguments and runs. A usage error after `--format` was read still ends in a
    /// report of that format holding the error, as every later error does (`run(in:)`).
    static func run(_ arguments: [String], in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        var parsed = ParsedArguments()
        let command: DecodeCommand
        do {
            try ArgumentParser(spec).parse(arguments, into: &parsed)
            command = DecodeCommand(options: try DecodeOptions(parsed))
        } catch {
            if let format = try? parsed.read(DecodeSettings.format),
                var reporter = reportReporter(
                    format, mode: (try? parsed.read(DecodeSettings.mode)) ?? .strict,
                    typeExpression: (try? parsed.read(DecodeSettings.type)) ?? "", output: context.standardOutput)
            {
                reporter.finish(Summary(), stoppedBy: RunFailure(error))
            }
            throw error
        }
        return try command.run(in: context)
    }

    /// Checks every input and writes the report; an error that stops the run ends the report
    /// with it, so `--format json|junit|sarif|github` leaves a valid report on every outcome.
    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        var run = makeRun(context, typeExpression: options.typeExpression)
        do throws(CommandLineError) {
            if options.readsStandardInputByDefault, context.standardInputIsTerminal {
                throw CommandLineError(.noDocumentInput)
            }
            let checked = try check(into: &run, context: context)
            let summary = run.finish()
            if let note = checked.fidelityNote(summary) { context.standardError.writeLine(note) }
            return ExitStatus.forDecoding(summary, failsOnWarnings: options.failsOnWarnings)
        } catch {
            run.finish(stoppedBy: error)
            throw error
        }
    }

    /// What one `check(into:context:)` used, for the note said after the summary.
    struct Checked {
        var root: RootPlan
        var helper: CompiledHelper?
        var catalog: SchemaCatalog?
        var options: DecodeOptions

        /// What a green run is worth: said after the verdict, in the text format, when the
        /// app's code was not what decoded: the approximations the documents reached, or that
        /// none did. No plan warning means no approximated type (each approximation warns), so
        /// the listing is only built when there is something to say: a warning, or a document
        /// that met an approximation only its own values made (a check on a value the tool does
        /// not know, `ApproximationSite.Kind.checkOnUnknownValue`).
        ///
        /// `compileFallback`: what the note says of `--compile`, when the run is `check`'s and
        /// another of its checks was given `--compile` and fell back; this check's own otherwise.
        func fidelityNote(_ summary: Summary, compileFallback: UsedTypeFidelity.CompileFallback? = nil) -> String? {
            guard helper == nil, options.format == .text, !options.isQuiet, !root.warnings.isEmpty || summary.approximated > 0,
                let catalog
            else { return nil }
            return UsedTypeFidelity.note(
                for: UsedTypeFidelity.approximated(in: root.plan, types: catalog.schema.types), summary: summary,
                compileFallback: compileFallback ?? options.compileFallback)
        }
    }

    /// The run's reporter and progress line, from these options (`check` makes one for all its
    /// checks); `typeExpression` is what the reports name as the type checked.
    func makeRun(_ context: CommandContext, typeExpression: String) -> CheckRun {
        let showsProgress = ProgressLine.isWanted(
            environment: context.environment, errorOutputIsTerminal: context.standardError.isTerminal, isQuiet: options.isQuiet)
        return CheckRun(
            reporter: makeReporter(context, typeExpression: typeExpression),
            progress: ProgressLine(output: context.standardError, isEnabled: showsProgress, environment: context.environment),
            failsFast: options.failsFast, inputCount: 0)
    }

    /// Expands the inputs, plans the type and checks every document into `run`, whose reporter
    /// and summary may serve other checks too (`codable-check check`).
    func check(into run: inout CheckRun, context: CommandContext) throws(CommandLineError) -> Checked {
        let expansion = InputExpansion.expand(
            options.inputs, readsLines: options.readsLines, excluding: options.exclusion, relativeTo: context.currentDirectory)
        let items = expansion.items
        // Nothing to check: the run is only its input errors.
        if items.isEmpty, let error = CommandLineError.unreadableInputs(expansion.failures) {
            throw error
        }
        let read = try SchemaCatalog.read(paths: options.schemaPaths, currentDirectory: context.currentDirectory)
        let setups = read.sources.decoderSetups
        // `--decoder`: the options this check decodes with take the set-up's strategies.
        var command = self
        if let name = options.decoderName {
            try command.adoptDecoderSetup(named: name, among: setups, from: read, context: context)
        }
        return try command.check(expansion, read: read, setups: setups, into: &run, context: context)
    }

    /// The rest of `check(into:context:)`, with the inputs expanded and the model files read.
    private func check(
        _ expansion: InputExpansion.Expansion, read: SchemaCatalog.Read, setups: [DecoderSetup], into run: inout CheckRun,
        context: CommandContext
    ) throws(CommandLineError) -> Checked {
        let items = expansion.items
        run.inputCount += items.count + expansion.failures.count
        let (root, helper, catalog) = try planned(read, context: context)
        if options.isVerbose {
            if let catalog { reportSchemaOrigin(catalog, to: context.standardError) }
            for (path, reason) in expansion.skippedFolders {
                context.standardError.writeLine("\(Version.toolName): note: skipped '\(path)' (\(reason))")
            }
        }
        // What the tool could not interpret in the types it uses (a custom `init(from:)` checked
        // as synthesized, a property wrapper decoded as its bare type) changes what "valid"
        // means, so it is always said, before any result.
        if !options.isQuiet, let catalog {
            for warning in root.warnings {
                context.standardError.writeLine(catalog.render(warning))
            }
        }

        var checker = DocumentChecker(
            plan: root.plan, options: options.validation, warningPolicy: options.warningPolicy,
            needsExcerpts: options.format == .text && !options.isQuiet)
        checker.inputFormat = options.inputFormat
        checker.documentID = options.documentID
        checker.compiled = helper
        checker.documentApproximations = root.documentApproximations
        checker.requiresExact = options.requiresExact
        checker.compileFallback = options.compileFallback
        if let catalog {
            let directory = catalog.currentDirectory
            checker.sourcePath = { SchemaCatalog.displayPath($0, under: directory) }
        }
        let directory = read.currentDirectory
        checker.setupHints = DecoderSetupHint.alternatives(
            to: options, plan: root.plan, setups: setups, displayPath: { SchemaCatalog.displayPath($0, under: directory) })
        checker.keepsDocumentsUntilExit = context.exitsAfterCommand && items.count == 1 && !items[0].readsLines
        // The inputs too: freeing 5,000 paths at the end was 1.3 million instructions on the one
        // thread that reports.
        defer { ProcessTeardown.skip(catalog as Any, checker, items, in: context) }
        for failure in expansion.failures { run.failInput(failure, reportingTo: context.standardError) }
        var next = 0
        while next < items.count, !run.isStopped {
            if items[next].readsLines {
                try checkLines(items[next], checker: checker, run: &run, context: context)
                next += 1
                continue
            }
            // Consecutive whole inputs are checked in parallel, reported in input order.
            var end = next
            while end < items.count, !items[end].readsLines { end += 1 }
            try checkWholeInputs(items[next..<end], checker: checker, run: &run, context: context)
            next = end
        }
        return Checked(root: root, helper: helper, catalog: catalog, options: options)
    }

    /// `codable-check: error: cannot read input 'a.json': no such file`, as the run's other
    /// input errors are written.
    static func errorLine(_ error: InputError) -> String {
        "\(Version.toolName): error: \(error.message)"
    }

    /// `--decoder NAME`: the set-up's strategies, except those given as options; said on
    /// standard error (unless `--quiet`), with every statement of it the tool does not read.
    mutating func adoptDecoderSetup(
        named name: String, among setups: [DecoderSetup], from read: SchemaCatalog.Read, context: CommandContext
    ) throws(CommandLineError) {
        let directory = read.currentDirectory
        let choice = DecoderSetupChoice(setups: setups, displayPath: { SchemaCatalog.displayPath($0, under: directory) })
        let setup = try choice.find(name)
        if let (statement, option) = options.unstatedStatements(of: setup).first {
            throw CommandLineError(
                .decoderSetupNotRead(
                    setup.qualifiedName, property: statement.property, value: statement.value,
                    location: "\(choice.displayPath(setup.file)):\(statement.line):\(statement.column)", reason: statement.reason,
                    stateWith: option, decoderOption: DecodeSettings.decoder.option))
        }
        options.adopt(setup)
        guard !options.isQuiet else { return }
        context.standardError.writeLine(
            "\(Version.toolName): note: decoding with the JSONDecoder set-up '\(setup.qualifiedName)' at \(choice.location(of: setup)): \(DecoderSetupChoice.strategies(of: setup))"
        )
    }

    /// Whole files (and standard input without `--lines`): one document each, read and checked on
    /// up to `--jobs` threads.
    private func checkWholeInputs(
        _ batch: ArraySlice<InputItem>, checker: DocumentChecker, run: inout CheckRun, context: CommandContext
    ) throws(CommandLineError) {
        // Standard input is read here, on this thread: the context's reader is not shared.
        var standardInput: [UInt8]?
        if batch.contains(where: { $0.source == .standardInput }) {
            do {
                standardInput = try read(.standardInput, context)
            } catch {
                throw CommandLineError(.input(error))
            }
        }
        let bytesOfStandardInput = standardInput
        let directory = context.currentDirectory
        let errors = context.standardError
        OrderedParallelMap.run(
            count: batch.count, jobs: batch.count < 2 ? 1 : options.jobs ?? context.processorCount,
            work: { index -> Result<InputResult, InputError> in
                let item = batch[batch.startIndex + index]
                let result: InputResult
                if item.source == .standardInput {
                    result = checker.check(
                        bytesOfStandardInput ?? [], inputName: item.displayName, fileDocumentID: item.source.documentIDFromFileName)
                } else {
                    do throws(InputError) {
                        switch try FileReader.readWhole(item.source, relativeTo: directory) {
                        case .mapped(let file):
                            result = checker.check(
                                mapped: file, inputName: item.displayName, fileDocumentID: item.source.documentIDFromFileName)
                            guard file.isUnchanged else { return .failure(InputError(source: item.source, reason: .changedWhileRead)) }
                        case .buffer(let buffer):
                            // A buffer the document adopts: a large file is in memory once.
                            result = checker.check(
                                adopting: buffer, inputName: item.displayName, fileDocumentID: item.source.documentIDFromFileName)
                        }
                    } catch {
                        return .failure(error)
                    }
                }
                if let reason = result.uncheckable { return .failure(InputError(source: item.source, reason: reason)) }
                return .success(result)
            },
            deliver: { _, outcome in
                switch outcome {
                case .success(let result):
                    run.finishInput()
                    return run.deliver(result)
                case .failure(let error):
                    run.failInput(error, reportingTo: errors)
                    return !run.isStopped
                }
            })
    }

    /// A JSON Lines input, cut into chunks of lines checked on up to `--jobs` threads and
    /// reported in input order (`JSONLinesCheck`): memory stays bounded, and a `tail -f` sees
    /// verdicts as lines arrive.
    private func checkLines(
        _ item: InputItem, checker: DocumentChecker, run: inout CheckRun, context: CommandContext
    ) throws(CommandLineError) {
        do {
            let source: any ByteChunkSource =
                item.source == .standardInput
                ? context.standardInputStream : try FileDescriptorChunkSource.open(item.source, relativeTo: context.currentDirectory)
            let lines = JSONLinesCheck(
                checker: checker, jobs: options.jobs ?? context.processorCount, stopsAtFirstInvalid: options.failsFast,
                chunkSize: context.lineChunkSize)
            try lines.check(source, of: item.source, into: &run)
        } catch {
            // The lines before the failure were checked and reported; the rest of this input
            // is not, and the run goes on with the next.
            run.failInput(error, reportingTo: context.standardError)
            return
        }
        run.finishInput()
    }

    private func read(_ input: InputSource, _ context: CommandContext) throws(InputError) -> [UInt8] {
        switch input {
        case .standardInput:
            do {
                return try context.readStandardInput()
            } catch let error as InputError {
                throw error
            } catch {
                throw InputError(source: input, reason: .system(String(describing: error)))
            }
        case .file:
            return try FileReader.read(input, relativeTo: context.currentDirectory)
        }
    }

    private func makeReporter(_ context: CommandContext, typeExpression: String) -> any Reporter {
        switch options.format {
        case .text:
            let color = ColorMode.detect(
                options.color, environment: context.environment, outputIsTerminal: context.standardError.isTerminal)
            return TextReporter(
                diagnostics: context.standardError, values: context.standardOutput, decorator: color.decorator,
                isQuiet: options.isQuiet, printsValues: options.printsValues, maximumErrors: options.validation.maximumErrors,
                explainsNulls: options.explainsNulls, reportsValidDocuments: options.isVerbose)
        case .json, .github, .junit, .sarif:
            // The four report formats are built in one place: a run stopped before its options
            // were all read builds its report there too.
            return Self.reportReporter(
                options.format, mode: options.validation.mode, typeExpression: typeExpression, output: context.standardOutput)!
        }
    }

    /// The reporter of a format written on standard output (nil for text, on standard error).
    /// Whether `--compile` fell back is each document's (`InputResult.compileFallback`): a
    /// `check` run holds checks with and without it.
    private static func reportReporter(
        _ format: DecodeOptions.Format, mode: ValidationOptions.Mode, typeExpression: String, output: any CommandOutput
    ) -> (any Reporter)? {
        switch format {
        case .text: nil
        case .json: JSONReporter(output: output, mode: mode.rawValue, typeExpression: typeExpression)
        case .github: GitHubReporter(output: output)
        case .junit: JUnitReporter(output: output, typeExpression: typeExpression)
        case .sarif: SARIFReporter(output: output)
        }
    }

    /// `--verbose`: where the declarations came from, which file declares each named type, and
    /// what the schema reader warns about in the declarations the plan uses.
    private func reportSchemaOrigin(_ catalog: SchemaCatalog, to output: any CommandOutput) {
        let tool = Version.toolName
        let origin = catalog.wasDiscovered ? "discovered" : options.schemaOrigin
        let paths = ListFormatter.conjunction(catalog.paths.map { "'\($0)'" })
        let files = catalog.schema.filePaths.count
        output.writeLine("\(tool): note: reading declarations from \(paths) (\(origin)): \(files) .swift file\(files == 1 ? "" : "s")")
        for declaration in catalog.declarations(in: options.typeExpression) {
            output.writeLine(
                "\(tool): note: '\(declaration.qualifiedName)' is declared in \(catalog.displayPath(declaration.file)):\(declaration.line):\(declaration.column)"
            )
        }
    }
}
