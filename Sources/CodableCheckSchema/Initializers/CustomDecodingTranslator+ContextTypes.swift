import CodableCheckCore

/// The type a call's context asks for, for the generic helpers whose type parameter only their
/// result names (`func decode<T: Decodable>(key: Key) throws -> T` in an extension of
/// `KeyedDecodingContainer`, called as `name = try container.decode(key: .name)`): Swift infers
/// `T` from the property or the annotated local the result goes to, so does the tool.
/// Verified on swiftc 6.3.1: for a property `String?` and a result `T`, `T` is `String?` (the
/// key must be there; `null` gives nil); for a result `T?`, `T` is `String`; `try?` adds nothing
/// (`let x: String? = try? c.decode(key: .x)` makes `T` `String?`); `(try? ...) ?? false` for a
/// `Bool` property makes the left side a `Bool?`.
extension CustomDecodingTranslator {
    /// The property an assignment's target names (`name`, `self.name`), if it names one.
    func assignedProperty(_ target: BodyExpression) -> String? {
        switch target {
        case .name(let name) where isProperty(name): name
        case .member(.name("self"), let name) where properties.contains(name): name
        default: nil
        }
    }

    /// The type a property is declared with, or the one its initial value gives it (`var name =
    /// ""` in a Realm object); nil when neither is known.
    func declaredType(ofProperty name: String) -> TypeReference? {
        guard !isStaticHelper, let property = node.instanceProperties.first(where: { $0.name == name }) else { return nil }
        return property.type ?? PlanBuilder.inferredType(ofProperty: property)
    }

    /// `value` translated with `type` as the type its context asks for: the call it ends in
    /// (through `try`, `try?`, `try!` and the left side of `??`) learns it.
    mutating func translate(_ value: BodyExpression, expecting type: TypeReference?) throws(Failure) -> DecodingExpression {
        let saved = (contextType, calledClosureType)
        defer { (contextType, calledClosureType) = saved }
        contextType = type.flatMap { ContextType.call(endingIn: value, asked: GenericBinding.substitutingGenerics($0, typeArguments)) }
        calledClosureType =
            WrittenExpression.isCalledClosure(value) ? type.map { GenericBinding.substitutingGenerics($0, typeArguments) } : nil
        return try translate(value)
    }

    /// The type asked of this call of `function`, taken once; nil for another call.
    mutating func takeContextType(for function: FunctionDeclaration, _ arguments: [BodyArgument]) -> TypeReference? {
        guard let context = contextType, context.method == function.name, context.arguments == arguments else { return nil }
        contextType = nil
        return context.type
    }
}
