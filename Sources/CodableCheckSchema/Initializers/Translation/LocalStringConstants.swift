import CodableCheckCore

/// `let prefix = "plugin:"`, then `raw.hasPrefix(prefix)` and `raw.dropFirst(prefix.count)`
/// (XcodeProj's package product names): a `let` local made from a string literal stands for
/// that literal where a `String` method the interpreter evaluates takes its argument
/// (`StringOperation.member`), and its `count` for the number of characters it has, counted as
/// Swift counts them (the same standard library). A `var` is left as written: a loop may set it
/// again after the call.
enum LocalStringConstants {
    /// The arguments with each such local, or its `count`, written as the literal it stands for.
    static func substituted(_ arguments: [BodyArgument], in locals: BodyLocals) -> [BodyArgument] {
        arguments.map { argument in
            var written = argument
            written.value = substituted(argument.value, in: locals)
            return written
        }
    }

    private static func substituted(_ value: BodyExpression, in locals: BodyLocals) -> BodyExpression {
        switch value {
        case .name(let local):
            return constant(local, in: locals).map(BodyExpression.literal) ?? value
        case .member(.name(let local), "count"):
            guard let literal = constant(local, in: locals), let text = InterpretedJSON.stringContent(literal) else { return value }
            return .literal(String(text.count))
        default:
            return value
        }
    }

    /// The literal (as written, quotes included) a `let` string constant was made from.
    private static func constant(_ local: String, in locals: BodyLocals) -> String? {
        guard locals.stringConstants.contains(local), case .literal(let literal)? = locals.messages[local] else { return nil }
        return literal
    }
}
