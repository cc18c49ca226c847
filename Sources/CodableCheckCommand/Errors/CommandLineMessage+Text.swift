/// The one place command-line errors are worded.
extension CommandLineMessage {
    var text: String {
        switch self {
        case .missingCommand:
            return "missing command; see '\(Version.toolName) --help'"
        case .unknownCommand(let name, let suggestion):
            return "unknown command '\(name)'" + Self.didYouMean(suggestion)
        case .unknownToolOption(let spelled, let suggestion):
            let advice =
                suggestion.map { "; did you mean '\($0)'?" } ?? "; a command comes first, as in '\(Version.toolName) decode --help'"
            return "unknown option '\(spelled)'\(advice)"
        case .helpTakesOneSubject(let count):
            return "'help' takes one command or topic, found \(count) arguments"
        case .unknownHelpSubject(let name, let suggestion):
            return "no command or help topic '\(name)'" + Self.didYouMean(suggestion)
        case .guidePageNotFound(let topic, let fileName, let directories, let variable):
            return "cannot find the guide's page \(fileName) for '\(topic)' (looked in \(directories.joined(separator: ", "))); "
                + "set \(variable) to the folder that holds it"

        case .unknownOption(let spelled, let suggestion):
            return "unknown option '\(spelled)'" + Self.didYouMean(suggestion)
        case .flagTakesNoValue(let option):
            return "option '\(option.spelling)' does not take a value"
        case .givenMoreThanOnce(let option):
            return "option '\(option.spelling)' is given more than once"
        case .missingValue(let option):
            return "missing value for option '\(option.usageFragment)'"
        case .missingRequiredOption(let option):
            return "missing required option '\(option.usageFragment)'"
        case .unexpectedArgument(let argument, let command):
            return "unexpected argument '\(argument)' for '\(command)'"
        case .oneArgumentOnly(let argument, let command, let valueName):
            return "unexpected argument '\(argument)'; '\(command)' takes one \(valueName)"
        case .notAChoice(let value, let option, let choices, let suggestion):
            return "invalid value '\(value)' for option '\(option.spelling)': expected \(Self.alternatives(choices))"
                + Self.didYouMean(suggestion)
        case .notACount(let value, let option):
            return "invalid value '\(value)' for option '\(option.spelling)': expected a positive integer"
        case .standardInputTwice:
            return "standard input ('-') can be read only once"
        case .noDocumentInput:
            return "no input: give JSON files, '-' for standard input, or pipe a document in"
        case .noSampleInput:
            return "no input: give sample JSON files, '-' for standard input, or pipe a sample in"
        case .missingShell(let shells):
            return "missing shell: expected \(Self.alternatives(shells))"
        case .unknownShell(let value, let shells, let suggestion):
            return "invalid shell '\(value)': expected \(Self.alternatives(shells))" + Self.didYouMean(suggestion)

        case .emptyTypeExpression(let option):
            return "option '\(option.spelling)' needs a Swift type, such as 'Book' or '[Book]'"
        case .notATypeName(let value, let option):
            return "invalid value '\(value)' for option '\(option.spelling)': expected a Swift type name, such as 'Book'"
        case .notAConditionName(let value, let option):
            return "invalid value '\(value)' for option '\(option.spelling)': expected a condition name, such as 'DEBUG'"
        case .notAModuleName(let value, let option):
            return "invalid value '\(value)' for option '\(option.spelling)': expected a module name, such as 'Vapor'"
        case .notAUserInfoEntry(let value, let option):
            return "invalid value '\(value)' for option '\(option.spelling)': "
                + "expected KEY, KEY=TYPE, or KEY=true|false|NUMBER|\"TEXT\", such as 'options=RouteOptions'"
        case .unknownDateStrategy(let value, let option, let names, let formattedForm, let suggestion):
            return "invalid value '\(value)' for option '\(option.spelling)': expected \(Self.alternatives(names + [formattedForm]))"
                + Self.didYouMean(suggestion)
        case .repeatedDateStrategyNotFormatted(let option, let formattedForm, let names):
            return "'\(option.spelling)' is repeated only with '\(formattedForm)' values, which are tried in order; "
                + "give one of \(Self.alternatives(names))"
        case .missingDateFormat(let option, let prefix):
            return "missing date format after '\(prefix)' in '\(option.spelling)', as in '\(prefix)yyyy-MM-dd'"
        case .unknownFloatStrategy(let value, let option, let forms, let suggestion):
            return "invalid value '\(value)' for option '\(option.spelling)': expected \(Self.alternatives(forms))"
                + Self.didYouMean(suggestion)
        case .floatNamesNotThree(let value, let option, let example):
            return "'\(option.spelling) \(value)' needs three names separated by commas: positive infinity, "
                + "negative infinity and NaN, as in '\(example)'"
        case .notADateFunctionName(let value, let option):
            return
                "invalid value '\(value)' for option '\(option.spelling)': expected 'custom:' and a function's name, as in 'custom:FeedDecoding.flexibleDate'"
        case .dateFunctionNotFound(let name, let reason, let option):
            return "'\(option.spelling) \(DateStrategyText.customPrefix)\(name)': \(reason)"
        case .inferDateStrategy(let value, let option, let names):
            return "invalid value '\(value)' for option '\(option.spelling)': expected \(ListFormatter.alternatives(names)); "
                + "infer recognises dates only as ISO 8601 strings"
        case .compileHasNoLossyMode(let compile, let mode, let lossy):
            return "'\(compile.spelling)' decodes with the app's own init(from:), which has no lossy mode; "
                + "drop '\(mode.spelling) \(lossy)' or '\(compile.spelling)'"
        case .needsTheInterpreter(let option, let compile):
            return "'\(option.spelling)' needs the interpreter's knowledge of each property; it cannot be used with '\(compile.spelling)'"
        case .compileWithFirestore(let compile, let inputFormat, let firestore):
            return "'\(compile.spelling)' cannot be used with '\(inputFormat.spelling) \(firestore)': @DocumentID needs the interpreter"

        case .input(let error):
            return error.message
        case .sampleNotJSON(let quotedName, let reason):
            return "sample \(quotedName) is not valid JSON: \(reason)"
        case .noSamples:
            return "no samples: every input was empty"
        case .samplesNotObjects(let found, let typeExpression, let typeOption):
            let held = found.isEmpty ? "only null" : ListFormatter.conjunction(found)
            let advice = typeExpression.map { "; no declarations are needed: decode them with \(typeOption.spelling) '\($0)'" } ?? ""
            return "the samples must be JSON objects or arrays of objects to infer a Codable type; they hold \(held)\(advice)"
        case .samplesNestTooDeep(let levels):
            return "the samples nest arrays in arrays more than \(levels) levels deep at the root, deeper than the schema reader follows"
        case .sampleNotInferred(let sampleName, let kind, let path, let reason):
            return "cannot infer declarations that decode sample \(sampleName): \(kind) at \(path): \(reason)"
        case .inferredDeclarationsUnreadable(let reason):
            return "the inferred declarations cannot be read back: \(reason.text)"

        case .noSwiftFilesDiscovered(let folder, let schemaOption):
            return "no .swift files in '\(folder)'; give \(schemaOption.usageFragment)"
        case .schemaUnreadable(let path, let reason):
            return "cannot read schema '\(path)': \(reason)"
        case .schemaNotSwift(let path):
            return "schema '\(path)' is not a .swift file; give Swift model declarations"
        case .noSwiftFiles(let paths, let brokenLinks, let schemaOption):
            return
                "no .swift files in \(ListFormatter.conjunction(paths.map { "'\($0)'" }))\(brokenLinks); give \(schemaOption.usageFragment)"
        case .schemaNotRead(let reason):
            return "cannot read schema: \(reason)"
        case .unknownType(let name, let suggestion, let discoveredPaths, let schemaOption):
            if let suggestion { return "unknown type '\(name)'; did you mean '\(suggestion)'?" }
            guard let discoveredPaths else { return "unknown type '\(name)'" }
            return "unknown type '\(name)' in the declarations under \(discoveredPaths.map { "'\($0)'" }.joined(separator: ", ")); "
                + "give \(schemaOption.usageFragment) to read others"
        case .ambiguousType(let name, let locations, let schemaOption):
            return "type '\(name)' is declared more than once: \(locations.joined(separator: ", ")); "
                + "give \(schemaOption.usageFragment) to choose one"
        case .notATypeExpression(let text):
            return "'\(text)' is not a decodable Swift type expression, such as 'Book' or '[String: Book]'"
        case .typeNotDecodable(let text, let reason):
            return "cannot decode '\(text)': \(reason)"

        case .standardOutputNotWritten(let reason):
            return "cannot write to standard output: \(reason)"

        case .unknownDecoder(let name, let option, let known, let suggestion):
            if let suggestion { return "no JSONDecoder set-up named '\(name)' for \(option.spelling)\(Self.didYouMean(suggestion))" }
            guard !known.isEmpty else {
                return "no JSONDecoder set-up named '\(name)' for \(option.spelling): the files read configure none"
            }
            return
                "no JSONDecoder set-up named '\(name)' for \(option.spelling); the files read configure \(ListFormatter.conjunction(known.map { "'\($0)'" }))"
        case .ambiguousDecoder(let name, let option, let locations):
            return "\(option.spelling) '\(name)' names JSONDecoder set-ups that differ: \(locations.joined(separator: ", ")); "
                + "give the qualified name ('codable-check types --decoders' lists them)"
        case .decoderSetupNotRead(let name, let property, let value, let location, let reason, let stateWith, let decoderOption):
            let done =
                "the JSONDecoder set-up '\(name)' sets \(property) = \(value) at \(location), which codable-check does not read (\(reason))"
            guard let stateWith else {
                return done + "; no option states it, so \(decoderOption.spelling) '\(name)' cannot check documents as the app decodes them"
            }
            return done + "; state it with \(stateWith.spelling) to check with \(decoderOption.spelling) '\(name)'"
        case .projectFile(let path, let line, let column, let problem):
            return "project file \(path):\(line):\(column): \(problem)"
        case .noProjectFile(let fileName, let folder):
            return "no project file '\(fileName)' in '\(folder)' or a folder above it (the search stops at a repository's root); "
                + "write one (see the guide's 'Set up a project'), or give its path with '--project'"
        case .checkWithoutType(let path, let line, let column, let number, let todo):
            return "project file \(path):\(line):\(column): check \(number) has no type yet; "
                + "set \"type\" to the Swift type its inputs decode as" + (todo.map { " (todo: \($0))" } ?? "")
        case .projectFileExists(let name):
            return "'\(name)' already exists here; edit it, or remove it to start again"
        }
    }

    /// `; did you mean 'X'?`, or nothing.
    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// `'a', 'b' or 'c'`.
    private static func alternatives(_ words: [String]) -> String {
        ListFormatter.alternatives(words.map { "'\($0)'" })
    }
}
