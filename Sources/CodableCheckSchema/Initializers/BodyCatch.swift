/// One `catch` clause of a `do` statement, as written.
struct BodyCatch: Sendable, Equatable {
    /// The pattern as written (`DecodingError.keyNotFound`); nil for a clause that takes every
    /// error (`catch`, `catch let error`).
    var pattern: String?
    /// The name the error is bound to: `error` for a bare `catch`, `e` for `catch let e`; with a
    /// pattern, the name a `switch` on the caught error read it under (`expandingSwitchOnError`).
    var errorName: String?
    var body: [BodyStatement]
}
