import CodableCheckCore

/// `userId: try container.decode(UserPayload.self, forKey: .user).id`, handed to an initializer
/// the type delegates to: a stored property of a value the body reads, whose value the tool does
/// not compute (the type decodes in its own way, so its encoding is not its properties). The
/// `try` covers the read, which the interpreter follows with its errors; reading a stored
/// property (`let` or `var`, not `lazy`) of the value made can neither throw nor stop the app.
/// So, unlike a value computed by a call the tool does not follow (`Token(parsing: try text())`),
/// nothing in it may throw beyond the read (`InitializerDelegation`).
enum StoredMemberReads {
    /// Whether `argument` (translated to `value`) is such a member of a read value.
    static func isStoredMemberOfRead(
        _ argument: BodyExpression, _ value: DecodingExpression, in translator: CustomDecodingTranslator
    ) -> Bool {
        guard case .tryExpression("try", .member(_, let name)) = argument, case .conversion(.opaque, let read) = value,
            case .decode(_, _, _, false) = read,
            case .named(let components)? = DecodedTypes.decodedType(of: read, in: translator),
            !components.contains(where: { !$0.arguments.isEmpty }),
            let type = translator.resolver.nominal(components.map(\.name), from: translator.node)
        else { return false }
        return type.instanceProperties.contains { $0.name == name && !$0.isLazy }
    }
}
