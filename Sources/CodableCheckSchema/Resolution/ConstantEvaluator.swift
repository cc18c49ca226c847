import CodableCheckCore
import Foundation

/// Evaluates a constant's initial value (`let kind = "book"`, `let tags: [String] = []`,
/// `let meta = Meta()`) as the property's type holds it, for the constants synthesized
/// `encode(to:)` writes (`EncodedConstants`); nil for what the reader does not evaluate.
struct ConstantEvaluator {
    let resolver: TypeResolver

    /// An initial value as the property's type holds it.
    enum ConstantEvaluation {
        case value(EncodedConstant.Value)
        /// `let note: String? = nil`: `encodeIfPresent` leaves it out.
        case omitted
    }

    /// The value of `initialValue` in a property of `type` (planned as `plan`), or nil when it is
    /// not a literal the schema reader evaluates.
    func constantValue(
        _ initialValue: InitialValue, type: TypeReference, plan: ValuePlan, in scope: TypeScope
    ) -> ConstantEvaluation? {
        guard let literal = initialValue.literal else { return nil }
        if case .optional(let wrapped) = plan {
            if literal == .nil { return .omitted }
            return constantValue(
                InitialValue(text: initialValue.text, literal: literal), type: type.unwrappingOptionals, plan: wrapped, in: scope)
        }
        if case .initializerCall = literal {
            // `Meta()`, `[String]()`: an instance with every property at its initial value.
            guard initialValue.text.hasSuffix("()") else { return nil }
            return defaultInstance(of: plan, in: scope).map(ConstantEvaluation.value)
        }
        return literalValue(literal, type: type, plan: plan, in: scope).map(ConstantEvaluation.value)
    }

    private func literalValue(_ literal: LiteralValue, type: TypeReference, plan: ValuePlan, in scope: TypeScope) -> EncodedConstant.Value?
    {
        switch (plan, literal) {
        case (.leaf(.bool), .bool(let value)): return .bool(value)
        case (.leaf(.string), .string(let value)): return .string(value)
        case (.leaf(.integer(let width)), .integer(let digits)):
            // The compiler refuses a literal the width cannot hold.
            guard width.value(of: digits, radix: 10) != nil else { return nil }
            return .integer(digits)
        case (.leaf(.double), .integer(let text)), (.leaf(.double), .float(let text)): return Double(text).map(EncodedConstant.Value.double)
        case (.leaf(.float), .integer(let text)), (.leaf(.float), .float(let text)): return Float(text).map(EncodedConstant.Value.float)
        case (.leaf(.decimal), .integer(let text)), (.leaf(.decimal), .float(let text)):
            return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")).map(EncodedConstant.Value.decimal)
        case (.array(let element), .array(let literals)), (.set(let element), .array(let literals)):
            // A `Set` keeps the literal's order here; Foundation's is the set's hash order.
            let elementType: TypeReference =
                switch type.unwrappingOptionals {
                case .array(let elementType): elementType
                case .named(let components) where components.last?.arguments.count == 1: components.last!.arguments[0]
                default: type
                }
            var values: [EncodedConstant.Value] = []
            for literal in literals {
                guard let value = literalValue(literal, type: elementType, plan: element, in: scope) else { return nil }
                values.append(value)
            }
            return .array(values)
        case (.dictionary, .emptyDictionary): return .object([])
        case (.leaf(.rawEnum(let enumPlan)), .implicitMember(let member)), (.leaf(.rawEnum(let enumPlan)), .typeMember(_, let member)):
            guard case .named(let components) = type.unwrappingOptionals,
                let node = resolver.nominal(components.map(\.name), from: scope.node), let rawType = resolver.rawType(of: node),
                let rawValue = resolver.rawValues(of: node, rawType: rawType)?.first(where: { $0.name == member })?.rawValue
            else { return nil }
            if case .string = enumPlan.rawType { return .string(rawValue) }
            return .integer(rawValue)
        default:
            return nil
        }
    }

    /// `T()` of a struct with synthesized coding whose every encoded property has an initial
    /// value the reader evaluates (or is an optional `var`, nil), or of a collection (`[String]()`).
    private func defaultInstance(of plan: ValuePlan, in scope: TypeScope) -> EncodedConstant.Value? {
        switch plan {
        case .array, .set: return .array([])
        case .dictionary: return .object([])
        case .object(let object):
            guard !object.hasUnfollowedInitializer,
                let node = resolver.nominal(object.typeName.split(separator: ".").map(String.init), from: scope.node),
                node.kind == .struct, node.declaration.genericParameters.isEmpty
            else { return nil }
            let nodeScope = TypeScope(node: node, bindings: [:])
            var members: [EncodedConstant.Value.Member] = []
            for field in object.fields {
                guard let property = node.instanceProperties.first(where: { $0.name == field.propertyName }) else { return nil }
                guard let initialValue = property.initialValue else {
                    // An optional `var` without a value starts as nil: `encodeIfPresent` skips it.
                    if case .optional = field.value, !property.isLet { continue }
                    return nil
                }
                let type = property.type ?? property.inferredType
                guard let type, let evaluated = constantValue(initialValue, type: type, plan: field.value, in: nodeScope) else {
                    return nil
                }
                if case .value(let value) = evaluated { members.append(.init(key: field.key, value: value)) }
            }
            for constant in object.encodedConstants {
                guard let value = constant.value else { return nil }
                members.append(.init(key: constant.key, value: value))
            }
            return .object(members)
        default:
            return nil
        }
    }
}
