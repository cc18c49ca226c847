import CodableCheckCore

/// An empty collection made by calling a type alias with no arguments (`?? HTTPHeaders()` where
/// `typealias HTTPHeaders = [String: String]`): the same value as `[]` or `[:]`, so a property
/// defaulted so is followed like one defaulted with the literal. Only aliases that are not generic
/// and name an array or a dictionary, through other aliases or not; a dictionary whose keys are
/// neither `String` nor `Int` is one `JSONEncoder` may write as a list of pairs, a value the tool
/// does not know (as `[:]` is, `CustomDecodingTranslator.typingEmptyDictionaries`).
enum EmptyCollectionAliases {
    /// The value of `Alias()`, or nil when the call is anything else.
    static func value(of expression: BodyExpression, resolver: TypeResolver, from node: DeclarationNode) -> DecodingExpression? {
        guard case .call(.name(let name), let arguments) = expression, arguments.isEmpty,
            case .alias(let alias, let scope) = resolver.resolve([name], from: node)
        else { return nil }
        return value(ofAlias: alias, scope: scope, resolver: resolver, fileIndex: node.fileIndex, depth: 0)
    }

    private static func value(
        ofAlias alias: TypeAliasDeclaration, scope: DeclarationNode?, resolver: TypeResolver, fileIndex: Int, depth: Int
    ) -> DecodingExpression? {
        guard alias.genericParameters.isEmpty, depth < TypeResolver.maximumAliasDepth, let target = alias.target else { return nil }
        switch target {
        case .array:
            return .emptyArray
        case .dictionary(let key, _):
            return CustomDecodingTranslator.encodesAsObjectKey(key) ? .literal("{}") : .conversion(.unknown, .literal("{}"))
        case .named(let components) where components.count == 1 && components[0].name == "Array" && components[0].arguments.count == 1:
            return .emptyArray
        case .named(let components) where components.count == 1 && components[0].name == "Dictionary" && components[0].arguments.count == 2:
            let key = components[0].arguments[0]
            return CustomDecodingTranslator.encodesAsObjectKey(key) ? .literal("{}") : .conversion(.unknown, .literal("{}"))
        case .named(let components):
            // `typealias Headers = HTTPFields` with `typealias HTTPFields = [String: String]`.
            guard case .alias(let next, let nextScope) = resolver.resolve(components.map(\.name), from: scope, inFile: fileIndex),
                components.allSatisfy({ $0.arguments.isEmpty })
            else { return nil }
            return value(ofAlias: next, scope: nextScope, resolver: resolver, fileIndex: fileIndex, depth: depth + 1)
        default:
            return nil
        }
    }
}
