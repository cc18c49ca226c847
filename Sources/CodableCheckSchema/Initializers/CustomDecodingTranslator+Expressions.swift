import CodableCheckCore

/// Expressions: containers held in variables, reads, `try?`, operators, conversions, enum cases.
extension CustomDecodingTranslator {
    /// Remembers what kind of container (or decoder) a variable holds, when it holds one.
    mutating func registerContainer(_ name: String, _ expression: DecodingExpression) {
        if let keys = takePendingKeys() {
            containers[name] = .keyed(keys)
        } else if let kind = containerKind(of: expression) {
            containers[name] = kind
        }
    }

    func containerKind(of expression: DecodingExpression) -> ContainerKind? {
        switch expression {
        case .keyedContainer, .nestedKeyedContainer: nil  // set where the keys are known
        case .unkeyedContainer, .nestedUnkeyedContainer: .unkeyed
        case .singleValueContainer: .single
        case .superDecoder: .decoder
        case .variable(let name): containers[name]
        default: nil
        }
    }

    mutating func translate(_ expression: BodyExpression) throws(Failure) -> DecodingExpression {
        switch expression {
        case .tryExpression("try", let covered):
            return try translate(covered)
        case .tryExpression("try?", let covered):
            return .tryOptional(try translate(covered), source: Self.render(covered))
        case .binary("??", let left, let right):
            return .coalesce(try translate(left), try translate(right))
        case .binary("==", let left, let right):
            return .equals(try translate(left), try translate(right), negated: false)
        case .binary("!=", let left, let right):
            return .equals(try translate(left), try translate(right), negated: true)
        case .binary("&&", let left, let right):
            return .and(try translate(left), try translate(right))
        case .binary("||", let left, let right):
            return .or(try translate(left), try translate(right))
        case .prefix("!", let operand):
            return .not(try translate(operand))
        case .literal(let text):
            return .literal(text)
        case .arrayLiteral(let elements) where elements.isEmpty:
            return .emptyArray
        case .name(let name) where name == decoderName || containers[name] != nil || locals.contains(name) || properties.contains(name):
            return .variable(name)
        case .implicitMember(let name):
            // A case of this very enum with a raw value is that raw value (what encoding writes).
            if let rawType = resolver.rawType(of: node), let raw = resolver.rawValues(of: node, rawType: rawType),
                let value = raw.first(where: { $0.name == name })
            {
                return .literal(rawType == .string ? JSONText.quoted(value.rawValue) : value.rawValue)
            }
            return .enumCase(name: name, arguments: [])
        case .member(.name(let container), "isAtEnd"):
            guard case .unkeyed? = containers[container] else { break }
            return .isAtEnd(container: container)
        case .call(.implicitMember(let name), let arguments):
            var translated: [DecodingArgument] = []
            for (position, argument) in arguments.enumerated() {
                translated.append(DecodingArgument(label: argument.label ?? "_\(position)", value: try translate(argument.value)))
            }
            return .enumCase(name: name, arguments: translated)
        case .call(.member(.name(let container), let method), let arguments) where containers[container] != nil:
            return try containerCall(container, method, arguments)
        case .call(.member(.call(.member(.name(let owner), _), _), let method), let arguments)
        where containers[owner] != nil && Self.containerMethods.contains(method):
            // `decoder.container(keyedBy: K.self).decode(...)`: the container in a hidden variable.
            guard case .call(let inner, _) = expression, case .member(let base, _) = inner else { break }
            let name = "$container\(chainCount)"
            chainCount += 1
            let container = try translate(base)
            registerContainer(name, container)
            noteBinding(name, container)
            locals.insert(name)
            return .scoped(name, container, try containerCall(name, method, arguments))
        case .call(.member(let base, let method), let arguments) where ["map", "flatMap"].contains(method) && arguments.count == 1:
            var value = base
            if case .optionalChain(let chained) = base { value = chained }
            let translatedValue = try translate(value)
            if case .closure(let body?) = arguments[0].value {
                // `{ URL(string: $0) }`: evaluated with `$0` bound to the value (nil stays nil).
                let hadArgument = locals.contains("$0")
                locals.insert("$0")
                defer { if !hadArgument { locals.remove("$0") } }
                if let translatedBody = try? translate(body) { return .mapValue(translatedValue, body: translatedBody) }
            }
            // A closure the tool cannot read: the value passes through.
            return .conversion(.opaque, translatedValue)
        case .call(.name(let typeName), let arguments) where arguments.count == 1:
            if let conversion = try conversion(typeName, label: arguments[0].label) {
                return .conversion(conversion, try translate(arguments[0].value))
            }
        default:
            break
        }
        throw Failure(reason: "the expression `\(Self.render(expression))` is not interpreted")
    }

    /// `URL(string:)`, `Int(_:)`... and `E(rawValue:)` for a raw enum.
    func conversion(_ typeName: String, label: String?) throws(Failure) -> DecodingConversion? {
        switch (typeName, label) {
        case ("URL", "string"): return .url
        case ("Int", nil): return .integer
        case ("Double", nil): return .double
        case ("Bool", nil): return .bool
        case ("String", nil): return .string
        case (_, "rawValue"):
            guard let enumNode = resolver.nominal([typeName], from: node), let rawType = resolver.rawType(of: enumNode),
                let values = resolver.rawValues(of: enumNode, rawType: rawType)
            else { return nil }
            return .rawValue(values.map { rawType == .string ? JSONText.quoted($0.rawValue) : $0.rawValue })
        default: return nil
        }
    }
}
