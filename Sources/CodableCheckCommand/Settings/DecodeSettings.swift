import CodableCheckCore
import CodableCheckSchema

/// The `decode` command's settings table: each option once, typed, with its help and default.
/// `options` is the order `--help`, the man page and the completions list them in;
/// `DecodeOptions` reads each setting's typed value (see `Setting` for how a project file will
/// set the same settings).
enum DecodeSettings {
    static let type: Setting<String> = {
        let option = OptionSpec(
            name: "type", kind: .text(valueName: "TYPE"),
            help: "the Swift type to decode: Book, [Book], [String: Book], Book?, Outer.Inner", isRequired: true)
        return Setting(option: option) { given throws(CommandLineError) in
            let expression = given.last ?? ""
            if expression.allSatisfy(\.isWhitespace) { throw CommandLineError(.emptyTypeExpression(option)) }
            return expression
        }
    }()

    static let mode: Setting<ValidationOptions.Mode> = .choice(
        "mode", ["strict": .strict, "lossy": .lossy], default: .strict,
        help: "strict decodes as JSONDecoder does; lossy salvages what it can, each recovery a warning")

    static let format: Setting<DecodeOptions.Format> = .choice(
        "format", DecodeOptions.Format.allCases, default: .text,
        help: "text diagnostics on stderr; a JSON, JUnit XML or SARIF 2.1.0 report, or GitHub Actions commands, on stdout")

    static let print: Setting<Bool> = .flag("print", help: "write each decoded value as JSON to standard output")

    static let inputFormat: Setting<InputFormat> = .choice(
        "input-format", InputFormat.allCases, default: .json,
        help: "json, or Firestore REST documents ({\"fields\": {\"title\": {\"stringValue\": ...}}}) unwrapped to plain values")

    static let documentID: Setting<String?> = .text(
        "document-id", valueName: "ID", help: "what @DocumentID holds (default: the document's name, else the input's file name)")

    static let keyStrategy: Setting<ValidationOptions.KeyStrategy> = .choice(
        "key-strategy", ["default": .useDefaultKeys, "snake-case": .convertFromSnakeCase], default: .useDefaultKeys,
        help: "the decoder's keyDecodingStrategy")

    /// Nil when not given: the default depends on `--input-format`.
    static let dateStrategy: Setting<DateStrategyText.Choice?> = {
        let option = OptionSpec(
            name: "date-strategy",
            kind: .suggested(
                DateStrategyText.names,
                // `StringJoining`: this table is built on every run, and the stdlib's `joined`
                // cost 250,000 instructions there, a tenth of a run's start-up (issue 25).
                valueName: StringJoining.joined(
                    DateStrategyText.names + [DateStrategyText.formattedForm, DateStrategyText.customForm], separator: "|")),
            help:
                "the decoder's dateDecodingStrategy (formatted: a DateFormatter format, en_US_POSIX, UTC; repeat formatted: to try several formats in order; custom: the app's func NAME(_ decoder: Decoder) throws -> Date, read from the models)",
            isRepeatable: true)
        return Setting(option: option) { given throws(CommandLineError) in
            given.isEmpty ? nil : try DateStrategyText.choice(given, option: option)
        }
    }()

    static let floatStrategy: Setting<ValidationOptions.FloatStrategy> = {
        let option = OptionSpec(
            name: "float-strategy",
            kind: .suggested(
                FloatStrategyText.names,
                valueName: StringJoining.joined(FloatStrategyText.names + [FloatStrategyText.convertForm], separator: "|")),
            help:
                "the decoder's nonConformingFloatDecodingStrategy: throw (default), or .convertFromString with NAMES, the exact strings for +infinity, -infinity and NaN separated by commas (e.g. Infinity,-Infinity,NaN), for Double and Float (and numeric dates)"
        )
        return Setting(option: option) { given throws(CommandLineError) in
            guard let value = given.last else { return .throw }
            return try FloatStrategyText.strategy(value, option: option)
        }
    }()

    static let dataStrategy: Setting<ValidationOptions.DataStrategy> = .choice(
        "data-strategy", ["base64": .base64, "deferred": .deferredToData], default: .base64,
        help: "the decoder's dataDecodingStrategy")

    static let maximumErrors: Setting<Int> = .count("max-errors", default: ValidationOptions().maximumErrors) {
        "list at most N errors per input (default \($0)); the rest are counted"
    }

    /// `--compile`, or `--compile=auto` (only when the interpreter would approximate the type).
    static let compile: Setting<String?> = .flagOrInlineChoice(
        "compile", ["auto"],
        help:
            "decode with the app's own compiled code: build a cached helper from the declarations with swiftc (strict mode only); =auto: only when the interpreter would approximate the type, which it otherwise decides exactly without a build"
    )

    static let requireExact: Setting<Bool> = .flag(
        "require-exact",
        help:
            "fail every document whose verdict is decided by approximation (an init(from:) statement not followed, a property wrapper not interpreted); --compile decides those exactly"
    )

    static let lines: Setting<Bool> = .flag("lines", help: "read every input as JSON Lines: one document per line, blank lines skipped")

    /// Nil when not given: one job per processor.
    static let jobs: Setting<Int?> = .count(
        "jobs", help: "check up to N files, or chunks of a JSON Lines stream, at once (default: the number of processors)")

    static let failFast: Setting<Bool> = .flag("fail-fast", help: "stop at the first invalid document")

    static let quiet: Setting<Bool> = .flag("quiet", help: "print only the summary line")

    static let color: Setting<ColorChoice> = .choice(
        "color", ColorChoice.allCases, default: .auto,
        help:
            "colour the text diagnostics: auto (default) when standard error is a terminal, TERM is not dumb and NO_COLOR is empty or unset"
    )

    static let jsonStrict: Setting<Bool> = .flag(
        "json-strict", help: "treat input JSONDecoder accepts but RFC 8259 forbids (trailing commas, duplicate keys) as errors")

    static let unknownKeys: Setting<WarningPolicy.UnknownKeys> = .choice(
        "unknown-keys", ["warn": .warn, "error": .error], default: .off, help: "report JSON keys no property decodes")

    static let failOnWarnings: Setting<Bool> = .flag(
        "fail-on-warnings", help: "exit with status 1 when any warning remains (lossy recoveries included)")

    static let explainNulls: Setting<Bool> = .flag("explain-nulls", help: "say which optional properties were null and which were absent")

    static let verbose: Setting<Bool> = .flag(
        "verbose", help: "say where declarations were found, which file declares the type, and 'ok' for each valid document")

    /// `--decoder NAME`: the app's own `JSONDecoder` set-up, read from the source.
    static let decoder: Setting<String?> = .text(
        "decoder", valueName: "NAME",
        help:
            "decode with the strategies of the JSONDecoder set-up NAME in the model files (a variable or property: decoder, API.decoder; 'types --decoders' lists them); --key-strategy, --date-strategy and --data-strategy override it"
    )
    /// `--exclude GLOB ...`: inputs left out (`InputExclusion` says how a pattern matches).
    static let exclude: Setting<InputExclusion> = {
        let option = OptionSpec(
            name: "exclude", kind: .text(valueName: "GLOB"),
            help:
                "leave out inputs matching GLOB: a name anywhere (Contents.json, legacy, '*.generated.json'), or a path with / ('Fixtures/old/**'); repeatable",
            isRepeatable: true)
        return Setting(option: option) { InputExclusion($0.map(Glob.init)) }
    }()

    /// In the order help lists them.
    static let options: [OptionSpec] =
        [
            type.option, SchemaSettings.schema.option, mode.option, format.option, print.option, inputFormat.option,
            documentID.option, keyStrategy.option, dateStrategy.option, dataStrategy.option, floatStrategy.option, maximumErrors.option,
            compile.option, requireExact.option, lines.option, jobs.option, failFast.option, quiet.option, color.option, jsonStrict.option,
            unknownKeys.option, failOnWarnings.option, explainNulls.option, verbose.option, exclude.option,
        ] + SchemaSettings.conditionOptions + [decoder.option]
}
