import CodableCheckCore

/// An initializer of the app's own type handed values the body reads (lottie's bezier paths:
/// `let vertex = CurveVertex(point: try vertices.decode(CGPoint.self), inTangentRelative: try
/// inPoints.decode(CGPoint.self), ...)`). No `try` covers the call itself, so Swift lets it throw
/// nothing (a `try` inside an argument covers that argument alone): the reads are followed, in
/// the order Swift evaluates the arguments, and the value made is one the tool does not know.
///
/// Only when the call cannot stop the app either: the initializers its labels reach are read and
/// none can (`AppCallTraps`, as `TrapRule` asks; a class's inherited ones are not seen). And
/// only when no argument hands it a container or the decoder (it could read anything with them),
/// a closure or an `inout` value. Without a read among the arguments, the call is a value the
/// tool does not know already (`nonThrowingValue`).
enum AppInitializerReads {
    static func value(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator)
        throws(CustomDecodingTranslator.Failure) -> DecodingExpression?
    {
        guard translator.tryDepth == 0, case .call(let callee, let arguments) = expression, !arguments.isEmpty,
            arguments.first?.label != "from", ContainerNames.mentionsContainer(expression, in: translator)
        else { return nil }
        var typeCallee = callee
        if case .member(let owner, "init") = callee { typeCallee = owner }
        guard let path = WrittenExpression.typePath(of: typeCallee), let type = translator.declaredType(path), type.kind != .protocol,
            !translator.trapRule.mayTrap(.call(callee, arguments.map { BodyArgument(label: $0.label, value: .name("_")) })),
            !arguments.contains(where: { argument in
                ContainerNames.isContainer(argument.value, in: translator) || ExpressionReader.changesState(argument.value, in: translator)
                    || isClosureOrInout(argument.value)
            })
        else { return nil }
        var values: [DecodingExpression] = []
        for argument in arguments {
            values.append(try translator.translate(argument.value))
        }
        return .conversion(.unknown, ExpressionReader.sequence(values))
    }

    /// A closure (which the initializer may call, with what it reads or sets) or an `inout`
    /// argument (`&count`, which it may set).
    static func isClosureOrInout(_ argument: BodyExpression) -> Bool {
        switch argument {
        case .closure, .prefix("&", _): true
        default: false
        }
    }
}
