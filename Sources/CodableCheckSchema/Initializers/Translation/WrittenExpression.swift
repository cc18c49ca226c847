import Foundation

/// An expression of an `init(from:)` body as it is written, with no translation state: its
/// source text for messages, the type a dotted name spells, and the expression with a
/// parameter's name replaced by the argument a call hands over (a helper inlined where it is
/// called, a `CodingKey` struct made from a literal), and what its shape alone tells: a type
/// annotation, a closure called in place, an optional chain, a sum, the case a pattern names, a
/// constant array's JSON text. A string literal's content is `InterpretedJSON.stringContent`'s,
/// the interpreter's own reading of the same JSON text.
enum WrittenExpression {
    /// An expression as source text, for messages.
    static func render(_ expression: BodyExpression) -> String {
        switch expression {
        case .name(let name): return name
        case .implicitMember(let name): return "." + name
        // `(0...999).contains(code)`: an operator's operands need their parentheses back.
        case .member(.binary(let op, let left, let right), let name): return "(" + render(.binary(op, left, right)) + ")." + name
        case .member(let base, let name): return render(base) + "." + name
        case .call(.name(DictionaryLiteral.callee), let arguments): return DictionaryLiteral.rendered(arguments, render)
        case .call(.name(TupleLiteral.callee), let arguments): return TupleLiteral.rendered(arguments, render)
        case .call(let callee, let arguments):
            let rendered = arguments.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }
            return render(callee) + "(" + rendered.joined(separator: ", ") + ")"
        case .closure(.calledClosure?): return "{ ... }"
        case .closure(let body): return body.map { "{ " + render($0) + " }" } ?? "{ ... }"
        case .calledClosure: return "{ ... }()"
        case .typeSelf(let type): return type.description + ".self"
        case .literal(DictionaryLiteral.emptyOfOtherKeys): return DictionaryLiteral.empty
        case .literal(let text): return text == "null" ? "nil" : text
        case .interpolatedString(let source): return source
        case .arrayLiteral(let elements): return "[" + elements.map(render).joined(separator: ", ") + "]"
        case .tryExpression(let kind, let covered): return kind + " " + render(covered)
        case .binary(let op, let left, let right) where op == "..." || op == "..<": return render(left) + op + render(right)
        case .binary(let op, let left, let right): return render(left) + " " + op + " " + render(right)
        case .ternary(let condition, let then, let otherwise): return render(condition) + " ? " + render(then) + " : " + render(otherwise)
        case .prefix(let op, let operand): return op + render(operand)
        case .optionalChain(let base): return render(base) + "?"
        case .forceUnwrap(let base): return render(base) + "!"
        case .subscriptAccess(let base, let arguments):
            return render(base) + "[" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }.joined(separator: ", ")
                + "]"
        case .cast(let op, let value, let type): return render(value) + " " + op + " " + type.description
        }
    }

    /// The expression with every use of the name `parameter` replaced by `value`: a literal of a
    /// `CodingKey` struct's initializer, or an argument of a helper inlined where it is called
    /// (`DecodingError` helpers). The name inside a string's interpolation (`\(parameter)`,
    /// `\(parameter.rawValue)`) becomes the value as written.
    static func substituting(_ parameter: String, with value: BodyExpression, in expression: BodyExpression) -> BodyExpression {
        expression.rewritten { part in
            switch part {
            case .name(parameter): return value
            case .interpolatedString(let source):
                return .interpolatedString(
                    WrittenDecodingError.replacingNames(inInterpolationsOf: source) { $0 == parameter ? render(value) : nil })
            // Looked into: members, calls and their arguments, `!`, prefix operators, `try`. Any
            // other expression is kept as written.
            case .member, .call, .forceUnwrap, .prefix, .tryExpression: return nil
            default: return part
            }
        }
    }

    /// `Kind.circle`, `Feature.Kind`, `Self`: the names of a dotted path that starts with a type
    /// (an upper-case name, or `Self`); nil for anything else.
    static func typePath(of expression: BodyExpression) -> [String]? {
        switch expression {
        case .name(let name) where name == "Self" || name.first?.isUppercase == true: [name]
        case .member(let base, let name): typePath(of: base).map { $0 + [name] }
        default: nil
        }
    }

    /// `e as T`, the way the reader gives `let x: T = e`: `e` and `T`; any other value unchanged.
    static func annotation(of value: BodyExpression) -> (value: BodyExpression, type: TypeReference?) {
        if case .cast("as", let inner, let type) = value { return (inner, type) }
        return (value, nil)
    }

    /// An expression written in a declaration (a property's initial value), read as a body's;
    /// nil when it is not one expression of the body grammar.
    static func parsed(_ text: String) -> BodyExpression? {
        guard case (var parser, true) = StandaloneText.parser(of: text) else { return nil }
        guard let expression = try? parser.parseBodyExpression(allowsClosure: true), parser.current.kind == .endOfFile else {
            return nil
        }
        return expression
    }

    /// `{ ... }()`, or `try { ... }()`.
    static func isCalledClosure(_ value: BodyExpression) -> Bool {
        switch value {
        case .calledClosure: true
        case .tryExpression(_, let covered): isCalledClosure(covered)
        default: false
        }
    }

    /// `+` or `{ $0 + $1 }`.
    static func isSum(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .name("+"), .closure(.binary("+", .name("$0"), .name("$1"))?): true
        default: false
        }
    }

    /// `a?.b(...)`: the arguments are evaluated only when `a` is not nil.
    static func hasOptionalChain(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .optionalChain: true
        case .member(let base, _), .call(let base, _), .forceUnwrap(let base): hasOptionalChain(base)
        default: false
        }
    }

    /// `A.B.c` as an expression.
    static func memberExpression(_ path: [String]) -> BodyExpression {
        path.dropFirst().reduce(BodyExpression.name(path[0])) { .member($0, $1) }
    }

    /// `.library`, or `CodingKeys.library` for the keys enum: the case named. `.library?`, the
    /// optional pattern (`switch container.allKeys.first { case .library?: ... case nil: ... }`),
    /// names the same case: nil is matched by `case nil`, whose value is `null`.
    static func caseName(_ pattern: BodyExpression, keysEnum: String?) -> String? {
        switch pattern {
        case .optionalChain(let wrapped): caseName(wrapped, keysEnum: keysEnum)
        case .implicitMember(let name): name
        case .member(let owner, let name) where keysEnum != nil && WrittenExpression.typePath(of: owner)?.last == keysEnum: name
        default: nil
        }
    }

    /// An array literal of constants as `JSONEncoder` writes it, or nil for anything whose text
    /// could differ: elements other than plain string literals (no escapes), integers and
    /// booleans. Why `/` is escaped: `JSONEncoder` writes it `\/`.
    static func constantArrayText(_ elements: [BodyExpression]) -> String? {
        var texts: [String] = []
        for element in elements {
            guard case .literal(let text) = element else { return nil }
            if text == "true" || text == "false" || Int(text).map(String.init) == text {
                texts.append(text)
            } else if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""),
                !text.dropFirst().dropLast().contains(where: { $0 == "\\" || $0 == "\"" || $0.isNewline })
            {
                texts.append(text.replacingOccurrences(of: "/", with: "\\/"))
            } else {
                return nil
            }
        }
        return "[" + texts.joined(separator: ",") + "]"
    }

    /// `values.contains(where: test)` with `values` the parameter: the same with the argument in
    /// its place. Only this shape is changed; `expandedListTest` rejects any other.
    static func substitutingListTest(_ parameter: String, with value: BodyExpression, in test: BodyExpression) -> BodyExpression {
        guard case .call(.member(.name(parameter), let method), let arguments) = test else { return test }
        return .call(.member(value, method), arguments)
    }

    /// `[a, b].contains(where: { $0 != nil })` as `a != nil || b != nil`, and `allSatisfy` as
    /// `&&`: the closure's one expression with `$0` replaced by each element. Nil for another
    /// shape, or a closure that reads `$1` or names no `$0`.
    static func expandedListTest(_ test: BodyExpression) -> BodyExpression? {
        guard case .call(.member(.arrayLiteral(let elements), let method), let arguments) = test, !elements.isEmpty,
            arguments.count == 1, case .closure(let body?) = arguments[0].value
        else { return nil }
        let joiner: String
        switch (method, arguments[0].label) {
        case ("contains", "where"): joiner = "||"
        case ("allSatisfy", nil): joiner = "&&"
        default: return nil
        }
        guard case .binary(let operation, .name("$0"), let other) = body, ["==", "!="].contains(operation),
            case .literal = other
        else { return nil }
        let tests = elements.map { BodyExpression.binary(operation, $0, other) }
        return tests.dropFirst().reduce(tests[0]) { .binary(joiner, $0, $1) }
    }
}
