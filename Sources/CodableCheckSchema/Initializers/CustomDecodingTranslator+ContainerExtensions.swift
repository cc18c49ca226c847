import CodableCheckCore

/// Calls of methods the app adds to a decoding container or to `Decoder` (`try
/// container.decodeLossy([Tag].self, forKey: .tags)`, `try decoder.singleValueContainerIfPresent()`),
/// interpreted from their bodies as `JSONDecoder` runs them: `self` is the container the call is
/// made on, a bare `decode(...)` inside is made on it, `T` is the type the call hands over, and
/// `key` the key it names.
extension CustomDecodingTranslator {
    /// The standard methods' argument labels: a call with other labels is an extension's.
    static let standardLabels: [String: [[String?]]] = [
        "container": [["keyedBy"]], "unkeyedContainer": [[]], "singleValueContainer": [[]],
        "decode": [[nil, "forKey"], [nil]], "decodeIfPresent": [[nil, "forKey"], [nil]], "decodeNil": [["forKey"], []],
        "contains": [[nil]], "nestedContainer": [["keyedBy", "forKey"], ["keyedBy"]],
        "nestedUnkeyedContainer": [["forKey"], []], "superDecoder": [[], ["forKey"]],
    ]

    /// Whether a call is one of the standard container (or `Decoder`) methods, by name and labels.
    static func isStandardCall(_ kind: ContainerKind, _ method: String, labels: [String?]) -> Bool {
        guard standardLabels[method]?.contains(labels) ?? false else { return false }
        // A keyed container reads by key: `decode(.name)`, one unlabelled argument, is an
        // extension's (`func decode<T>(_ key: Key) throws -> T`), as are `contains` elsewhere.
        switch kind {
        case .keyed: return !(["decode", "decodeIfPresent"].contains(method) && labels == [nil])
        case .unkeyed, .single, .decoder: return method != "contains"
        }
    }

    /// The call of an extension method on `container`, when the sources declare one with this name
    /// and these labels; nil otherwise.
    mutating func containerExtensionCall(
        _ container: String, _ kind: ContainerKind, _ method: String, _ arguments: [BodyArgument]
    ) throws(Failure) -> DecodingExpression? {
        let callerFile = currentStatement?.location.fileIndex ?? node.fileIndex
        guard
            let function = resolver.containerExtensions.method(
                named: method, labels: arguments.map(\.label), on: Self.receiverKind(kind), arguments: arguments,
                isVisible: { [resolver] in resolver.isInSameModule($0.location.fileIndex, callerFile) })
        else { return nil }
        return try inlinedCall(of: function, declaredIn: .container(receiver: container, kind: kind), arguments)
    }

    /// Inside an extension method, a bare call of the receiver's methods and a bare `codingPath`
    /// are made on `self`: the same expression written out; nil for any other expression.
    func explicitReceiver(_ expression: BodyExpression) -> BodyExpression? {
        guard let receiver, containers["self"] != nil else { return nil }
        switch expression {
        case .call(.name(let method), let arguments)
        where !locals.contains(method)
            && (Self.standardLabels[method] != nil || resolver.containerExtensions.hasMethod(named: method, on: receiver)):
            return .call(.member(.name("self"), method), arguments)
        case .name("codingPath"), .name("allKeys"), .name("isAtEnd"), .name("count"), .name("currentIndex"), .name("userInfo"):
            guard case .name(let member) = expression, !locals.contains(member) else { return nil }
            return .member(.name("self"), member)
        default:
            return nil
        }
    }

    static func receiverKind(_ kind: ContainerKind) -> ContainerExtensions.Receiver {
        switch kind {
        case .decoder: .decoder
        case .keyed: .keyed
        case .unkeyed: .unkeyed
        case .single: .singleValue
        }
    }

    /// The extended type's name, for messages.
    static func receiverTypeName(_ kind: ContainerKind) -> String {
        switch kind {
        case .decoder: "Decoder"
        case .keyed: "KeyedDecodingContainer"
        case .unkeyed: "UnkeyedDecodingContainer"
        case .single: "SingleValueDecodingContainer"
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
        return try keyName(value, in: container)
    }
}
