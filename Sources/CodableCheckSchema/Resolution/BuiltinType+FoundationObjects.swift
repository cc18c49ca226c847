import CodableCheckCore

extension BuiltinType.FoundationObject {
    /// `Measurement<UnitX>`: `{"value": 2.5, "unit": {"symbol": "kg", "converter":
    /// {"coefficient": 1, "constant": 0}}}` (every `UnitX` is a `Dimension`; plain `Unit` has no
    /// converter).
    func plan(arguments: [TypeReference]) -> ValuePlan? {
        switch self {
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
}
