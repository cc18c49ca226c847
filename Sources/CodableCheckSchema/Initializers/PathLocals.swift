/// Coding paths kept in `let` locals before the context that names them (`let codingPath =
/// [CodingKeys.expiresAt]`, `let path = decoder.codingPath`, then `DecodingError.Context(codingPath:
/// codingPath, ...)`): the context reads as if the path were written in its place, which the
/// thrown-error rules (`CustomDecodingTranslator.thrownError`) already interpret. A `var` may
/// change before it is used, so the translator records only a `let`.
struct PathLocals {
    private var paths: [String: BodyExpression] = [:]

    /// The path a local holds; setting nil forgets it (the name is declared or assigned again).
    subscript(name: String) -> BodyExpression? {
        get { paths[name] }
        set { paths[name] = newValue }
    }

    /// `value` when it is a path the thrown-error rules read: an array literal of `CodingKey`
    /// cases written out (`isKeyList`), or the `codingPath` of the decoder or of a container
    /// (`isContainer`), whose path never changes once made; nil for anything else.
    static func path(
        _ value: BodyExpression, isKeyList: ([BodyExpression]) -> Bool, isContainer: (String) -> Bool
    ) -> BodyExpression? {
        switch value {
        case .arrayLiteral(let elements) where isKeyList(elements): value
        case .member(.name(let owner), "codingPath") where isContainer(owner): value
        default: nil
        }
    }

    /// A `DecodingError.Context(...)` whose `codingPath` is a local holding a path, with the path
    /// in its place; any other expression as it is.
    func substituted(in expression: BodyExpression) -> BodyExpression {
        guard case .call(let callee, var arguments) = expression, WrittenDecodingError.isContext(callee) else { return expression }
        for index in arguments.indices where arguments[index].label == "codingPath" {
            if case .name(let local) = arguments[index].value, let path = paths[local] { arguments[index].value = path }
        }
        return .call(callee, arguments)
    }
}
