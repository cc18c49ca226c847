import CodableCheckCore
import Foundation

/// What the translator knows of expressions: whether a value is one the tool does not know, what
/// may trap. Reading an expression is `ExpressionReader`'s; the containers names hold, `ContainerNames`'.
extension CustomDecodingTranslator {
    /// The expression's value as the core interprets it (`ExpressionReader`).
    mutating func translate(_ expression: BodyExpression) throws(Failure) -> DecodingExpression {
        try ExpressionReader.read(expression, in: &self)
    }

    /// `TrapRule` with the types of the body's locals and of the decoded type's properties.
    var trapRule: TrapRule {
        var rule = TrapRule { name in locals.contains(name) ? locals.types[name] : node.instanceProperties.first { $0.name == name }?.type }
        rule.appCallMayTrap = AppCallTraps(declaredType: declaredType) { [resolver] in resolver.nominal([$0], from: $1) }.mayTrap
        return rule
    }

    /// The declared type a path names, with generic arguments (`Group<Vector>`) left out.
    func declaredType(_ path: [String]) -> DeclarationNode? {
        let names = path.map { name in name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name }
        if names == ["Self"] { return node }
        return typeNamed(names)
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
