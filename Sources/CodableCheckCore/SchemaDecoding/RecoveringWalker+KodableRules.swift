import Foundation

/// Kodable's modifiers and validations (`KodableValueRule`) on a value a `@Coding` property
/// decoded: modifiers replace the value (all of them first), then a failing validation is an error that nothing
/// swallows, as in Kodable (`KodableError.validationFailed` is thrown after its `default:` and
/// optional fallbacks).
extension RecoveringWalker {
    mutating func applyValueRules(
        _ text: String, _ field: PreparedField, _ semantics: FieldSemantics, of object: PreparedObject, at index: Int
    ) -> FieldResult {
        var value = RuleValue(text: text)
        // Kodable runs every modifier's override first, then every validation (`KodableTransformable`).
        let rules =
            semantics.valueRules.filter { if case .validation = $0 { false } else { true } }
            + semantics.valueRules.filter { if case .validation = $0 { true } else { false } }
        for rule in rules {
            switch rule {
            case .trimmed, .trimmedNilIfEmpty:
                guard case .string(let string) = value else { continue }
                let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
                value = rule == .trimmedNilIfEmpty && trimmed.isEmpty ? .null : .string(trimmed)
            case .sorted(let ascending):
                guard case .array(let elements) = value else { continue }
                value = .array(elements.sorted { ascending ? $0.isOrderedBefore($1) : $1.isOrderedBefore($0) })
            case .clamp(let lower, let upper, _):
                if let lower, let order = value.compare(with: lower), order < 0 { value = RuleValue(operand: lower) }
                if let upper, let order = value.compare(with: upper), order > 0 { value = RuleValue(operand: upper) }
            case .validation(let condition, let source):
                guard value.satisfies(condition) == false else { continue }
                let shown = value.text(as: field.value)
                errors.append(
                    DecodingProblem(
                        kind: .validationFailed, codingPath: path, byteOffset: document.tape.offset(at: index),
                        message:
                            "\(shown) fails \(source) on \(object.typeName).\(field.propertyName); Kodable throws, so the whole \(object.typeName) fails to decode",
                        foundationDescription:
                            "Validation failed for property \"\(field.propertyName)\" on type \"\(object.typeName)\". The parsed value was \(value.swiftDescription)"
                    ))
                return .failed
            }
        }
        if case .null = value { return semantics.encodesNilAsNull ? .value("null") : .omitted }
        return .value(value.text(as: field.value))
    }
}
