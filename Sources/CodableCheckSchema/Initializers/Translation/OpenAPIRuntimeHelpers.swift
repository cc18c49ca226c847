/// What the tool knows of swift-openapi-runtime's `Decoder` helpers without reading their bodies:
/// their names, the runtime's own declaration of them, and the value type
/// `decodeAdditionalProperties` reads each unknown member as. The translator models their calls
/// (`CustomDecodingTranslator+OpenAPIRuntime`).
enum OpenAPIRuntimeHelpers {
    /// The helpers modelled, by name.
    static let decoderHelpers: Set<String> = ["ensureNoAdditionalProperties", "decodeAdditionalProperties"]

    /// `T` of a `[String: T]` result; `OpenAPIValueContainer` for `OpenAPIObjectContainer` (the
    /// runtime's overload that returns one); nil for another type.
    static func additionalPropertiesValueType(_ type: TypeReference) -> TypeReference? {
        switch type {
        case .dictionary(.named(let key), let value) where ["String"] == key.map(\.name) || ["Swift", "String"] == key.map(\.name):
            return value
        case .named(let components) where components.last?.name == "OpenAPIObjectContainer" && components.count <= 2:
            return .named(components.dropLast() + [TypeReference.Component(name: "OpenAPIValueContainer", arguments: [])])
        default:
            return nil
        }
    }

    /// Whether a declared helper is the runtime's: its body starts by taking the unknown keys
    /// and the container from the runtime's private helper, as both do.
    static func isRuntimeDeclaration(_ function: FunctionDeclaration) -> Bool {
        guard case .statements(let statements) = function.body.body, let first = statements.first else { return false }
        return first.text.hasPrefix("let (unknownKeys, container) = try unknownKeysAndContainer(knownKeys: knownKeys)")
    }
}
