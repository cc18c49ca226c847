/// Conversions the interpreter can apply to a decoded value.
public enum DecodingConversion: Sendable, Equatable {
    /// `URL(string: s)`: nil when Foundation's `URL(string:)` refuses the string. Without
    /// `encodingInvalidCharacters` (`URL(string: s, encodingInvalidCharacters: false)`), text
    /// `URL(string:)` would percent-encode (a space, `ä`) is refused too.
    case url(encodingInvalidCharacters: Bool)
    /// `Int(s)`, `Double(s)`, `Bool(s)`: the type's `LosslessStringConvertible` initializer on a
    /// string; nil when it refuses.
    case integer, double, bool
    /// `String(x)`: the value's text.
    case string
    /// `E(rawValue: x)`: nil unless `x` is one of the raw values (JSON text).
    case rawValue([String])
    /// `s.hasPrefix("#")`, `s.hasSuffix(x)`, `s.isEmpty`, `s.count` (characters of a string,
    /// elements of an array or dictionary), `s.dropFirst(n)`, `s.dropLast(n)`, `s.uppercased()`,
    /// `s.lowercased()`: the checks and reshapings a validating body applies to a decoded string
    /// (a hex colour's `#`, its length), evaluated as Swift does.
    case stringOperation(StringOperation)
    /// `UInt32(s, radix: 16)` and the other integer types: nil when the text is not a number in
    /// that radix or does not fit.
    case integerWithRadix(IntegerWidth, radix: Int)
    /// A transformation the tool cannot evaluate but that keeps nil as nil and a value as a value
    /// (`.map { ... }`, `Optional.init`): for validation the value passes through.
    /// Also a method call or property on a decoded value (`.lowercased()`, `.count`), or a
    /// function of values (`max(0, n)`): the reads inside still happen; the value that passes
    /// through is the one the call is made on (or its first non-literal argument).
    case opaque
    /// A value the tool cannot evaluate (`s.hasPrefix("#")`, `a < b` on strings, a switch on
    /// `s.lowercased()`): its reads happen, and the result is `InterpretedValue.unknown`. A
    /// condition on it takes the side that does not throw when the other one always throws (a
    /// check the tool cannot verify never fails a valid document; the schema warns that it is not
    /// verified), and otherwise neither side: what they set is unknown.
    case unknown
    /// A value assigned to a property with one more level of optional than the value has
    /// (`file = try c.decodeIfPresent(String.self, ...)` with `var file: String??`): nil becomes
    /// `.some(nil)`, which the property's encoding writes as `null` instead of leaving out.
    case wrappedInOptional
    /// `allKeys.first` (or `last`): one element of a collection that has no fixed order (a keyed
    /// container's `allKeys`). Nil when it is empty, the element when it has one; with several,
    /// the app takes one at random (hash order), so the value is unknown and a warning says so.
    case elementOfUnordered
    /// `probe.kind`, `try c.decode(Probe.self).kind`: a stored property of a value decoded as a
    /// struct the models declare with synthesized `Codable`, read from the value's encoding under
    /// its key (nil when the encoding leaves it out: the property is nil).
    case member(key: String)
    /// `formatter.date(from: s)` on a formatter set up with values the tool knows: the date as
    /// `JSONEncoder` writes a `Date` by default (seconds since 2001), or nil.
    case parsedDate(DateParsing)
    /// `fields.removeValues(forKeys: Keys.allCases.map(\.rawValue))` on a dictionary decoded
    /// from the object (the members a payload does not declare, kept as extra data): the object
    /// without the members these keys name; any other value as it is.
    case removingMembers([String])
    /// `value as? [Any]` (`object` false) or `value as? [String: Any]` (`object` true) on the
    /// value a decoder (or single-value container) stands at, which the body decoded whole as a
    /// type holding any JSON (`AnyCodable(from: decoder).value`): nil unless it is an array (an
    /// object); otherwise a value that is not nil, whose content is not evaluated.
    case collectionCast(object: Bool)
    /// The keys of the object a keyed container stands at (after the key strategy), sorted: a
    /// `Dictionary`'s `keys`, whose own order is its hash order and changes from run to run, so
    /// only what does not depend on the order is evaluated from it (`filter`, `isEmpty`).
    case memberKeys
    /// `codingPath.last?.stringValue` of a decoder or container: the last key of where it
    /// stands in the document (`CodingPathKeyView`), nil at the top level.
    case lastCodingKey
}

/// A `String` method or property `DecodingConversion.stringOperation` evaluates.
public enum StringOperation: Sendable, Equatable {
    case hasPrefix(String), hasSuffix(String)
    case isEmpty, count
    /// `first` and `last`: a string's first (last) character, or an array's first (last)
    /// element; nil when it is empty. (The translator takes them only on an array whose elements
    /// cannot be nil, where a `null` element would be `.some(nil)`.)
    case first, last
    case dropFirst(Int), dropLast(Int)
    case uppercased, lowercased
    /// `s.components(separatedBy: "/")` (`characters` false: the separator is a string) or
    /// `s.components(separatedBy: CharacterSet(charactersIn: ":"))` (true: any one of these
    /// characters separates): the parts, an array of strings, as Foundation splits them.
    case components(separator: String, characters: Bool)
    /// `s.replacingOccurrences(of: " ", with: "")`, as Foundation replaces.
    case replacingOccurrences(of: String, with: String)
}
