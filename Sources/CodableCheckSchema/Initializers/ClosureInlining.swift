/// A closure of statements read as the one expression it returns, so that the rules for
/// `{ expression }` closures serve it: `let item = try c.decode(V.self, forKey: key); return
/// (key.stringValue, item.value)` is `(key.stringValue, (try c.decode(V.self, forKey: key)).value)`.
/// Only locals bound with `let` and used exactly once in what follows are inlined: the value
/// is then computed once, in the same order, as the closure computes it. The parameters are
/// renamed `$0`, `$1`, ... in order (`{ key, entry in ... }` over a dictionary's pairs).
enum ClosureInlining {
    /// The expression the statements return; nil for any other shape (a statement that is not a
    /// `let` binding, a local used twice or not at all, a `return` before the end).
    static func returnedExpression(of statements: [BodyStatement], parameters: [String]) -> BodyExpression? {
        guard let last = statements.last else { return nil }
        var returned: BodyExpression
        switch last.kind {
        case .returnStatement(let value?): returned = value
        // Only a closure of one expression returns it without `return`.
        case .expression(let value) where statements.count == 1: returned = value
        default: return nil
        }
        for statement in statements.dropLast().reversed() {
            guard case .declare(let name, let value?) = statement.kind, statement.text.hasPrefix("let "),
                occurrences(of: name, in: returned) == 1
            else { return nil }
            returned = WrittenExpression.substituting(name, with: value, in: returned)
        }
        // `$0`, `$1` are the parameters' only spellings after this: a closure naming both is not read.
        guard parameters.indices.allSatisfy({ occurrences(of: "$\($0)", in: returned) == 0 }) else { return nil }
        for (position, parameter) in parameters.enumerated() {
            returned = WrittenExpression.substituting(parameter, with: .name("$\(position)"), in: returned)
        }
        return returned
    }

    /// How many times `name` is used in `expression`, counted through the shapes
    /// `WrittenExpression.substituting` replaces in; nil when it is used inside another
    /// shape (where it would not be replaced).
    static func occurrences(of name: String, in expression: BodyExpression) -> Int? {
        switch expression {
        case .name(let other): return other == name ? 1 : 0
        case .member(let base, _), .forceUnwrap(let base), .tryExpression(_, let base), .prefix(_, let base):
            return occurrences(of: name, in: base)
        case .call(let callee, let arguments):
            var count = occurrences(of: name, in: callee)
            for argument in arguments {
                guard let inArgument = occurrences(of: name, in: argument.value), let sum = count.map({ $0 + inArgument }) else {
                    return nil
                }
                count = sum
            }
            return count
        case .implicitMember, .literal, .typeSelf: return 0
        case .interpolatedString(let source): return source.contains("\\(\(name)") ? nil : 0
        default:
            return BodyNames.names(in: expression).contains(name) ? nil : 0
        }
    }
}
