import Foundation

/// Reads the body of an `init(from:)` into statements (`BodyStatement`), for the straight-line
/// decoding code the tool interprets: declarations, assignments, `if`/`guard`/`while`/`switch`,
/// `do`/`catch`, `throw`, `return`, and expressions made of names, members, calls, literals,
/// `try`, `? :`, `!` and the binary operators of `BodyExpression.operatorLevels`. A statement
/// outside that grammar is skipped whole and kept as `BodyStatement.Kind.unread`, with the names
/// its tokens show it may set; only a body that does not close is not read at all
/// (`DecodingInitializer.Body.unreadable`).
extension InitializerBodyParser {
    /// Reads the signature's rest and the body, with `current` after `init`'s parameter list
    /// begins; always consumes the body (balanced), whatever it holds.
    mutating func parseDecodingInitializer(at keyword: SwiftToken, decoderName: String) -> DecodingInitializer {
        while current.kind != .endOfFile, !current.isPunctuation("{") {
            if current.isPunctuation("}") || current.startsLine && isDeclarationStart(current) && current.offset != keyword.offset {
                return DecodingInitializer(location: location(of: keyword), decoderName: decoderName, body: .statements([]))
            }
            if current.isPunctuation("(") || current.isPunctuation("[") { skipBalanced() } else { advance() }
        }
        let start = index
        do throws(BodyReadFailure) {
            advance()
            let statements = try parseBodyStatements(inSwitch: false)
            return DecodingInitializer(location: location(of: keyword), decoderName: decoderName, body: .statements(statements))
        } catch {
            let statement = error.statement ?? error.token
            index = start
            if current.isPunctuation("{") { skipBalanced() }
            return DecodingInitializer(
                location: location(of: keyword), decoderName: decoderName,
                body: .unreadable(statement: firstLine(from: statement), location: location(of: statement)))
        }
    }

    /// The source text from a token to the end of its line, trimmed and shortened.
    func firstLine(from token: SwiftToken) -> String {
        var end = min(token.offset, source.count)
        while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
        let text = String(decoding: source[min(token.offset, source.count)..<end], as: UTF8.self)
        return Self.shortened(text.trimmingCharacters(in: .whitespaces))
    }

    /// Messages quote a statement up to this many characters, then `…`.
    static let maximumQuotedStatementLength = 120

    static func shortened(_ text: String) -> String {
        text.count <= maximumQuotedStatementLength ? text : String(text.prefix(maximumQuotedStatementLength)) + "…"
    }

    /// A statement's text for messages: all of it when it fits on its first line, else that line.
    func statementText(from start: SwiftToken, through last: SwiftToken) -> String {
        let text = sourceText(from: start, through: last)
        guard !text.isEmpty, !text.utf8.contains(UInt8(ascii: "\n")) else { return firstLine(from: start) }
        return Self.shortened(text)
    }

    // MARK: Statements

    /// Statements up to the closing `}` (consumed), or in a `switch`, up to the next `case` or
    /// `default` (not consumed).
    mutating func parseBodyStatements(inSwitch: Bool) throws(BodyReadFailure) -> [BodyStatement] {
        var statements: [BodyStatement] = []
        while true {
            if current.kind == .endOfFile { throw BodyReadFailure(token: current) }
            if current.isPunctuation("}") {
                if !inSwitch { advance() }
                return statements
            }
            if inSwitch, current.isKeyword("case") || current.isKeyword("default") { return statements }
            if current.isPunctuation(";") {
                advance()
                continue
            }
            let start = index
            do throws(BodyReadFailure) {
                statements.append(try parseBodyStatement())
            } catch {
                // A body that does not close cannot be read at all; any other statement is
                // skipped whole, and the rest of the body is still read.
                if error.token.kind == .endOfFile { throw error }
                index = start
                statements.append(skipUnreadStatement())
            }
        }
    }

    mutating func parseBodyStatement() throws(BodyReadFailure) -> BodyStatement {
        let start = current
        guard bodyNestingDepth < InitializerBodyParser.maximumBodyNestingDepth else { throw BodyReadFailure(token: current) }
        bodyNestingDepth += 1
        defer { bodyNestingDepth -= 1 }
        do throws(BodyReadFailure) {
            let kind = try parseBodyStatementKind()
            guard current.startsLine || current.isPunctuation(";") || current.isPunctuation("}") || current.kind == .endOfFile else {
                throw BodyReadFailure(token: current)
            }
            let statement = BodyStatement(
                kind: kind, location: location(of: start), text: statementText(from: start, through: tokens[max(0, index - 1)]))
            return TupleSwitch.branches(of: statement) ?? statement
        } catch {
            throw BodyReadFailure(token: error.token, statement: error.statement ?? start)
        }
    }

    mutating func parseBodyStatementKind() throws(BodyReadFailure) -> BodyStatement.Kind {
        let keyword = current.isEscaped ? "" : current.kind == .identifier ? current.text : ""
        switch keyword {
        case "let", "var":
            let isVariable = keyword == "var"
            let name = try parseBoundName()
            let annotation = try parseTypeAnnotation()
            guard current.isPunctuation("=") else { return .declare(name: name, value: Self.implicitNil(isVariable, annotation)) }
            advance()
            return .declare(name: name, value: Self.annotated(try parseAssignedValue(), as: annotation))
        case "if":
            advance()
            let conditions = try parseConditions()
            let then = try parseBlock()
            guard current.isKeyword("else") else { return .ifStatement(conditions: conditions, then: then, otherwise: nil) }
            advance()
            if current.isKeyword("if") { return .ifStatement(conditions: conditions, then: then, otherwise: [try parseBodyStatement()]) }
            return .ifStatement(conditions: conditions, then: then, otherwise: try parseBlock())
        case "guard":
            advance()
            let conditions = try parseConditions()
            guard current.isKeyword("else") else { throw BodyReadFailure(token: current) }
            advance()
            return .guardStatement(conditions: conditions, otherwise: try parseBlock())
        case "for":
            if let unrolled = LiteralLoop.parse(&self) { return unrolled }
            advance()
            guard current.kind == .identifier, !current.isEscaped, peek().isKeyword("in") else { throw BodyReadFailure(token: current) }
            let name = current.text
            advance()
            advance()
            let sequence = try parseBodyExpression(allowsClosure: false)
            return .forLoop(name: name, sequence: sequence, body: try parseBlock())
        case "while":
            advance()
            let condition = try parseBodyExpression(allowsClosure: false)
            return .whileLoop(condition: condition, body: try parseBlock())
        case "switch":
            advance()
            let subject = try parseBodyExpression(allowsClosure: false)
            return try parseSwitchBody(subject)
        case "throw":
            advance()
            return .throwStatement(try parseBodyExpression(allowsClosure: true))
        case "return":
            advance()
            guard current.startsLine || current.isPunctuation("}") || current.isPunctuation(";") else {
                return .returnStatement(try parseBodyExpression(allowsClosure: true))
            }
            return .returnStatement(nil)
        case "do":
            advance()
            let body = try parseBlock()
            var catches: [BodyCatch] = []
            while current.isKeyword("catch") {
                advance()
                catches.append(try parseCatchClause())
            }
            return .doCatch(body: body, catches: catches)
        case "struct", "class", "enum":
            // A type local to the body: read as any type declaration is (its own `init(from:)`,
            // `CodingKeys` and properties).
            guard let declaration = parseLocalType() else {
                throw BodyReadFailure(token: current)
            }
            return .localType(declaration)
        case "func":
            // A function local to the body, called like a helper of the type
            // (`CustomDecodingTranslator+LocalFunctions`). One outside the signatures the reader
            // knows is skipped whole: its `return` leaves the function, not the body.
            let keyword = current
            guard let function = parseFunction(isStatic: false) else {
                throw BodyReadFailure(token: keyword, statement: keyword)
            }
            return .localFunction(function)
        case "defer", "repeat", "await", "catch", "fallthrough", "break", "continue":
            throw BodyReadFailure(token: current)
        default:
            if let loop = parseForEachLoop() ?? parseReduceLoop() { return loop }
            let expression = try parseBodyExpression(allowsClosure: true)
            if current.isPunctuation("="), !peek().isPunctuation("=") {
                advance()
                return .assign(target: expression, value: try parseAssignedValue())
            }
            return .expression(expression)
        }
    }

    /// The rest of a `catch` clause, after `catch`: its pattern (or binding) and its block.
    mutating func parseCatchClause() throws(BodyReadFailure) -> BodyCatch {
        if current.isPunctuation("{") { return BodyCatch(pattern: nil, errorName: "error", body: try parseBlock()) }
        if current.isKeyword("let") || current.isKeyword("var"), peek().kind == .identifier, peek(2).isPunctuation("{") {
            advance()
            let name = current.text
            advance()
            return BodyCatch(pattern: nil, errorName: name, body: try parseBlock())
        }
        if let name = parenthesizedCatchBinding() { return BodyCatch(pattern: nil, errorName: name, body: try parseBlock()) }
        let patternStart = current
        var last = current
        while current.kind != .endOfFile, !current.isPunctuation("{") {
            last = current
            if current.isPunctuation("(") || current.isPunctuation("[") { last = skipBalanced() } else { advance() }
        }
        return BodyCatch(pattern: sourceText(from: patternStart, through: last), errorName: nil, body: try parseBlock())
    }

    mutating func parseBlock() throws(BodyReadFailure) -> [BodyStatement] {
        guard current.isPunctuation("{") else { throw BodyReadFailure(token: current) }
        advance()
        return try parseBodyStatements(inSwitch: false)
    }

    /// The name after `let` or `var` (the current token), which `let x`, `if let x` and
    /// `guard var x` all read the same way.
    mutating func parseBoundName() throws(BodyReadFailure) -> String {
        advance()
        guard current.kind == .identifier else { throw BodyReadFailure(token: current) }
        let name = current.text
        advance()
        return name
    }

    /// `: T` after a bound name (`let raw: String = ...`, `if let raw: String = ...`), if any.
    mutating func parseTypeAnnotation() throws(BodyReadFailure) -> TypeReference? {
        guard current.isPunctuation(":") else { return nil }
        advance()
        guard let type = parseType() else { throw BodyReadFailure(token: current) }
        return type
    }

    /// `let port: Int = e` read as `let port = e as Int`, which is what it means to Swift: the
    /// annotation is the type the value's context asks for, and a generic helper that only its
    /// result names (`func decode<T>(key: Key) throws -> T`) takes its `T` from it. The
    /// translator takes the annotation off again where it binds the name.
    static func annotated(_ value: BodyExpression, as annotation: TypeReference?) -> BodyExpression {
        annotation.map { .cast("as", value, $0) } ?? value
    }

    /// `var previous: Frame?` with no value starts as nil, as Swift gives it, and keeps its type
    /// for what the body reads of it later (`previous?.end`); nil (no value) for anything else.
    static func implicitNil(_ isVariable: Bool, _ annotation: TypeReference?) -> BodyExpression? {
        switch annotation {
        case .optional?, .implicitlyUnwrappedOptional?: isVariable ? annotated(.literal("null"), as: annotation) : nil
        default: nil
        }
    }

    /// `let x = e, e2, var y = e3`, up to `{` or `else`.
    mutating func parseConditions() throws(BodyReadFailure) -> [BodyCondition] {
        var conditions: [BodyCondition] = []
        while true {
            if current.isKeyword("let") || current.isKeyword("var") {
                let name = try parseBoundName()
                let annotation = try parseTypeAnnotation()
                if current.isPunctuation("=") {
                    advance()
                    // `if let raw: String = e`: `e` is a `String?`.
                    let value = try parseBodyExpression(allowsClosure: false)
                    conditions.append(.bind(name: name, value: Self.annotated(value, as: annotation.map { .optional($0) })))
                } else {
                    conditions.append(.bind(name: name, value: .name(name)))
                }
            } else if current.isKeyword("case") {
                conditions.append(try parseEnumCaseCondition())
            } else {
                conditions.append(.test(try parseBodyExpression(allowsClosure: false)))
            }
            guard current.isPunctuation(",") else { return conditions }
            advance()
        }
    }

    mutating func parseSwitchBody(_ subject: BodyExpression) throws(BodyReadFailure) -> BodyStatement.Kind {
        guard current.isPunctuation("{") else { throw BodyReadFailure(token: current) }
        advance()
        var cases: [BodySwitchCase] = []
        var defaultBody: [BodyStatement]?
        while !current.isPunctuation("}") {
            if current.isKeyword("case"), peek().isKeyword("let"), peek(2).kind == .identifier, peek(3).isPunctuation(":") {
                // `case let other:`: every value, bound to `other`.
                let name = peek(2).text
                for _ in 0..<4 { advance() }
                cases.append(BodySwitchCase(patterns: [], body: try parseBodyStatements(inSwitch: true), binding: name))
            } else if current.isKeyword("case") {
                advance()
                var patterns: [BodyExpression] = []
                while true {
                    var pattern: BodyExpression
                    if let tuple = parseTuplePattern() { pattern = tuple } else { pattern = try parseBodyExpression(allowsClosure: false) }
                    if current.isPunctuation("?"), !current.followsSpace {
                        // `case .card?:`, the optional pattern of a switch on an optional
                        // (`switch container.allKeys.first`): kept as an optional chain.
                        advance()
                        pattern = .optionalChain(pattern)
                    }
                    patterns.append(pattern)
                    guard current.isPunctuation(",") else { break }
                    advance()
                }
                guard current.isPunctuation(":") else { throw BodyReadFailure(token: current) }
                advance()
                cases.append(BodySwitchCase(patterns: patterns, body: try parseBodyStatements(inSwitch: true)))
            } else if current.isKeyword("default") {
                advance()
                guard current.isPunctuation(":") else { throw BodyReadFailure(token: current) }
                advance()
                defaultBody = try parseBodyStatements(inSwitch: true)
            } else {
                throw BodyReadFailure(token: current)
            }
        }
        advance()
        return .switchStatement(subject: subject, cases: cases, defaultBody: defaultBody)
    }
}

extension InitializerBodyParser {
    /// `try sequence.forEach { key in ... }` (or with `$0`) read as the `for` loop it runs:
    /// `for key in sequence { ... }`, so that one reader of loops serves both spellings. Only
    /// over a container's `allKeys` or those a `filter` keeps (`AllKeysFilter`), the one loop the
    /// translator follows, and only when the closure holds no `return` (there it would end one
    /// iteration, not the body); nil, with nothing consumed, for any other statement.
    mutating func parseForEachLoop() -> BodyStatement.Kind? {
        let start = index
        if current.isKeyword("try"), !peek().isPunctuation("?"), !peek().isPunctuation("!") { advance() }
        guard let sequence = parseKeysChain() else {
            index = start
            return nil
        }
        guard case .member(let iterated, "forEach") = sequence, case .member(_, "allKeys")? = AllKeysFilter.split(iterated)?.keys,
            current.isPunctuation("{"), !current.startsLine
        else {
            index = start
            return nil
        }
        advance()
        var name = "$0"
        if current.kind == .identifier, !current.isEscaped, peek().isKeyword("in") {
            name = current.text
            advance()
            advance()
        }
        guard let body = try? parseBodyStatements(inSwitch: false), !ImplicitReturns.returnsSomewhere(body, orBare: true)
        else {
            index = start
            return nil
        }
        return .forLoop(name: name, sequence: iterated, body: body)
    }

    /// An expression up to a trailing closure, with the closure of a `filter` in the chain read
    /// (`c.allKeys.filter { test }.forEach`): the chain stops at the `{` of the closure it runs.
    private mutating func parseKeysChain() -> BodyExpression? {
        guard var sequence = try? parseBodyExpression(allowsClosure: false) else { return nil }
        if case .member(let keys, "filter") = sequence, current.isPunctuation("{"), !current.startsLine {
            let filtered = BodyExpression.call(.member(keys, "filter"), [BodyArgument(label: nil, value: parseClosure())])
            sequence = (try? parsePostfix(filtered, allowsClosure: false)) ?? filtered
        }
        return sequence
    }

    /// `target = try keys.reduce(into: [:]) { partial, key in partial[key.stringValue] = ... }`
    /// (or `$0`, `$1`) over a container's `allKeys`, read as the loop that fills `target` with the
    /// same entries: `for key in keys { target[key.stringValue] = ... }`, which the translator
    /// follows as it follows `forEach` (the dictionary starts empty, as `into: [:]` makes it). Nil,
    /// with nothing consumed, for any other statement.
    mutating func parseReduceLoop() -> BodyStatement.Kind? {
        let start = index
        guard let target = try? parseBodyExpression(allowsClosure: false), current.isPunctuation("="), !peek().isPunctuation("=") else {
            index = start
            return nil
        }
        advance()
        if current.isKeyword("try"), !peek().isPunctuation("?"), !peek().isPunctuation("!") { advance() }
        guard let chain = parseKeysChain(), case .call(.member(let keys, "reduce"), let arguments) = chain, arguments.count == 1,
            arguments[0].label == "into", arguments[0].value == .literal(DictionaryLiteral.empty),
            case .member(_, "allKeys")? = AllKeysFilter.split(keys)?.keys, current.isPunctuation("{"), !current.startsLine
        else {
            index = start
            return nil
        }
        advance()
        var (partial, key) = ("$0", "$1")
        if current.kind == .identifier, peek().isPunctuation(","), peek(2).kind == .identifier, peek(3).isKeyword("in") {
            (partial, key) = (current.text, peek(2).text)
            for _ in 0..<4 { advance() }
        }
        guard let body = try? parseBodyStatements(inSwitch: false), body.count == 1,
            case .assign(.subscriptAccess(.name(partial), let subscriptArguments), let value) = body[0].kind
        else {
            index = start
            return nil
        }
        var entry = body[0]
        entry.kind = .assign(target: .subscriptAccess(target, subscriptArguments), value: value)
        return .forLoop(name: key, sequence: keys, body: [entry])
    }
}
