/// Running a body's statements: each kind of `DecodingStatement` goes to the method that follows
/// it, most of them in a file of their own.
extension InitializerInterpreter {
    /// The body's top-level statements. After an error, a later statement still runs when it reads
    /// nothing that failed, so straight-line bodies report every error, as synthesized decoding
    /// does (`latitude`, then `longitude`, then `additionalInfo.elevation`); one that reads a failed
    /// value or container is skipped, and what it sets fails in turn. Statements that choose a
    /// path (branches, loops, switches) or throw end the body at their first error: which way the
    /// app would have gone is unknown.
    mutating func runBody(_ statements: [DecodingStatement], _ host: inout Host) -> StatementFlow {
        var failedNames: Set<String> = []
        var hasFailed = false
        for statement in statements {
            if hasFailed && !statement.readNames.isDisjoint(with: failedNames) {
                guard statement.isStraightLine else { return .failed }
                failedNames.formUnion(statement.writtenNames)
                continue
            }
            let errorCount = host.errors.count
            switch run(statement, &host) {
            case .next: continue
            case .finished: return hasFailed ? .failed : .finished
            case .failed: guard statement.isStraightLine, host.errors.count > errorCount else { return .failed }
            }
            hasFailed = true
            failedNames.formUnion(statement.writtenNames)
            // An unkeyed or single-value container does not move past a value that failed: a
            // second read there would only fail again on the same element.
            for name in statement.readNames where frame.variables[name]?.isPositional == true {
                failedNames.insert(name)
            }
        }
        return hasFailed ? .failed : .next
    }

    /// Nested statements (a branch's, a loop's, a clause's), in order, up to the first that does
    /// not go on.
    mutating func run(_ statements: [DecodingStatement], _ host: inout Host) -> StatementFlow {
        for statement in statements {
            let flow = run(statement, &host)
            if flow != .next { return flow }
        }
        return .next
    }

    mutating func run(_ statement: DecodingStatement, _ host: inout Host) -> StatementFlow {
        switch statement {
        case .bind(let name, let expression):
            let unknownValues = host.unknownValues.count
            guard let value = evaluate(expression, &host) else { return .failed }
            frame.variables[name] = value
            frame.origins[name] = frame.origin(of: expression, lastRead: lastRead)
            frame.unknownParts[name] = unknownParts(since: unknownValues, host).of(expression).nonEmpty
        case .assignProperty(let name, let expression):
            let unknownValues = host.unknownValues.count
            guard let value = evaluate(expression, &host) else { return .failed }
            frame.variables[name] = value
            frame.origins[name] = frame.origin(of: expression, lastRead: lastRead)
            frame.unknownParts[name] = unknownParts(since: unknownValues, host).of(expression).nonEmpty
            frame.assignedProperties.insert(name)
        case .assignSelf(let expression):
            guard let value = evaluate(expression, &host) else { return .failed }
            frame.selfValue = value.text
            // `self = Self.named(raw)` in a type printed by its properties, with a value the tool
            // does not know (a call it need not evaluate): so is each property, as after a
            // delegation, and the printed value says so instead of showing `{}`.
            if value.isUnknown, case .properties(let keys) = custom.plan.encodedForm { setUnknown(keys.keys) }
        case .evaluate(let expression):
            guard evaluate(expression, &host) != nil else { return .failed }
        case .append(let name, let expression):
            return append(expression, to: name, &host)
        case .branch(let conditions, let then, let otherwise):
            return runBranch(conditions, then: then, otherwise: otherwise, &host)
        case .guardElse(let conditions, let otherwise):
            return runGuard(conditions, otherwise: otherwise, &host)
        case .loop(let condition, let body):
            return runLoop(while: condition, body, &host)
        case .switchOn(let subject, let cases, let defaultBody):
            return runSwitch(on: subject, cases, defaultBody: defaultBody, &host)
        case .throwError(let thrown):
            host.errors.append(findings.problem(for: thrown))
            return .failed
        case .superInit(let decoderExpression, let type):
            return runSuperInit(decoderExpression, type: type, &host)
        case .finish:
            return .finished
        case .doCatch(let body, let handler):
            return runCatching(body, handler, &host)
        case .rethrowCaught:
            return rethrowCaught(&host)
        case .returnValue(let expression):
            guard let value = evaluate(expression, &host) else { return .failed }
            frame.returnValue = value
            return .finished
        case .decodeEachKey(let container, let excluding, let type, let into):
            return decodeEachKey(container, excluding: excluding, type: type, into: into, &host)
        case .uninterpreted(let uninterpreted):
            return notFollowed(uninterpreted, &host)
        case .delegation(let arguments, let properties):
            for argument in arguments {
                guard evaluate(argument, &host) != nil else { return .failed }
            }
            setUnknown(properties)
            frame.selfValue = nil
        case .stop(let source, let cause):
            host.errors.append(findings.stop(source, cause: cause))
            return .failed
        }
        return .next
    }

    /// Properties set to values the tool does not know (by a delegation, or a whole `self` it
    /// does not know): `--print` leaves them out and says so.
    private mutating func setUnknown(_ properties: some Sequence<String>) {
        for property in properties {
            frame.variables[property] = .unknown
            frame.assignedProperties.insert(property)
        }
    }

    /// `items.append(e)`: the list grows by the value; an unknown value makes it unknown.
    private mutating func append(_ expression: DecodingExpression, to name: String, _ host: inout Host) -> StatementFlow {
        guard let value = evaluate(expression, &host) else { return .failed }
        if value.isUnknown || frame.variables[name]?.isUnknown == true {
            frame.variables[name] = .unknown
            return .next
        }
        var elements: [String] = []
        if case .list(let existing) = frame.variables[name] { elements = existing }
        elements.append(value.text ?? "null")
        frame.variables[name] = .list(elements)
        return .next
    }

    /// `try super.init(from: decoder)`: the superclass's decoding, whose value the subclass prints.
    private mutating func runSuperInit(_ decoderExpression: DecodingExpression, type: Int, _ host: inout Host) -> StatementFlow {
        guard case .decoder(let place)? = evaluate(decoderExpression, &host) else { return .failed }
        if place.isAbsent {
            host.errors.append(findings.absentContainerProblem(at: place, keyed: true))
            return .failed
        }
        path = place.path
        guard let text = host.decode(custom.types[type], at: place.index, codingPath: path, decoderIsAtValue: false) else {
            return .failed
        }
        frame.superValue = text
        return .next
    }
}
