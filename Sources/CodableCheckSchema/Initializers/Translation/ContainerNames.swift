import CodableCheckCore

/// Which of the body's names hold a container or the decoder, for `CustomDecodingTranslator`: the
/// kind a variable is registered with when it is bound, the kind an expression's value is, and
/// whether an expression is or mentions one (a call handing a container over may read anything
/// from it). Each function works on the translator handed to it; split off the translator
/// (issue 24).
enum ContainerNames {
    static let containerOpeners: Set<String> = [
        "container", "unkeyedContainer", "singleValueContainer", "nestedContainer", "nestedUnkeyedContainer", "superDecoder",
    ]

    /// Remembers what kind of container (or decoder) a variable holds, when it holds one.
    static func registerContainer(_ name: String, _ expression: DecodingExpression, in translator: inout CustomDecodingTranslator) {
        if let keys = ContainerCalls.takePendingKeys(in: &translator) {
            translator.containers[name] = .keyed(keys)
        } else if let kind = containerKind(of: expression, in: translator) {
            translator.containers[name] = kind
        }
    }

    static func containerKind(of expression: DecodingExpression, in translator: CustomDecodingTranslator) -> ContainerKind? {
        switch expression {
        case .keyedContainer, .nestedKeyedContainer: nil  // set where the keys are known
        case .unkeyedContainer, .nestedUnkeyedContainer: .unkeyed
        case .singleValueContainer: .single
        case .superDecoder: .decoder
        case .variable(let name): translator.containers[name]
        case .tryOptional(let inner, _): containerKind(of: inner, in: translator)
        case .callHelper(let call): translator.helperContainers[call.name]
        default: nil
        }
    }

    /// Whether the expression is a container or the decoder itself (a name, or a chain that
    /// opens one).
    static func isContainer(_ expression: BodyExpression, in translator: CustomDecodingTranslator) -> Bool {
        switch expression {
        case .name(let name): return name == translator.decoderName || translator.containers[name] != nil
        case .call(.member(let base, let method), _):
            return Self.containerOpeners.contains(method) && isContainer(base, in: translator)
        case .tryExpression(_, let inner): return isContainer(inner, in: translator)
        default: return false
        }
    }

    /// Whether a container or the decoder is named anywhere in the expression.
    static func mentionsContainer(_ expression: BodyExpression, ignoringCodingPaths: Bool = false, in translator: CustomDecodingTranslator)
        -> Bool
    {
        func mentionsContainer(_ expression: BodyExpression) -> Bool {
            Self.mentionsContainer(expression, ignoringCodingPaths: ignoringCodingPaths, in: translator)
        }
        // `decoder.codingPath` handed to an error of the app's is a path, not a read.
        if ignoringCodingPaths, case .member(.name, "codingPath") = expression { return false }
        switch expression {
        case .name(let name): return name == translator.decoderName || translator.containers[name] != nil
        case .implicitMember, .literal, .interpolatedString, .typeSelf: return false
        case .closure(let body): return body.map(mentionsContainer) ?? true
        case .calledClosure: return true
        case .member(let base, _), .tryExpression(_, let base), .prefix(_, let base), .optionalChain(let base),
            .forceUnwrap(let base):
            return mentionsContainer(base)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            return mentionsContainer(callee) || arguments.contains { mentionsContainer($0.value) }
        case .cast(_, let value, _): return mentionsContainer(value)
        case .arrayLiteral(let elements): return elements.contains(where: mentionsContainer)
        case .binary(_, let left, let right): return mentionsContainer(left) || mentionsContainer(right)
        case .ternary(let condition, let then, let otherwise):
            return mentionsContainer(condition) || mentionsContainer(then) || mentionsContainer(otherwise)
        }
    }
}
