import CodableCheckCore
import CodableCheckSchema

/// The `decode` command's settings, typed and validated from its parsed arguments.
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
    /// `--platform`, `--define`, `--can-import`: the `#if` branches of the declarations read.
    var buildConfiguration: BuildConfiguration
    var format: Format
    var printsValues: Bool
    var isQuiet: Bool
    var isVerbose: Bool
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
    /// `--require-exact`: a verdict decided by approximation fails its document.
    var requiresExact: Bool
    /// Strategies and limits handed to the validator (the mode included).
    var validation: ValidationOptions

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
        inputs = arguments.positionals.map(InputSource.init(argument:))
        readsStandardInputByDefault = inputs.isEmpty
        if inputs.isEmpty { inputs = [.standardInput] }
        if inputs.filter({ $0 == .standardInput }).count > 1 {
            throw .usage("standard input ('-') can be read only once")
        }
        typeExpression = arguments.value("type") ?? ""
        if typeExpression.allSatisfy(\.isWhitespace) {
            throw .usage("option '--type' needs a Swift type, such as 'Book' or '[Book]'")
        }
        schemaPaths = arguments.allValues("schema")
        buildConfiguration = try BuildConfigurationOptions.configuration(from: arguments)
        format = Format(rawValue: arguments.value("format") ?? "text") ?? .text
        printsValues = arguments.isSet("print")
        isQuiet = arguments.isSet("quiet")
        isVerbose = arguments.isSet("verbose")
        readsLines = arguments.isSet("lines")
        failsFast = arguments.isSet("fail-fast")
        if let value = arguments.value("jobs") {
            guard let count = Int(value), count > 0 else {
                throw .usage("invalid value '\(value)' for option '--jobs': expected a positive integer")
            }
            jobs = count
        }
        failsOnWarnings = arguments.isSet("fail-on-warnings")
        explainsNulls = arguments.isSet("explain-nulls")
        warningPolicy = WarningPolicy(
            jsonStrict: arguments.isSet("json-strict"),
            unknownKeys: WarningPolicy.UnknownKeys(rawValue: arguments.value("unknown-keys") ?? "off") ?? .off)

        inputFormat = InputFormat(rawValue: arguments.value("input-format") ?? "json") ?? .json
        documentID = arguments.value("document-id")

        validation = ValidationOptions()
        validation.mode = ValidationOptions.Mode(rawValue: arguments.value("mode") ?? "strict") ?? .strict
        validation.keyStrategy = arguments.value("key-strategy") == "snake-case" ? .convertFromSnakeCase : .useDefaultKeys
        validation.dataStrategy = arguments.value("data-strategy") == "deferred" ? .deferredToData : .base64
        let dateStrategies = arguments.allValues("date-strategy")
        if !dateStrategies.isEmpty {
            validation.dateStrategy = try Self.dateStrategy(dateStrategies)
        } else if inputFormat == .firestore {
            // Firestore's decoder reads a `timestampValue` into a `Date`; unwrapped, it is an
            // RFC 3339 string, which `.iso8601` reads (fractions of up to 9 digits included).
            validation.dateStrategy = .iso8601
        }
        if let maximum = arguments.value("max-errors") {
            guard let count = Int(maximum), count > 0 else {
                throw .usage("invalid value '\(maximum)' for option '--max-errors': expected a positive integer")
            }
            validation.maximumErrors = count
        }
        compiles = arguments.isSet("compile")
        requiresExact = arguments.isSet("require-exact")
        if compiles { try Self.checkCompilable(arguments) }
        validation.reportsUnknownKeys = warningPolicy.unknownKeys != .off
        validation.producesValue = printsValues
        // The JSON report carries presence next to each printed value; text shows it on request.
        validation.reportsPresence = explainsNulls || (printsValues && format == .json)
    }

    /// What `--compile` cannot do: the app's compiled code has no lossy mode, does not tell
    /// which keys it ignored, and does not say whether an optional was null or absent.
    static func checkCompilable(_ arguments: ParsedArguments) throws(CommandLineError) {
        if arguments.value("mode") == "lossy" {
            throw .usage(
                "'--compile' decodes with the app's own init(from:), which has no lossy mode; drop '--mode lossy' or '--compile'")
        }
        for option in ["unknown-keys", "explain-nulls"] where arguments.isSet(option) || arguments.value(option) != nil {
            throw .usage("'--\(option)' needs the interpreter's knowledge of each property; it cannot be used with '--compile'")
        }
        if arguments.value("input-format") == "firestore" {
            throw .usage("'--compile' cannot be used with '--input-format firestore': @DocumentID needs the interpreter")
        }
    }

    static let dateStrategyNames = ["deferred", "iso8601", "seconds", "milliseconds"]
    static let formattedPrefix = "formatted:"

    /// One `--date-strategy`, or several `formatted:FORMAT`, tried in order (an app's
    /// `DateFormatter` subclass that tries several formats).
    static func dateStrategy(_ values: [String]) throws(CommandLineError) -> ValidationOptions.DateStrategy {
        let strategies = try values.map { value throws(CommandLineError) in try dateStrategy(value) }
        guard strategies.count > 1 else { return strategies[0] }
        var formats: [String] = []
        for strategy in strategies {
            guard case .formatted(let format) = strategy else {
                throw .usage(
                    "'--date-strategy' is repeated only with 'formatted:FORMAT' values, which are tried in order; give one of \(ListFormatter.alternatives(dateStrategyNames.map { "'\($0)'" }))"
                )
            }
            formats.append(format)
        }
        return .formattedInOrder(formats)
    }

    /// `deferred|iso8601|seconds|milliseconds|formatted:FORMAT`.
    static func dateStrategy(_ value: String) throws(CommandLineError) -> ValidationOptions.DateStrategy {
        switch value {
        case "deferred": return .deferredToDate
        case "iso8601": return .iso8601
        case "seconds": return .secondsSince1970
        case "milliseconds": return .millisecondsSince1970
        default:
            if value.hasPrefix(formattedPrefix) {
                let format = String(value.dropFirst(formattedPrefix.count))
                guard !format.isEmpty else {
                    throw .usage("missing date format after 'formatted:' in '--date-strategy', as in 'formatted:yyyy-MM-dd'")
                }
                return .formatted(format)
            }
            let names = dateStrategyNames + [formattedPrefix + "FORMAT"]
            let expected = ListFormatter.alternatives(names.map { "'\($0)'" })
            let suggestion = Suggestion.didYouMean(value, in: dateStrategyNames)
            throw .usage("invalid value '\(value)' for option '--date-strategy': expected \(expected)\(suggestion)")
        }
    }
}
