import CodableCheckCore

/// The `decode` command's settings, typed and validated from its parsed arguments.
struct DecodeOptions: Sendable {
    enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    var inputs: [InputSource]
    /// No INPUT was given: standard input is read because nothing else was named.
    var readsStandardInputByDefault: Bool
    var typeExpression: String
    /// Explicit `--schema` paths; empty means discover declarations from the working directory.
    var schemaPaths: [String]
    var format: Format
    var printsValues: Bool
    var isQuiet: Bool
    var isVerbose: Bool
    var warningPolicy: WarningPolicy
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
        format = Format(rawValue: arguments.value("format") ?? "text") ?? .text
        printsValues = arguments.isSet("print")
        isQuiet = arguments.isSet("quiet")
        isVerbose = arguments.isSet("verbose")
        warningPolicy = WarningPolicy(
            jsonStrict: arguments.isSet("json-strict"),
            unknownKeys: WarningPolicy.UnknownKeys(rawValue: arguments.value("unknown-keys") ?? "off") ?? .off)

        validation = ValidationOptions()
        validation.mode = ValidationOptions.Mode(rawValue: arguments.value("mode") ?? "strict") ?? .strict
        validation.keyStrategy = arguments.value("key-strategy") == "snake-case" ? .convertFromSnakeCase : .useDefaultKeys
        validation.dataStrategy = arguments.value("data-strategy") == "deferred" ? .deferredToData : .base64
        if let dateStrategy = arguments.value("date-strategy") {
            validation.dateStrategy = try Self.dateStrategy(dateStrategy)
        }
        if let maximum = arguments.value("max-errors") {
            guard let count = Int(maximum), count > 0 else {
                throw .usage("invalid value '\(maximum)' for option '--max-errors': expected a positive integer")
            }
            validation.maximumErrors = count
        }
        validation.reportsUnknownKeys = warningPolicy.unknownKeys != .off
        validation.producesValue = printsValues
    }

    static let dateStrategyNames = ["deferred", "iso8601", "seconds", "milliseconds"]
    static let formattedPrefix = "formatted:"

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
