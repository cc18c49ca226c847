import CodableCheckSchema
import Foundation

/// `codable-check init`: writes a starter `.codable-check.json` in the working directory from
/// what the project holds: the model folders the tool would discover, every JSON file a folder
/// search finds, and a type for each (`FixtureTypeGuess`): from a test that decodes it, else a
/// type named like it, else `"type": null` with a `"todo"`, which `check` reports until it is
/// filled in. It never overwrites a project file, and says what it guessed from what.
struct InitCommand {
    init(arguments: [String]) throws(CommandLineError) {
        _ = try ArgumentParser(Self.spec).parse(arguments)
    }

    func run(in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        let directory = context.currentDirectory
        let target = FileReader.resolve(ProjectFile.fileName, relativeTo: directory)
        if FileManager.default.fileExists(atPath: target) { throw CommandLineError(.projectFileExists(ProjectFile.fileName)) }
        let read = try SchemaCatalog.read(paths: [], currentDirectory: directory)
        let catalog = SchemaCatalog(read, configuration: .host)
        let documents = Self.relative(
            InputExpansion.expand([.file(".")], readsLines: false, relativeTo: directory).items.map(\.displayName))
        guard !documents.isEmpty else { throw CommandLineError(.input(InputError(source: .file("."), reason: .folderWithoutJSON))) }
        let swiftFiles = InputExpansion.expand([.file("**/*.swift")], readsLines: false, relativeTo: directory).items
            .map { FileReader.resolve($0.displayName, relativeTo: directory) }
        let guess = FixtureTypeGuess(
            swiftFiles: swiftFiles, shownAs: { SchemaCatalog.displayPath($0, under: directory) },
            declaredTypes: catalog.schema.types.map(\.name))

        var byType: [(type: String, inputs: [String])] = []
        var unknown: [String] = []
        var fromTests = 0
        var fromNames = 0
        for path in documents {
            let isArray = Self.startsWithArray(FileReader.resolve(path, relativeTo: directory))
            guard let (type, source) = guess.type(for: path, isArray: isArray) else {
                unknown.append(path)
                continue
            }
            if case .test = source { fromTests += 1 } else { fromNames += 1 }
            if let index = byType.firstIndex(where: { $0.type == type }) {
                byType[index].inputs.append(path)
            } else {
                byType.append((type, [path]))
            }
        }
        let checks =
            byType.map { ProjectFileWriter.Check(inputs: $0.inputs, type: $0.type) }
            + unknown.map {
                ProjectFileWriter.Check(
                    inputs: [$0], type: nil,
                    todo: "no test decodes this file, and no type is named like it or its folder")
            }
        let schema = read.wasDiscovered && read.paths == ["."] ? [] : read.paths
        let setup = Self.decoderSetup(in: read.sources.decoderSetups)
        let decoder = setup.chosen.map { chosen in
            DecoderSetupChoice.settings(of: chosen).map { ProjectFileWriter.Setting(name: $0.option.name, values: $0.values) }
        }
        let text = ProjectFileWriter.text(schema: schema, decoder: decoder ?? [], checks: checks)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .withoutOverwriting)
        } catch {
            throw CommandLineError(.input(InputError(source: .file(ProjectFile.fileName), reason: .system("\(error)"))))
        }
        let output = context.standardOutput
        let files = documents.count == 1 ? "1 JSON file" : "\(documents.count) JSON files"
        output.writeLine("wrote \(ProjectFile.fileName): \(checks.count) check\(checks.count == 1 ? "" : "s") for \(files)")
        output.writeLine(
            "  types from code that decodes the file (tests, previews): \(fromTests); from a type named like the file or its folder: \(fromNames)"
        )
        if !unknown.isEmpty {
            output.writeLine("  left for you (\"type\": null, with a \"todo\"): \(unknown.count)")
        }
        let choice = DecoderSetupChoice(setups: setup.candidates, displayPath: { SchemaCatalog.displayPath($0, under: directory) })
        if let chosen = setup.chosen {
            output.writeLine(
                "  \"decoder\": the app's JSONDecoder set-up '\(chosen.qualifiedName)' at \(choice.location(of: chosen)) (\(DecoderSetupChoice.strategies(of: chosen)))"
            )
        } else if setup.candidates.count == 1, let only = setup.candidates.first, let unread = only.unread.first {
            // One set-up, doing what the tool cannot read: checking without it would not be
            // checking as the app decodes, so the user states it.
            output.writeLine(
                "  \"decoder\" is empty: the app's JSONDecoder set-up '\(only.qualifiedName)' at \(choice.location(of: only)) sets \(unread.property) = \(unread.value), which \(Version.toolName) does not read (\(unread.reason)); state it in \"decoder\" (e.g. \"\(DecodeSettings.dateStrategy.option.name)\")"
            )
        } else if setup.candidates.count > 1 {
            output.writeLine(
                "  \"decoder\" is empty: the app sets up \(setup.candidates.count) JSONDecoders differently; put the strategies of the one each check's files come from in \"decoder\" or in the check ('\(Version.toolName) types --decoders' lists them)"
            )
        } else {
            output.writeLine(
                "  \"decoder\" is empty: set the strategies the app's JSONDecoder sets (key-strategy, date-strategy, data-strategy, float-strategy)"
            )
        }
        output.writeLine("then run '\(Version.toolName) check'")
        return .success
    }

    /// The set-up whose strategies the starter file's `"decoder"` takes: the app's one set-up
    /// that sets something, or several that set the same (`chosen`); none when they differ or
    /// when one does what the tool cannot read (a `.custom` closure), where `candidates` are the
    /// set-ups to choose from by hand.
    static func decoderSetup(in setups: [DecoderSetup]) -> (chosen: DecoderSetup?, candidates: [DecoderSetup]) {
        let setting = setups.filter { !DecoderSetupChoice.settings(of: $0).isEmpty || !$0.unread.isEmpty }
        var distinct: [DecoderSetup] = []
        for setup in setting where !distinct.contains(where: { $0.hasSameStrategies(as: setup) }) { distinct.append(setup) }
        guard distinct.count == 1, let only = distinct.first, only.unread.isEmpty else { return (nil, distinct) }
        return (only, distinct)
    }

    /// `./Fixtures/a.json` → `Fixtures/a.json`: the file names paths from its own folder.
    private static func relative(_ paths: [String]) -> [String] {
        paths.map { $0.hasPrefix("./") ? String($0.dropFirst(2)) : $0 }
    }

    /// Whether the file's first value is an array (its first byte after whitespace is `[`).
    private static func startsWithArray(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return head.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } == UInt8(ascii: "[")
    }
}
