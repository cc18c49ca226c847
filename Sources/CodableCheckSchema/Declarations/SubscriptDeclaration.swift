/// `subscript(key: Key) -> Value? { get { ... } set { ... } }` as declared: how many parameters it
/// takes and what its setter could do. An assignment through a subscript (`map[name] = value`)
/// runs the setter, which cannot throw (Swift has no throwing setters) but may stop the app:
/// `EachKeyIntoLocal` follows such an assignment only when no setter it may reach can.
struct SubscriptDeclaration: Sendable, Equatable {
    /// The argument label of each parameter (nil for none: a subscript's parameter written
    /// with one name has none, unlike a function's); nil when the parameter list is of a shape
    /// the reader does not know.
    var labels: [String?]?
    /// The tokens of its `set { ... }` block (nil for a read-only subscript), read as
    /// `BodyEffects`; a setter whose block the reader could not find counts as able to stop.
    var setter: BodyEffects?
    var hasSetter: Bool
    var location: SourceLocation
}
