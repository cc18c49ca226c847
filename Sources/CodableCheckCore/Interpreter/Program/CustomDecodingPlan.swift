/// A type whose hand-written `init(from:)` was read as a small program: the containers it opens,
/// the values it reads, its branches, loops and throws. `InitializerInterpreter` runs it against a
/// document with the same rules, errors and coding paths as the compiled body would meet in
/// `JSONDecoder`. The schema reader builds it (`CustomDecodingTranslator`); the types in this
/// folder are that program's vocabulary.
///
/// A class, as `ObjectPlan`, because a body may decode its own type (a tree's children): build it
/// with an empty body, then fill it in.
public final class CustomDecodingPlan: @unchecked Sendable {
    /// How `--print` writes the decoded value: what the type's encoding would produce.
    public enum EncodedForm: Sendable, Equatable {
        /// The properties the body assigned, under their keys (a synthesized `encode(to:)` writes
        /// them under `CodingKeys`): property name to key.
        case properties([String: String])
        /// The value assigned to `self` (an enum case is written as synthesized enum encoding
        /// writes it: `{"circle":{"radius":1}}`).
        case selfValue
        /// The value read from `singleValueContainer()` (a type that stands for one value, such as
        /// a colour read from a hex string, encodes it back the same way).
        case singleValue
        /// What the superclass's decoding printed: a subclass inherits its `encode(to:)`.
        case superclass
        /// What the body returns (`return date`): a function that decodes a value itself, as the
        /// one `--date-strategy custom:NAME` names; `null` when the tool does not compute it (a
        /// `Date` a formatter made), as for a `self` it does not know.
        case returnedValue
    }

    /// The Swift type's name, for messages.
    public let typeName: String
    /// The function the body is, when it is not `typeName`'s `init(from:)`: the app's date
    /// function (`decodeAPIDate(_:)`, `APIFormats.decodeAPIDate(_:)`).
    public var declaration: String?
    /// How messages name the body: `Review.init(from:)`, or the function it is.
    public var declarationName: String { declaration ?? typeName + ".init(from:)" }
    /// The body, in order. Set once while the plan is built, then never changed.
    public var body: [DecodingStatement]
    /// The types the body decodes, referred to by index from `DecodingExpression.decode`.
    public var types: [ValuePlan]
    public var encodedForm: EncodedForm
    /// With `EncodedForm.properties`: the `let` constants a synthesized `encode(to:)` also writes.
    public var encodedConstants: [EncodedConstant] = []
    /// The initializer's parameter name (`decoder` in `init(from decoder: Decoder)`).
    public var decoderName: String
    /// Where running the body departs from the app's code (statements not followed, checks
    /// assumed to hold, a held type's `init?(rawValue:)` not read): a document whose decoding
    /// runs this body is decided by approximation. Set once while the plan is built.
    public var approximations: [ApproximationSite] = []
    /// Where a document reaches an approximation the plan cannot list in advance: a check whose
    /// value turns out unknown while the body runs (`ApproximationSite.Kind.checkOnUnknownValue`),
    /// placed at the body's declaration. Set once while the plan is built.
    public var checkOnUnknownValue: ApproximationSite?

    public init(
        typeName: String, body: [DecodingStatement] = [], types: [ValuePlan] = [], encodedForm: EncodedForm = .properties([:]),
        decoderName: String = "decoder"
    ) {
        self.typeName = typeName
        self.decoderName = decoderName
        self.body = body
        self.types = types
        self.encodedForm = encodedForm
    }
}

extension CustomDecodingPlan {
    /// The approximation a document reaches when a check in the body meets a value the tool does
    /// not know and chooses between `ways` (the statements it runs or skips), or nil when there is
    /// none to note. Ways that only set values (`if let code = detail.code { httpCode = code }
    /// else { httpCode = -1 }`) leave the verdict exact (a later check on what they set is noted
    /// then); ways that may read, throw, stop or return make which one runs the tool's assumption,
    /// not the document's. A body with approximations of its own already makes every document
    /// that runs it one, so only a body the tool otherwise follows exactly has one to note.
    /// `ways` is built and walked only when the plan has a site to note (a statement's arrays are
    /// not joined for a body that is approximated anyway).
    func siteOfCheckOnUnknownValue(choosing ways: @autoclosure () -> [DecodingStatement]) -> ApproximationSite? {
        guard approximations.isEmpty, let site = checkOnUnknownValue, !ways().cannotChangeOutcome else { return nil }
        return site
    }
}
