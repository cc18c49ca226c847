/// Keeps the tokens of the `#if` / `#elseif` / `#else` branches a build configuration takes,
/// and drops the others, with the directives and their conditions.
///
/// Each condition is evaluated as swiftc would for the configuration (`BuildConfiguration`):
/// the first branch whose condition holds is kept, `#else` when none does. A condition runs to
/// the end of its line (swiftc requires the line break). Conditions inside a dropped branch
/// are not evaluated, so what they name is never reported. A check the configuration cannot
/// answer (`canImport` of a module codable-check does not know) is false and a warning; a
/// condition that is not Swift is an error, and its branch is dropped.
struct ConditionalCompilationFilter {
    /// Nesting beyond this is treated as inactive text: no real file nests directives this deep.
    private static let maximumDepth = 256

    /// One open `#if` block.
    private struct OpenBlock {
        /// Whether the code around the block is kept.
        var isEnclosingActive: Bool
        /// Whether the current branch is kept.
        var isActive: Bool
        /// Whether a branch of this block was kept already: later ones are dropped.
        var hasTakenBranch: Bool
        var hasSeenElse = false
        var openedAt: Int
    }

    static func filter(_ tokens: [SwiftToken], fileIndex: Int, configuration: BuildConfiguration = .host)
        -> (tokens: [SwiftToken], problems: [SchemaProblem])
    {
        var kept: [SwiftToken] = []
        kept.reserveCapacity(tokens.count)
        var problems: [SchemaProblem] = []
        var stack: [OpenBlock] = []
        var index = 0

        func isKeeping() -> Bool { stack.last?.isActive ?? true }
        /// The tokens after the directive, up to the end of its line.
        func conditionTokens() -> [SwiftToken] {
            let start = index + 1
            index = start
            while index < tokens.count, tokens[index].kind != .endOfFile, !tokens[index].startsLine { index += 1 }
            return Array(tokens[start..<index])
        }
        func holds(_ directive: SwiftToken, _ condition: [SwiftToken]) -> Bool {
            switch CompilationConditionParser.parse(condition, after: directive) {
            case .failure(let failure):
                problems.append(
                    SchemaProblem(severity: .error, location: .init(fileIndex: fileIndex, offset: failure.offset), message: failure.message)
                )
                return false
            case .success(let parsed):
                var unanswered: [BuildConfiguration.UnansweredCheck] = []
                let result = configuration.evaluate(parsed, unanswered: &unanswered)
                for entry in unanswered {
                    problems.append(
                        SchemaProblem(
                            severity: .warning, location: .init(fileIndex: fileIndex, offset: entry.check.offset), message: entry.message))
                }
                return result
            }
        }

        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .pound else {
                if token.kind == .endOfFile || isKeeping() { kept.append(token) }
                index += 1
                continue
            }
            switch token.text {
            case "#if":
                let isEnclosingActive = isKeeping() && stack.count < maximumDepth
                let condition = conditionTokens()
                let isActive = isEnclosingActive && holds(token, condition)
                stack.append(
                    OpenBlock(isEnclosingActive: isEnclosingActive, isActive: isActive, hasTakenBranch: isActive, openedAt: token.offset))
            case "#elseif":
                let condition = conditionTokens()
                guard var block = stack.popLast() else {
                    problems.append(problem(.unbalancedDirective(token.text), token, fileIndex))
                    continue
                }
                if block.hasSeenElse { problems.append(problem(.directiveAfterElse(token.text), token, fileIndex)) }
                block.isActive = block.isEnclosingActive && !block.hasTakenBranch && !block.hasSeenElse && holds(token, condition)
                block.hasTakenBranch = block.hasTakenBranch || block.isActive
                stack.append(block)
            case "#else":
                index += 1
                guard var block = stack.popLast() else {
                    problems.append(problem(.unbalancedDirective(token.text), token, fileIndex))
                    continue
                }
                if block.hasSeenElse { problems.append(problem(.directiveAfterElse(token.text), token, fileIndex)) }
                block.isActive = block.isEnclosingActive && !block.hasTakenBranch
                block.hasTakenBranch = true
                block.hasSeenElse = true
                stack.append(block)
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
