import CodableCheckCore
import Foundation

/// The `let` properties with an initial value (`let kind = "book"`): synthesized decoding skips
/// them, but synthesized `encode(to:)` writes them (probed on 6.3.1), so `--print` must too.
///
/// Which ones: without `CodingKeys`, every such `let`; with `CodingKeys`, those it lists (under
/// their raw value). A `var` left out of `CodingKeys`, a `lazy var` (its storage is hidden), a
/// computed or `static` property is never encoded. A subclass inherits its superclass's
/// `encode(to:)`, so it writes the superclass's constants, not its own.
///
/// A type of its own because the constants are never decoded: their plans are built without
/// reporting (`constantPlan`), a rule apart from the builder's own, which each function reaches
/// through the `PlanBuilder` it works for (`builder`).
enum EncodedConstants {
    /// The constants the type's synthesized `encode(to:)` writes, each with its value when the
    /// tool can evaluate it (reported when it cannot).
    static func list(of node: DeclarationNode, in scope: TypeScope, builder: inout PlanBuilder) -> [EncodedConstant] {
        // Kodable writes through its own `encode(to:)`, which only knows its wrappers.
        guard !WrapperSemanticsReader.isKodable(node) else { return [] }
        if let superclass = builder.resolver.superclass(of: node), builder.resolver.decodability(of: superclass) != .none {
            return list(of: superclass, in: TypeScope(node: superclass, bindings: scope.bindings), builder: &builder)
        }
        var constants: [EncodedConstant] = []
        for (property, key) in constantProperties(of: node, resolver: builder.resolver) {
            guard let initialValue = property.initialValue else { continue }
            var evaluated: ConstantEvaluator.ConstantEvaluation?
            if let type = property.type ?? property.inferredType,
                let plan = constantPlan(for: type, in: scope, at: property.location, builder: &builder)
            {
                evaluated = ConstantEvaluator(resolver: builder.resolver).constantValue(initialValue, type: type, plan: plan, in: scope)
            }
            switch evaluated {
            case .value(let value)?: constants.append(EncodedConstant(key: key, value: value))
            case .omitted?: continue
            case nil:
                builder.report(
                    .initialValueNotEvaluated(property.name, owner: node.qualifiedName, value: initialValue.text), at: property.location,
                    severity: .warning)
                constants.append(EncodedConstant(key: key, value: nil))
            }
        }
        return constants
    }

    /// The constants synthesized `encode(to:)` writes, with their keys, in declaration order.
    private static func constantProperties(of node: DeclarationNode, resolver: TypeResolver) -> [(StoredProperty, String)] {
        let constants = node.instanceProperties.filter { $0.isLet && $0.initialValue != nil && !$0.isLazy }
        guard let codingKeys = node.codingKeys else { return constants.map { ($0, $0.name) } }
        return CodingKeyEnum(codingKeys, resolver: resolver).cases.compactMap { keyCase, key in
            constants.first { $0.name == keyCase.name }.map { ($0, key) }
        }
    }

    /// The plan of a constant's type, built without reporting: the property is never decoded,
    /// so a type the reader cannot plan must not fail the model (its value is then not evaluated).
    private static func constantPlan(
        for type: TypeReference, in scope: TypeScope, at location: SourceLocation, depth: Int = 0, builder: inout PlanBuilder
    ) -> ValuePlan? {
        // Aliases that refer to themselves are the only way to get this deep.
        guard depth < PlanBuilder.maximumDepth else { return nil }
        switch type {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped):
            return constantPlan(for: wrapped, in: scope, at: location, depth: depth + 1, builder: &builder).map(ValuePlan.optional)
        case .array(let element):
            return constantPlan(for: element, in: scope, at: location, depth: depth + 1, builder: &builder).map(ValuePlan.array)
        case .dictionary:
            // Only `[:]` is evaluated, whatever the value type.
            return .dictionary(key: .string, value: .string)
        case .named(let components):
            let arguments = components.last?.arguments ?? []
            let node: DeclarationNode
            switch scope.resolve(components, with: builder.resolver) {
            case .builtin(let builtin, _):
                switch builtin {
                case .scalar(let scalar): return scalar.plan
                case .optional where arguments.count == 1:
                    return constantPlan(for: arguments[0], in: scope, at: location, depth: depth + 1, builder: &builder).map(
                        ValuePlan.optional)
                case .array where arguments.count == 1:
                    return constantPlan(for: arguments[0], in: scope, at: location, depth: depth + 1, builder: &builder).map(
                        ValuePlan.array)
                case .set where arguments.count == 1:
                    return constantPlan(for: arguments[0], in: scope, at: location, depth: depth + 1, builder: &builder).map(ValuePlan.set)
                case .dictionary: return .dictionary(key: .string, value: .string)
                default: return nil
                }
            case .alias(let alias, let aliasScope):
                // `typealias Count = UInt32; let one: Count = 3`: the constant holds the aliased type.
                guard let target = alias.target, alias.genericParameters.count == arguments.count else { return nil }
                let expanded = scope.expanding(alias, declaredIn: aliasScope, arguments: arguments)
                return constantPlan(for: target, in: expanded, at: location, depth: depth + 1, builder: &builder)
            case .genericParameter(let name):
                guard let binding = scope.bindings[name] else { return nil }
                return constantPlan(for: binding.reference, in: binding.scope, at: location, depth: depth + 1, builder: &builder)
            case .node(let found):
                node = found
            default:
                return nil
            }
            if node.kind == .enum {
                switch builder.resolver.rawType(of: node) {
                case .string?: return .rawEnum(RawEnumPlan(typeName: node.name, rawType: .string, rawValues: []))
                case .integer(let width)?: return .rawEnum(RawEnumPlan(typeName: node.name, rawType: .integer(width), rawValues: []))
                default: return nil
                }
            }
            guard node.kind == .struct, node.declaration.genericParameters.isEmpty else { return nil }
            if let built = builder.builtObjectPlans[node.order] { return .object(built) }
            let problemCount = builder.problems.count
            let use = PlanBuilder.Use(property: "initial value", owner: scope.node?.qualifiedName ?? "", location: location)
            let planned = builder.plan(for: type, in: scope, use: use)
            if planned == nil { _ = builder.withdrawProblems(at: location, since: problemCount) }
            return planned
        default:
            return nil
        }
    }
}
