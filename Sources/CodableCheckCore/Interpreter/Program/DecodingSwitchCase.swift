/// `case "circle", "round":` and its statements.
public struct DecodingSwitchCase: Sendable {
    /// The literals' JSON texts (`"\"circle\""`, `1`).
    public var values: [String]
    public var body: [DecodingStatement]

    public init(values: [String], body: [DecodingStatement]) {
        self.values = values
        self.body = body
    }
}
