/// Whether statements can change how decoding ends (an error, which one, or a value): a branch
/// the tool cannot decide is still exact when neither side can. `if let code = status.code {
/// httpResponseCode = code } else { httpResponseCode = -1 }` on a value the tool does not know
/// sets a value it does not know, and nothing else: the verdict is the same whichever side runs.
extension Array where Element == DecodingStatement {
    /// No read of the decoder, no `throw`, no trap, no `return`, no helper: only values computed
    /// from what the body already holds, and set.
    public var cannotChangeOutcome: Bool { allSatisfy(\.cannotChangeOutcome) }
}

extension DecodingStatement {
    public var cannotChangeOutcome: Bool {
        switch self {
        case .bind(_, let value), .assignProperty(_, let value), .assignSelf(let value), .evaluate(let value),
            .append(_, let value):
            value.cannotChangeOutcome
        case .branch(let conditions, let then, let otherwise):
            conditions.allSatisfy(\.cannotChangeOutcome) && then.cannotChangeOutcome && otherwise.cannotChangeOutcome
        case .switchOn(let subject, let cases, let defaultBody):
            subject.cannotChangeOutcome && cases.allSatisfy(\.body.cannotChangeOutcome)
                && (defaultBody?.cannotChangeOutcome ?? true)
        case .guardElse, .loop, .throwError, .superInit, .finish, .returnValue, .doCatch, .rethrowCaught, .decodeEachKey,
            .uninterpreted, .delegation, .stop:
            false
        }
    }
}

extension DecodingCondition {
    public var cannotChangeOutcome: Bool {
        switch self {
        case .bind(_, let value), .test(let value): value.cannotChangeOutcome
        }
    }
}

extension DecodingExpression {
    /// Computed from values only: no container or decoder is opened, read or asked, nothing can
    /// throw or stop the app.
    public var cannotChangeOutcome: Bool {
        switch self {
        case .variable, .literal, .emptyArray:
            true
        case .not(let inner), .conversion(_, let inner):
            inner.cannotChangeOutcome
        case .coalesce(let left, let right), .and(let left, let right), .or(let left, let right), .equals(let left, let right, _),
            .compare(_, let left, let right), .mapValue(let left, let right):
            left.cannotChangeOutcome && right.cannotChangeOutcome
        case .choose(let condition, let then, let otherwise):
            condition.cannotChangeOutcome && then.cannotChangeOutcome && otherwise.cannotChangeOutcome
        case .enumCase(_, let arguments):
            arguments.allSatisfy(\.value.cannotChangeOutcome)
        case .mapElements(let base, let body, _):
            base.cannotChangeOutcome && body.cannotChangeOutcome
        case .keyedContainer, .unkeyedContainer, .singleValueContainer, .nestedKeyedContainer, .nestedUnkeyedContainer,
            .superDecoder, .decode, .decodeNil, .contains, .unkeyedState, .allKeys, .undeclaredMembers, .tryOptional, .scoped, .callHelper,
            .forceUnwrap, .tryForced, .element:
            false
        }
    }
}
