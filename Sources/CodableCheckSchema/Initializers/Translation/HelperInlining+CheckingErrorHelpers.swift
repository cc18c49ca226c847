import CodableCheckCore

/// `try DecodingError.verifyAtLeastOneSchemaIsNotNil([self.value1, self.value2], type: Self.self,
/// codingPath: decoder.codingPath, errors: errors)`: a static function an extension of
/// `DecodingError` declares (swift-openapi-generator's runtime declares this one for every
/// `anyOf` it generates) that throws rather than returns, its body one check on a list of values:
///
/// ```swift
/// guard values.contains(where: { $0 != nil }) else {
///     throw DecodingError.failedToDecodeAnySchema(type: type, codingPath: codingPath, errors: errors)
/// }
/// ```
///
/// Read as that `guard` written where the call is, its parameters replaced by the call's
/// arguments: the list is the array literal the call hands over, so `contains(where:)` is the
/// closure's test on each element joined by `||` (in order, stopping at the first that holds, as
/// `contains` does), and the error is read as any thrown error (through `errorFromHelper`).
/// Any other body is not followed.
extension HelperInlining {
    /// The `guard` a checking helper's call stands for, translated; nil when the call names no
    /// such helper of `DecodingError`.
    static func checkingErrorHelperCall(_ expression: BodyExpression, in translator: inout CustomDecodingTranslator) throws(Failure)
        -> DecodingStatement?
    {
        guard case .call(.member(let errorType, let method), let arguments) = expression, WrittenDecodingError.isDecodingError(errorType),
            !WrittenDecodingError.members.contains(method),
            let function = translator.resolver.containerExtensions.method(
                named: method, labels: arguments.map(\.label), on: .decodingError),
            !function.returnsValue
        else { return nil }
        let notFollowed = Failure(
            reason: "the helper `DecodingError.\(method)` does more than check a list of values and throw", isPrecise: true)
        guard function.parameters.count == arguments.count, case .statements(let statements) = function.body.body,
            statements.count == 1, case .guardStatement(let conditions, let otherwise) = statements[0].kind,
            conditions.count == 1, case .test(let test) = conditions[0], otherwise.count == 1,
            case .throwStatement(var thrown) = otherwise[0].kind
        else { throw notFollowed }
        var condition = test
        for (parameter, argument) in zip(function.parameters, arguments) {
            condition = WrittenExpression.substitutingListTest(parameter.name, with: argument.value, in: condition)
            thrown = WrittenExpression.substituting(parameter.name, with: argument.value, in: thrown)
        }
        guard let expanded = WrittenExpression.expandedListTest(condition) else { throw notFollowed }
        let location = translator.currentStatement?.location ?? statements[0].location
        let text = translator.currentStatement?.text ?? statements[0].text
        let written = BodyStatement(
            kind: .guardStatement(
                conditions: [.test(expanded)],
                otherwise: [BodyStatement(kind: .throwStatement(thrown), location: location, text: text)]),
            location: location, text: text)
        return try translator.translate(written)
    }
}
