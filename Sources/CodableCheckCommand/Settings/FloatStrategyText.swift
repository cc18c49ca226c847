import CodableCheckCore

/// `--float-strategy`'s words (`throw|convert-from-string:NAMES`) and the strategies they stand
/// for: `nonConformingFloatDecodingStrategy`, `.convertFromString(positiveInfinity:
/// negativeInfinity:nan:)` given its three names (NAMES) in that order, separated by commas.
enum FloatStrategyText {
    static let names = ["throw"]
    static let convertPrefix = "convert-from-string:"
    /// `convert-from-string:NAMES`, as help and messages show it (short enough for the usage line
    /// to fit 80 columns; the help line and `convertExample` spell the three names out).
    static let convertForm = convertPrefix + "NAMES"
    /// The spelling of the usual names, for messages.
    static let convertExample = convertPrefix + "Infinity,-Infinity,NaN"

    static func strategy(_ value: String, option: OptionSpec) throws(CommandLineError) -> ValidationOptions.FloatStrategy {
        if value == "throw" { return .throw }
        guard value.hasPrefix(convertPrefix) else {
            throw CommandLineError(
                .unknownFloatStrategy(
                    value, option: option, forms: names + [convertForm],
                    suggestion: Suggestion.closest(to: value, in: names + [String(convertPrefix.dropLast())])))
        }
        let parts = value.dropFirst(convertPrefix.count).split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw CommandLineError(.floatNamesNotThree(value, option: option, example: convertExample))
        }
        return .convertFromString(positiveInfinity: String(parts[0]), negativeInfinity: String(parts[1]), nan: String(parts[2]))
    }

}
