import CodableCheckCore

/// A closure handed to a helper that cannot throw (no `try`), stop the app, read a container or
/// change state (`decodeMapped(from: decoder, values: [...]) { .unknown(type: $0) }`): its
/// parameter is bound to a value the tool does not evaluate, and calling it (`unknown(value)`)
/// gives a value the tool does not know, with no effect on whether the document decodes.
enum PureClosureArgument {
    /// What the helper's parameter holds.
    static let boundValue = DecodingExpression.conversion(.unknown, .literal("null"))

    /// `unknown(value)`, a call of one of `locals` (the parameters handed such a closure).
    static func isCall(_ expression: BodyExpression, among locals: Set<String>) -> Bool {
        guard case .call(.name(let name), _) = expression else { return false }
        return locals.contains(name)
    }

    static func isPure(_ argument: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        guard case .closure(let body?) = argument else { return false }
        let cases = Set(translator.node.declaration.members.enumCases.map(\.name))
        // `buildsOnly` admits no `try`, no trap and no call that could change state.
        return buildsOnly(body, cases: cases) && !ContainerNames.mentionsContainer(body, in: translator)
    }

    /// Whether `expression` only names, reads members of, compares and builds the decoded type's
    /// own enum cases from its values (`.unknown($0)`, `$0.isEmpty ? .none : .named($0)`): any
    /// other call (`Mode.parse($0)`, which may call `fatalError`) or arithmetic may stop the app,
    /// which the tool would then not see.
    static func buildsOnly(_ expression: BodyExpression, cases: Set<String>) -> Bool {
        switch expression {
        // An interpolation's code (`"\(parse($0))"`) is kept as text, not read: not known not to trap.
        case .name, .implicitMember, .literal, .typeSelf: true
        case .member(let base, _), .optionalChain(let base), .prefix("!", let base): buildsOnly(base, cases: cases)
        case .call(.implicitMember(let name), let arguments):
            cases.contains(name) && arguments.allSatisfy { buildsOnly($0.value, cases: cases) }
        case .binary(let operation, let left, let right):
            TrapRule.nonTrappingOperators.contains(operation) && buildsOnly(left, cases: cases) && buildsOnly(right, cases: cases)
        case .ternary(let condition, let then, let otherwise):
            buildsOnly(condition, cases: cases) && buildsOnly(then, cases: cases) && buildsOnly(otherwise, cases: cases)
        case .arrayLiteral(let elements): elements.allSatisfy { buildsOnly($0, cases: cases) }
        default: false
        }
    }

    /// `URL.init(string:)` handed to `map`/`flatMap` as a function: the closure it stands for,
    /// `{ URL(string: $0) }`, which the closure rules read (a conversion they know, or nothing).
    /// Any other argument as it is.
    static func closure(ofInitializer argument: BodyExpression) -> BodyExpression {
        guard case .call(.member(.name(let type), "init"), let labels) = argument, labels.count == 1, labels[0].value == .name("_"),
            type.first?.isUppercase == true
        else { return argument }
        return .closure(.call(.name(type), [BodyArgument(label: labels[0].label, value: .name("$0"))]))
    }
}
