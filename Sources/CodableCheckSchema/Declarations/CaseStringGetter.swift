/// A `CodingKey` enum's own `var stringValue` getter (or another instance property of an enum
/// written the same way: `var wireName: String? { switch self { ... } }`), kept when it has the
/// one shape whose
/// value the source fixes for every case: `switch self` with each case returning a string
/// literal (`case .location: return "in"`), and a case with a payload returning that payload
/// (`case .extended(let key): return key`, the key of a vendor extension). The JSON key of a
/// case is what this getter returns: `JSONDecoder` looks a key up by its `stringValue`
/// (probed on 6.3.1: `case location` returning `"in"` reads `{"in": ...}` and is
/// `keyNotFound` for `{"location": ...}`).
struct CaseStringGetter: Sendable, Equatable {
    /// Case name to the string literal its `case` returns.
    var strings: [String: String] = [:]
    /// The cases that return their own payload: their key is whatever string the code builds
    /// them with, so they have no fixed key.
    var payloadCases: Set<String> = []
    /// The cases that return `nil` (an optional property's, `case .unknown: return nil`): no
    /// string at all. A `stringValue` cannot return nil; other properties read so may
    /// (`CaseTables`).
    var nilCases: Set<String> = []
}
