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

    public init(
        arguments: [String], environment: [String: String], currentDirectory: String,
        standardOutput: any CommandOutput, standardError: any CommandOutput,
        readStandardInput: @escaping () throws -> [UInt8], standardInputIsTerminal: Bool = false
    ) {
        self.arguments = arguments
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
        self.standardInputIsTerminal = standardInputIsTerminal
    }
}
