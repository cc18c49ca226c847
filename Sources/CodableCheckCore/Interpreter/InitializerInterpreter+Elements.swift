/// `map`, `compactMap` and `filter` over a decoded array in a body
/// (`DecodingExpression.mapElements`), evaluated element by element as Swift runs them.
extension InitializerInterpreter {
    mutating func mapElements(
        _ base: DecodingExpression, _ body: DecodingExpression, _ operation: ElementOperation, _ host: inout Host
    ) -> InterpretedValue? {
        guard let held = evaluate(base, &host) else { return nil }
        if held.isNil || held.isUnknown { return held }
        guard let text = held.text, let elements = InterpretedJSON.elements(ofArray: text) else { return .unknown }
        let saved = frame.variables["$0"]
        defer { frame.variables["$0"] = saved }
        var results: [String] = []
        for element in elements {
            frame.variables["$0"] = .json(element)
            guard let value = evaluate(body, &host) else { return nil }
            if value.isUnknown { return .unknown }
            switch operation {
            case .map: results.append(value.text ?? "null")
            case .compactMap: if !value.isNil { results.append(value.text ?? "null") }
            case .filter: if value.isTrue { results.append(element) }
            }
        }
        return .list(results)
    }
}
