/// A call of a helper the body's type has (a method, a static function, or one a protocol
/// extension gives it: `try decodeItems(from: container)`, `try Self.parse(container)`), run
/// in a scope of its own: its parameters bound to the arguments, the type's stored properties
/// shared (an instance method reads and sets them), and a `return` that ends the helper only.
public struct HelperCall: Sendable {
    /// As written in messages: `decodeItems(from:)`.
    public var name: String
    /// Each parameter's name and the argument's value, evaluated in the caller's scope in order.
    public var arguments: [DecodingArgument]
    public var body: [DecodingStatement]
    /// The stored properties the helper sees (none for a static one).
    public var properties: [String]
    /// Containers handed over by variable: parameter name, then the caller's variable. After the
    /// call the caller's variable holds the parameter's state (an unkeyed container moved on, the
    /// keys a keyed container was asked).
    public var sharedContainers: [(parameter: String, variable: String)]

    public init(
        name: String, arguments: [DecodingArgument], body: [DecodingStatement], properties: [String],
        sharedContainers: [(parameter: String, variable: String)]
    ) {
        self.name = name
        self.arguments = arguments
        self.body = body
        self.properties = properties
        self.sharedContainers = sharedContainers
    }

    /// The properties the helper may set.
    public var writtenProperties: Set<String> { body.writtenNames.intersection(properties) }
}
