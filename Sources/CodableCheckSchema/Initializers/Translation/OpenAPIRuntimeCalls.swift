import CodableCheckCore

/// swift-openapi-runtime's `Decoder` helpers, which swift-openapi-generator's `init(from:)` bodies
/// call after reading the documented properties (`try decoder.ensureNoAdditionalProperties(knownKeys:
/// ["type", "key"])` for a schema with `additionalProperties: false`, `additionalProperties = try
/// decoder.decodeAdditionalProperties(knownKeys: [])` for one that keeps them). Modelled as the
/// runtime's source (apple/swift-openapi-runtime, `CodableExtensions.swift`) runs them: both open a
/// container keyed by any string on the decoder and take the keys of `allKeys` that are not known;
/// `ensureNoAdditionalProperties` throws `DecodingError.dataCorruptedError(forKey:in:)` at the
/// first of them in sorted order when there is one; `decodeAdditionalProperties` decodes each as
/// the value type of the dictionary the result goes to (`[String: T]`; `OpenAPIObjectContainer`
/// reads each as `OpenAPIValueContainer`). Their bodies use tuples, sets and `map`, which the
/// body reader does not follow, hence a model by name. A method of the same name the sources
/// declare with another body is the app's own, and is read as any container extension.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum OpenAPIRuntimeCalls {
    typealias Failure = CustomDecodingTranslator.Failure

    /// The runtime helper's call on `decoder` as an expression; nil when the call is not one.
    static func openAPIRuntimeCall(
        _ decoder: String, _ method: String, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator
    ) throws(Failure)
        -> DecodingExpression?
    {
        guard OpenAPIRuntimeHelpers.decoderHelpers.contains(method), arguments.count == 1, arguments[0].label == "knownKeys",
            translator.resolver.containerExtensions.declarations(named: method, on: .decoder).allSatisfy(
                OpenAPIRuntimeHelpers.isRuntimeDeclaration)
        else { return nil }
        guard case .arrayLiteral(let elements) = arguments[0].value else {
            throw Failure(reason: "its `knownKeys` are not a list of strings written out", isPrecise: true)
        }
        var known: [String] = []
        for element in elements {
            guard case .literal(let text) = element, let key = InterpretedJSON.stringContent(text) else {
                throw Failure(reason: "its `knownKeys` are not a list of strings written out", isPrecise: true)
            }
            known.append(key)
        }
        var type: Int?
        if method == "decodeAdditionalProperties" {
            guard let context = translator.contextType, context.method == method, context.arguments == arguments,
                let valueType = OpenAPIRuntimeHelpers.additionalPropertiesValueType(context.type)
            else {
                throw Failure(
                    reason: "the type of the properties `decodeAdditionalProperties` decodes is not known from where its result goes",
                    isPrecise: true)
            }
            translator.contextType = nil
            type = try ContainerCalls.readType(.typeSelf(valueType), in: &translator)
        }
        translator.usesKeyedContainer = true
        let name = "$container\(translator.chainCount)"
        translator.chainCount += 1
        return .scoped(
            name, .keyedContainer(decoder: .variable(decoder), keys: "StringKey"),
            .undeclaredMembers(container: name, known: known, type: type))
    }
}
