import CodableCheckCore
import Foundation

/// A `DateFormatter` or `ISO8601DateFormatter` as the sources set it up, one property at a time
/// (`let f = DateFormatter()`, `f.dateFormat = "yyyy-MM-dd"`, `f.locale = Locale(identifier:
/// "en_US_POSIX")`, ...), in a body or in the closure a `static let` runs. What it parses is
/// `DateParsing`, when every setting is a value the tool knows and nothing is left to the device.
struct DateFormatterSetup: Equatable {
    enum Kind: Equatable {
        case iso8601, pattern
    }

    var kind: Kind
    var options = DateParsing.defaultISO8601Options
    var dateFormat: String?
    var locale: String?
    var timeZone: String?
    var isLenient = false
    /// A setting the tool does not evaluate (`f.calendar = ...`, a format held in a variable).
    var unknownSetting: String?

    /// The formatter `expression` makes: `DateFormatter()`, `ISO8601DateFormatter()`; nil for
    /// anything else.
    init?(creating expression: BodyExpression) {
        guard case .call(let callee, let arguments) = expression, arguments.isEmpty else { return nil }
        switch callee {
        case .name("DateFormatter"), .member(.name("DateFormatter"), "init"): kind = .pattern
        case .name("ISO8601DateFormatter"), .member(.name("ISO8601DateFormatter"), "init"): kind = .iso8601
        default: return nil
        }
    }

    /// What `date(from:)` does with this set-up; nil while it depends on what the tool does not
    /// know (a `DateFormatter` needs its format, locale and time zone stated: left out, they are
    /// the device's).
    var parsing: DateParsing? {
        guard unknownSetting == nil else { return nil }
        switch kind {
        case .iso8601:
            return .iso8601(options: options, timeZone: timeZone ?? "GMT")
        case .pattern:
            guard let dateFormat, let locale, let timeZone else { return nil }
            return .pattern(dateFormat, locale: locale, timeZone: timeZone, isLenient: isLenient)
        }
    }

    /// The setup `expression` makes: `DateFormatter()`, or a closure called in place that makes
    /// one, sets it up and returns it (a `static let` formatter); nil for anything else.
    static func made(by expression: BodyExpression) -> DateFormatterSetup? {
        if let setup = DateFormatterSetup(creating: expression) { return setup }
        guard case .calledClosure(let statements) = expression, let first = statements.first,
            case .declare(let name, let value?) = first.kind,
            var setup = DateFormatterSetup(creating: WrittenExpression.annotation(of: value).value),
            let last = statements.last, case .returnStatement(.name(name)?) = last.kind
        else { return nil }
        for statement in statements.dropFirst().dropLast() {
            guard case .assign(.member(.name(name), let property), let value) = statement.kind else { return nil }
            setup.set(property, to: value)
        }
        return setup
    }

    /// `f.property = value`.
    mutating func set(_ property: String, to value: BodyExpression) {
        let known: Bool
        switch (property, kind) {
        case ("dateFormat", .pattern):
            dateFormat = Self.string(value)
            known = dateFormat != nil
        case ("locale", _):
            locale = Self.initializerArgument(value, type: "Locale", label: "identifier").flatMap(Self.string)
            known = locale != nil
        case ("timeZone", _):
            timeZone = Self.timeZoneIdentifier(value)
            known = timeZone != nil
        case ("isLenient", .pattern):
            guard case .literal(let text) = value, text == "true" || text == "false" else {
                known = false
                break
            }
            isLenient = text == "true"
            known = true
        case ("formatOptions", .iso8601):
            guard let options = Self.iso8601Options(value) else {
                known = false
                break
            }
            self.options = options
            known = true
        default:
            known = false
        }
        if !known, unknownSetting == nil { unknownSetting = property }
    }

    /// A string literal's content.
    private static func string(_ expression: BodyExpression) -> String? {
        guard case .literal(let text) = expression, text.hasPrefix("\"") else { return nil }
        return try? JSONDecoder().decode(String.self, from: Data(text.utf8))
    }

    /// `T(label: x)`, `T.init(label: x)`, `.init(label: x)`, also force-unwrapped: `x`.
    private static func initializerArgument(_ expression: BodyExpression, type: String, label: String) -> BodyExpression? {
        var call = expression
        if case .forceUnwrap(let inner) = call { call = inner }
        guard case .call(let callee, let arguments) = call, arguments.count == 1, arguments[0].label == label else { return nil }
        switch callee {
        case .name(type), .member(.name(type), "init"), .implicitMember("init"): return arguments[0].value
        default: return nil
        }
    }

    /// The identifier of the time zone an expression makes, as Foundation makes it here
    /// (`TimeZone(secondsFromGMT: 0)` is `GMT`); nil for one it does not make or the tool does not
    /// evaluate.
    private static func timeZoneIdentifier(_ expression: BodyExpression) -> String? {
        switch expression {
        case .implicitMember("gmt"), .member(.name("TimeZone"), "gmt"):
            return TimeZone(secondsFromGMT: 0)?.identifier
        default:
            break
        }
        if let name = initializerArgument(expression, type: "TimeZone", label: "identifier").flatMap(string) {
            return TimeZone(identifier: name)?.identifier
        }
        if let name = initializerArgument(expression, type: "TimeZone", label: "abbreviation").flatMap(string) {
            return TimeZone(abbreviation: name)?.identifier
        }
        if case .literal(let text)? = initializerArgument(expression, type: "TimeZone", label: "secondsFromGMT"), let seconds = Int(text) {
            return TimeZone(secondsFromGMT: seconds)?.identifier
        }
        return nil
    }

    /// `[.withFullDate, .withDashSeparatorInDate]` or one option: their raw value.
    private static func iso8601Options(_ expression: BodyExpression) -> UInt? {
        let elements: [BodyExpression]
        switch expression {
        case .arrayLiteral(let list): elements = list
        case .implicitMember: elements = [expression]
        default: return nil
        }
        var options: ISO8601DateFormatter.Options = []
        for element in elements {
            guard case .implicitMember(let name) = element, let option = iso8601OptionNames[name] else { return nil }
            options.insert(option)
        }
        return options.rawValue
    }

    private static let iso8601OptionNames: [String: ISO8601DateFormatter.Options] = [
        "withYear": .withYear, "withMonth": .withMonth, "withWeekOfYear": .withWeekOfYear, "withDay": .withDay,
        "withTime": .withTime, "withTimeZone": .withTimeZone, "withSpaceBetweenDateAndTime": .withSpaceBetweenDateAndTime,
        "withDashSeparatorInDate": .withDashSeparatorInDate, "withColonSeparatorInTime": .withColonSeparatorInTime,
        "withColonSeparatorInTimeZone": .withColonSeparatorInTimeZone, "withFractionalSeconds": .withFractionalSeconds,
        "withFullDate": .withFullDate, "withFullTime": .withFullTime, "withInternetDateTime": .withInternetDateTime,
    ]
}
