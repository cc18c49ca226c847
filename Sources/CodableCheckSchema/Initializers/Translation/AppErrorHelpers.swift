import CodableCheckCore

/// `throw decoder.valueNotFoundError(expectedType: Store.self, message: "...")`: an error of the
/// app's own built by a method its sources add to `Decoder` (or a container), as SDKs wrap a
/// `DecodingError.Context` at the decoder's path in an error enum of theirs. The method cannot
/// throw (no `throws`), its body cannot stop the app (`BodyEffects`: it calls nothing but
/// `DecodingError.Context(...)` and cases of the error type it returns), and it returns a type the
/// models declare that is not `DecodingError`: the app throws that error here, whatever is in it.
/// `JSONDecoder` passes it on as it is, so the tool reports it as it reports any error of the
/// app's (`ThrownDecodingError.foreignError`), at the value of the receiver it was built on.
enum AppErrorHelpers {
    /// The error `expression` throws, when it is such a call.
    static func thrown(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> ThrownDecodingError? {
        guard case .call(.member(.name(let receiver), let method), let arguments) = expression,
            let kind = receiver == translator.decoderName ? .decoder : translator.containers[receiver]?.receiver,
            let function = translator.resolver.containerExtensions.method(
                named: method, labels: arguments.map(\.label), on: kind, arguments: arguments),
            !function.isThrowing, function.returnsValue, function.parameters.count == arguments.count,
            case .named(let components)? = function.returnType, !components.contains(where: { !$0.arguments.isEmpty }),
            let errorType = translator.resolver.nominal(components.map(\.name), from: translator.node), errorType.name != "DecodingError",
            let effects = function.bodyEffects,
            effects.cannotStop(calling: Set(errorType.declaration.members.enumCases.map(\.name)).union(["Context"])),
            !arguments.contains(where: {
                ContainerNames.mentionsContainer($0.value, ignoringCodingPaths: true, in: translator)
                    || translator.trapRule.mayTrap($0.value)
            })
        else { return nil }
        return ThrownDecodingError(
            kind: .dataCorrupted, place: .container(receiver), description: "", foreignError: WrittenExpression.render(expression))
    }
}
