/// `if let kind = Kind(rawValue: text)` (or `guard let`) with `Kind` a raw enum the models
/// declare: the local holds the raw value as JSON text, as a decoded `Kind` does, so it is typed
/// `Kind` and `switch kind { case .circle: ... }` (in the body, or in a helper it is handed to)
/// compares raw values, as a switch on a decoded raw enum does. Paywall and form SDKs make a
/// component's kind this way so that an unknown kind falls back instead of failing.
enum RawValueBinding {
    /// The enum `Kind(rawValue: x)` makes; nil for any other expression, a type that is no raw
    /// enum of the models, or one that declares its own `init?(rawValue:)` (its body runs).
    static func enumType(made value: BodyExpression, resolver: TypeResolver, from node: DeclarationNode) -> TypeReference? {
        guard case .call(let callee, let arguments) = value, arguments.count == 1, arguments[0].label == "rawValue",
            let path = WrittenExpression.typePath(of: callee), path != ["Self"],
            let enumNode = resolver.nominal(path, from: node), enumNode.rawValueInitializer == nil,
            let rawType = resolver.rawType(of: enumNode),
            resolver.rawValues(of: enumNode, rawType: rawType) != nil
        else { return nil }
        return .named(path.map { TypeReference.Component(name: $0, arguments: []) })
    }
}
