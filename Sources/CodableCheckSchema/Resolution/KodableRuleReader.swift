import CodableCheckCore
import Foundation

/// Reads Kodable's built-in modifiers (`.trimmed`, `.trimmedNifIfEmpty`, `.ascending`,
/// `.descending`, `.clamping(to:)`, `.range`, `.max`, `.min`, also inside `.modifier(...)`) and
/// validations whose closure is a simple comparison (`.validation({ $0 > 500 })`,
/// `.validation { $0.count >= 3 && $0 != "n/a" }`) into `KodableValueRule`s. Anything else that
/// runs a closure (`.overrideValue`, `.sorted(using:)`, `.ascending(by:)`, a validation calling
/// a function) is reported by the caller as not interpreted.
enum KodableRuleReader {
    static func kodableValueRule(_ argument: String, for plan: ValuePlan) -> KodableValueRule? {
        var option = argument
        if option.hasPrefix(".modifier("), option.hasSuffix(")") { option = String(option.dropFirst(10).dropLast()) }
        let leaf = Self.ruleLeaf(plan)
        switch option {
        case ".trimmed": return leaf == .string ? .trimmed : nil
        case ".trimmedNifIfEmpty": return leaf == .string ? .trimmedNilIfEmpty : nil
        case ".ascending", ".descending":
            guard case .array = Self.unwrapped(plan) else { return nil }
            return .sorted(ascending: option == ".ascending")
        default: break
        }
        for (prefix, kind) in [(".clamping(to:", "range"), (".range(", "range"), (".max(", "max"), (".min(", "min")]
        where option.hasPrefix(prefix) && option.hasSuffix(")") {
            let inner = option.dropFirst(prefix.count).dropLast().trimmingCharacters(in: .whitespaces)
            let name = String(option.prefix { $0 != "(" })
            if kind == "range" {
                let bounds = inner.components(separatedBy: "...")
                guard bounds.count == 2, let lower = operand(bounds[0], leaf), let upper = operand(bounds[1], leaf) else { return nil }
                return .clamp(lower: lower, upper: upper, name: name)
            }
            guard let bound = operand(inner, leaf) else { return nil }
            return kind == "max" ? .clamp(lower: nil, upper: bound, name: name) : .clamp(lower: bound, upper: nil, name: name)
        }
        if option.hasPrefix(".validation"), let body = closureBody(String(option.dropFirst(".validation".count))),
            let condition = condition(body, leaf: leaf)
        {
            return .validation(condition, source: option)
        }
        return nil
    }

    /// Whether an option runs code (a closure, a key path, a function call) rather than naming a preset.
    static func runsClosure(_ argument: String) -> Bool {
        argument.contains("{") || argument.contains("\\.") || argument.hasPrefix(".validation") || argument.hasPrefix(".overrideValue")
            || argument.hasPrefix(".modifier(") || argument.hasPrefix(".sorted(")
    }

    /// What the rules compare: the value's leaf, or an array's element leaf.
    private enum RuleLeaf { case string, number, bool, other }

    private static func unwrapped(_ plan: ValuePlan) -> ValuePlan {
        if case .optional(let wrapped) = plan { return wrapped }
        return plan
    }

    private static func ruleLeaf(_ plan: ValuePlan) -> RuleLeaf {
        switch unwrapped(plan) {
        case .leaf(.string): .string
        case .leaf(.integer), .leaf(.double), .leaf(.float): .number
        case .leaf(.bool): .bool
        case .array(let element): ruleLeaf(element)
        default: .other
        }
    }

    /// `{ body }` or `({ body })`, with a named parameter (`{ pages in pages > 500 }`) renamed `$0`.
    private static func closureBody(_ text: String) -> String? {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        var body = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
        if let range = body.range(of: " in ") {
            let name = body[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: "() "))
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            body = String(body[range.upperBound...])
            body = body.replacingOccurrences(of: "\\b\(name)\\b", with: "\\$0", options: .regularExpression)
        }
        return body
    }

    /// `a || b && c`: alternatives of conjunctions of comparisons; nil for anything else.
    private static func condition(_ body: String, leaf: RuleLeaf) -> KodableCondition? {
        guard !body.contains("("), !body.isEmpty else { return nil }
        var alternatives: [[KodableCondition.Term]] = []
        for alternative in body.components(separatedBy: "||") {
            var terms: [KodableCondition.Term] = []
            for part in alternative.components(separatedBy: "&&") {
                guard let term = term(part.trimmingCharacters(in: .whitespaces), leaf: leaf) else { return nil }
                terms.append(term)
            }
            alternatives.append(terms)
        }
        return KodableCondition(alternatives: alternatives)
    }

    private static func term(_ text: String, leaf: RuleLeaf) -> KodableCondition.Term? {
        if text == "$0.isEmpty" || text == "!$0.isEmpty" { return .isEmpty(negated: text.hasPrefix("!")) }
        for comparison in KodableCondition.Comparison.allCases {
            guard let range = text.range(of: " \(comparison.rawValue) ") ?? text.range(of: comparison.rawValue) else { continue }
            let left = text[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            let right = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
            if let subject = subject(left), let operand = operand(right, subject == .count ? .number : leaf) {
                return .compare(subject, comparison, operand)
            }
            if let subject = subject(right), let operand = operand(left, subject == .count ? .number : leaf) {
                return .compare(subject, flipped(comparison), operand)
            }
            return nil
        }
        return nil
    }

    private static func subject(_ text: String) -> KodableCondition.Subject? {
        switch text {
        case "$0": .value
        case "$0.count": .count
        default: nil
        }
    }

    /// `500 < $0` is `$0 > 500`.
    private static func flipped(_ comparison: KodableCondition.Comparison) -> KodableCondition.Comparison {
        switch comparison {
        case .less: .greater
        case .greater: .less
        case .lessOrEqual: .greaterOrEqual
        case .greaterOrEqual: .lessOrEqual
        case .equal, .notEqual: comparison
        }
    }

    /// A literal of the kind the property holds.
    private static func operand(_ text: String, _ leaf: RuleLeaf) -> KodableOperand? {
        let text = text.trimmingCharacters(in: .whitespaces)
        switch leaf {
        case .number:
            let digits = text.replacingOccurrences(of: "_", with: "")
            return Double(digits).map { .number($0, text: digits) }
        case .string:
            return AttributeArgumentText.stringLiteral(text).map { .string($0) }
        case .bool:
            return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case .other:
            return nil
        }
    }
}
