import Foundation

/// `guard detailKey == Keys.issuerKey else { continue }` in a loop's body: the rest of that pass
/// runs only when the conditions hold, which is what `if detailKey == Keys.issuerKey { rest }`
/// says (bindings of `guard let` cover the rest as those of `if let` do), and `if skip {
/// continue }` likewise runs the rest only on its other side. The body is rewritten so, for the
/// loop at hand, where such a statement stands at its top level; a `continue` anywhere else
/// (inside another `if`, a `switch`, or with a label) stays a statement not followed.
enum LoopContinues {
    /// `body` with each top-level `guard ... else { continue }` and `if ... { continue }` turned
    /// into an `if` around the statements after it.
    static func restructured(_ body: [BodyStatement]) -> [BodyStatement] {
        for (index, statement) in body.enumerated() {
            var made = statement
            switch statement.kind {
            case .guardStatement(let conditions, let otherwise) where isContinue(otherwise):
                made.kind = .ifStatement(conditions: conditions, then: restructured(Array(body[(index + 1)...])), otherwise: nil)
                return Array(body[..<index]) + [made]
            case .ifStatement(let conditions, let then, nil) where isContinue(then):
                made.kind = .ifStatement(conditions: conditions, then: [], otherwise: restructured(Array(body[(index + 1)...])))
                return Array(body[..<index]) + [made]
            default:
                continue
            }
        }
        return body
    }

    /// Whether the statements are one unlabelled `continue`.
    private static func isContinue(_ statements: [BodyStatement]) -> Bool {
        guard statements.count == 1, case .unread = statements[0].kind else { return false }
        return statements[0].text.trimmingCharacters(in: .whitespaces) == "continue"
    }
}
