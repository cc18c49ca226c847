/// The stored properties of a decoded value that the interpreter can read from the value's
/// encoding (`DecodingConversion.member`): those of a struct or class the models declare whose
/// decoding and encoding are both synthesized, so that the value (the type's encoding) holds each
/// property under its `CodingKeys` key exactly as decoded.
///
/// An optional value's members are its wrapped value's (`previous?.end`: nil stays nil). A generic
/// type's members have its arguments in place of its parameters (`Record<T>`'s `start: T?`). A
/// class counts only without a superclass the models declare: a subclass's synthesized coding
/// would leave out or override its superclass's.
enum EncodedMembers {
    struct Member {
        var name: String
        /// Its key in the value's encoding.
        var key: String
        var type: TypeReference
    }

    /// The members of a value of `type`; none for any other type (a member is then not evaluated).
    static func of(_ type: TypeReference?, typeNamed: ([String]) -> DeclarationNode?, resolver: TypeResolver) -> [Member] {
        guard case .named(let components)? = type?.unwrappingOptionals,
            components.dropLast().allSatisfy({ $0.arguments.isEmpty }), let arguments = components.last?.arguments,
            let owner = typeNamed(components.map(\.name)),
            owner.kind == .struct || owner.kind == .class && resolver.superclass(of: owner) == nil,
            owner.declaration.genericParameters.count == arguments.count, owner.decodingInitializer == nil,
            owner.encodingFunction == nil
        else { return [] }
        let bindings = Dictionary(zip(owner.declaration.genericParameters, arguments)) { first, _ in first }
        let keys = owner.codingKeys
        let keyNames = keys.map { CodingKeyEnum($0, resolver: resolver).keysByCaseName }
        var members: [Member] = []
        for property in owner.instanceProperties {
            // A constant with a value, a lazy or wrapped property: not what decoding set.
            guard let type = property.type, property.initialValue == nil, !property.isLazy, property.attributes.isEmpty,
                let key = keys == nil ? property.name : keyNames?[property.name]
            else { continue }
            members.append(Member(name: property.name, key: key, type: GenericBinding.substitutingGenerics(type, bindings)))
        }
        return members
    }
}
