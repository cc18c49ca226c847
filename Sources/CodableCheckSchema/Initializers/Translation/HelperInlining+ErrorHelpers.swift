import CodableCheckCore

/// `throw DecodingError.unknownOneOfDiscriminator(discriminatorKey: CodingKeys._type,
/// discriminatorValue: kind, codingPath: decoder.codingPath)`: an error built by a static
/// function an extension of `DecodingError` declares in the sources (swift-openapi-generator's
/// runtime declares this one for every `oneOf` it generates). A function whose body is the one
/// error it returns is read as that error, its parameters replaced by the call's arguments, so
/// the error is the one the app throws, with its case, path and words.
extension HelperInlining {
    /// Helpers that build their error through another helper are followed this deep.
    static let maximumErrorHelperDepth = 4

    /// The error the helper call builds, read from the helper's body; nil when the sources
    /// declare no such helper (the call is then not followed, as before).
    static func errorFromHelper(_ method: String, _ arguments: [BodyArgument], depth: Int, in translator: CustomDecodingTranslator)
        throws(Failure) -> ThrownDecodingError?
    {
        guard
            let function = translator.resolver.containerExtensions.method(
                named: method, labels: arguments.map(\.label), on: .decodingError)
        else { return nil }
        guard depth < Self.maximumErrorHelperDepth else {
            throw Failure(reason: "the helper `DecodingError.\(method)` builds its error through too many helpers", isPrecise: true)
        }
        guard var returned = function.body.onlyResult else {
            throw Failure(reason: "the helper `DecodingError.\(method)` does more than return an error", isPrecise: true)
        }
        for (parameter, argument) in zip(function.parameters, arguments) {
            returned = WrittenExpression.substituting(parameter.name, with: argument.value, in: returned)
        }
        // `Self.keyNotFound(...)` and `.keyNotFound(...)` inside the extension are `DecodingError`'s.
        if case .call(let callee, let innerArguments) = returned {
            switch callee {
            case .member(.name("Self"), let name), .implicitMember(let name):
                returned = .call(.member(.name("DecodingError"), name), innerArguments)
            default: break
            }
        }
        return try ThrownErrors.thrownError(returned, depth: depth + 1, in: translator)
    }
}
