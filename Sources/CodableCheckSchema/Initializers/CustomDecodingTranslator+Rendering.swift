extension CustomDecodingTranslator {
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
        case .closure(let body): return body.map { "{ " + render($0) + " }" } ?? "{ ... }"
        case .calledClosure: return "{ ... }()"
        case .typeSelf(let type): return type.description + ".self"
        case .literal(emptyDictionaryOfOtherKeys): return emptyDictionaryLiteral
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
}
