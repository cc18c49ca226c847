/// Every way a command stops before it can decode, as data: the options involved are the
/// table's `OptionSpec`s and the inputs their own errors, so a message names an option exactly as
/// the parser spells it. `text` words them all, in one place (`CommandLineMessage+Text.swift`);
/// `category` says which kind of problem each is. The wording style is the schema
/// diagnostics': lower-case, no trailing period, `'quoted'` names, `; did you mean 'X'?`.
indirect enum CommandLineMessage: Sendable, Equatable {
    // MARK: The command line itself

    case missingCommand
    /// `suggestion`: a command, or `codable-check decode FILE` for what looks like a file.
    case unknownCommand(String, suggestion: String?)
    /// An option before any command (`codable-check --verbose`); `suggestion` is `--help` or `--version`.
    case unknownToolOption(String, suggestion: String?)
    case helpTakesOneSubject(argumentCount: Int)
    case unknownHelpSubject(String, suggestion: String?)
    case guidePageNotFound(topic: String, fileName: String, directories: [String], variable: String)

    // MARK: A command's arguments

    /// `spelled` as given (`--tyep`, `-x`); `suggestion` an option's spelling.
    case unknownOption(spelled: String, suggestion: String?)
    case flagTakesNoValue(OptionSpec)
    case givenMoreThanOnce(OptionSpec)
    case missingValue(OptionSpec)
    case missingRequiredOption(OptionSpec)
    case unexpectedArgument(String, command: String)
    case oneArgumentOnly(String, command: String, valueName: String)
    case notAChoice(String, option: OptionSpec, choices: [String], suggestion: String?)
    case notACount(String, option: OptionSpec)
    case standardInputTwice
    case noDocumentInput
    case noSampleInput
    case missingShell(shells: [String])
    case unknownShell(String, shells: [String], suggestion: String?)

    // MARK: Option values a command checks itself

    case emptyTypeExpression(OptionSpec)
    case notATypeName(String, option: OptionSpec)
    case notAConditionName(String, option: OptionSpec)
    case notAModuleName(String, option: OptionSpec)
    case notAUserInfoEntry(String, option: OptionSpec)
    /// `names`: the strategies' names; `formattedForm`: `formatted:FORMAT`.
    case unknownDateStrategy(String, option: OptionSpec, names: [String], formattedForm: String, suggestion: String?)
    case repeatedDateStrategyNotFormatted(option: OptionSpec, formattedForm: String, names: [String])
    case missingDateFormat(option: OptionSpec, prefix: String)
    /// `infer --date-strategy`, which knows dates only as ISO 8601 strings.
    case inferDateStrategy(String, option: OptionSpec, names: [String])
    case compileHasNoLossyMode(compile: OptionSpec, mode: OptionSpec, lossy: String)
    case needsTheInterpreter(OptionSpec, compile: OptionSpec)
    case compileWithFirestore(compile: OptionSpec, inputFormat: OptionSpec, firestore: String)
    /// `forms`: `throw` and `convert-from-string:NAMES`.
    case unknownFloatStrategy(String, option: OptionSpec, forms: [String], suggestion: String?)
    /// `example`: the usual names, spelled as the option takes them.
    case floatNamesNotThree(String, option: OptionSpec, example: String)
    /// `custom:` followed by no Swift name (`custom:parse(x)`).
    case notADateFunctionName(String, option: OptionSpec)
    /// `custom:NAME` names no function of the models, or several (`reason` says which).
    case dateFunctionNotFound(name: String, reason: String, option: OptionSpec)

    // MARK: Inputs and samples

    case input(InputError)
    case sampleNotJSON(quotedName: String, reason: String)
    case noSamples
    /// `found`: what the samples hold (`strings and numbers`); `typeExpression` when a plain
    /// type decodes them all.
    case samplesNotObjects(found: [String], typeExpression: String?, typeOption: OptionSpec)
    case samplesNestTooDeep(levels: Int)
    case sampleNotInferred(sampleName: String, kind: String, path: String, reason: String)
    case inferredDeclarationsUnreadable(CommandLineMessage)

    // MARK: Model declarations

    case noSwiftFilesDiscovered(folder: String, schemaOption: OptionSpec)
    case schemaUnreadable(String, reason: String)
    case schemaNotSwift(String)
    /// `brokenLinks`: the sentence about links to nothing found among them, or empty.
    case noSwiftFiles(paths: [String], brokenLinks: String, schemaOption: OptionSpec)
    case schemaNotRead(reason: String)
    case unknownType(String, suggestion: String?, discoveredPaths: [String]?, schemaOption: OptionSpec)
    case ambiguousType(String, locations: [String], schemaOption: OptionSpec)
    case notATypeExpression(String)
    case typeNotDecodable(String, reason: String)

    // MARK: Output

    case standardOutputNotWritten(reason: String)

    // MARK: Decoder set-ups read from the source

    /// `known`: the set-ups' qualified names; `suggestion` the closest.
    case unknownDecoder(String, option: OptionSpec, known: [String], suggestion: String?)
    /// Set-ups of that name that configure different strategies, as `file:line:column`.
    case ambiguousDecoder(String, option: OptionSpec, locations: [String])
    /// A set-up chosen with `--decoder` assigns what the tool cannot read (`property = value` at
    /// `location`, for `reason`), and no option states it (`stateWith`, nil when none can).
    case decoderSetupNotRead(
        String, property: String, value: String, location: String, reason: String, stateWith: OptionSpec?,
        decoderOption: OptionSpec)

    // MARK: The project file

    /// A problem at `line`:`column` of the project file (`path` as shown): malformed JSON, an
    /// unknown key, a value of the wrong kind.
    case projectFile(path: String, line: Int, column: Int, problem: String)
    case noProjectFile(fileName: String, searchedFrom: String)
    /// A check whose `"type"` is `null`, left for the user by `init`; `todo` is what it says.
    case checkWithoutType(path: String, line: Int, column: Int, number: Int, todo: String?)
    /// `init` where a project file already is.
    case projectFileExists(String)

    /// Exhaustive on purpose: a new message is placed in a category where it is added.
    var category: CommandLineError.Category {
        switch self {
        case .missingCommand, .unknownCommand, .unknownToolOption, .helpTakesOneSubject, .unknownHelpSubject, .unknownOption,
            .flagTakesNoValue, .givenMoreThanOnce, .missingValue, .missingRequiredOption, .unexpectedArgument,
            .oneArgumentOnly, .notAChoice, .notACount, .standardInputTwice, .noDocumentInput, .noSampleInput, .missingShell,
            .unknownShell, .emptyTypeExpression, .notATypeName, .notAConditionName, .notAModuleName, .notAUserInfoEntry,
            .unknownDateStrategy, .repeatedDateStrategyNotFormatted, .missingDateFormat, .inferDateStrategy,
            .compileHasNoLossyMode, .needsTheInterpreter, .compileWithFirestore, .notATypeExpression,
            .standardOutputNotWritten, .unknownFloatStrategy, .floatNamesNotThree, .projectFile, .noProjectFile,
            .checkWithoutType, .projectFileExists, .notADateFunctionName, .unknownDecoder, .ambiguousDecoder,
            .decoderSetupNotRead:
            .usage
        case .guidePageNotFound, .input, .sampleNotJSON, .noSamples, .samplesNotObjects, .samplesNestTooDeep,
            .sampleNotInferred:
            .input
        case .inferredDeclarationsUnreadable, .noSwiftFilesDiscovered, .schemaUnreadable, .schemaNotSwift, .noSwiftFiles,
            .schemaNotRead, .unknownType, .ambiguousType, .typeNotDecodable, .dateFunctionNotFound:
            .schema
        }
    }
}
