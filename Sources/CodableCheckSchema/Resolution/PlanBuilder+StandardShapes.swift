import CodableCheckCore

/// Plans for the standard types whose `Codable` form is not a single JSON value: ranges, Core
/// Graphics geometry and SIMD vectors (unkeyed, `SequencePlan`), and `Measurement` (an object with
/// Foundation's own keys). Every shape here was probed with
/// `JSONEncoder`/`JSONDecoder` on 6.3.1 (Linux).
extension PlanBuilder {
    mutating func sequencePlan(
        _ shape: BuiltinType.SequenceShape, name: String, arguments: [TypeReference], in scope: TypeScope, use: Use?,
        depth: Int
    ) -> ValuePlan? {
        guard arguments.count == shape.argumentCount else { return nil }
        let coordinate = SequencePlan.Element(value: .double, typeName: "CGFloat")
        switch shape {
        case .point, .size:
            return .sequence(SequencePlan(typeName: name, elements: [coordinate, coordinate]))
        case .rect:
            let point = SequencePlan(typeName: "CGPoint", elements: [coordinate, coordinate])
            let size = SequencePlan(typeName: "CGSize", elements: [coordinate, coordinate])
            return .sequence(
                SequencePlan(
                    typeName: name,
                    elements: [.init(value: .sequence(point), typeName: "CGPoint"), .init(value: .sequence(size), typeName: "CGSize")]))
        case .range, .closedRange, .partialRangeFrom, .partialRangeThrough, .partialRangeUpTo, .simd:
            guard let element = plan(for: arguments[0], in: scope, use: use, depth: depth + 1) else { return nil }
            let elementName = swiftName(of: element, writtenAs: arguments[0], in: scope)
            let typeName = name + "<" + elementName + ">"
            let one = SequencePlan.Element(value: element, typeName: elementName)
            switch shape {
            case .range, .closedRange:
                return .sequence(SequencePlan(typeName: typeName, elements: [one, one], check: .orderedBounds))
            case .simd(let count):
                return .sequence(SequencePlan(typeName: typeName, elements: Array(repeating: one, count: count), check: .exactCount(count)))
            default:
                return .sequence(SequencePlan(typeName: typeName, elements: [one]))
            }
        }
    }

    /// The name Swift gives a generic argument in `"\(Range<Bound>.self)"`: aliases resolved
    /// (`TimeInterval` is `Double`), `CGFloat` kept, a declared type by its own name.
    private func swiftName(of plan: ValuePlan, writtenAs reference: TypeReference, in scope: TypeScope) -> String {
        if case .named(let components) = reference, case .builtin(_, let builtinName) = scope.resolve(components, with: resolver),
            builtinName == "CGFloat"
        {
            return "CGFloat"
        }
        switch plan {
        case .bool: return "Bool"
        case .string: return "String"
        case .integer(let width): return width.rawValue
        case .double: return "Double"
        case .float: return "Float"
        case .decimal: return "Decimal"
        case .date: return "Date"
        case .rawEnum(let enumPlan): return enumPlan.typeName
        default:
            let canonical =
                CanonicalTypeNames(resolver: resolver).canonicalNames(of: [reference], in: scope)?.first ?? reference.description
            return String(canonical.split(separator: ".").last ?? Substring(canonical))
        }
    }

    /// `Measurement<UnitX>`: `{"value": 2.5, "unit": {"symbol": "kg", "converter":
    /// {"coefficient": 1, "constant": 0}}}` (every `UnitX` is a `Dimension`; plain `Unit` has no
    /// converter).
    func foundationObjectPlan(_ object: BuiltinType.FoundationObject, arguments: [TypeReference], in scope: TypeScope) -> ValuePlan? {
        switch object {
        case .measurement:
            guard arguments.count == 1, case .named(let components) = arguments[0], let unit = components.last?.name else { return nil }
            var unitFields = [FieldPlan(propertyName: "symbol", key: "symbol", value: .string, keyIntValue: 0)]
            if unit != "Unit" {
                let converter = ObjectPlan(
                    typeName: "UnitConverterLinear",
                    fields: [
                        FieldPlan(propertyName: "coefficient", key: "coefficient", value: .double, keyIntValue: 0),
                        FieldPlan(propertyName: "constant", key: "constant", value: .double, keyIntValue: 1),
                    ])
                converter.codingKeysName = "LinearConverterCodingKeys"
                unitFields.append(FieldPlan(propertyName: "converter", key: "converter", value: .object(converter), keyIntValue: 1))
            }
            let unitPlan = ObjectPlan(typeName: unit, fields: unitFields)
            unitPlan.codingKeysName = "UnitCodingKeys"
            return .object(
                ObjectPlan(
                    typeName: "Measurement<\(unit)>",
                    fields: [
                        FieldPlan(propertyName: "value", key: "value", value: .double, keyIntValue: 0),
                        FieldPlan(propertyName: "unit", key: "unit", value: .object(unitPlan), keyIntValue: 1),
                    ]))
        }
    }

    /// Whether a dictionary's key type declares `CodingKeyRepresentable` (on the enum or an
    /// extension of it): Foundation then writes the dictionary as an object.
    func isCodingKeyRepresentable(_ key: TypeReference, in scope: TypeScope) -> Bool {
        guard case .named(let components) = key else { return false }
        switch scope.resolve(components, with: resolver) {
        case .node(let node):
            return node.conformances.contains { entry in
                if case .named(let names) = entry.type { return names.last?.name == "CodingKeyRepresentable" }
                return false
            }
        case .genericParameter(let parameter):
            guard let binding = scope.bindings[parameter] else { return false }
            return isCodingKeyRepresentable(binding.reference, in: binding.scope)
        default:
            return false
        }
    }
}

extension BuiltinType.SequenceShape {
    /// How many generic arguments the type takes.
    var argumentCount: Int {
        switch self {
        case .point, .size, .rect: 0
        default: 1
        }
    }
}
