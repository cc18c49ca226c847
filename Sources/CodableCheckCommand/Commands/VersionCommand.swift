/// `codable-check version`: the tool's name and version on standard output, exactly what
/// `codable-check --version` prints (the option runs this command).
struct VersionCommand {
    static let spec = CommandSpec(
        name: Subcommand.version.rawValue,
        abstract: "Prints the tool's version (the same as codable-check --version).",
        positional: nil,
        options: [],
        examples: [.init(commandLine: "codable-check version", explanation: "print 'codable-check \(Version.current)'")])

    init(arguments: [String]) throws(CommandLineError) {
        _ = try ArgumentParser(Self.spec).parse(arguments)
    }

    /// `codable-check 0.1.0`, one line.
    static var text: String {
        "\(Version.toolName) \(Version.current)\n"
    }

    func run(in context: CommandContext) -> ExitStatus {
        context.standardOutput.write(Self.text)
        return .success
    }
}
