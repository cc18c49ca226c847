/// A property wrapper the app declares in the models (`@propertyWrapper struct Trimmed:
/// Decodable`, a generic `IgnoreDecodeErrors<Source>`). Synthesized decoding reads the wrapper
/// itself: `_title = try container.decode(Trimmed.self, forKey: .title)`, the key required and a
/// null handed to the wrapper's own `init(from:)`, whatever the wrapped type (probed on 6.3.1:
/// `@Trimmed var title: String?` throws `keyNotFound` on a missing key). So the property is
/// planned as the wrapper type, and its decoding is the wrapper's, synthesized or hand-written.
///
/// Not when the app also adds `decode(_: Wrapper.Type, forKey:)` to `KeyedDecodingContainer`
/// (the "default value" idiom: `decodeIfPresent(type, forKey: key) ?? .init()`): the compiler
/// picks that overload for the synthesized call, which the tool does not follow yet, so the
/// wrapper stays a warning. Nor through a typealias, or with several wrappers on one property.
enum AppPropertyWrapper {
    /// The wrapper type the property decodes as, with its generic arguments as written; nil
    /// when the property has no such wrapper.
    static func decodedType(of property: StoredProperty, in scope: TypeScope, resolver: TypeResolver) -> TypeReference? {
        let wrappers = property.propertyWrappers
        guard wrappers.count == 1 else { return nil }
        let written = TypeReference.Component(name: wrappers[0].name, arguments: wrappers[0].genericArguments)
        guard case .node(let node) = scope.resolve([written], with: resolver), node.kind == .struct || node.kind == .class,
            node.declaration.attributes.contains(where: { $0.name == "propertyWrapper" }),
            resolver.declaredDecodableConformance(of: node) != nil,
            !hasDecodeOverload(for: node, resolver: resolver)
        else { return nil }
        return .named([written])
    }

    /// Whether the app adds a `decode(_:forKey:)` for the wrapper to `KeyedDecodingContainer`.
    static func hasDecodeOverload(for wrapper: DeclarationNode, resolver: TypeResolver) -> Bool {
        resolver.containerExtensions.declarations(named: "decode", on: .keyed).contains { function in
            guard case .metatype(.named(let components))? = function.parameters.first?.type else { return false }
            return components.last?.name == wrapper.name
        }
    }
}
