/// A `for` loop over an array literal whose elements are values the body only reads: names,
/// properties (`self.audienceId`), cases (`CodingKeys.audienceId`, `.workflowId`), literals; one
/// name per element, or a tuple pattern over tuples of as many (`for (key, value) in
/// [(CodingKeys.audienceId, audienceId), (.workflowId, workflowId)] where value.isEmpty`). It
/// runs its body once per element, in order, so it is read as those runs written out: for each
/// element a `do` block of the body with each pattern name replaced by the element's value (in a
/// message's `\(key.rawValue)` too), under an `if` for the `where` clause. A case written
/// `.workflowId` is given the type the other elements at its place name (`CodingKeys`), as
/// Swift infers the element type from them all.
///
/// Only bodies where the replacement means what the loop means: none declares or binds a
/// pattern name, assigns to anything but `_` (an element may read what it sets, and the array
/// is built before the first run), or holds a closure (whose parameters may hide a name), a nested loop, a `switch`, a `do`, or a
/// statement the reader skipped (`continue`, `break`). Any other loop stays as written, and
/// the translator does not follow it.
struct LiteralLoop {
    let names: [String]
    /// Per element, its values in the pattern's order.
    let elements: [[BodyExpression]]
    let condition: BodyExpression?
    let body: [BodyStatement]

    /// Nil when the elements do not fit the pattern or are not values the body only reads.
    init?(names: [String], elements: [BodyExpression], condition: BodyExpression?, body: [BodyStatement]) {
        var values: [[BodyExpression]] = []
        for element in elements {
            let parts = names.count == 1 ? [element] : TupleLiteral.elements(of: element) ?? []
            guard parts.count == names.count, parts.allSatisfy(Self.isReadOnly) else { return nil }
            values.append(parts)
        }
        guard !values.isEmpty, Set(names).count == names.count else { return nil }
        // `.workflowId` next to `CodingKeys.audienceId`: the same type's case.
        for place in names.indices {
            let typed = values.lazy.compactMap { row -> BodyExpression? in
                guard case .member(let base, _) = row[place], WrittenExpression.typePath(of: base) != nil else { return nil }
                return base
            }.first
            guard let typed else { continue }
            for row in values.indices {
                if case .implicitMember(let name) = values[row][place] { values[row][place] = .member(typed, name) }
            }
        }
        (self.names, self.elements, self.condition, self.body) = (names, values, condition, body)
    }

    /// Names, members of them, cases, literals and `T.self`: reading one twice gives the same value.
    static func isReadOnly(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .name, .implicitMember, .literal, .typeSelf: true
        case .member(let base, _): isReadOnly(base)
        default: false
        }
    }

    /// The loop's runs, as a `do` block of one `do` block per element; nil when the body is not
    /// one the replacement keeps the meaning of.
    func unrolled(location: SourceLocation, text: String) -> BodyStatement.Kind? {
        guard BodyNames.declaredNames(in: body).isDisjoint(with: names) else { return nil }
        var runs: [BodyStatement] = []
        for row in elements {
            // `for _ in [...]` binds nothing: `_ = x` in the body stays a discard.
            let bound = zip(names, row).filter { $0.0 != "_" }
            let substitution = Substitution(values: Dictionary(uniqueKeysWithValues: bound))
            guard var run = substitution.statements(body) else { return nil }
            if let condition {
                guard let test = substitution.expression(condition) else { return nil }
                let filtered = BodyStatement.Kind.ifStatement(conditions: [.test(test)], then: run, otherwise: nil)
                run = [BodyStatement(kind: filtered, location: location, text: text)]
            }
            runs.append(BodyStatement(kind: .doCatch(body: run, catches: []), location: location, text: text))
        }
        return .doCatch(body: runs, catches: [])
    }

    /// The pattern's names replaced by one element's values.
    struct Substitution {
        let values: [String: BodyExpression]

        func statements(_ statements: [BodyStatement]) -> [BodyStatement]? {
            var result: [BodyStatement] = []
            for statement in statements {
                guard let kind = kind(of: statement.kind) else { return nil }
                result.append(BodyStatement(kind: kind, location: statement.location, text: statement.text))
            }
            return result
        }

        private func kind(of kind: BodyStatement.Kind) -> BodyStatement.Kind? {
            switch kind {
            case .declare(let name, let value):
                guard let value else { return .declare(name: name, value: nil) }
                return expression(value).map { .declare(name: name, value: $0) }
            case .assign(.name("_"), let value):
                return expression(value).map { .assign(target: .name("_"), value: $0) }
            case .assign:
                // A loop that sets a local or a property run by run (`method = .bankTransfer`
                // for the element that matches) is left as written: followed, the app's own
                // lookup over `PayoutMethod` in `checks-on-unknown-values` gave a verdict
                // JSONDecoder does not (a fault of following its result, not of the loop).
                return nil
            case .expression(let value):
                return expression(value).map { .expression($0) }
            case .throwStatement(let value):
                return expression(value).map { .throwStatement($0) }
            case .returnStatement(let value):
                guard let value else { return kind }
                return expression(value).map { .returnStatement($0) }
            case .ifStatement(let conditions, let then, let otherwise):
                guard let conditions = self.conditions(conditions), let then = statements(then) else { return nil }
                guard let otherwise else { return .ifStatement(conditions: conditions, then: then, otherwise: nil) }
                return statements(otherwise).map { .ifStatement(conditions: conditions, then: then, otherwise: $0) }
            case .guardStatement(let conditions, let otherwise):
                guard let conditions = self.conditions(conditions), let otherwise = statements(otherwise) else { return nil }
                return .guardStatement(conditions: conditions, otherwise: otherwise)
            case .whileLoop, .forLoop, .switchStatement, .doCatch, .unread, .localType, .localFunction:
                return nil
            }
        }

        private func conditions(_ conditions: [BodyCondition]) -> [BodyCondition]? {
            var result: [BodyCondition] = []
            for condition in conditions {
                switch condition {
                case .bind(let name, let value):
                    guard let value = expression(value) else { return nil }
                    result.append(.bind(name: name, value: value))
                case .test(let value):
                    guard let value = expression(value) else { return nil }
                    result.append(.test(value))
                case .enumCase:
                    // A `case` pattern binds a name of its own, and only `ResultAttempts` follows
                    // one: the loop is left as written.
                    return nil
                }
            }
            return result
        }

        /// The expression with the names replaced; nil when it holds a closure.
        func expression(_ expression: BodyExpression) -> BodyExpression? {
            var holdsClosure = false
            let replaced = expression.rewritten { part in
                switch part {
                case .name(let name): return values[name] ?? part
                case .interpolatedString(let source): return .interpolatedString(interpolation(source))
                case .closure, .calledClosure:
                    holdsClosure = true
                    return part
                default: return nil
                }
            }
            return holdsClosure ? nil : replaced
        }

        /// A string literal's source with the pattern names inside each `\(...)` replaced by the
        /// values' source text (`"'\(key.rawValue)' is empty"`).
        private func interpolation(_ source: String) -> String {
            WrittenDecodingError.replacingNames(inInterpolationsOf: source) { values[$0].map(WrittenExpression.render) }
        }
    }
}
