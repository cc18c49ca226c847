/// `switch (readOnly, writeOnly) { case (false, false): ... case (true, true): throw ... }` and
/// `switch (content, schema) { case (let content?, nil): ... case (nil, nil): ... case (_, _): ... }`:
/// a switch on a tuple of locals, read as the `if`/`else if` chain it runs. Swift tries the cases
/// in order and runs the first that matches; an element pattern matches as a condition of an
/// `if` does:
///
/// - `true`, `false`, `nil`: the element `==` that value (on an optional element, `true`
///   matches `.some(true)` only, as `== true` does);
/// - `let x?` (and `.some(let x)`): the element is not nil, bound unwrapped, as `if let x = e`;
/// - `let x`: any value, bound as it is;
/// - `_`: any value.
///
/// The reader keeps `let x` inside a pattern as a call of a name no Swift source can spell,
/// `$let(x)` (as `TupleLiteral` keeps a tuple), so that the reader of expressions reads the rest.
/// Only a tuple of plain names is read so (reading one twice changes nothing); a case with
/// several patterns only when none binds a name; no other element pattern (numbers, strings,
/// enum cases: their matching is the translator's `switch` rule). Any other switch is kept as
/// written.
enum TupleSwitch {
    static let bindingCallee = "$let"

    /// `let name` in a pattern.
    static func binding(_ name: String) -> BodyExpression {
        .call(.name(bindingCallee), [BodyArgument(label: nil, value: .name(name))])
    }

    /// The `if` chain a switch on a tuple of names runs, or nil when it is not one this reads.
    static func branches(of statement: BodyStatement) -> BodyStatement? {
        guard case .switchStatement(let subject, let cases, let defaultBody) = statement.kind,
            let elements = TupleLiteral.elements(of: subject),
            elements.allSatisfy({ if case .name(let name) = $0 { name != "_" && name != "self" } else { false } })
        else { return nil }
        var chain: [BodyStatement]? = defaultBody
        for switchCase in cases.reversed() {
            guard switchCase.binding == nil, let (conditions, boundNames) = matching(switchCase.patterns, elements) else { return nil }
            let bound = boundNames.map { name, element in
                BodyStatement(kind: .declare(name: name, value: element), location: statement.location, text: statement.text)
            }
            var branch = statement
            branch.kind = .ifStatement(
                conditions: conditions.isEmpty ? [.test(.literal("true"))] : conditions, then: bound + switchCase.body,
                otherwise: conditions.isEmpty ? nil : chain)
            chain = [branch]
        }
        return chain?.first
    }

    /// The conditions of a case's patterns, and the plain bindings its body starts with.
    private static func matching(_ patterns: [BodyExpression], _ elements: [BodyExpression])
        -> (conditions: [BodyCondition], bound: [(String, BodyExpression)])?
    {
        if patterns.count == 1 { return matching(patterns[0], elements) }
        // `case (true, _), (_, true):`: one of them, when none binds a name.
        var alternatives: [BodyExpression] = []
        for pattern in patterns {
            guard let (conditions, bound) = matching(pattern, elements), bound.isEmpty else { return nil }
            var tests: [BodyExpression] = []
            for condition in conditions {
                guard case .test(let test) = condition else { return nil }
                tests.append(test)
            }
            alternatives.append(tests.dropFirst().reduce(tests.first ?? .literal("true")) { .binary("&&", $0, $1) })
        }
        guard let first = alternatives.first else { return nil }
        return ([.test(alternatives.dropFirst().reduce(first) { .binary("||", $0, $1) })], [])
    }

    private static func matching(_ pattern: BodyExpression, _ elements: [BodyExpression])
        -> (conditions: [BodyCondition], bound: [(String, BodyExpression)])?
    {
        guard let parts = TupleLiteral.elements(of: pattern), parts.count == elements.count else { return nil }
        var conditions: [BodyCondition] = []
        var bound: [(String, BodyExpression)] = []
        for (part, element) in zip(parts, elements) {
            switch part {
            case .name("_"):
                continue
            case .optionalChain(let inner):
                guard let name = boundName(inner) else { return nil }
                conditions.append(.bind(name: name, value: element))
            case .literal("true"), .literal("false"), .literal("null"):
                conditions.append(.test(.binary("==", element, part)))
            default:
                // `let x`: every value, bound in the case's body.
                guard let name = boundName(part) else { return nil }
                bound.append((name, element))
            }
        }
        return (conditions, bound)
    }

    /// `x` of `$let(x)`.
    private static func boundName(_ expression: BodyExpression) -> String? {
        guard case .call(.name(bindingCallee), let arguments) = expression, arguments.count == 1,
            case .name(let name) = arguments[0].value
        else { return nil }
        return name
    }
}
