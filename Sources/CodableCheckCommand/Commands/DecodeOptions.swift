import CodableCheckCore
import CodableCheckSchema

/// The `decode` command's settings, typed: each read from its entry in `DecodeSettings`, then
/// checked against each other (what `--compile` cannot do).
struct DecodeOptions: Sendable {
    enum Format: String, Sendable, CaseIterable {
        case text, json, github, junit, sarif
    }

    var inputs: [InputSource]
    /// No INPUT was given: standard input is read because nothing else was named.
    var readsStandardInputByDefault: Bool
    var typeExpression: String
    /// Explicit `--schema` paths; empty means discover declarations from the working directory.
    var schemaPaths: [String]
    /// Where explicit schema paths were given, as `--verbose` says it: a project file's check
    /// names its file.
    var schemaOrigin = "given with --schema"
    /// `--platform`, `--define`, `--can-import`: the `#if` branches of the declarations read.
    var buildConfiguration: BuildConfiguration
    var format: Format
    var printsValues: Bool
    var isQuiet: Bool
    var isVerbose: Bool
    /// `--color`: `auto` decides from the terminal and the environment.
    var color: ColorChoice
    /// `--lines`: every input is JSON Lines (`.jsonl` and `.ndjson` files always are).
    var readsLines: Bool
    /// `--jobs`; `nil` means one per processor.
    var jobs: Int?
    /// `--fail-fast`: stop the run at the first invalid document.
    var failsFast: Bool
    var warningPolicy: WarningPolicy
    /// `--fail-on-warnings`: any warning makes the exit status 1.
    var failsOnWarnings: Bool
    /// `--explain-nulls`: the text report says which optional properties were null or absent.
    var explainsNulls: Bool
    /// `--input-format`: plain JSON or Firestore REST documents.
    var inputFormat: InputFormat
    /// `--document-id`: what `@DocumentID` holds (else the input's file name).
    var documentID: String?
    /// `--compile`: decode with the app's own code, compiled into a cached helper.
    var compiles: Bool
    /// `--compile=auto`: only when the interpreter would approximate the type; where it follows
    /// everything the type's decoding does, it decides exactly and nothing is built.
    var compilesOnlyApproximated = false
    /// What an approximated verdict says of `--compile`: given, it fell back, with its warning
    /// printed unless `--quiet`.
    var compileFallback: UsedTypeFidelity.CompileFallback { !compiles ? .none : isQuiet ? .silenced : .warned }
    /// `--require-exact`: a verdict decided by approximation fails its document.
    var requiresExact: Bool
    /// Strategies and limits handed to the validator (the mode included).
    var validation: ValidationOptions
    /// `--date-strategy custom:NAME`: the app's function that decodes every `Date`, which the
    /// schema reader finds and the interpreter runs.
    var customDateFunction: String?
    /// `--decoder`: the app's `JSONDecoder` set-up whose strategies to use (`adopt(_:)`).
    var decoderName: String?
    /// The decoder settings stated as options (on the command line or in a project file), by
    /// option name: a set-up from the source does not override them, and what such a set-up
    /// does that the tool cannot read is fine once the matching option states it.
    var statedSettings: Set<String> = []
    /// `--exclude`: inputs left out of folders, patterns and the inputs named.
    var exclusion: InputExclusion

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
        typealias Settings = DecodeSettings
        inputs = arguments.positionals.map(InputSource.init(argument:))
        readsStandardInputByDefault = inputs.isEmpty
        if inputs.isEmpty { inputs = [.standardInput] }
        if inputs.filter({ $0 == .standardInput }).count > 1 { throw CommandLineError(.standardInputTwice) }
        typeExpression = try arguments.read(Settings.type)
        schemaPaths = try arguments.read(SchemaSettings.schema)
        buildConfiguration = try SchemaSettings.configuration(from: arguments)
        format = try arguments.read(Settings.format)
        printsValues = try arguments.read(Settings.print)
        isQuiet = try arguments.read(Settings.quiet)
        isVerbose = try arguments.read(Settings.verbose)
        color = try arguments.read(Settings.color)
        readsLines = try arguments.read(Settings.lines)
        failsFast = try arguments.read(Settings.failFast)
        jobs = try arguments.read(Settings.jobs)
        failsOnWarnings = try arguments.read(Settings.failOnWarnings)
        explainsNulls = try arguments.read(Settings.explainNulls)
        warningPolicy = WarningPolicy(
            jsonStrict: try arguments.read(Settings.jsonStrict), unknownKeys: try arguments.read(Settings.unknownKeys))
        inputFormat = try arguments.read(Settings.inputFormat)
        documentID = try arguments.read(Settings.documentID)
        exclusion = try arguments.read(Settings.exclude)

        validation = ValidationOptions()
        validation.mode = try arguments.read(Settings.mode)
        validation.keyStrategy = try arguments.read(Settings.keyStrategy)
        validation.dataStrategy = try arguments.read(Settings.dataStrategy)
        validation.floatStrategy = try arguments.read(Settings.floatStrategy)
        switch try arguments.read(Settings.dateStrategy) {
        case .strategy(let dateStrategy)?:
            validation.dateStrategy = dateStrategy
        case .custom(let functionName)?:
            customDateFunction = functionName
        case nil where inputFormat == .firestore:
            // Firestore's decoder reads a `timestampValue` into a `Date`; unwrapped, it is an
            // RFC 3339 string, which `.iso8601` reads (fractions of up to 9 digits included).
            validation.dateStrategy = .iso8601
        case nil:
            break
        }
        validation.maximumErrors = try arguments.read(Settings.maximumErrors)
        decoderName = try arguments.read(Settings.decoder)
        statedSettings = Set(Self.setupPropertyOptions.values.map(\.name).filter { arguments.given[$0] != nil })
        let compile = try arguments.read(Settings.compile)
        compiles = compile != nil
        compilesOnlyApproximated = compile == "auto"
        requiresExact = try arguments.read(Settings.requireExact)
        if compiles { try checkCompilable() }
        validation.reportsUnknownKeys = warningPolicy.unknownKeys != .off
        validation.producesValue = printsValues
        // The JSON report carries presence next to each printed value; text shows it on request.
        validation.reportsPresence = explainsNulls || (printsValues && format == .json)
    }

    /// The option that states each `JSONDecoder` property a set-up in the source may assign.
    static let setupPropertyOptions: [String: OptionSpec] = [
        "keyDecodingStrategy": DecodeSettings.keyStrategy.option, "dateDecodingStrategy": DecodeSettings.dateStrategy.option,
        "dataDecodingStrategy": DecodeSettings.dataStrategy.option,
        "nonConformingFloatDecodingStrategy": DecodeSettings.floatStrategy.option,
        "userInfo": SchemaSettings.userInfo.option,
    ]

    /// Takes the strategies a set-up from the source sets, except those given as options.
    mutating func adopt(_ setup: DecoderSetup) {
        let stated = statedSettings
        if let key = setup.keyStrategy, !stated.contains(DecodeSettings.keyStrategy.option.name) { validation.keyStrategy = key }
        if let date = setup.dateStrategy, !stated.contains(DecodeSettings.dateStrategy.option.name) { validation.dateStrategy = date }
        if let data = setup.dataStrategy, !stated.contains(DecodeSettings.dataStrategy.option.name) { validation.dataStrategy = data }
    }

    /// What `setup` assigns that the tool cannot read and no option states: checking with the
    /// set-up would then not be checking as the app decodes (a `.custom` date closure, a
    /// `userInfo` the models read), so `--decoder` refuses it rather than approximate silently.
    func unstatedStatements(of setup: DecoderSetup) -> [(DecoderSetup.UnreadStatement, OptionSpec?)] {
        setup.unread.compactMap { statement in
            let option = Self.setupPropertyOptions[statement.property]
            if let option, statedSettings.contains(option.name) { return nil }
            return (statement, option)
        }
    }

    /// What `--compile` cannot do: the app's compiled code has no lossy mode, does not tell
    /// which keys it ignored, and does not say whether an optional was null or absent.
    private func checkCompilable() throws(CommandLineError) {
        let compile = DecodeSettings.compile.option
        if validation.mode == .lossy {
            throw CommandLineError(
                .compileHasNoLossyMode(compile: compile, mode: DecodeSettings.mode.option, lossy: ValidationOptions.Mode.lossy.rawValue))
        }
        if warningPolicy.unknownKeys != .off {
            throw CommandLineError(.needsTheInterpreter(DecodeSettings.unknownKeys.option, compile: compile))
        }
        if explainsNulls { throw CommandLineError(.needsTheInterpreter(DecodeSettings.explainNulls.option, compile: compile)) }
        // The helper's decoder would need the app's function compiled in and named: not built yet.
        if customDateFunction != nil {
            throw CommandLineError(.needsTheInterpreter(DecodeSettings.dateStrategy.option, compile: compile))
        }
        if inputFormat == .firestore {
            throw CommandLineError(
                .compileWithFirestore(
                    compile: compile, inputFormat: DecodeSettings.inputFormat.option, firestore: InputFormat.firestore.rawValue))
        }
    }
}
