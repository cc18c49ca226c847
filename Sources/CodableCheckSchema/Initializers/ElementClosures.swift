/// Closures of statements run once per element (`try names.map { name -> Kind in guard let kind
/// = Kind(rawValue: name) else { throw DecodingError.dataCorruptedError(in: container, ...) };
/// return kind }`). The reader keeps such a closure, one parameter named or `$0` used, as the
/// statements it runs with its parameter bound to `$0` (`let name = $0` first), a closure
/// called in place: run for each element, it sees the names around it and its `return` gives
/// the element's result.
///
/// A closure that reads a container or the decoder is not followed per element (as with one
/// expression); one that names a container only to place the error it throws (`in: container`,
/// `codingPath: container.codingPath`) reads nothing from it.
enum ElementClosures {
    /// The closure `{ parameter in statements }` as kept: nil when it has more than one
    /// parameter, or none and does not use `$0` alone.
    static func kept(_ statements: [BodyStatement], parameters: [String]) -> BodyExpression? {
        guard let first = statements.first else { return nil }
        let mentioned = BodyNames.mentionedNames(in: statements)
        guard !mentioned.contains("$1") else { return nil }
        switch parameters.count {
        case 0:
            guard mentioned.contains("$0") else { return nil }
            return .calledClosure(statements)
        case 1:
            guard !mentioned.contains("$0") else { return nil }
            let binding = BodyStatement(
                kind: .declare(name: parameters[0], value: .name("$0")), location: first.location, text: "let \(parameters[0]) = $0")
            return .calledClosure([binding] + statements)
        default:
            return nil
        }
    }

    /// Whether the closure body (an expression, or statements kept as above) reads no container
    /// and not the decoder.
    static func readsNoContainer(_ body: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        guard case .calledClosure(let statements) = body else { return !ContainerNames.mentionsContainer(body, in: translator) }
        return statements.allSatisfy { readsNoContainer($0, in: translator) }
    }

    static func readsNoContainer(_ statement: BodyStatement, in translator: CustomDecodingTranslator) -> Bool {
        let own: [BodyExpression]
        if case .throwStatement(.call(let callee, let arguments)) = statement.kind {
            // `DecodingError.dataCorruptedError(in: container, debugDescription: ...)`: a place.
            own = [callee] + arguments.filter { $0.label != "in" }.map(\.value)
        } else {
            own = BodyNames.ownExpressions(of: statement)
        }
        guard !own.contains(where: { ContainerNames.mentionsContainer($0, ignoringCodingPaths: true, in: translator) }) else {
            return false
        }
        switch statement.kind {
        case .ifStatement(_, let then, let otherwise):
            return (then + (otherwise ?? [])).allSatisfy { readsNoContainer($0, in: translator) }
        case .guardStatement(_, let body), .whileLoop(_, let body), .forLoop(_, _, let body):
            return body.allSatisfy { readsNoContainer($0, in: translator) }
        case .switchStatement(_, let cases, let defaultBody):
            return (cases.flatMap(\.body) + (defaultBody ?? [])).allSatisfy { readsNoContainer($0, in: translator) }
        case .doCatch(let body, let catches):
            return (body + catches.flatMap(\.body)).allSatisfy { readsNoContainer($0, in: translator) }
        case .unread, .localType, .localFunction:
            return false
        case .declare, .assign, .expression, .throwStatement, .returnStatement:
            return true
        }
    }
}
