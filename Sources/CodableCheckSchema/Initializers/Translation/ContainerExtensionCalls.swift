import CodableCheckCore

/// Calls of methods the app adds to a decoding container or to `Decoder` (`try
/// container.decodeLossy([Tag].self, forKey: .tags)`, `try decoder.singleValueContainerIfPresent()`),
/// interpreted from their bodies as `JSONDecoder` runs them: `self` is the container the call is
/// made on, a bare `decode(...)` inside is made on it, `T` is the type the call hands over, and
/// `key` the key it names.
///
/// For `CustomDecodingTranslator`, whose scope each function is handed (split off it, issue 24).
enum ContainerExtensionCalls {
    typealias Failure = CustomDecodingTranslator.Failure

    /// The call of an extension method on `container`, when the sources declare one with this name
    /// and these labels; nil otherwise.
    static func containerExtensionCall(
        _ container: String, _ kind: ContainerKind, _ method: String, _ arguments: [BodyArgument],
        in translator: inout CustomDecodingTranslator
    ) throws(Failure) -> DecodingExpression? {
        let callerFile = translator.currentStatement?.location.fileIndex ?? translator.node.fileIndex
        guard
            let function = translator.resolver.containerExtensions.method(
                named: method, labels: arguments.map(\.label), on: kind.receiver, arguments: arguments,
                isVisible: { [resolver = translator.resolver] in resolver.isInSameModule($0.location.fileIndex, callerFile) })
        else { return nil }
        return try HelperInlining.inlinedCall(
            of: function, declaredIn: .container(receiver: container, kind: kind), arguments, in: &translator)
    }

    /// Inside an extension method, a bare call of the receiver's methods and a bare `codingPath`
    /// are made on `self`: the same expression written out; nil for any other expression.
    static func explicitReceiver(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> BodyExpression? {
        guard let receiver = translator.receiver, translator.containers["self"] != nil else { return nil }
        switch expression {
        case .call(.name(let method), let arguments)
        where !translator.locals.contains(method)
            && (ContainerKind.standardLabels[method] != nil
                || translator.resolver.containerExtensions.hasMethod(named: method, on: receiver)):
            return .call(.member(.name("self"), method), arguments)
        case .name("codingPath"), .name("allKeys"), .name("isAtEnd"), .name("count"), .name("currentIndex"), .name("userInfo"):
            guard case .name(let member) = expression, !translator.locals.contains(member) else { return nil }
            return .member(.name("self"), member)
        default:
            return nil
        }
    }

    /// A key handed to a helper's parameter (`forKey key: Key` given `.count`), as its JSON key:
    /// for a parameter whose type is a key type (`Key`, `K`, or the keys of a container handed to
    /// the same call), named in the keys of the receiver or of that container. Nil for any other
    /// parameter.
    static func keyArgument(
        _ value: BodyExpression, for parameter: FunctionDeclaration.Parameter, receiver: String?, among arguments: [BodyArgument],
        in translator: CustomDecodingTranslator
    ) throws(Failure) -> String? {
        guard case .named(let components)? = parameter.type, let typeName = components.last?.name else { return nil }
        var candidates: [String] = []
        if let receiver, typeName == "Key" || typeName == "K" { candidates.append(receiver) }
        for argument in arguments {
            guard case .name(let variable) = argument.value, case .keyed(let keys)? = translator.containers[variable] else { continue }
            if typeName == keys.name || typeName == "Key" || typeName == "K" { candidates.append(variable) }
        }
        guard let container = candidates.first else { return nil }
        return try ContainerCalls.keyName(value, in: container, in: translator)
    }
}
