/// A `CodingKey` enum: its name and each case's JSON key. Declared in the models, or the
/// `CodingKeys` the compiler synthesizes from the stored properties when none is declared. The
/// translator resolves a keyed container's keys to it (`ContainerKind.keyed`).
struct KeySet {
    var name: String
    var keys: [String: String]
    /// A `CodingKey` struct (`AnyCodingKey`) rather than an enum: any string is a key, and
    /// its cases are not known. Only `decodeEachKey` reads through such a container.
    var acceptsAnyKey = false
    /// A keys enum with its own `stringValue` (`CodingKeyEnum.hasOwnStringValue`): its `allKeys` is not known.
    var hasOwnStringValue = false
}
