import CodableCheckCore

/// `codable-check decode`: checks JSON inputs against a Swift type from model declarations.
struct DecodeCommand {
    var options: DecodeOptions

    init(arguments: [String]) throws(CommandLineError) {
        options = try DecodeOptions(ArgumentParser(Self.spec).parse(arguments))
    }

    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        try Self.checkModeAvailable(options.validation.mode)
        if options.readsStandardInputByDefault, context.standardInputIsTerminal {
            throw .usage("no input: give JSON files, '-' for standard input, or pipe a document in")
        }
        for input in options.inputs {
            do {
                try FileReader.checkReadable(input, relativeTo: context.currentDirectory)
            } catch {
                throw CommandLineError(.input, error.message)
            }
        }
        let catalog = try SchemaCatalog.load(paths: options.schemaPaths, currentDirectory: context.currentDirectory)
        let plan = try catalog.plan(for: options.typeExpression)
        if options.isVerbose {
            reportSchema(catalog, to: context.standardError)
        }

        let checker = DocumentChecker(
            plan: plan, options: options.validation, warningPolicy: options.warningPolicy,
            needsExcerpts: options.format == .text && !options.isQuiet)
        var reporter = makeReporter(context)
        var summary = Summary()
        for input in options.inputs {
            // A reader that went away (`| head`) wants nothing more.
            if reporter.isOutputClosed { break }
            let bytes: [UInt8]
            do {
                bytes = try read(input, context)
            } catch {
                throw CommandLineError(.input, error.message)
            }
            let result = checker.check(bytes, inputName: input.displayName)
            summary.add(result)
            reporter.report(result)
        }
        reporter.finish(summary)
        return ExitStatus.forDecoding(summary)
    }

    /// The one place that knows which modes exist: adding lossy decoding is a case here.
    static func checkModeAvailable(_ mode: ValidationOptions.Mode) throws(CommandLineError) {
        switch mode {
        case .strict:
            return
        case .lossy:
            throw .usage("'--mode lossy' is not implemented yet; use '--mode strict'")
        }
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

    private func makeReporter(_ context: CommandContext) -> any Reporter {
        switch options.format {
        case .text:
            let color = ColorMode.detect(environment: context.environment, outputIsTerminal: context.standardError.isTerminal)
            return TextReporter(
                diagnostics: context.standardError, values: context.standardOutput, decorator: color.decorator,
                isQuiet: options.isQuiet, printsValues: options.printsValues, maximumErrors: options.validation.maximumErrors)
        case .json:
            return JSONReporter(
                output: context.standardOutput, mode: options.validation.mode.rawValue, typeExpression: options.typeExpression)
        }
    }

    /// `--verbose`: where the declarations came from and what they say about themselves.
    private func reportSchema(_ catalog: SchemaCatalog, to output: any CommandOutput) {
        let origin = catalog.wasDiscovered ? "discovered" : "given"
        let paths = ListFormatter.conjunction(catalog.paths.map { "'\($0)'" })
        output.writeLine("\(Version.toolName): note: reading declarations from \(paths) (\(origin))")
        for diagnostic in catalog.schema.diagnostics {
            output.writeLine(SchemaCatalog.render(diagnostic))
        }
    }
}
