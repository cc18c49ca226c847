import CodableCheckCore

/// `--date-strategy`'s words (`deferred|iso8601|seconds|milliseconds|formatted:FORMAT`) and the
/// strategies they stand for; several `formatted:FORMAT` are tried in order (an app's
/// `DateFormatter` subclass that tries several formats).
enum DateStrategyText {
    static let names = ["deferred", "iso8601", "seconds", "milliseconds"]
    static let formattedPrefix = "formatted:"
    /// `formatted:FORMAT`, as help and messages show it.
    static let formattedForm = formattedPrefix + "FORMAT"

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
                        value, option: option, names: names, formattedForm: formattedForm,
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
