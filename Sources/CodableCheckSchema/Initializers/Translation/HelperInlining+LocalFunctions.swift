import CodableCheckCore

/// Functions declared in the body (`func miles(_ c: KeyedDecodingContainer<CodingKeys>, _ key:
/// CodingKeys) throws -> Double { ... }`), wherever in their block, run where they are called as
/// the type's helpers are (`inlinedCall`, one owner): parameters bound to the arguments, `return`
/// giving the value, and a function that cannot be followed whole leaves its call a statement not
/// followed, named where it is. What a local function reads of the scope around it (a container,
/// the decoder, a local declared before it) is handed to it as an argument; one that sets a name
/// of that scope is not followed.
extension HelperInlining {
    /// The local function a call `name(labels...)` names, innermost block first; nil when none
    /// fits (a local variable of the name is no function).
    static func localFunction(_ callee: BodyExpression, _ arguments: [BodyArgument], in translator: CustomDecodingTranslator)
        -> FunctionDeclaration?
    {
        guard case .name(let name) = callee, !translator.locals.contains(name), translator.containers[name] == nil else { return nil }
        let labels = arguments.map(\.label)
        return translator.localFunctions.last { $0.name == name && ArgumentLabels.accepts($0.parameters, labels: labels) }
    }

    /// The call of a local function: run as a helper of this type, with each name of the scope
    /// around it that its body reads handed over as one more parameter.
    static func localFunctionCall(
        _ function: FunctionDeclaration, _ arguments: [BodyArgument], in translator: inout CustomDecodingTranslator
    ) throws(Failure) -> DecodingExpression {
        guard case .statements(let statements) = function.body.body else {
            throw Failure(reason: "the local function `\(function.name)` cannot be read", isPrecise: true)
        }
        let own = Set(function.parameters.map(\.name)).union(BodyNames.declaredNames(in: statements))
        let captured = BodyNames.mentionedNames(in: statements).subtracting(own).filter { name in
            name != "self" && (translator.locals.contains(name) || translator.containers[name] != nil)
                && !translator.properties.contains(name)
        }.sorted()
        let sets = translator.effects(of: statements).locals.intersection(captured)
        if let name = sets.sorted().first {
            throw Failure(reason: "the local function `\(function.name)` sets `\(name)` of the scope around it", isPrecise: true)
        }
        var withCaptures = function
        var given = try Self.argumentsWithDefaults(of: function, arguments)
        for name in captured {
            withCaptures.parameters.append(FunctionDeclaration.Parameter(label: name, name: name, hasDefault: false))
            given.append(BodyArgument(label: name, value: .name(name)))
        }
        return try inlinedCall(of: withCaptures, declaredIn: .local, given, in: &translator)
    }
}
