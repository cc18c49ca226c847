/// Everything a command touches outside itself, injectable so tests run commands in-process.
public struct CommandContext {
    /// The arguments after the program name.
    public var arguments: [String]
    public var environment: [String: String]
    /// Where schema discovery starts, and what relative paths are relative to.
    public var currentDirectory: String
    public var standardOutput: any CommandOutput
    public var standardError: any CommandOutput
    /// Reads all of standard input; tests hand in bytes.
    public var readStandardInput: () throws -> [UInt8]
    /// Whether standard input is a terminal: then `decode` without inputs asks for some instead
    /// of waiting for a document nobody is typing.
    public var standardInputIsTerminal: Bool
    /// Standard input as a stream, for `--lines`: read a chunk at a time, never all at once.
    public var standardInputStream: any ByteChunkSource
    /// Processors to use for `--jobs` by default, counted when first asked: the count reads the
    /// cgroup's CPU quota and the kernel's CPU list (0.4 million instructions, a twentieth of a
    /// whole run on a small file), which one input never needs.
    public var processorCount: Int { max(1, countProcessors()) }
    private var countProcessors: () -> Int
    /// Whether the process exits as soon as the command returns, as `codable-check` does: then
    /// what a command built to last its whole run need not be freed (`ProcessTeardown`). Tests
    /// run many commands in one process and leave it false.
    public var exitsAfterCommand = false
    /// The size `--lines` cuts a stream into chunks of, one thread checking each
    /// (`JSONLinesCheck`); tests make it small, to cut short streams into many chunks.
    var lineChunkSize = LineChunker.defaultTargetSize

    public init(
        arguments: [String], environment: [String: String], currentDirectory: String,
        standardOutput: any CommandOutput, standardError: any CommandOutput,
        readStandardInput: @escaping () throws -> [UInt8], standardInputIsTerminal: Bool = false,
        standardInputStream: (any ByteChunkSource)? = nil, processorCount: @autoclosure @escaping () -> Int = 1
    ) {
        self.arguments = arguments
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
        self.standardInputIsTerminal = standardInputIsTerminal
        self.standardInputStream = standardInputStream ?? BytesChunkSource(readStandardInput)
        self.countProcessors = processorCount
    }
}
