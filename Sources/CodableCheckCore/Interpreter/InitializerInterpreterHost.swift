/// What the `init(from:)` interpreter needs from the walk that meets a type with a hand-written
/// body: the document and its options, the walk's findings (which the interpreter adds to, and
/// takes back from for `try?` and `catch`), and the walk's own decoding of a value by its plan.
///
/// The interpreter owns no rule for JSON values: a `decode(T.self, ...)` in a body is decoded by
/// the host exactly as the host decodes a property of type `T` (leaf conversions, wrappers, lossy
/// recovery, nested types), and a keyed container sees the object's members as the host's object
/// decoding sees them. So whichever walk hosts the interpreter, a value means the same inside and
/// outside a body; a walk becomes a host by conforming to this protocol, without the interpreter
/// changing.
protocol InitializerInterpreterHost: FindingsRecording {
    var document: JSONDocument { get }
    var options: ValidationOptions { get }
    /// Keys an enclosing `init(from:)` read from the object at this tape index before the object is
    /// decoded whole again (a discriminated union's `type`): not unknown to the inner decoding.
    var enclosingAskedKeys: [Int: Set<String>] { get set }
    /// The approximations the document's decoding reached: a body adds one where a check meets a
    /// value the tool does not know (`CustomDecodingPlan.checkOnUnknownValue`).
    var approximations: [ReachedApproximation] { get set }

    /// The value at `index` decoded as `value` (its JSON text, as `JSONEncoder` with sorted keys
    /// writes it), or nil when it fails (the errors are recorded). `codingPath` is the value's
    /// path; `decoderIsAtValue` says that Foundation's decoder stands at the value itself (a
    /// single-value container's read), which decides the path of some errors.
    mutating func decode(_ value: PreparedValue, at index: Int, codingPath: [CodingPathComponent], decoderIsAtValue: Bool) -> String?

    /// The object at `index`'s members as a keyed container sees them: the tape index of each
    /// value by its key after the key strategy, the first of duplicate keys winning. Nil when a
    /// key does not decode (the error is recorded at `codingPath`, and Foundation fails there).
    mutating func keyedMembers(ofObjectAt index: Int, codingPath: [CodingPathComponent]) -> [String: Int]?
}
