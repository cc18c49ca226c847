/// A statement of an `init(from:)` body the tool does not follow (a helper handed the container,
/// a `for` loop, an expression it cannot evaluate), kept so that it can never make the tool
/// report an error the app would not throw, nor hide one the tool can see:
///
/// - the reads it certainly makes (not under `??`, `&&`, `||`, a closure or an optional chain)
///   run as written, `try?` included, so their errors are the app's;
/// - every local and property it may set becomes `InterpretedValue.unknown`, which the schema
///   lists as unchecked;
/// - a statement that may `return` ends the body there: the reads after it may never happen.
public struct UninterpretedStatement: Sendable {
    public var reads: [DecodingExpression]
    /// Locals (containers included) it may set, or move (an unkeyed container it reads from).
    public var locals: [String]
    public var properties: [String]
    /// Every name it mentions, for the interpreter's after-an-error bookkeeping.
    public var mentions: [String]
    /// It may assign `self` (an enum's case).
    public var setsSelf: Bool
    public var mayReturn: Bool

    public init(
        reads: [DecodingExpression], locals: [String], properties: [String], mentions: [String], setsSelf: Bool, mayReturn: Bool
    ) {
        self.reads = reads
        self.locals = locals
        self.properties = properties
        self.mentions = mentions
        self.setsSelf = setsSelf
        self.mayReturn = mayReturn
    }
}
