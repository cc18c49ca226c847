import CodableCheckCore

/// `--date-strategy`'s words (`deferred|iso8601|seconds|milliseconds|formatted:FORMAT|custom:NAME`)
/// and the strategies they stand for; several `formatted:FORMAT` are tried in order (an app's
/// `DateFormatter` subclass that tries several formats); `custom:NAME` is the app's own function
/// (`.custom(NAME)`), read from the models.
enum DateStrategyText {
    static let names = ["deferred", "iso8601", "seconds", "milliseconds"]
    static let formattedPrefix = "formatted:"
    /// `formatted:FORMAT`, as help and messages show it.
    static let formattedForm = formattedPrefix + "FORMAT"
    static let customPrefix = "custom:"
    /// `custom:NAME`, as help and messages show it.
    static let customForm = customPrefix + "NAME"

    /// What `--date-strategy` asks for.
    enum Choice: Sendable, Equatable {
        case strategy(ValidationOptions.DateStrategy)
        /// The app's `func NAME(_ decoder: Decoder) throws -> Date` (`Owner.NAME` allowed).
        case custom(functionName: String)
    }

    /// A strategy, several `formatted:` tried in order, or one `custom:NAME`.
    static func choice(_ values: [String], option: OptionSpec) throws(CommandLineError) -> Choice {
        guard let custom = values.first(where: { $0.hasPrefix(customPrefix) }) else {
            return .strategy(try strategy(values, option: option))
        }
        guard values.count == 1 else {
            throw CommandLineError(.repeatedDateStrategyNotFormatted(option: option, formattedForm: formattedForm, names: names))
        }
        let name = String(custom.dropFirst(customPrefix.count))
        guard !name.isEmpty, name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(Self.isIdentifier) else {
            throw CommandLineError(.notADateFunctionName(custom, option: option))
        }
        return .custom(functionName: name)
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// One strategy, or several `formatted:` tried in order.
    static func strategy(_ values: [String], option: OptionSpec) throws(CommandLineError) -> ValidationOptions.DateStrategy {
        let strategies = try values.map { value throws(CommandLineError) in try strategy(value, option: option) }
        guard strategies.count > 1 else { return strategies[0] }
        var formats: [String] = []
        for strategy in strategies {
            guard case .formatted(let format) = strategy else {
                throw CommandLineError(.repeatedDateStrategyNotFormatted(option: option, formattedForm: formattedForm, names: names))
            }
            formats.append(format)
        }
        return .formattedInOrder(formats)
    }

    static func strategy(_ value: String, option: OptionSpec) throws(CommandLineError) -> ValidationOptions.DateStrategy {
        switch value {
        case "deferred": return .deferredToDate
        case "iso8601": return .iso8601
        case "seconds": return .secondsSince1970
        case "milliseconds": return .millisecondsSince1970
        default:
            guard value.hasPrefix(formattedPrefix) else {
                throw CommandLineError(
                    .unknownDateStrategy(
                        value, option: option, names: names + [formattedForm], formattedForm: customForm,
                        suggestion: Suggestion.closest(to: value, in: names)))
            }
            let format = String(value.dropFirst(formattedPrefix.count))
            guard !format.isEmpty else { throw CommandLineError(.missingDateFormat(option: option, prefix: formattedPrefix)) }
            return .formatted(format)
        }
    }

    /// The `--date-strategy` values that give `strategy`, the inverse of `strategy(_:option:)`:
    /// one word, or a `formatted:FORMAT` per format tried.
    static func values(for strategy: ValidationOptions.DateStrategy) -> [String] {
        switch strategy {
        case .deferredToDate: ["deferred"]
        case .iso8601: ["iso8601"]
        case .secondsSince1970: ["seconds"]
        case .millisecondsSince1970: ["milliseconds"]
        case .formatted(let format): [formattedPrefix + format]
        case .formattedInOrder(let formats): formats.map { formattedPrefix + $0 }
        }
    }
}
