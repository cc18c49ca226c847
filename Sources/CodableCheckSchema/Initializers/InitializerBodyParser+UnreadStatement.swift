/// Statements of an `init(from:)` body outside the grammar: skipped whole, with what their tokens
/// show kept (`UnreadStatement`).
extension InitializerBodyParser {
    /// Skips the statement at `current` (balanced) up to the next line that starts a statement,
    /// a `;` or the `}` that closes the block, and says what its tokens show.
    mutating func skipUnreadStatement() -> BodyStatement {
        let start = current
        let first = index
        repeat {
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                skipBalanced()
            } else {
                advance()
            }
        } while current.kind != .endOfFile && !current.isPunctuation("}") && !current.isPunctuation(";")
            && !(current.startsLine && !continuesStatement(current))
        let last = tokens[max(first, index - 1)]
        var unread = unreadStatement(tokens[first..<index])
        if start.isKeyword("func") {
            // A local function the reader could not read: its declaration runs nothing (its
            // `return` leaves the function). Its name is declared, so that a call of it is a
            // statement not followed, never a call of a helper of the type with the same name.
            let name = first + 1 < index && tokens[first + 1].kind == .identifier ? tokens[first + 1].text : nil
            unread = UnreadStatement(
                writes: name.map { [$0] } ?? [], writesThroughSelf: [], setsSelf: false, mentions: [], mayReturn: false)
        }
        return BodyStatement(
            kind: .unread(unread), location: location(of: start),
            text: statementText(from: start, through: last))
    }

    /// A line that starts with `.member`, an operator, `else` or `catch` goes on with the statement.
    func continuesStatement(_ token: SwiftToken) -> Bool {
        if token.isKeyword("else") || token.isKeyword("catch") { return true }
        return token.kind == .punctuation && !["(", "[", "{", "}", ";", "@", "#"].contains(token.text)
    }

    /// Standard methods that change the collection they are called on: the one list, which the
    /// translator reads too (`DeclarationParser.collectionMutatingMethods`).
    static let collectionMutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popFirst", "popLast", "removeValue", "updateValue",
        "update", "merge", "sort", "reverse", "shuffle", "swapAt", "formUnion", "formIntersection", "formSymmetricDifference",
        "subtract", "next", "replaceSubrange", "reserveCapacity",
    ]

    /// Methods that may change the value they are called on (a collection's, or a container's
    /// reads, which move it on): a local they are called on is unknown after a statement the
    /// tool skipped.
    static let mutatingMethods: Set<String> = collectionMutatingMethods.union([
        "decode", "decodeIfPresent", "decodeNil", "nestedContainer", "nestedUnkeyedContainer", "superDecoder",
    ])

    /// What the tokens of a skipped statement show: names declared, assigned (`=`, `+=`...) or
    /// mutated (`.append(`), through `self.` or not; every name; any `return`.
    func unreadStatement(_ tokens: ArraySlice<SwiftToken>) -> UnreadStatement {
        var statement = UnreadStatement(writes: [], writesThroughSelf: [], setsSelf: false, mentions: [], mayReturn: false)
        let indices = Array(tokens.indices)
        func token(_ position: Int) -> SwiftToken? { indices.indices.contains(position) ? tokens[indices[position]] : nil }
        for position in indices.indices {
            guard let current = token(position), current.kind == .identifier else { continue }
            // `break` and `continue` leave a loop the tool may be running: taken as leaving the body.
            if ["return", "break", "continue", "fallthrough"].contains(where: current.isKeyword) { statement.mayReturn = true }
            statement.mentions.append(current.text)
            if current.isKeyword("let") || current.isKeyword("var"), let name = token(position + 1), name.kind == .identifier {
                statement.writes.append(name.text)
            }
            guard let next = token(position + 1) else { continue }
            let after = token(position + 2)
            let adjacentEquals = after.map { $0.isPunctuation("=") && !$0.followsSpace } ?? false
            let assigns =
                next.isPunctuation("=") && !adjacentEquals
                || ["+", "-", "*", "/", "%", "&", "|", "^"].contains(next.text) && next.kind == .punctuation && adjacentEquals
            let mutates =
                next.isPunctuation(".") && after.map { Self.mutatingMethods.contains($0.text) } == true
                && token(position + 3)?.isPunctuation("(") == true
            // `helper(&count)`: an `inout` argument may be changed.
            let passedInout = token(position - 1).map { $0.isPunctuation("&") } ?? false
            guard assigns || mutates || passedInout else { continue }
            // `self.x = ...` sets the property `x`; `a.b = ...` changes `a`.
            var root = position
            while let dot = token(root - 1), dot.isPunctuation("."), let base = token(root - 2), base.kind == .identifier { root -= 2 }
            if let rootToken = token(root), rootToken.isKeyword("self") {
                if root == position {
                    statement.setsSelf = true
                } else if let property = token(root + 2) {
                    statement.writesThroughSelf.append(property.text)
                }
            } else if let rootToken = token(root) {
                statement.writes.append(rootToken.text)
            }
        }
        return statement
    }
}
