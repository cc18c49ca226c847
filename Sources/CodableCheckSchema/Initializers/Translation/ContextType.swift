/// The type a call's context asks of its result, and the call it is for: for the generic
/// helpers whose type parameter only their result names (`func decode<T: Decodable>(key: Key)
/// throws -> T`, called as `name = try container.decode(key: .name)`), Swift infers `T` from the
/// property or the annotated local the result goes to. The translator sets it before translating
/// the value (`translate(_:expecting:)`) and the helper call it is for takes it once
/// (`takeContextType`); the rules Swift follows are in `CustomDecodingTranslator+ContextTypes`.
struct ContextType {
    var method: String
    var arguments: [BodyArgument]
    var type: TypeReference

    /// The call at the end of `value` and the type asked of it, if `value` ends in a call.
    static func call(endingIn value: BodyExpression, asked type: TypeReference) -> ContextType? {
        switch value {
        case .tryExpression(_, let covered):
            return call(endingIn: covered, asked: type)
        case .binary("??", let left, _):
            // `a ?? b` giving a `Bool` asks a `Bool?` of `a`; giving an optional, either reading
            // could be Swift's, so none is taken.
            if case .optional = type { return nil }
            return call(endingIn: left, asked: .optional(type))
        case .call(.name(let method), let arguments), .call(.member(_, let method), let arguments),
            .call(.implicitMember(let method), let arguments):
            return ContextType(method: method, arguments: arguments, type: type)
        default:
            return nil
        }
    }
}
