/// A property wrapper as the library declares it, reached from the attribute as written: through
/// the app's typealiases (`typealias DefaultToZero = DefaultCodable<DefToZero>`, then
/// `@DefaultToZero var likes: Int`), and from BetterCodable's underlying spellings to the names its
/// own typealiases give them (`@DefaultCodable<DefaultFalseStrategy>` is `@DefaultFalse`).
///
/// The one place a wrapper's name is looked up: BetterCodable's, Kodable's, Firestore's and
/// Fluent's rules all read `use`, so each wrapper the tool knows is known however it is spelled.
struct ResolvedWrapper {
    /// As written on the property: its name and location are what messages show.
    var written: AttributeUse
    /// The library's wrapper with its generic arguments; `argumentText` and location as written.
    var use: AttributeUse
    /// Where `use.genericArguments` are read: the alias's scope, with its parameters bound.
    var scope: TypeScope

    var name: String { use.name }

    /// `@DefaultToZero` for an alias, `@DefaultCodable<DefToZero>` written out: what the app
    /// wrote, for messages.
    var displayName: String {
        guard written.genericArguments.isEmpty else {
            return "@" + written.name + "<" + written.genericArguments.map(\.description).joined(separator: ", ") + ">"
        }
        return "@" + written.name
    }

    /// BetterCodable's own spellings under its typealiases (`DefaultFalse = DefaultCodable<DefaultFalseStrategy>`):
    /// wrapper, strategy, and the name the typealias gives them.
    private static let betterCodableSpellings: [String: [String: String]] = [
        "DefaultCodable": [
            "DefaultFalseStrategy": "DefaultFalse", "DefaultTrueStrategy": "DefaultTrue", "DefaultEmptyArrayStrategy": "DefaultEmptyArray",
            "DefaultEmptyDictionaryStrategy": "DefaultEmptyDictionary", "DefaultNilStrategy": "LossyOptional",
        ],
        "LosslessValueCodable": ["LosslessDefaultStrategy": "LosslessValue", "LosslessBooleanStrategy": "LosslessBoolValue"],
    ]

    /// Follows the app's typealiases from `wrapper` (read in `scope`), then BetterCodable's own
    /// spellings. A generic alias written without arguments (`@Lenient var tags: [String]` for
    /// `typealias Lenient<T> = LossyArray<T>`) is followed too: a wrapper's arguments are then
    /// inferred from the property, as the compiler does.
    init(_ wrapper: AttributeUse, in scope: TypeScope, resolver: TypeResolver) {
        written = wrapper
        use = wrapper
        self.scope = scope
        var steps = 0
        while steps < TypeResolver.maximumAliasDepth {
            steps += 1
            let component = TypeReference.Component(name: use.name, arguments: use.genericArguments)
            guard case .alias(let alias, let aliasScope) = self.scope.resolve([component], with: resolver),
                case .named(var components)? = alias.target,
                use.genericArguments.isEmpty || alias.genericParameters.count == use.genericArguments.count
            else { break }
            if components.count == 2,
                BuiltinType.moduleNames.contains(components[0].name) || resolver.importedModules.contains(components[0].name)
            {
                components.removeFirst()  // `BetterCodable.DefaultCodable<...>`
            }
            guard components.count == 1 else { break }
            self.scope = self.scope.expanding(alias, declaredIn: aliasScope, arguments: use.genericArguments)
            use.name = components[0].name
            use.genericArguments = components[0].arguments
        }
        if let strategies = Self.betterCodableSpellings[use.name], case .named(let strategy)? = use.genericArguments.first,
            let shorthand = strategies[strategy.last?.name ?? ""],
            case .notFound = self.scope.resolve(strategy, with: resolver)
        {
            // The library's own strategy (the app declares none of that name).
            use.name = shorthand
            use.genericArguments = []
        }
    }
}
