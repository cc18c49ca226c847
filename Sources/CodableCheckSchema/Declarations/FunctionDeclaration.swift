/// A `func` declared in a type, an extension or a protocol extension, with its body as read: the
/// helpers an `init(from:)` calls (`try decodeItems(from: container)`, `try Self.parse(c)`) are
/// interpreted from it. A requirement without a body is not kept.
struct FunctionDeclaration: Sendable, Equatable {
    struct Parameter: Sendable, Equatable {
        /// The argument label; nil for `_`.
        var label: String?
        /// The name the body uses.
        var name: String
        /// `= default`: a call may leave it out.
        var hasDefault: Bool
        /// The default value as written, when the body grammar reads it (`true`, `0`, `nil`,
        /// `.none`): a call that leaves the parameter out hands it this value.
        var defaultValue: BodyExpression? = nil
        /// The first name of its type (`Keys` in `Keys.Type`): a generic parameter a `T.self`
        /// argument binds.
        var typeName: String? = nil
        /// Its type as written (`[T].Type`), when the parser could read it.
        var type: TypeReference? = nil
        /// Written with a label before its name (`status code: Int`, `_ key: Key`), not by
        /// one name alone: a subscript's parameter has a label only so (`SubscriptDeclaration`).
        var hasWrittenLabel = false

        /// Whether its type is `Decoder` (`any Decoder`, `Swift.Decoder`).
        var namesDecoder: Bool {
            guard case .named(let components)? = type else { return typeName == "Decoder" }
            return components.last?.name == "Decoder"
        }

        /// Whether its type is `Encoder` (`any Encoder`, `Swift.Encoder`): an overload no
        /// decoding body calls, having no encoder to give it.
        var namesEncoder: Bool {
            guard case .named(let components)? = type else { return typeName == "Encoder" }
            return components.last?.name == "Encoder"
        }
    }

    var name: String
    var parameters: [Parameter]
    /// `static func` or `class func`.
    var isStatic: Bool
    /// `-> T`: the body returns a value.
    var returnsValue: Bool
    /// Of the `func` keyword.
    var location: SourceLocation
    /// The body, read with the `init(from:)` grammar (`decoderName` unused).
    var body: DecodingInitializer
    /// `T` in `func decodeLossy<T: Decodable>(...)`: bound by the types a call hands it.
    var genericParameters: [String] = []
    /// The type after `->` as written (`T?` in `func decodeIfPresent<T>(key: Key) throws -> T?`),
    /// when the parser could read it: a generic parameter only it names is bound by the type
    /// the call's context asks for (`let port: Int = try c.decode(key: .port)`).
    var returnType: TypeReference? = nil
    /// `throws`, `throws(E)` or `rethrows` after the parameter list.
    var isThrowing = false
    /// Whether the body may stop the program, read from its tokens (`TrapRule` asks it of a
    /// call that makes a value).
    var bodyEffects: BodyEffects? = nil
}
