/// One statement of an interpreted `init(from:)`.
public indirect enum DecodingStatement: Sendable {
    /// `let x = e`, `var x = e`, or `x = e` for a local.
    case bind(String, DecodingExpression)
    /// `self.x = e`, or `x = e` for a stored property.
    case assignProperty(String, DecodingExpression)
    /// `self = e`.
    case assignSelf(DecodingExpression)
    /// `_ = e`, or an expression on its own (`try container.decodeNil()`).
    case evaluate(DecodingExpression)
    /// `items.append(e)`, on a local or a property.
    case append(String, DecodingExpression)
    /// `if conditions { then } else { otherwise }` (`else if` nests in `otherwise`).
    case branch([DecodingCondition], then: [DecodingStatement], otherwise: [DecodingStatement])
    /// `guard conditions else { otherwise }`: `otherwise` must leave the body (throw or return).
    case guardElse([DecodingCondition], otherwise: [DecodingStatement])
    /// `while condition { body }`, as in `while !container.isAtEnd { ... }`.
    case loop(DecodingExpression, body: [DecodingStatement])
    /// `switch e { case "a", "b": ... default: ... }` on literal values (JSON text).
    case switchOn(DecodingExpression, cases: [DecodingSwitchCase], defaultBody: [DecodingStatement]?)
    /// `throw DecodingError...`.
    case throwError(ThrownDecodingError)
    /// `try super.init(from: decoderExpression)`: the superclass's decoding (`types[type]`).
    case superInit(DecodingExpression, type: Int)
    /// `return`: the body ends.
    case finish
    /// `return e` in a helper: the helper ends, giving `e`'s value to its caller.
    case returnValue(DecodingExpression)
    /// `do { body } catch { ... }`: what an error thrown in `body` leads to.
    case doCatch(body: [DecodingStatement], handler: DecodingCatch)
    /// `throw error` in a `catch` clause: the error the clause caught leaves the body as it was.
    case rethrowCaught
    /// `for key in c.allKeys { if Known(stringValue: key.stringValue) == nil { into[key.stringValue]
    /// = try c.decode(T.self, forKey: key) } }` on a container keyed by a `CodingKey` that takes
    /// any string: every member of the object whose key is not in `excluding` (the known keys'
    /// strings) decoded as `types[type]`, gathered in the dictionary `into` (the foreign members
    /// a GeoJSON type keeps).
    case decodeEachKey(container: String, excluding: [String], type: Int, into: String)
    /// A statement the tool does not follow: the reads it certainly makes, and what it leaves
    /// unknown.
    case uninterpreted(UninterpretedStatement)
    /// `self.init(...)` or `super.init(...)` with no `try` before it, to an initializer whose body
    /// the tool does not read (a memberwise one, `NSObject`'s): Swift lets such a call throw
    /// nothing, so only its `arguments` can fail (evaluated in order); then `properties`, every
    /// stored property, and `self` hold values the tool does not know.
    case delegation(arguments: [DecodingExpression], properties: [String])
    /// `fatalError(...)` or `preconditionFailure(...)` (`cause` nil), or the failure of
    /// `precondition(cause, ...)`, read as `guard cause else { stop }`: the app stops here, and
    /// `JSONDecoder` never returns. `source` is the call as written; `cause` places the trap at the
    /// value the condition names.
    case stop(source: String, cause: DecodingExpression?)
}
