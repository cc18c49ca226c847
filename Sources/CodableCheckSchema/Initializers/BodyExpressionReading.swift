/// Expressions of an `init(from:)` body: names, members, calls with labels and trailing closures,
/// literals, `X.self`, `try`/`try?`, prefix `!`, optional chaining, `? :`, and the binary
/// operators of `BodyExpression.operatorLevels` with Swift's precedence. The grammar apart from
/// the statements around it: a closure's body is statements again, read by the conforming
/// reader (`InitializerBodyParser`).
protocol BodyExpressionReading: SwiftTokenReading {
    /// Statements up to the closing `}` (consumed), or in a `switch`, up to the next `case`.
    mutating func parseBodyStatements(inSwitch: Bool) throws(BodyReadFailure) -> [BodyStatement]
}

extension BodyExpressionReading {
    /// An expression, with a `condition ? a : b` around it (the loosest of all).
    mutating func parseBodyExpression(allowsClosure: Bool) throws(BodyReadFailure) -> BodyExpression {
        let condition = try parseBinary(level: 0, allowsClosure: allowsClosure)
        // `a ? b : c` needs the space before `?` (`a?.b` and `try?` have none).
        guard current.isPunctuation("?"), current.followsSpace else { return condition }
        advance()
        let then = try parseBodyExpression(allowsClosure: allowsClosure)
        guard current.isPunctuation(":") else { throw BodyReadFailure(token: current) }
        advance()
        return .ternary(condition, then, try parseBodyExpression(allowsClosure: allowsClosure))
    }

    mutating func parseBinary(level: Int, allowsClosure: Bool) throws(BodyReadFailure) -> BodyExpression {
        guard level < BodyExpression.operatorLevels.count else { return try parseUnary(allowsClosure: allowsClosure) }
        var left = try parseBinary(level: level + 1, allowsClosure: allowsClosure)
        if BodyExpression.operatorLevels[level] == ["??"] { left = try parseCasts(left) }
        while let (op, length) = binaryOperator(), BodyExpression.operatorLevels[level].contains(op) {
            for _ in 0..<length { advance() }
            // `??` groups to the right; the others to the left.
            let right =
                op == "??"
                ? try parseBinary(level: level, allowsClosure: allowsClosure)
                : try parseBinary(level: level + 1, allowsClosure: allowsClosure)
            left = .binary(op, left, right)
            if op == "??" { break }
        }
        return left
    }

    /// `e as? T` (and `as!`, `as`), which binds tighter than `??` and looser than `+`.
    mutating func parseCasts(_ value: BodyExpression) throws(BodyReadFailure) -> BodyExpression {
        var expression = value
        while current.kind == .identifier, !current.isEscaped, current.text == "as" {
            advance()
            var op = "as"
            if (current.isPunctuation("?") || current.isPunctuation("!")), !current.followsSpace {
                op += current.text
                advance()
            }
            guard let type = parseType() else { throw BodyReadFailure(token: current) }
            expression = .cast(op, expression, type)
        }
        return expression
    }

    /// The binary operator at `current`, if it is one the grammar knows, and how many tokens
    /// spell it.
    func binaryOperator() -> (text: String, length: Int)? {
        guard current.kind == .punctuation else { return nil }
        let next = peek()
        if next.kind == .punctuation, !next.followsSpace {
            let text = current.text + next.text
            // `0...999`, `0..<n`: a closed or half-open range.
            let third = peek(2)
            if text == "..", third.kind == .punctuation, !third.followsSpace, third.text == "." || third.text == "<" {
                return (text + third.text, 3)
            }
            if ["||", "&&", "==", "!=", "??", "<=", ">="].contains(text) { return (text, 2) }
            // `+=` and the like assign; `..<` and `->` are not expressions the grammar reads.
            if next.text == "=" || next.text == "." || next.text == ">" || next.text == "<" { return nil }
        }
        // One character: binary only with space on both sides or on neither (`a - 1`, `a-1`), as
        // Swift tells it from prefix `-x`.
        guard ["+", "-", "*", "/", "%", "<", ">"].contains(current.text), current.followsSpace == next.followsSpace else {
            return nil
        }
        return (current.text, 1)
    }

    mutating func parseUnary(allowsClosure: Bool) throws(BodyReadFailure) -> BodyExpression {
        guard bodyNestingDepth < InitializerBodyParser.maximumBodyNestingDepth else { throw BodyReadFailure(token: current) }
        bodyNestingDepth += 1
        defer { bodyNestingDepth -= 1 }
        if current.isKeyword("try") {
            advance()
            var kind = "try"
            if (current.isPunctuation("?") || current.isPunctuation("!")), !current.followsSpace {
                kind += current.text
                advance()
            }
            return .tryExpression(kind, try parseBinary(level: 0, allowsClosure: allowsClosure))
        }
        if current.isPunctuation("!") {
            advance()
            return .prefix("!", try parseUnary(allowsClosure: allowsClosure))
        }
        if current.isPunctuation("-"), peek().kind == .number, !peek().followsSpace {
            advance()
            let number = current.text.replacingOccurrences(of: "_", with: "")
            advance()
            return try parsePostfix(.literal("-" + number), allowsClosure: allowsClosure)
        }
        return try parsePostfix(try parsePrimary(allowsClosure: allowsClosure), allowsClosure: allowsClosure)
    }

    mutating func parsePrimary(allowsClosure: Bool) throws(BodyReadFailure) -> BodyExpression {
        let token = current
        switch token.kind {
        case .number:
            advance()
            return .literal(token.text.replacingOccurrences(of: "_", with: ""))
        case .string:
            advance()
            if let value = token.stringValue { return .literal(JSONText.quoted(value)) }
            return .interpolatedString(token.text)
        case .identifier where !token.isEscaped && ["true", "false"].contains(token.text):
            advance()
            return .literal(token.text)
        case .identifier where !token.isEscaped && token.text == "nil":
            advance()
            return .literal("null")
        case .identifier:
            if let type = parseTypeSelf() { return .typeSelf(type) }
            if let generic = parseGenericTypeCallee() { return .name(generic) }
            advance()
            return .name(token.text)
        case .punctuation where token.text == ".":
            advance()
            guard current.kind == .identifier else { throw BodyReadFailure(token: current) }
            let name = current.text
            advance()
            return .implicitMember(name)
        case .punctuation where token.text == "(" && peek().isPunctuation(")"):
            // `()`, the empty tuple: Void's one value, as `Void()` writes it (`self.value = value ??
            // ()` in an any-value box). Read as that call, so that one rule follows both spellings.
            advance()
            advance()
            return .call(.name("Void"), [])
        case .punctuation where token.text == "\\" && peek().isPunctuation(".") && peek(2).kind == .identifier:
            return try parseKeyPathClosure()
        case .punctuation where token.text == "(":
            advance()
            var elements = [try parseBodyExpression(allowsClosure: true)]
            // `(key.stringValue, value)`: a tuple (`TupleLiteral`); a label makes it one the reader does not keep.
            while current.isPunctuation(",") {
                advance()
                elements.append(try parseBodyExpression(allowsClosure: true))
            }
            guard current.isPunctuation(")") else { throw BodyReadFailure(token: current) }
            advance()
            return elements.count == 1 ? elements[0] : TupleLiteral.expression(elements)
        case .punctuation where token.text == "[":
            if let type = parseTypeSelf() { return .typeSelf(type) }
            if peek().isPunctuation(":"), peek(2).isPunctuation("]") {
                // `[:]`, kept as written (`DictionaryLiteral.empty`); the translator types it by the property it is assigned to.
                for _ in 0..<3 { advance() }
                return .literal(DictionaryLiteral.empty)
            }
            if let empty = parseEmptyDictionaryCall() { return empty }
            advance()
            var elements: [BodyExpression] = []
            var values: [BodyExpression] = []
            while !current.isPunctuation("]") {
                elements.append(try parseBodyExpression(allowsClosure: true))
                if current.isPunctuation(":"), values.count == elements.count - 1 {
                    // `["open": .open, ...]`: a dictionary, every element a `key: value` pair.
                    advance()
                    values.append(try parseBodyExpression(allowsClosure: true))
                }
                if current.isPunctuation(",") { advance() } else if !current.isPunctuation("]") { throw BodyReadFailure(token: current) }
            }
            advance()
            if values.isEmpty { return .arrayLiteral(elements) }
            guard values.count == elements.count else { throw BodyReadFailure(token: current) }
            return DictionaryLiteral.expression(keys: elements, values: values)
        case .punctuation where token.text == "{" && allowsClosure:
            return parseClosure()
        default:
            throw BodyReadFailure(token: token)
        }
    }

    /// `\.value.id` passed as a function (`list.map(\.value)`): read as the closure it stands for,
    /// `{ $0.value.id }`, so that closures' rules follow both spellings. Only a chain of plain
    /// member names with no root type (not `\.self`, `\.a?.b`, `\.a[0]`); anything else is not read.
    mutating func parseKeyPathClosure() throws(BodyReadFailure) -> BodyExpression {
        advance()
        var path = BodyExpression.name("$0")
        while current.isPunctuation("."), !current.followsSpace, peek().kind == .identifier, !peek().followsSpace {
            guard peek().text != "self" else { throw BodyReadFailure(token: peek()) }
            advance()
            path = .member(path, current.text)
            advance()
        }
        if ["?", "!", "["].contains(where: current.isPunctuation), !current.followsSpace {
            throw BodyReadFailure(token: current)
        }
        return .closure(path)
    }

    /// `[String: Tag]()`: the empty dictionary `[:]` writes, kept as that literal (with other keys
    /// than `String` and `Int`, as the one `JSONEncoder` may write as a list of pairs, whose value
    /// the tool does not know); nil (and nothing consumed) for anything else.
    mutating func parseEmptyDictionaryCall() -> BodyExpression? {
        let start = index
        guard let type = parseType(), case .dictionary(let key, _) = type, current.isPunctuation("("), !current.followsSpace,
            peek().isPunctuation(")")
        else {
            index = start
            return nil
        }
        advance()
        advance()
        return EmptyCollectionAliases.emptyDictionary(keyedBy: key)
    }

    /// `Array<Step>` in `Array<Step>()`: the type as written, with its arguments, as the name
    /// called; nil (and nothing consumed) for anything else.
    mutating func parseGenericTypeCallee() -> String? {
        let start = index
        if let type = parseType(), case .named(let components) = type, components.last?.arguments.isEmpty == false,
            current.isPunctuation("("), !current.followsSpace
        {
            return type.description
        }
        index = start
        return nil
    }

    /// `Double.self`, `[String: Tag].self`, `T?.self`: the type, with `.self` consumed; nil (and
    /// nothing consumed) for anything else.
    mutating func parseTypeSelf() -> TypeReference? {
        let start = index
        if let type = parseType() {
            if case .named(var components) = type, components.count > 1, components.last?.name == "self",
                components.last?.arguments.isEmpty == true
            {
                components.removeLast()
                return .named(components)
            }
            if current.isPunctuation("."), peek().isKeyword("self") {
                advance()
                advance()
                return type
            }
        }
        index = start
        return nil
    }

    mutating func parsePostfix(_ base: BodyExpression, allowsClosure: Bool) throws(BodyReadFailure) -> BodyExpression {
        var expression = base
        while true {
            if current.isPunctuation("."), peek().kind == .identifier {
                advance()
                expression = .member(expression, current.text)
                advance()
            } else if current.isPunctuation("("), !current.followsSpace {
                expression = .call(expression, try parseArguments())
            } else if current.isPunctuation("{"), allowsClosure, !current.startsLine {
                let closure = parseClosure()
                if case .call(let callee, var arguments) = expression {
                    arguments.append(BodyArgument(label: nil, value: closure))
                    expression = .call(callee, arguments)
                } else {
                    expression = .call(expression, [BodyArgument(label: nil, value: closure)])
                }
            } else if current.isPunctuation("?"), !current.followsSpace, peek().isPunctuation("."), !peek().followsSpace {
                advance()
                expression = .optionalChain(expression)
            } else if current.isPunctuation("!"), !current.followsSpace, !peek().isPunctuation("=") {
                advance()
                expression = .forceUnwrap(expression)
            } else if current.isPunctuation("["), !current.followsSpace {
                expression = .subscriptAccess(expression, try parseArguments(closing: "]"))
            } else {
                return expression
            }
        }
    }

    /// `{ expression }` read as that expression; `{ statements }()`, a closure called where it
    /// is written, read as its statements; any other closure is skipped whole. At the `{`.
    mutating func parseClosure() -> BodyExpression {
        let start = index
        advance()
        if let expression = try? parseBodyExpression(allowsClosure: true), current.isPunctuation("}") {
            advance()
            return .closure(expression)
        }
        index = start
        if let statements = parseCalledClosure() { return .calledClosure(statements) }
        index = start
        if let expression = parseReturningClosure() { return .closure(expression) }
        index = start
        skipBalanced()
        return .closure(nil)
    }

    /// `{ key -> (String, Value?) in let item = try c.decode(Value.self, forKey: key); return
    /// (key.stringValue, item.value) }` (swift-openapi-runtime's containers): a closure whose
    /// statements bind locals, each used once, then return one value, read as the one expression
    /// it returns (`ClosureInlining`), its parameters (`key`, `key, entry`, `(key, entry)`) named
    /// `$0`, `$1` as in `{ $0 }`. At the `{`; nil for any other closure.
    mutating func parseReturningClosure() -> BodyExpression? {
        advance()
        var parameters: [String] = []
        let afterBrace = index
        let parenthesized = current.isPunctuation("(")
        if parenthesized { advance() }
        while current.kind == .identifier, !current.isEscaped, !current.isKeyword("in") {
            parameters.append(current.text)
            advance()
            guard current.isPunctuation(","), peek().kind == .identifier else { break }
            advance()
        }
        if parenthesized, !current.isPunctuation(")") { parameters = [] }
        if parenthesized, !parameters.isEmpty { advance() }
        if !parameters.isEmpty, current.isPunctuation("-"), peek().isPunctuation(">") {
            advance()
            advance()
            if parseType() == nil { return nil }
        }
        if !parameters.isEmpty, current.isKeyword("in") {
            advance()
        } else {
            parameters = []
            index = afterBrace
        }
        guard let statements = try? parseBodyStatements(inSwitch: false) else { return nil }
        return ClosureInlining.returnedExpression(of: statements, parameters: parameters)
            ?? ElementClosures.kept(statements, parameters: parameters)
    }

    /// The statements of a closure with no parameters called in place (`{ ... }()`, the call's
    /// `()` consumed), at the `{`; nil for any other closure (one with parameters or a capture
    /// list: `in` before its first line ends), or when a statement is outside the grammar the
    /// reader keeps whole (the closure is then skipped as before).
    mutating func parseCalledClosure() -> [BodyStatement]? {
        let open = index
        skipBalanced()
        guard current.isPunctuation("("), !current.followsSpace, peek().isPunctuation(")") else { return nil }
        index = open
        advance()
        var scan = index
        while scan < tokens.count, !tokens[scan].startsLine || scan == index, !tokens[scan].isPunctuation("}") {
            if tokens[scan].isKeyword("in") { return nil }
            scan += 1
        }
        guard let statements = try? parseBodyStatements(inSwitch: false), current.isPunctuation("("), peek().isPunctuation(")") else {
            return nil
        }
        advance()
        advance()
        return statements
    }

    /// `(label: value, value)`, at the `(`.
    mutating func parseArguments(closing: String = ")") throws(BodyReadFailure) -> [BodyArgument] {
        advance()
        var arguments: [BodyArgument] = []
        while !current.isPunctuation(closing) {
            var label: String?
            if current.kind == .identifier, peek().isPunctuation(":") {
                label = current.text
                advance()
                advance()
                // `URL.init(string:)`: a function named by its labels; the argument is a hole.
                if current.isPunctuation(closing) || current.kind == .identifier && peek().isPunctuation(":") {
                    arguments.append(BodyArgument(label: label, value: .name("_")))
                    continue
                }
            }
            if current.kind == .punctuation, ["+", "*"].contains(current.text), peek().isPunctuation(closing) || peek().isPunctuation(",") {
                // `reduce(0, +)`: an operator passed as a function.
                arguments.append(BodyArgument(label: label, value: .name(current.text)))
                advance()
            } else {
                arguments.append(BodyArgument(label: label, value: try parseBodyExpression(allowsClosure: true)))
            }
            if current.isPunctuation(",") {
                advance()
            } else if !current.isPunctuation(closing) {
                throw BodyReadFailure(token: current)
            }
        }
        advance()
        return arguments
    }
}
