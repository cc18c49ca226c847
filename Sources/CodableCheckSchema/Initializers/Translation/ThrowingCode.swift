/// Which written code may throw where the tool cannot see it: the standard library's and
/// Foundation's methods and free functions of values that never throw, and a `try` inside a
/// closure. The translator evaluates a transformation only when it cannot throw, and leaves any
/// other uninterpreted.
enum ThrowingCode {
    /// Standard library and Foundation methods on values that never throw (a closure handed to
    /// one may, which `mayThrow` tells).
    static let nonThrowingMethods: Set<String> = [
        "lowercased", "uppercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "components", "split", "joined",
        "sorted", "reversed", "filter", "compactMap", "prefix", "suffix", "dropFirst", "dropLast", "hasPrefix", "hasSuffix",
        "contains", "starts", "first", "last", "firstIndex", "lastIndex", "min", "max", "rounded", "appending", "addingPercentEncoding",
        "removingPercentEncoding", "data", "description", "reduce", "shuffled", "index", "distance", "isMultiple", "signum",
        "squareRoot", "remainder", "truncatingRemainder", "advanced", "allSatisfy", "randomElement",
    ]

    /// Free functions of values that never throw.
    static let nonThrowingFunctions: Set<String> = ["max", "min", "abs", "round", "floor", "ceil", "zip"]

    /// Whether evaluating the expression may throw where the tool cannot see it: a `try` in a
    /// closure, or a closure it did not read.
    static func mayThrow(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .closure(nil): true
        case .closure(let body?): containsTry(body)
        default: false
        }
    }

    /// Whether the expression has a `try` that may throw (not a `try?`), or code the tool did not read.
    static func containsTry(_ expression: BodyExpression) -> Bool {
        switch expression {
        case .tryExpression(let kind, let inner): kind != "try?" || containsTry(inner)
        case .name, .implicitMember, .literal, .interpolatedString, .typeSelf: false
        case .closure(let body): body.map(containsTry) ?? true
        case .calledClosure: true
        case .member(let base, _), .prefix(_, let base), .optionalChain(let base), .forceUnwrap(let base), .cast(_, let base, _):
            containsTry(base)
        case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
            containsTry(callee) || arguments.contains { containsTry($0.value) }
        case .arrayLiteral(let elements): elements.contains(where: containsTry)
        case .binary(_, let left, let right): containsTry(left) || containsTry(right)
        case .ternary(let condition, let then, let otherwise): containsTry(condition) || containsTry(then) || containsTry(otherwise)
        }
    }
}
