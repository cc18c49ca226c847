import Foundation

/// `codable-check check`: runs every check of a project file (`ProjectFile`) as one run: one
/// reporter, one summary, one exit status, decided as `decode` decides it. Each check is a
/// `decode` of its inputs with the file's settings (shared ones, then the check's own), then the
/// command line's, which win (`--exclude` adds to the check's). Paths in the file are relative to
/// its folder, and the run is made there, so reports name inputs as the file does.
///
/// A check that cannot run (its type is `null`, its model is not found, none of its inputs can be
/// read) is an error line; the other checks still run and the run ends with status 2. A check
/// whose every input is excluded is left out, unless no check has anything left to check.
struct CheckCommand {
    var commandLine: ParsedArguments

    init(arguments: [String]) throws(CommandLineError) {
        commandLine = try ArgumentParser(Self.spec).parse(arguments)
    }

    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        do {
            return try runChecks(in: context)
        } catch {
            // Stopped before any check ran (no project file, a bad one): a report in the format
            // asked for still holds the error, as `decode`'s does.
            let given = commandLine.given.merging([DecodeSettings.type.option.name: ["T"]]) { own, _ in own }
            let alone = ParsedArguments(positionals: ["-"], given: given, accepted: DecodeSettings.options)
            if let options = try? DecodeOptions(alone), options.format != .text {
                var run = DecodeCommand(options: options).makeRun(context, typeExpression: "")
                run.finish(stoppedBy: error)
            }
            throw error
        }
    }

    private func runChecks(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        let file = try readProjectFile(context)
        var projectContext = context
        projectContext.currentDirectory = file.directory
        var prepared = file.checks.map { check in Result { () throws(CommandLineError) in try options(for: check, in: file, context) } }
        // A value of the file that its setting refuses makes the file bad: one error, at its key.
        for case .failure(let error) in prepared {
            if case .projectFile = error.reason { throw error }
        }
        if !commandLine.positionals.isEmpty {
            guard let selected = select(commandLine.positionals, from: prepared, in: file, context) else { return .success }
            prepared = selected
        }
        // Every check refused: only the errors, as `decode` with no readable input.
        let built = prepared.compactMap { try? $0.get() }
        guard let first = built.first else {
            let errors = prepared.compactMap { result -> CommandLineError? in
                if case .failure(let error) = result { return error } else { return nil }
            }
            throw CommandLineError(errors[0].reason, details: errors[0].details + errors.dropFirst().flatMap(Self.lines))
        }
        var types: [String] = []
        for type in built.map(\.typeExpression) where !types.contains(type) { types.append(type) }
        var run = DecodeCommand(options: first).makeRun(context, typeExpression: types.joined(separator: ", "))
        var note: String?
        var checkedChecks: [DecodeCommand.Checked] = []
        var excludedChecks: [CommandLineError] = []
        for result in prepared where !run.isStopped {
            do throws(CommandLineError) {
                let command = DecodeCommand(options: try result.get())
                checkedChecks.append(try command.check(into: &run, context: projectContext))
            } catch {
                if case .input(let failure) = error.reason, failure.reason == .excluded {
                    excludedChecks.append(error)
                } else {
                    run.failCheck(error, reportingTo: context.standardError)
                }
            }
        }
        // A check the excludes empty is left out (`check --exclude archive`), unless no check
        // had anything left: a run that checks nothing must not pass.
        if run.summary.inputs == 0, run.summary.unreadInputs == 0, run.summary.checksNotRun == 0 {
            for error in excludedChecks { run.failCheck(error, reportingTo: context.standardError) }
        } else if first.isVerbose {
            for case .input(let failure) in excludedChecks.map(\.reason) {
                context.standardError.writeLine(
                    "\(Version.toolName): note: left out '\(failure.source.displayName)': every file it names is excluded")
            }
        }
        let summary = run.finish()
        // One note for every check's documents: where a check was given `--compile` and fell
        // back, the note says so rather than advise the `--compile` that check was given.
        let fallbacks = checkedChecks.map(\.options.compileFallback)
        let fallback = fallbacks.first { $0 == .warned } ?? fallbacks.first { $0 == .silenced }
        for checked in checkedChecks where note == nil { note = checked.fidelityNote(summary, compileFallback: fallback) }
        if let note { context.standardError.writeLine(note) }
        return ExitStatus.forDecoding(summary, failsOnWarnings: first.failsOnWarnings)
    }

    /// `check FILE...`: the checks whose inputs name a given file, each limited to those files
    /// (`CheckSelection`); a check without a type, or that cannot run, only when it names one.
    /// Nil when no check names any: nothing to check, which is a pass (a pre-commit hook given
    /// changed files that no check covers), said unless `--quiet`, with a report in the format
    /// asked for.
    private func select(
        _ files: [String], from prepared: [Result<DecodeOptions, CommandLineError>], in file: ProjectFile, _ context: CommandContext
    ) -> [Result<DecodeOptions, CommandLineError>]? {
        let selection = CheckSelection(files: files, currentDirectory: context.currentDirectory)
        var selected: [Result<DecodeOptions, CommandLineError>] = []
        var inputs: [InputSource] = []
        for (check, result) in zip(file.checks, prepared) {
            switch result {
            case .success(var options):
                let named = selection.inputs(of: options, in: file.directory)
                guard !named.isEmpty else { continue }
                options.inputs = named
                inputs += named
                selected.append(.success(options))
            case .failure:
                // Its inputs still say whether it concerns these files.
                let sources = check.inputs.map(InputSource.init(argument:))
                let expanded = InputExpansion.expand(sources, readsLines: false, relativeTo: file.directory).items.map(\.source)
                if !selection.given(among: expanded, in: file.directory).isEmpty { selected.append(result) }
            }
        }
        let options = selected.compactMap { try? $0.get() }.first
        let unmatched = selection.unmatched(by: inputs, in: file.directory)
        let isQuiet = commandLine.given[DecodeSettings.quiet.option.name] != nil
        let isVerbose = commandLine.given[DecodeSettings.verbose.option.name] != nil
        if isVerbose || (selected.isEmpty && !isQuiet) {
            for path in unmatched {
                context.standardError.writeLine("\(Version.toolName): note: '\(path)' is not an input of any check of \(file.path)")
            }
        }
        guard selected.isEmpty else { return selected }
        // Nothing to check: an empty report, in the format asked for.
        let given = commandLine.given.merging([DecodeSettings.type.option.name: ["T"]]) { own, _ in own }
        let alone = ParsedArguments(positionals: ["-"], given: given, accepted: DecodeSettings.options)
        if let options = options ?? (try? DecodeOptions(alone)) {
            var run = DecodeCommand(options: options).makeRun(context, typeExpression: "")
            _ = run.finish()
        }
        return nil
    }

    /// `codable-check: error: MESSAGE`, then its detail lines.
    static func lines(_ error: CommandLineError) -> [String] {
        ["\(Version.toolName): error: \(error.message)"] + error.details
    }

    /// `--project`, else the nearest project file above the working directory.
    private func readProjectFile(_ context: CommandContext) throws(CommandLineError) -> ProjectFile {
        let given = try commandLine.read(CheckSettings.project)
        guard let path = ProjectFileLocator.path(given: given, currentDirectory: context.currentDirectory) else {
            throw CommandLineError(.noProjectFile(fileName: ProjectFile.fileName, searchedFrom: context.currentDirectory))
        }
        return try ProjectFileLocator.read(path: path, currentDirectory: context.currentDirectory)
    }

    /// The check's `decode` options: the file's shared settings, the check's, the command
    /// line's. A value from the file that its setting refuses (`"date-strategy":
    /// "formated:..."`) is reported at its key.
    private func options(
        for check: ProjectFile.Check, in file: ProjectFile, _ context: CommandContext
    ) throws(CommandLineError) -> DecodeOptions {
        var fromFile = file.shared
        fromFile.merge(check.given) { _, own in own }
        var given = fromFile
        for (name, values) in commandLine.given where name != CheckSettings.project.option.name {
            if name == DecodeSettings.exclude.option.name {
                given[name, default: []] += values
            } else if ProjectKeys.pathSettings.contains(name) {
                // Named from the working directory, where the command was typed.
                given[name] = values.map { FileReader.resolve($0, relativeTo: context.currentDirectory) }
            } else {
                given[name] = values
            }
        }
        if check.isTypeMissing, given[DecodeSettings.type.option.name] == nil {
            let offset = check.keyOffsets[DecodeSettings.type.option.name] ?? check.offset
            let located = ProjectFileReader.error(at: offset, "", in: file)
            guard case .projectFile(let path, let line, let column, _) = located.reason else { throw located }
            throw CommandLineError(
                .checkWithoutType(path: path, line: line, column: column, number: check.number, todo: check.todo),
                details: located.details)
        }
        let arguments = ParsedArguments(positionals: check.inputs, given: given, accepted: DecodeSettings.options)
        do {
            var options = try DecodeOptions(arguments)
            let schema = SchemaSettings.schema.option.name
            if fromFile[schema] != nil, commandLine.given[schema] == nil { options.schemaOrigin = "given in \(file.path)" }
            return options
        } catch {
            throw blame(error, on: check, in: file, fromFile: fromFile, commandLine: given)
        }
    }

    /// The error located at the key of the file whose value caused it, found by converting the
    /// file's settings one at a time; the command line's own error when no file value did.
    private func blame(
        _ error: CommandLineError, on check: ProjectFile.Check, in file: ProjectFile, fromFile: [String: [String]],
        commandLine given: [String: [String]]
    ) -> CommandLineError {
        let placeholderType = [DecodeSettings.type.option.name: ["T"]]
        for (name, values) in fromFile.sorted(by: { $0.key < $1.key }) where given[name] == values {
            let alone = ParsedArguments(
                positionals: ["-"], given: placeholderType.merging([name: values]) { $1 }, accepted: DecodeSettings.options)
            let converted = Result { () throws(CommandLineError) in try DecodeOptions(alone) }
            guard case .failure(let own) = converted else { continue }
            let offset = check.keyOffsets[name] ?? file.sharedKeyOffsets[name] ?? check.offset
            return ProjectFileReader.error(at: offset, "\"\(name)\": " + own.message, in: file)
        }
        return error
    }
}
