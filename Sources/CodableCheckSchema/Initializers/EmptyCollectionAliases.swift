/// An empty collection made by calling a type alias with no arguments (`?? HTTPHeaders()` where
/// `typealias HTTPHeaders = [String: String]`): the same value as `[]` or `[:]`, so a property
/// defaulted so is followed like one defaulted with the literal. Only aliases that are not generic
/// and name an array or a dictionary, through other aliases or not; a dictionary whose keys are
/// neither `String` nor `Int` is one `JSONEncoder` may write as a list of pairs, a value the tool
/// does not know (as `[:]` is, `CustomDecodingTranslator.typingEmptyDictionaries`).
enum EmptyCollectionAliases {
    /// The empty literal `Alias()` stands for (`[]`, `[:]`), for `translate` to read as it reads
    /// the literal; nil when the call is anything else.
    static func literal(of expression: BodyExpression, resolver: TypeResolver, from node: DeclarationNode) -> BodyExpression? {
        guard case .call(.name(let name), let arguments) = expression, arguments.isEmpty,
            case .alias(let alias, let scope) = resolver.resolve([name], from: node)
        else { return nil }
        return literal(ofAlias: alias, scope: scope, resolver: resolver, fileIndex: node.fileIndex, depth: 0)
    }

    private static func literal(
        ofAlias alias: TypeAliasDeclaration, scope: DeclarationNode?, resolver: TypeResolver, fileIndex: Int, depth: Int
    ) -> BodyExpression? {
        guard alias.genericParameters.isEmpty, depth < TypeResolver.maximumAliasDepth, let target = alias.target else { return nil }
        switch target {
        case .array:
            return .arrayLiteral([])
        case .dictionary(let key, _):
            return emptyDictionary(keyedBy: key)
        case .named(let components) where components.count == 1 && components[0].name == "Array" && components[0].arguments.count == 1:
            return .arrayLiteral([])
        case .named(let components) where components.count == 1 && components[0].name == "Dictionary" && components[0].arguments.count == 2:
            return emptyDictionary(keyedBy: components[0].arguments[0])
        case .named(let components):
            // `typealias Headers = HTTPFields` with `typealias HTTPFields = [String: String]`.
            guard case .alias(let next, let nextScope) = resolver.resolve(components.map(\.name), from: scope, inFile: fileIndex),
                components.allSatisfy({ $0.arguments.isEmpty })
            else { return nil }
            return literal(ofAlias: next, scope: nextScope, resolver: resolver, fileIndex: fileIndex, depth: depth + 1)
        default:
            return nil
        }
    }

    /// An empty dictionary with `key` keys as the body reader keeps it (`[String: Tag]()`, and
    /// `HTTPHeaders()` for an alias of one): `[:]`, or with other keys the value `JSONEncoder` may
    /// write as a list of pairs.
    static func emptyDictionary(keyedBy key: TypeReference) -> BodyExpression {
        return .literal(DictionaryLiteral.encodesAsObjectKey(key) ? DictionaryLiteral.empty : DictionaryLiteral.emptyOfOtherKeys)
    }
}
