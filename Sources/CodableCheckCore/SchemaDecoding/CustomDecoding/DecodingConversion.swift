/// Conversions the interpreter can apply to a decoded value.
public enum DecodingConversion: Sendable, Equatable {
    /// `URL(string: s)`: nil when Foundation's `URL(string:)` refuses the string.
    case url
    /// `Int(s)`, `Double(s)`, `Bool(s)`: the type's `LosslessStringConvertible` initializer on a
    /// string; nil when it refuses.
    case integer, double, bool
    /// `String(x)`: the value's text.
    case string
    /// `E(rawValue: x)`: nil unless `x` is one of the raw values (JSON text).
    case rawValue([String])
    /// A transformation the tool cannot evaluate but that keeps nil as nil and a value as a value
    /// (`.map { ... }`, `Optional.init`): for validation the value passes through.
    case opaque
}
