/// Kodable's built-in modifiers and simple validations on a `@Coding` property, as data. Kodable
/// applies them, in the order written, to the value it decoded (never to a `default:` or to the
/// nil an optional falls back to): modifiers replace the value, then every validation must hold,
/// or the decode throws `KodableError.validationFailed` (not swallowed by `default:` nor by an
/// optional: the whole type fails).
public enum KodableValueRule: Sendable, Equatable {
    /// `.trimmed`: whitespace and newlines trimmed from both ends of a `String`.
    case trimmed
    /// `.trimmedNifIfEmpty`: as `.trimmed`, and an empty result is nil (`String?`).
    case trimmedNilIfEmpty
    /// `.ascending` / `.descending`: an array of comparable elements, sorted.
    case sorted(ascending: Bool)
    /// `.clamping(to:)`, `.range(_:)`, `.max(_:)`, `.min(_:)`: the value constrained to the bounds
    /// (they clamp, they do not fail). `name` is the option as written, for messages.
    case clamp(lower: KodableOperand?, upper: KodableOperand?, name: String)
    /// `.validation { $0 > 500 }`: a condition the tool can evaluate; `source` as written.
    case validation(KodableCondition, source: String)
}

/// A literal a modifier or validation compares with.
public enum KodableOperand: Sendable, Equatable {
    /// A number, with its text as written (`500`, `-1.5`).
    case number(Double, text: String)
    case string(String)
    case bool(Bool)
}

/// A validation's body: alternatives (`||`) of conjunctions (`&&`) of comparisons.
public struct KodableCondition: Sendable, Equatable {
    public enum Subject: Sendable, Equatable {
        /// `$0`
        case value
        /// `$0.count`: characters of a string, elements of an array.
        case count
    }

    public enum Comparison: String, Sendable, Equatable, CaseIterable {
        case lessOrEqual = "<=", greaterOrEqual = ">=", equal = "==", notEqual = "!=", less = "<", greater = ">"
    }

    public enum Term: Sendable, Equatable {
        case compare(Subject, Comparison, KodableOperand)
        /// `$0.isEmpty`, or `!$0.isEmpty` when `negated`.
        case isEmpty(negated: Bool)
    }

    public var alternatives: [[Term]]

    public init(alternatives: [[Term]]) {
        self.alternatives = alternatives
    }
}
