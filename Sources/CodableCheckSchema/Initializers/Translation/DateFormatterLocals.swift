import CodableCheckCore

/// `formatter.date(from: s)` in a body, on a formatter the sources set up: a local (`let f =
/// ISO8601DateFormatter()`, then `f.formatOptions = [...]`) or a `static let` of a declared type
/// (`static let formatter = ISO8601DateFormatter()`, or `static let formatter: DateFormatter = {
/// ... }()`). With every setting known (`DateFormatterSetup.parsing`) the date is evaluated
/// (`DecodingConversion.parsedDate`), so `if let d = Self.formatter.date(from: s) { ... } else {
/// throw ... }` is decided; otherwise it stays a value the tool does not know, as before.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum DateFormatterLocals {
    typealias Failure = CustomDecodingTranslator.Failure

    /// `let f = DateFormatter()` (or a closure making one): the local's set-up is followed, and the
    /// local holds a value the tool does not know otherwise. Nil for any other declaration.
    static func formatterDeclaration(_ name: String, _ value: BodyExpression, in translator: inout CustomDecodingTranslator)
        -> DecodingStatement?
    {
        guard let setup = DateFormatterSetup.made(by: WrittenExpression.annotation(of: value).value) else { return nil }
        translator.locals.insert(name)
        translator.locals.formatters[name] = setup
        let opaque = DecodingExpression.conversion(.unknown, .literal("null"))
        translator.noteUnknowable(name, opaque)
        return .bind(name, opaque)
    }

    /// `f.dateFormat = "..."` on a formatter local: nothing to run, its set-up changes. Nil for any
    /// other assignment.
    static func formatterSetting(_ target: BodyExpression, _ value: BodyExpression, in translator: inout CustomDecodingTranslator)
        -> DecodingStatement?
    {
        guard case .member(.name(let name), let property) = target, translator.locals.formatters[name] != nil else { return nil }
        translator.locals.formatters[name]?.set(property, to: value)
        return .evaluate(.literal("null"))
    }

    /// `formatter.date(from: s)` on a formatter whose set-up the tool knows whole; nil otherwise.
    static func parsedDate(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingExpression?
    {
        guard case .call(.member(let formatter, "date"), let arguments) = expression, arguments.count == 1,
            arguments[0].label == "from", let parsing = formatterSetup(of: formatter, in: translator)?.parsing
        else { return nil }
        return .conversion(.parsedDate(parsing), try translator.translate(arguments[0].value))
    }

    /// The set-up of the formatter an expression names: a formatter local, or a `static let` of
    /// this type (`Self.f`, `f` in a static context) or of another declared type (`Stats.f`).
    static func formatterSetup(of expression: BodyExpression, in translator: CustomDecodingTranslator) -> DateFormatterSetup? {
        var owner: DeclarationNode?
        let name: String
        switch expression {
        case .name(let local) where translator.locals.formatters[local] != nil:
            return translator.locals.formatters[local]
        case .name(let property) where !translator.locals.contains(property):
            owner = translator.node
            name = property
        case .member(.name(let type), let property) where type == "Self" || type.first?.isUppercase == true:
            owner = type == "Self" ? translator.node : translator.resolver.nominal([type], from: translator.node)
            name = property
        default:
            return nil
        }
        guard let owner,
            let property = owner.staticProperties.first(where: { $0.isLet && $0.name == name }),
            let text = property.initialValue?.text, let made = WrittenExpression.parsed(text)
        else { return nil }
        return DateFormatterSetup.made(by: made)
    }
}
