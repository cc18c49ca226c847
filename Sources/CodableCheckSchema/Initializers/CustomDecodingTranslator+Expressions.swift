import CodableCheckCore
import Foundation

/// What the translator knows of expressions: the containers variables hold, whether a value is
/// one the tool does not know, what may trap. Reading an expression is `ExpressionReader`'s.
extension CustomDecodingTranslator {
    /// Remembers what kind of container (or decoder) a variable holds, when it holds one.
    mutating func registerContainer(_ name: String, _ expression: DecodingExpression) {
        if let keys = ContainerCalls.takePendingKeys(in: &self) {
            containers[name] = .keyed(keys)
        } else if let kind = containerKind(of: expression) {
            containers[name] = kind
        }
    }

    /// The expression's value as the core interprets it (`ExpressionReader`).
    mutating func translate(_ expression: BodyExpression) throws(Failure) -> DecodingExpression {
        try ExpressionReader.read(expression, in: &self)
    }

    func containerKind(of expression: DecodingExpression) -> ContainerKind? {
        switch expression {
        case .keyedContainer, .nestedKeyedContainer: nil  // set where the keys are known
        case .unkeyedContainer, .nestedUnkeyedContainer: .unkeyed
        case .singleValueContainer: .single
        case .superDecoder: .decoder
        case .variable(let name): containers[name]
        case .tryOptional(let inner, _): containerKind(of: inner)
        case .callHelper(let call): helperContainers[call.name]
        default: nil
        }
    }

    /// `TrapRule` with the types of the body's locals and of the decoded type's properties.
    var trapRule: TrapRule {
        var rule = TrapRule { name in locals.contains(name) ? locals.types[name] : node.instanceProperties.first { $0.name == name }?.type }
        rule.appCallMayTrap = AppCallTraps(declaredType: declaredType) { [resolver] in resolver.nominal([$0], from: $1) }.mayTrap
        return rule
    }

    /// Whether the expression is a container or the decoder itself (a name, or a chain that
    /// opens one).
    func isContainer(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .name(let name): return name == decoderName || containers[name] != nil
        case .call(.member(let base, let method), _):
            return Self.containerOpeners.contains(method) && isContainer(base)
        case .tryExpression(_, let inner): return isContainer(inner)
        default: return false
        }
    }

    /// The declared type a path names, with generic arguments (`Group<Vector>`) left out.
    func declaredType(_ path: [String]) -> DeclarationNode? {
        let names = path.map { name in name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name }
        if names == ["Self"] { return node }
        return typeNamed(names)
    }

    static let containerOpeners: Set<String> = [
        "container", "unkeyedContainer", "singleValueContainer", "nestedContainer", "nestedUnkeyedContainer", "superDecoder",
    ]

    /// Whether a container or the decoder is named anywhere in the expression.
    func mentionsContainer(_ expression: BodyExpression, ignoringCodingPaths: Bool = false) -> Bool {
        func mentionsContainer(_ expression: BodyExpression) -> Bool {
            self.mentionsContainer(expression, ignoringCodingPaths: ignoringCodingPaths)
        }
        // `decoder.codingPath` handed to an error of the app's is a path, not a read.
        if ignoringCodingPaths, case .member(.name, "codingPath") = expression { return false }
        switch expression {
        case .name(let name): return name == decoderName || containers[name] != nil
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

    /// Whether the value of the expression depends on a transformation the tool does not evaluate.
    func isUnknowable(_ expression: DecodingExpression) -> Bool {
        switch expression {
        case .conversion(.opaque, _), .conversion(.unknown, _): return true
        case .not(let inner), .conversion(_, let inner), .tryOptional(let inner, _): return isUnknowable(inner)
        case .and(let left, let right), .or(let left, let right), .equals(let left, let right, _), .coalesce(let left, let right),
            .scoped(_, let left, let right), .mapValue(let left, let right), .compare(_, let left, let right):
            return isUnknowable(left) || isUnknowable(right)
        case .choose(let condition, let then, let otherwise):
            return isUnknowable(condition) || isUnknowable(then) || isUnknowable(otherwise)
        // A local set by a statement the tool does not follow is unknown when the body runs.
        case .variable(let name): return locals.unknowable.contains(name) || uncheckedNames[name] != nil
        default: return false
        }
    }
}
