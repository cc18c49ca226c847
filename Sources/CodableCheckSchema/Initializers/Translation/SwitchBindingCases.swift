import CodableCheckCore

/// `switch try single.decode(String.self) { case "user": ... case let other: ... }`: the last
/// case binds whatever value the others did not match. Swift evaluates the subject once, so the
/// body is read as `let $switchN = subject` followed by a `switch $switchN` whose `default` starts
/// with `let other = $switchN`: one read, as the app makes it (a second read of an unkeyed
/// container would take the next element).
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum SwitchBindingCases {
    /// The statements, with every `switch` that has a `case let name:` rewritten as above (the
    /// cases after it, and a `default`, are never reached and are dropped, as Swift warns).
    static func expandingBindingCases(_ statements: [BodyStatement], in translator: inout CustomDecodingTranslator) -> [BodyStatement] {
        var result: [BodyStatement] = []
        for statement in statements {
            guard case .switchStatement(let subject, let cases, _) = statement.kind,
                let bindingIndex = cases.firstIndex(where: { $0.binding != nil }), let binding = cases[bindingIndex].binding
            else {
                result.append(statement)
                continue
            }
            let held = "$switch\(translator.chainCount)"
            translator.chainCount += 1
            var declaration = statement
            declaration.kind = .declare(name: held, value: subject)
            var bound = statement
            bound.kind = .declare(name: binding, value: .name(held))
            var choice = statement
            choice.kind = .switchStatement(
                subject: .name(held), cases: Array(cases[..<bindingIndex]), defaultBody: [bound] + cases[bindingIndex].body)
            result += [declaration, choice]
        }
        return result
    }
}
