/// An enum whose `Codable` conformance Swift 5.5+ synthesizes without a raw type: each value is
/// an object with exactly one key, the case's, holding an object of the case's payload
/// (`{"circle": {"radius": 2}}`, `{"pair": {"_0": "a", "_1": 3}}`, `{"none": {}}`).
///
/// The synthesized `init(from:)` (probed with `JSONDecoder` on 6.3.1) takes the object's keys
/// that name a case (`container.allKeys`; other keys are ignored), and unless there is exactly
/// one throws `typeMismatch(<Enum>)` "Invalid number of keys found, expected one." at the enum.
/// It then asks that key's value for a keyed container (null is `valueNotFound`, a non-object
/// `typeMismatch`) and decodes the payload as a struct with those fields would be decoded; a
/// case without payload reads nothing from its object.
///
/// A class, as `ObjectPlan` is, because such an enum can contain itself (`indirect enum Tree {
/// case leaf(Int), node([Tree]) }`): build it with `cases` empty, then fill them in.
public final class TaggedEnumPlan: @unchecked Sendable {
    public struct Case: Sendable {
        /// The case's Swift name.
        public var name: String
        /// The key: the case name, or its `CodingKeys` raw value.
        public var key: String
        /// The payload as an object: fields `_0`, `_1`… for unlabelled values, else the labels
        /// (or the `<Case>CodingKeys` raw values); `codingKeysName` is `<Case>CodingKeys`.
        public var payload: ObjectPlan

        public init(name: String, key: String, payload: ObjectPlan) {
            self.name = name
            self.key = key
            self.payload = payload
        }
    }

    /// The unqualified type name, as `typeMismatch` names it.
    public let typeName: String
    /// Set once while the plan is built, then never changed.
    public var cases: [Case]

    public init(typeName: String, cases: [Case] = []) {
        self.typeName = typeName
        self.cases = cases
    }
}
