/// Reads the condition of an `#if` or `#elseif` from the tokens of its line.
///
/// The grammar is Swift's: `!` before a check, `&&` binding tighter than `||`, parentheses, and
/// checks that are `true`, `false`, a flag name, or one of the compiler's functions
/// (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`...). Operators arrive as single characters
/// (the lexer splits them), so `&&` is two `&` with nothing between them.
struct CompilationConditionParser {
    /// Why the condition is not one: the message, and the offset it points at.
    struct Failure: Error, Equatable {
        var message: SchemaMessage
        var offset: Int
    }

    /// Parentheses and `!` nested deeper than this are refused rather than followed.
    static let maximumDepth = 64

    private let tokens: [SwiftToken]
    private let directive: SwiftToken
    private var index = 0

    /// Parses `tokens` (the rest of the directive's line) as the condition of `directive`.
    static func parse(_ tokens: [SwiftToken], after directive: SwiftToken) -> Result<CompilationCondition, Failure> {
        var parser = CompilationConditionParser(tokens: tokens, directive: directive)
        do throws(Failure) {
            guard !tokens.isEmpty else { throw Failure(message: .expectedCondition(after: directive.text), offset: directive.offset) }
            let condition = try parser.parseDisjunction(depth: 0)
            if let extra = parser.current {
                throw Failure(message: .unexpectedTokenInCondition(extra.text, directive: directive.text), offset: extra.offset)
            }
            return .success(condition)
        } catch {
            return .failure(error)
        }
    }

    private init(tokens: [SwiftToken], directive: SwiftToken) {
        self.tokens = tokens
        self.directive = directive
    }

    private var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private func isOperator(_ character: String) -> Bool {
        guard index + 1 < tokens.count else { return false }
        return tokens[index].isPunctuation(character) && tokens[index + 1].isPunctuation(character) && !tokens[index + 1].followsSpace
    }

    private mutating func parseDisjunction(depth: Int) throws(Failure) -> CompilationCondition {
        var condition = try parseConjunction(depth: depth)
        while isOperator("|") {
            index += 2
            condition = .any(condition, try parseConjunction(depth: depth))
        }
        return condition
    }

    private mutating func parseConjunction(depth: Int) throws(Failure) -> CompilationCondition {
        var condition = try parseUnary(depth: depth)
        while isOperator("&") {
            index += 2
            condition = .all(condition, try parseUnary(depth: depth))
        }
        return condition
    }

    private mutating func parseUnary(depth: Int) throws(Failure) -> CompilationCondition {
        guard let token = current else { throw endFailure() }
        guard depth < Self.maximumDepth else { throw Failure(message: .conditionNestsTooDeeply, offset: token.offset) }
        if token.isPunctuation("!") {
            index += 1
            return .not(try parseUnary(depth: depth + 1))
        }
        if token.isPunctuation("(") {
            index += 1
            let inner = try parseDisjunction(depth: depth + 1)
            guard current?.isPunctuation(")") == true else { throw expected("')'") }
            index += 1
            return inner
        }
        guard token.kind == .identifier, !token.isEscaped else {
            throw Failure(message: .unexpectedTokenInCondition(token.text, directive: directive.text), offset: token.offset)
        }
        index += 1
        guard let open = current, open.isPunctuation("(") else {
            let test: CompilationCheck.Test =
                switch token.text {
                case "true": .literal(true)
                case "false": .literal(false)
                default: .flag(token.text)
                }
            return .check(CompilationCheck(test: test, text: token.text, offset: token.offset))
        }
        index += 1
        let argumentStart = index
        var nesting = 0
        while let argument = current, nesting > 0 || !argument.isPunctuation(")") {
            if argument.isPunctuation("(") { nesting += 1 }
            if argument.isPunctuation(")") { nesting -= 1 }
            index += 1
        }
        guard current != nil else { throw expected("')'") }
        let arguments = Array(tokens[argumentStart..<index])
        index += 1
        let text = token.text + "(" + Self.spelled(arguments) + ")"
        let test = try Self.test(named: token, arguments: arguments, text: text)
        return .check(CompilationCheck(test: test, text: text, offset: token.offset))
    }

    /// What a function-like check tests, from its name and the tokens between its parentheses.
    private static func test(named name: SwiftToken, arguments: [SwiftToken], text: String) throws(Failure)
        -> CompilationCheck.Test
    {
        let malformed = Failure(message: .malformedCheck(text), offset: name.offset)
        if let query = CompilationCheck.PlatformQuery(rawValue: name.text) {
            guard arguments.count == 1, arguments[0].kind == .identifier else { throw malformed }
            return .platform(query, arguments[0].text)
        }
        if let query = CompilationCheck.SupportQuery(rawValue: name.text) {
            guard arguments.count == 1, arguments[0].kind == .identifier else { throw malformed }
            return .compilerSupport(query, arguments[0].text)
        }
        if let query = CompilationCheck.VersionQuery(rawValue: name.text) {
            let atLeast =
                arguments.count == 3 && arguments[0].isPunctuation(">") && arguments[1].isPunctuation("=") && !arguments[1].followsSpace
            let below = arguments.count == 2 && arguments[0].isPunctuation("<")
            guard atLeast || below, let number = arguments.last, number.kind == .number, let version = VersionNumber(number.text)
            else { throw malformed }
            return .version(query, atLeast: atLeast, version)
        }
        if name.text == "canImport" {
            var module: [String] = []
            var position = 0
            while position < arguments.count, arguments[position].kind == .identifier {
                module.append(arguments[position].text)
                position += 1
                guard position < arguments.count, arguments[position].isPunctuation(".") else { break }
                position += 1
            }
            guard !module.isEmpty, position == arguments.count || arguments[position].isPunctuation(",") else { throw malformed }
            return .canImport(module.joined(separator: "."), hasVersion: position < arguments.count)
        }
        return .unknownFunction(name.text)
    }

    /// The tokens as written, a space where the source had one.
    private static func spelled(_ tokens: [SwiftToken]) -> String {
        var text = ""
        for (position, token) in tokens.enumerated() {
            if position > 0, token.followsSpace { text += " " }
            text += token.text
        }
        return text
    }

    private func expected(_ what: String) -> Failure {
        guard let token = current else { return endFailure(expecting: what) }
        return Failure(message: .expectedInCondition(what, found: token.text, directive: directive.text), offset: token.offset)
    }

    private func endFailure(expecting what: String = "a condition") -> Failure {
        Failure(
            message: .conditionEndsEarly(expecting: what, directive: directive.text), offset: tokens.last?.endOffset ?? directive.endOffset)
    }
}
