/// `throw DecodingError.dataCorruptedError(forKey: .k, in: container, debugDescription: "...")`
/// and the other spellings: the case, where, and the body's own words.
public struct ThrownDecodingError: Sendable {
    public enum Place: Sendable {
        /// `forKey: .k, in: container`: the container's path and the key.
        case key(container: String, key: String)
        /// `in: container` or `codingPath: container.codingPath` / `decoder.codingPath`: the
        /// container's (or decoder's) path; an unkeyed container adds its current index.
        case container(String)
        /// `codingPath: [CodingKeys.platform]`: a path written out as keys. JSONDecoder reports
        /// it as written; the tool places the error under the value the body decodes, at the
        /// member those keys name when it is there.
        case written([String])
    }

    /// What the message's `\(...)` interpolations are.
    public enum Interpolation: Sendable {
        /// None: the message is as written.
        case none
        /// Each is a local holding a decoded `String`, integer or `Bool`, printed as Swift prints it.
        case knownLocals
        /// Something the tool cannot print as Swift would (an optional, an expression): the
        /// message is known only as written.
        case unknown
    }

    public var kind: DecodingProblem.Kind
    public var place: Place
    /// The `debugDescription` as written (interpolations kept as source text).
    public var description: String
    /// For `typeMismatch` and `valueNotFound`: the type named, as written.
    public var typeName: String?
    public var interpolation: Interpolation
    /// For an error that is not a `DecodingError` (`throw ValidationError.empty`): the thrown
    /// expression as written. `JSONDecoder` passes it on as it is; the tool reports it as
    /// `dataCorrupted` at the decoder's path, with no claim about its words.
    public var foreignError: String?
    /// The locals and properties the thrown expression names (`text` in `AppError.bad(text)`):
    /// the error is reported at the value the first of them was read from.
    public var namedValues: [String]
    /// For a hand-built `keyNotFound(CodingKeys.k, context)`: the JSON key of the key it names,
    /// which the error's path ends with (the context's path is the container's).
    public var missingKey: String?
    /// Interpolations of a member of a local (`\(envelope.kind)`, where `envelope` holds a decoded
    /// struct): the key the member is encoded under in the local's value, by the text inside
    /// `\(...)`. Printed as the member's value is (`DecodingConversion.member`).
    public var interpolatedMembers: [String: String] = [:]
    /// Thrown because these `userInfo` keys are nil (`guard let h = decoder.userInfo[.h] as?
    /// String else { throw ... }`), as they are in a decoder nobody set them on: the message says
    /// so, since the document is not what is wrong.
    public var unsetUserInfoKeys: [String] = []

    public init(
        kind: DecodingProblem.Kind, place: Place, description: String, typeName: String? = nil, interpolation: Interpolation = .none,
        foreignError: String? = nil, namedValues: [String] = []
    ) {
        self.foreignError = foreignError
        self.namedValues = namedValues
        self.interpolation = interpolation
        self.kind = kind
        self.place = place
        self.description = description
        self.typeName = typeName
    }
}
