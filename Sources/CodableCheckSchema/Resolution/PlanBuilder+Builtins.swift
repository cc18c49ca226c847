import CodableCheckCore

/// Plans for the standard library and Foundation types a model names: scalars, optionals,
/// collections and dictionaries (whose key type decides how Foundation reads them).
extension PlanBuilder {
    mutating func builtinPlan(
        _ builtin: BuiltinType, name: String, arguments: [TypeReference], in scope: TypeScope, use: Use?, depth: Int
    ) -> ValuePlan? {
        func argument(_ position: Int, of count: Int) -> TypeReference? {
            arguments.count == count ? arguments[position] : nil
        }
        switch builtin {
        case .scalar(.leaf(.date)) where customDate != nil:
            return customDate.map(ValuePlan.custom)
        case .scalar(let scalar):
            return scalar.plan
        case .optional:
            guard let wrapped = argument(0, of: 1) else { break }
            return plan(for: wrapped, in: scope, use: use, depth: depth + 1).map(ValuePlan.optional)
        case .array:
            guard let element = argument(0, of: 1) else { break }
            return plan(for: element, in: scope, use: use, depth: depth + 1).map(ValuePlan.array)
        case .set:
            guard let element = argument(0, of: 1) else { break }
            return plan(for: element, in: scope, use: use, depth: depth + 1).map(ValuePlan.set)
        case .dictionary:
            guard let key = argument(0, of: 2), let value = argument(1, of: 2) else { break }
            return dictionaryPlan(key: key, value: value, in: scope, use: use, depth: depth)
        case .codingProtocol, .notDecodable:
            reportNeeded(.notDecodable(name, use: use), use: use, rootError: .invalidTypeExpression(name))
            return nil
        case .unsupported:
            reportNeeded(.unsupportedType(name, use: use), use: use, rootError: .invalidTypeExpression(name))
            return nil
        case .notCodableHere:
            reportNeeded(.notCodableOnThisPlatform(name, use: use), use: use, rootError: .invalidTypeExpression(name))
            return nil
        case .sequence(let shape):
            let shaped = StandardShapePlans.plan(shape, name: name, arguments: arguments, in: scope, use: use, depth: depth, builder: &self)
            if let shaped { return shaped }
            if arguments.count == shape.argumentCount { return nil }  // The argument's own problem is reported.
        case .foundationObject(let object):
            if let plan = object.plan(arguments: arguments) { return plan }
        case .foundationValue(let value):
            if arguments.isEmpty { return .foundation(value) }
        }
        reportNeeded(.wrongGenericArguments(name, use: use), use: use, rootError: .invalidTypeExpression(name))
        return nil
    }

    mutating func dictionaryPlan(
        key: TypeReference, value: TypeReference, in scope: TypeScope, use: Use?, depth: Int
    ) -> ValuePlan? {
        let keyPlan = plan(for: key, in: scope, use: use, depth: depth + 1)
        let valuePlan = plan(for: value, in: scope, use: use, depth: depth + 1)
        guard let keyPlan, let valuePlan else { return nil }
        switch keyPlan {
        case .leaf(.string) where scope.keysAnObject(key, with: resolver): return .dictionary(key: .string, value: valuePlan)
        case .leaf(.integer(.int)) where scope.keysAnObject(key, with: resolver): return .dictionary(key: .int, value: valuePlan)
        case .leaf(.rawEnum(let enumPlan)) where scope.isCodingKeyRepresentable(key, with: resolver):
            // `CodingKeyRepresentable` keys make an object (probed on 6.3.1: `{"rock": 1}`).
            return .dictionary(key: .codingKeyEnum(enumPlan), value: valuePlan)
        default:
            // Any other key, a raw-value enum's included, makes an array of alternating keys and
            // values (probed on 6.3.1: `[UUID: Int]` from `["E621…", 1]`, `[Genre: Int]` from `["rock", 1]`).
            return .pairDictionary(key: keyPlan, value: valuePlan)
        }
    }
}
