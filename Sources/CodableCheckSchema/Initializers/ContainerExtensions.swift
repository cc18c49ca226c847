/// The methods an app adds to the decoding containers and to `Decoder` (`extension
/// KeyedDecodingContainer { func decodeLossy<T>(...) }`, `extension Decoder { func
/// singleValueContainerIfPresent() }`), for the `init(from:)` bodies that call them, and the
/// static helpers an app (or a generator's runtime) adds to `DecodingError` to build the errors
/// it throws (`DecodingError.unknownOneOfDiscriminator(...)`). The types are the standard
/// library's, so the resolver has no node to merge these extensions into.
struct ContainerExtensions: Sendable {
    /// The type a method is added to.
    enum Receiver: Sendable {
        case keyed, unkeyed, singleValue, decoder
        /// `extension DecodingError`: its static functions, which return an error.
        case decodingError
        /// `extension Dictionary`: methods a body calls on a dictionary it decoded
        /// (`ExtraMembersDictionary`).
        case dictionary

        /// The receiver an extended type's name (`KeyedDecodingContainer`,
        /// `Swift.KeyedDecodingContainerProtocol`) stands for, if it is one.
        init?(extending type: TypeReference) {
            guard case .named(let components) = type else { return nil }
            let names = components.map(\.name)
            guard names.count == 1 || names.count == 2 && names[0] == "Swift" else { return nil }
            switch names[names.count - 1] {
            case "KeyedDecodingContainer", "KeyedDecodingContainerProtocol": self = .keyed
            case "UnkeyedDecodingContainer": self = .unkeyed
            case "SingleValueDecodingContainer": self = .singleValue
            case "Decoder": self = .decoder
            case "DecodingError": self = .decodingError
            case "Dictionary": self = .dictionary
            default: return nil
            }
        }
    }

    private var functions: [Receiver: [FunctionDeclaration]] = [:]
    /// The computed properties whose getter is one expression, by name; several of one name
    /// (two modules' extensions) are kept all, and none is used.
    private var getters: [Receiver: [String: [BodyExpression]]] = [:]

    /// Keeps the instance methods of an extension of one of the receivers (of `DecodingError`,
    /// the static ones: an error is made, not asked).
    mutating func record(_ extensionDeclaration: ExtensionDeclaration) {
        guard let receiver = Receiver(extending: extensionDeclaration.extendedType) else { return }
        functions[receiver, default: []] += extensionDeclaration.members.functions.filter {
            $0.isStatic == (receiver == .decodingError) && $0.name != "init"
        }
        for property in extensionDeclaration.members.computedProperties where !property.isStatic {
            guard let getter = property.getter else { continue }
            getters[receiver, default: [:]][property.name, default: []].append(getter)
        }
    }

    /// Whether any extension has such a getter (most sources have none, and then no body is
    /// looked through for one).
    var hasGetters: Bool { !getters.isEmpty }

    /// The getter expression of the one computed property of `receiver` with this name; nil
    /// when there is none, or several.
    func getter(named name: String, on receiver: Receiver) -> BodyExpression? {
        guard let found = getters[receiver]?[name], found.count == 1 else { return nil }
        return found[0]
    }

    /// Whether an extension of this type (its name as written, `Decoder`, `Swift.Decoder`) is
    /// one this list keeps: the parser reads its computed properties' getters only then.
    static func keepsGetters(ofExtensionOf typeName: String) -> Bool {
        let components = typeName.split(separator: ".").map { TypeReference.Component(name: String($0), arguments: []) }
        guard let receiver = Receiver(extending: .named(components)) else { return false }
        return [.keyed, .unkeyed, .singleValue, .decoder].contains(receiver)
    }

    /// The one method of `receiver` with this name and these argument labels; nil when there is
    /// none, or several (overloads told apart by type, which the tool does not do). Of several,
    /// the one `isVisible` keeps (declared in the caller's module: two modules of a package that
    /// each extend `KeyedDecodingContainerProtocol` with the same `internal` helper) is the one
    /// Swift calls.
    func method(
        named name: String, labels: [String?], on receiver: Receiver, arguments: [BodyArgument] = [],
        isVisible: (FunctionDeclaration) -> Bool = { _ in true }
    ) -> FunctionDeclaration? {
        var found = (functions[receiver] ?? []).compactMap { $0.name == name ? Self.called($0, labels: labels) : nil }
        if found.count > 1 { found = found.filter { Self.accepts($0, arguments) } }
        if found.count > 1 {
            let visible = found.filter(isVisible)
            if visible.count == 1 { found = visible }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The function as a call with these labels sees it: itself when every parameter is given,
    /// or without the metatype parameters the call leaves to their default (`func
    /// decodeFromSingleValueContainer<T>(_ type: T.Type = T.self) -> T` called with no argument,
    /// `T` then inferred from the result; the default is not kept, so a body that reads such a
    /// parameter is not followed). Other parameters left to their default stay: the call hands
    /// them their default value (`HelperInlining.argumentsWithDefaults`). Nil when the
    /// labels do not fit.
    static func called(_ function: FunctionDeclaration, labels: [String?]) -> FunctionDeclaration? {
        let parameters = function.parameters
        guard let filled = ArgumentLabels.filled(parameters, by: labels) else { return nil }
        var called = function
        called.parameters = parameters.indices.compactMap { index in
            guard !filled.contains(index), case .metatype? = parameters[index].type else { return parameters[index] }
            return nil
        }
        return called
    }

    /// Whether a call's arguments can be this overload's, told apart the one way the reader can:
    /// a metatype parameter (`_: [String: Any].Type`) takes `T.self`, a key parameter (`_ key:
    /// Key`) takes `.name`. An argument of another shape (a local) could be either.
    static func accepts(_ function: FunctionDeclaration, _ arguments: [BodyArgument]) -> Bool {
        zip(function.parameters, arguments).allSatisfy { parameter, argument in
            guard let type = parameter.type else { return true }
            let takesType: Bool
            if case .metatype = type { takesType = true } else { takesType = false }
            switch argument.value {
            case .typeSelf: return takesType
            case .implicitMember, .literal, .call(.implicitMember, _): return !takesType
            default: return true
            }
        }
    }

    /// Every method of `receiver` with this name, whatever its labels.
    func declarations(named name: String, on receiver: Receiver) -> [FunctionDeclaration] {
        (functions[receiver] ?? []).filter { $0.name == name }
    }

    /// Whether `receiver` has a method of this name (any labels): a bare call of it inside another
    /// of its methods is a call on `self`.
    func hasMethod(named name: String, on receiver: Receiver) -> Bool {
        (functions[receiver] ?? []).contains { $0.name == name }
    }
}
