/// Keeps the first branch of every `#if` / `#elseif` / `#else` / `#endif` block and drops the
/// others, with the directives and their conditions.
///
/// Conditions are not evaluated: the models an app decodes are nearly always the same in every
/// branch, and the first branch is the one a reader sees first. A condition runs to the end of
/// its line (the compiler requires the line break).
struct ConditionalCompilationFilter {
    /// Nesting beyond this is treated as inactive text: no real file nests directives this deep.
    private static let maximumDepth = 256

    static func filter(_ tokens: [SwiftToken], fileIndex: Int) -> (tokens: [SwiftToken], problems: [SchemaProblem]) {
        var kept: [SwiftToken] = []
        kept.reserveCapacity(tokens.count)
        var problems: [SchemaProblem] = []
        /// One entry per open `#if`: whether the current branch is kept, and where it started.
        var stack: [(isActive: Bool, openedAt: Int)] = []
        var index = 0

        func skipCondition() {
            index += 1
            while index < tokens.count, tokens[index].kind != .endOfFile, !tokens[index].startsLine { index += 1 }
        }
        func isKeeping() -> Bool { stack.last?.isActive ?? true }

        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .pound else {
                if token.kind == .endOfFile || isKeeping() { kept.append(token) }
                index += 1
                continue
            }
            switch token.text {
            case "#if":
                let parentActive = isKeeping() && stack.count < maximumDepth
                stack.append((parentActive, token.offset))
                skipCondition()
            case "#elseif", "#else":
                if stack.isEmpty {
                    problems.append(problem(.unbalancedDirective(token.text), token, fileIndex))
                } else {
                    stack[stack.count - 1].isActive = false
                }
                if token.text == "#elseif" { skipCondition() } else { index += 1 }
            case "#endif":
                if stack.isEmpty {
                    problems.append(problem(.unbalancedDirective(token.text), token, fileIndex))
                } else {
                    stack.removeLast()
                }
                index += 1
            default:
                if isKeeping() { kept.append(token) }
                index += 1
            }
        }
        for open in stack {
            problems.append(
                SchemaProblem(
                    severity: .error, location: SourceLocation(fileIndex: fileIndex, offset: open.openedAt),
                    message: .unterminatedConditionalBlock))
        }
        return (kept, problems)
    }

    private static func problem(_ message: SchemaMessage, _ token: SwiftToken, _ fileIndex: Int) -> SchemaProblem {
        SchemaProblem(severity: .error, location: SourceLocation(fileIndex: fileIndex, offset: token.offset), message: message)
    }
}
