import CodableCheckCore

/// What a property wrapper makes of a property, in one line for `codable-check types`:
///
///     @DefaultCodable<ZeroStrategy>: missing → 0, null → 0, invalid → 0 (warned)
///     @LossyArray: missing → keyNotFound, drops failing elements (warned)
///     @Coding: key path through nested objects, missing → nil, null → nil, invalid → nil (warned), coerces (…)
///     @Field: missing → read as null, any error → typeMismatch at the key ("Could not decode property")
///
/// `invalid → …` is an error the wrapper swallows, which `decode` reports as `swallowedByWrapper`.
public enum FieldSemanticsDescription {
    public static func render(_ semantics: FieldSemantics, isOptional: Bool) -> String {
        if semantics.ignoresDocumentBody { return "\(semantics.wrapperName): never read from the body; holds the document ID" }
        var parts: [String] = []
        if semantics.keyPath != nil { parts.append("key path through nested objects") }
        if let missing = semantics.valueIfMissing {
            parts.append("missing → \(held(missing))")
        } else if semantics.rethrownAsTypeMismatch != nil {
            parts.append("missing → read as null")
        } else {
            parts.append("missing → keyNotFound" + (isOptional ? " (even though optional)" : ""))
        }
        if let null = semantics.valueIfNull { parts.append("null → \(held(null))") }
        if let failure = semantics.valueOnFailure { parts.append("invalid → \(held(failure)) (warned)") }
        if semantics.dropsFailingElements { parts.append("drops failing elements (warned)") }
        switch semantics.conversion {
        case .boolStrategy: parts.append("Bool also from 0/1 and \"true\"/\"false\"")
        case .lossless: parts.append("converts through the value's text")
        case .losslessBool: parts.append("converts through the value's text, 0/1 as false/true first")
        case .kodable: parts.append("coerces (Bool from 0/1 or \"true\"/\"false\", String from numbers)")
        case nil: break
        }
        if let format = semantics.dateFormat {
            parts.append(format == .custom ? "date format \"\(semantics.customDateFormat ?? "")\"" : "date as \(format.rawValue)")
        }
        for rule in semantics.valueRules { parts.append(describe(rule)) }
        if semantics.readsBase64String { parts.append("strict base64 string") }
        if let description = semantics.rethrownAsTypeMismatch {
            parts.append("any error → typeMismatch at the key (\"\(description)\")")
        }
        if semantics.encodesNilAsNull { parts.append("nil printed as null") }
        return "\(semantics.wrapperName): " + parts.joined(separator: ", ")
    }

    private static func held(_ text: String) -> String {
        text == "null" ? "nil" : text
    }

    private static func describe(_ rule: KodableValueRule) -> String {
        switch rule {
        case .trimmed: ".trimmed"
        case .trimmedNilIfEmpty: ".trimmedNifIfEmpty"
        case .sorted(let ascending): ascending ? ".ascending" : ".descending"
        case .clamp(let lower, let upper, let name):
            "\(name) " + [lower.map { ">= \(text($0))" }, upper.map { "<= \(text($0))" }].compactMap { $0 }.joined(separator: " ")
        case .validation(_, let source): source
        }
    }

    private static func text(_ operand: KodableOperand) -> String {
        switch operand {
        case .number(_, let text): text
        case .string(let string): JSONText.quoted(string)
        case .bool(let bool): String(bool)
        }
    }
}
