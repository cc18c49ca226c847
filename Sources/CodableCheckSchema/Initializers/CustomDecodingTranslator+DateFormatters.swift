import CodableCheckCore

/// `formatter.date(from: s)` in a body, on a formatter the sources set up: a local (`let f =
/// ISO8601DateFormatter()`, then `f.formatOptions = [...]`) or a `static let` of a declared type
/// (`static let formatter = ISO8601DateFormatter()`, or `static let formatter: DateFormatter = {
/// ... }()`). With every setting known (`DateFormatterSetup.parsing`) the date is evaluated
/// (`DecodingConversion.parsedDate`), so `if let d = Self.formatter.date(from: s) { ... } else {
/// throw ... }` is decided; otherwise it stays a value the tool does not know, as before.
extension CustomDecodingTranslator {
    /// `let f = DateFormatter()` (or a closure making one): the local's set-up is followed, and the
    /// local holds a value the tool does not know otherwise. Nil for any other declaration.
    mutating func formatterDeclaration(_ name: String, _ value: BodyExpression) -> DecodingStatement? {
        guard let setup = DateFormatterSetup.made(by: WrittenExpression.annotation(of: value).value) else { return nil }
        locals.insert(name)
        locals.formatters[name] = setup
        let opaque = DecodingExpression.conversion(.unknown, .literal("null"))
        noteUnknowable(name, opaque)
        return .bind(name, opaque)
    }

    /// `f.dateFormat = "..."` on a formatter local: nothing to run, its set-up changes. Nil for any
    /// other assignment.
    mutating func formatterSetting(_ target: BodyExpression, _ value: BodyExpression) -> DecodingStatement? {
        guard case .member(.name(let name), let property) = target, locals.formatters[name] != nil else { return nil }
        locals.formatters[name]?.set(property, to: value)
        return .evaluate(.literal("null"))
    }

    /// `formatter.date(from: s)` on a formatter whose set-up the tool knows whole; nil otherwise.
    mutating func parsedDate(_ expression: BodyExpression) throws(Failure) -> DecodingExpression? {
        guard case .call(.member(let formatter, "date"), let arguments) = expression, arguments.count == 1,
            arguments[0].label == "from", let parsing = formatterSetup(of: formatter)?.parsing
        else { return nil }
        return .conversion(.parsedDate(parsing), try translate(arguments[0].value))
    }

    /// The set-up of the formatter an expression names: a formatter local, or a `static let` of
    /// this type (`Self.f`, `f` in a static context) or of another declared type (`Stats.f`).
    func formatterSetup(of expression: BodyExpression) -> DateFormatterSetup? {
        var owner: DeclarationNode?
        let name: String
        switch expression {
        case .name(let local) where locals.formatters[local] != nil:
            return locals.formatters[local]
        case .name(let property) where !locals.contains(property):
            owner = node
            name = property
        case .member(.name(let type), let property) where type == "Self" || type.first?.isUppercase == true:
            owner = type == "Self" ? node : resolver.nominal([type], from: node)
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
