/// The type a call names as its callee: `Feature` in `Feature(from: decoder)`, and
/// `CoreContext<JSONTypeFormat.AnyFormat>` in `CoreContext<JSONTypeFormat.AnyFormat>(from:
/// decoder)`, which the reader keeps as a name spelled with its generic arguments
/// (`parseGenericTypeCallee`), read back here into the type it spells.
enum CalledType {
    /// The type, with its generic arguments, and its names (`["CoreContext"]`); nil when the
    /// callee names no type.
    static func of(_ callee: BodyExpression) -> (type: TypeReference, path: [String])? {
        if case .name(let spelled) = callee, spelled.contains("<") {
            guard let type = ModelSchema.parseTypeExpression(spelled), case .named(let components) = type else { return nil }
            return (type, components.map(\.name))
        }
        return WrittenExpression.typePath(of: callee).map { path in
            (.named(path.map { TypeReference.Component(name: $0, arguments: []) }), path)
        }
    }
}
