import CodableCheckCore

/// Calls of methods the app adds to a decoding container or to `Decoder` (`try
/// container.decodeLossy([Tag].self, forKey: .tags)`, `try decoder.singleValueContainerIfPresent()`),
/// interpreted from their bodies as `JSONDecoder` runs them: `self` is the container the call is
/// made on, a bare `decode(...)` inside is made on it, `T` is the type the call hands over, and
/// `key` the key it names.
extension CustomDecodingTranslator {
    /// The call of an extension method on `container`, when the sources declare one with this name
    /// and these labels; nil otherwise.
    mutating func containerExtensionCall(
        _ container: String, _ kind: ContainerKind, _ method: String, _ arguments: [BodyArgument]
    ) throws(Failure) -> DecodingExpression? {
        let callerFile = currentStatement?.location.fileIndex ?? node.fileIndex
        guard
            let function = resolver.containerExtensions.method(
                named: method, labels: arguments.map(\.label), on: kind.receiver, arguments: arguments,
                isVisible: { [resolver] in resolver.isInSameModule($0.location.fileIndex, callerFile) })
        else { return nil }
        return try HelperInlining.inlinedCall(of: function, declaredIn: .container(receiver: container, kind: kind), arguments, in: &self)
    }

    /// Inside an extension method, a bare call of the receiver's methods and a bare `codingPath`
    /// are made on `self`: the same expression written out; nil for any other expression.
    func explicitReceiver(_ expression: BodyExpression) -> BodyExpression? {
        guard let receiver, containers["self"] != nil else { return nil }
        switch expression {
        case .call(.name(let method), let arguments)
        where !locals.contains(method)
            && (ContainerKind.standardLabels[method] != nil || resolver.containerExtensions.hasMethod(named: method, on: receiver)):
            return .call(.member(.name("self"), method), arguments)
        case .name("codingPath"), .name("allKeys"), .name("isAtEnd"), .name("count"), .name("currentIndex"), .name("userInfo"):
            guard case .name(let member) = expression, !locals.contains(member) else { return nil }
            return .member(.name("self"), member)
        default:
            return nil
        }
    }

    /// A key handed to a helper's parameter (`forKey key: Key` given `.count`), as its JSON key:
    /// for a parameter whose type is a key type (`Key`, `K`, or the keys of a container handed to
    /// the same call), named in the keys of the receiver or of that container. Nil for any other
    /// parameter.
    func keyArgument(
        _ value: BodyExpression, for parameter: FunctionDeclaration.Parameter, receiver: String?, among arguments: [BodyArgument]
    ) throws(Failure) -> String? {
        guard case .named(let components)? = parameter.type, let typeName = components.last?.name else { return nil }
        var candidates: [String] = []
        if let receiver, typeName == "Key" || typeName == "K" { candidates.append(receiver) }
        for argument in arguments {
            guard case .name(let variable) = argument.value, case .keyed(let keys)? = containers[variable] else { continue }
            if typeName == keys.name || typeName == "Key" || typeName == "K" { candidates.append(variable) }
        }
        guard let container = candidates.first else { return nil }
        return try ContainerCalls.keyName(value, in: container, in: self)
    }
}
