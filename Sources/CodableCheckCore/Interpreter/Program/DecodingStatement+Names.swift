/// The names a statement reads and writes, so that after an error the interpreter can tell which
/// later statements still run on sound values (and report their errors too) and which depend on
/// the value that failed. Over-approximate on purpose: a name that only might be read counts as
/// read, so a statement is skipped rather than run on a value the app never had.
extension DecodingStatement {
    /// Every variable or container name the statement (and everything nested in it) reads.
    public var readNames: Set<String> {
        switch self {
        case .bind(_, let expression), .assignProperty(_, let expression), .append(_, let expression):
            expression.names
        case .assignSelf(let expression), .evaluate(let expression), .returnValue(let expression):
            expression.names
        case .branch(let conditions, let then, let otherwise):
            conditions.names.union(then.readNames).union(otherwise.readNames)
        case .guardElse(let conditions, let otherwise):
            conditions.names.union(otherwise.readNames)
        case .loop(let condition, let body):
            condition.names.union(body.readNames)
        case .switchOn(let subject, let cases, let defaultBody):
            cases.reduce(subject.names.union(defaultBody?.readNames ?? [])) { $0.union($1.body.readNames) }
        case .throwError, .finish, .rethrowCaught:
            []
        case .superInit(let decoder, _):
            decoder.names
        case .doCatch(let body, let handler):
            body.readNames.union(handler.statements.readNames)
        case .uninterpreted(let statement):
            statement.reads.reduce(Set(statement.mentions)) { $0.union($1.names) }
        case .decodeEachKey(let container, _, _, let into):
            [container, into]
        case .delegation(let arguments, _):
            arguments.reduce(into: []) { $0.formUnion($1.names) }
        case .stop(_, let cause):
            cause?.names ?? []
        }
    }

    /// Every variable or property the statement (and everything nested in it) may set.
    public var writtenNames: Set<String> {
        switch self {
        case .bind(let name, let expression), .assignProperty(let name, let expression), .append(let name, let expression):
            expression.helperWrites.union([name])
        case .branch(let conditions, let then, let otherwise):
            conditions.boundNames.union(then.writtenNames).union(otherwise.writtenNames)
        case .guardElse(let conditions, let otherwise):
            conditions.boundNames.union(otherwise.writtenNames)
        case .loop(_, let body):
            body.writtenNames
        case .switchOn(_, let cases, let defaultBody):
            cases.reduce(defaultBody?.writtenNames ?? []) { $0.union($1.body.writtenNames) }
        case .doCatch(let body, let handler):
            body.writtenNames.union(handler.statements.writtenNames)
        case .uninterpreted(let statement):
            Set(statement.locals + statement.properties)
        case .decodeEachKey(_, _, _, let into):
            [into]
        case .delegation(let arguments, let properties):
            arguments.reduce(into: Set(properties)) { $0.formUnion($1.helperWrites) }
        case .evaluate(let expression):
            expression.helperWrites
        case .assignSelf, .throwError, .superInit, .finish, .rethrowCaught, .returnValue, .stop:
            []
        }
    }

    /// Whether the statement (or one nested in it) may assign `self`.
    public var setsSelf: Bool {
        switch self {
        case .assignSelf, .delegation: true
        case .evaluate(.callHelper(let call)): call.body.setsSelf
        case .uninterpreted(let statement): statement.setsSelf
        case .branch(_, let then, let otherwise): then.setsSelf || otherwise.setsSelf
        case .guardElse(_, let otherwise): otherwise.setsSelf
        case .loop(_, let body): body.setsSelf
        case .switchOn(_, let cases, let defaultBody): cases.contains { $0.body.setsSelf } || (defaultBody?.setsSelf ?? false)
        case .doCatch(let body, let handler): body.setsSelf || handler.statements.setsSelf
        case .bind, .assignProperty, .evaluate, .append, .throwError, .superInit, .finish, .rethrowCaught, .returnValue, .decodeEachKey,
            .stop:
            false
        }
    }

    /// Whether the statement (or one nested in it) is a `return`, or may be one.
    public var mayFinish: Bool {
        switch self {
        case .finish, .returnValue: true
        case .uninterpreted(let statement): statement.mayReturn
        case .branch(_, let then, let otherwise): then.mayFinish || otherwise.mayFinish
        case .guardElse(_, let otherwise): otherwise.mayFinish
        case .loop(_, let body): body.mayFinish
        case .switchOn(_, let cases, let defaultBody): cases.contains { $0.body.mayFinish } || (defaultBody?.mayFinish ?? false)
        case .doCatch(let body, let handler): body.mayFinish || handler.statements.mayFinish
        case .bind, .assignProperty, .assignSelf, .evaluate, .append, .throwError, .superInit, .rethrowCaught, .decodeEachKey,
            .delegation, .stop:
            false
        }
    }
}

extension DecodingCatch {
    /// The statements of the `catch` clauses, as far as they are known.
    var statements: [DecodingStatement] {
        switch self {
        case .passesOn: []
        case .clauses(let clauses): clauses.flatMap(\.body)
        case .mayHandle(let clauses): [.uninterpreted(clauses)]
        }
    }
}

extension Array where Element == DecodingStatement {
    public var readNames: Set<String> { reduce(into: []) { $0.formUnion($1.readNames) } }
    public var writtenNames: Set<String> { reduce(into: []) { $0.formUnion($1.writtenNames) } }
    public var mayFinish: Bool { contains(where: \.mayFinish) }
    public var setsSelf: Bool { contains(where: \.setsSelf) }

    /// Whether running these statements always ends in a `throw` (or a trap, which ends it as
    /// surely): one at the top level, with no way to `return` before it.
    public var alwaysThrows: Bool {
        for statement in self {
            switch statement {
            case .throwError, .rethrowCaught, .stop: return true
            default: break
            }
            if statement.mayFinish { return false }
        }
        return false
    }
}

extension Array where Element == DecodingCondition {
    public var names: Set<String> {
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
    public var names: Set<String> {
        switch self {
        case .variable(let name):
            [name]
        case .literal, .emptyArray:
            []
        case .keyedContainer(let decoder, _), .unkeyedContainer(let decoder), .singleValueContainer(let decoder):
            decoder.names
        case .nestedKeyedContainer(let container, _, _), .nestedUnkeyedContainer(let container, _),
            .superDecoder(let container, _), .decode(let container, _, _, _), .decodeNil(let container, _),
            .contains(let container, _), .unkeyedState(let container, _), .allKeys(let container, _),
            .undeclaredMembers(let container, _, _):
            [container]
        case .tryOptional(let expression, _), .not(let expression), .conversion(_, let expression), .forceUnwrap(let expression, _),
            .tryForced(let expression, _):
            expression.names
        case .element(let base, let index, _):
            base.names.union(index.names)
        case .coalesce(let left, let right), .and(let left, let right), .or(let left, let right),
            .equals(let left, let right, _), .scoped(_, let left, let right), .mapValue(let left, let right):
            left.names.union(right.names)
        case .enumCase(_, let arguments):
            arguments.reduce(into: []) { $0.formUnion($1.value.names) }
        case .choose(let condition, let then, let otherwise):
            condition.names.union(then.names).union(otherwise.names)
        case .compare(_, let left, let right):
            left.names.union(right.names)
        case .mapElements(let base, let body, _):
            base.names.union(body.names.subtracting(["$0"]))
        case .callHelper(let call):
            // What it reads of the caller: its arguments, and the properties it may read.
            call.arguments.reduce(into: call.body.readNames.intersection(call.properties)) { $0.formUnion($1.value.names) }
        }
    }

    /// The properties a helper called at the top of the expression may set.
    var helperWrites: Set<String> {
        switch self {
        case .callHelper(let call): call.writtenProperties
        case .scoped(_, _, let body): body.helperWrites
        default: []
        }
    }
}

extension DecodingStatement {
    /// A statement that reads or sets values without choosing a path or leaving the body: after
    /// an error elsewhere it can still run, or be skipped, without changing what else runs.
    var isStraightLine: Bool {
        switch self {
        case .bind, .assignProperty, .assignSelf, .evaluate, .append, .decodeEachKey, .delegation: true
        case .uninterpreted(let statement): !statement.mayReturn
        case .branch, .guardElse, .loop, .switchOn, .throwError, .superInit, .finish, .doCatch, .rethrowCaught, .returnValue,
            .stop:
            false
        }
    }
}
