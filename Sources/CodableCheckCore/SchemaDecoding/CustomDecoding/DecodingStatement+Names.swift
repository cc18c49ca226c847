/// The names a statement reads and writes, so that after an error the interpreter can tell which
/// later statements still run on sound values (and report their errors too) and which depend on
/// the value that failed. Over-approximate on purpose: a name that only might be read counts as
/// read, so a statement is skipped rather than run on a value the app never had.
extension DecodingStatement {
    /// Every variable or container name the statement (and everything nested in it) reads.
    var readNames: Set<String> {
        switch self {
        case .bind(_, let expression), .assignProperty(_, let expression), .append(_, let expression):
            expression.names
        case .assignSelf(let expression), .evaluate(let expression):
            expression.names
        case .branch(let conditions, let then, let otherwise):
            conditions.names.union(then.readNames).union(otherwise.readNames)
        case .guardElse(let conditions, let otherwise):
            conditions.names.union(otherwise.readNames)
        case .loop(let condition, let body):
            condition.names.union(body.readNames)
        case .switchOn(let subject, let cases, let defaultBody):
            cases.reduce(subject.names.union(defaultBody?.readNames ?? [])) { $0.union($1.body.readNames) }
        case .throwError, .finish:
            []
        case .superInit(let decoder, _):
            decoder.names
        }
    }

    /// Every variable or property the statement (and everything nested in it) may set.
    var writtenNames: Set<String> {
        switch self {
        case .bind(let name, _), .assignProperty(let name, _), .append(let name, _):
            [name]
        case .branch(let conditions, let then, let otherwise):
            conditions.boundNames.union(then.writtenNames).union(otherwise.writtenNames)
        case .guardElse(let conditions, let otherwise):
            conditions.boundNames.union(otherwise.writtenNames)
        case .loop(_, let body):
            body.writtenNames
        case .switchOn(_, let cases, let defaultBody):
            cases.reduce(defaultBody?.writtenNames ?? []) { $0.union($1.body.writtenNames) }
        case .assignSelf, .evaluate, .throwError, .superInit, .finish:
            []
        }
    }
}

extension Array where Element == DecodingStatement {
    var readNames: Set<String> { reduce(into: []) { $0.formUnion($1.readNames) } }
    var writtenNames: Set<String> { reduce(into: []) { $0.formUnion($1.writtenNames) } }
}

extension Array where Element == DecodingCondition {
    var names: Set<String> {
        reduce(into: []) { names, condition in
            switch condition {
            case .bind(_, let expression), .test(let expression): names.formUnion(expression.names)
            }
        }
    }

    var boundNames: Set<String> {
        reduce(into: []) { names, condition in
            if case .bind(let name, _) = condition { names.insert(name) }
        }
    }
}

extension DecodingExpression {
    /// Every variable or container name the expression reads.
    var names: Set<String> {
        switch self {
        case .variable(let name):
            [name]
        case .literal, .emptyArray:
            []
        case .keyedContainer(let decoder, _), .unkeyedContainer(let decoder), .singleValueContainer(let decoder):
            decoder.names
        case .nestedKeyedContainer(let container, _, _), .nestedUnkeyedContainer(let container, _),
            .superDecoder(let container, _), .decode(let container, _, _, _), .decodeNil(let container, _),
            .contains(let container, _), .isAtEnd(let container):
            [container]
        case .tryOptional(let expression, _), .not(let expression), .conversion(_, let expression):
            expression.names
        case .coalesce(let left, let right), .and(let left, let right), .or(let left, let right),
            .equals(let left, let right, _), .scoped(_, let left, let right), .mapValue(let left, let right):
            left.names.union(right.names)
        case .enumCase(_, let arguments):
            arguments.reduce(into: []) { $0.formUnion($1.value.names) }
        }
    }
}

extension DecodingStatement {
    /// A statement that reads or sets values without choosing a path or leaving the body: after
    /// an error elsewhere it can still run, or be skipped, without changing what else runs.
    var isStraightLine: Bool {
        switch self {
        case .bind, .assignProperty, .assignSelf, .evaluate, .append: true
        case .branch, .guardElse, .loop, .switchOn, .throwError, .superInit, .finish: false
        }
    }
}
