/// Collects everything written, for tests that run a command in-process.
public final class BufferedOutput: CommandOutput {
    public private(set) var text = ""
    public let isTerminal: Bool
    public var isClosed: Bool { false }

    /// `isTerminal: true` lets a test exercise automatic colour without a real terminal.
    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        self.text += text
    }
}
