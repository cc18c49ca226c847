import CodableCheckSchema
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `codable-check` command line: picks the subcommand, runs it, reports a `CommandLineError`
/// on one line, and turns the outcome into an exit status. Only `main()` exits the process.
public enum CodableCheckCommand {
    /// The process entry point.
    public static func main() -> Never {
        // Write errors on a closed pipe come back as EPIPE instead of killing the process, so
        // `codable-check … | head` stops quietly (see `FileDescriptorOutput`).
        signal(SIGPIPE, SIG_IGN)
        // A closed standard output or error (`>&-`) would let the next file opened take its
        // number, so writes meant for the terminal could land in it: hold the number with
        // /dev/null opened read-only, where a write still fails with EBADF as on the closed one.
        for descriptor: Int32 in [1, 2] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                _ = dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
        var context = CommandContext(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessEnvironment.current(),
            currentDirectory: POSIXFile.currentDirectoryPath(),
            standardOutput: FileDescriptorOutput(descriptor: 1),
            standardError: FileDescriptorOutput(descriptor: 2),
            readStandardInput: { try FileReader.read(.standardInput, relativeTo: "") },
            standardInputIsTerminal: isatty(0) == 1,
            standardInputStream: FileDescriptorChunkSource(standardInput: ()),
            processorCount: ProcessInfo.processInfo.activeProcessorCount)
        context.exitsAfterCommand = true
        exit(run(context).rawValue)
    }

    /// Runs one command line and returns its exit status; writes only through `context`.
    public static func run(_ context: CommandContext) -> ExitStatus {
        var status: ExitStatus
        do {
            status = try dispatch(context)
        } catch {
            report(error, to: context.standardError)
            status = ExitStatus.forError(error)
        }
        // Output that was asked for and could not be written (`--print >&-`, a full disk) is a
        // failure of the run, not a quiet stop like a reader that went away (`| head`).
        if let failure = context.standardOutput.writeFailure {
            report(CommandLineError(.standardOutputNotWritten(reason: "\(failure)")), to: context.standardError)
            status = .usageOrEnvironment
        }
        return status
    }

    /// `codable-check: error: MESSAGE`, then the detail lines.
    private static func report(_ error: CommandLineError, to output: any CommandOutput) {
        output.writeLine("\(Version.toolName): error: \(error.message)")
        for line in error.details {
            output.writeLine(line)
        }
    }

    private static func dispatch(_ context: CommandContext) throws(CommandLineError) -> ExitStatus {
        let arguments = context.arguments
        // No command where a project file is found: its checks, as `check` runs them, with
        // any options given (`codable-check --format github`).
        if arguments.first.map({ $0.hasPrefix("-") && !["-h", "--help", "--version"].contains($0) }) ?? true,
            ProjectFileLocator.locate(from: context.currentDirectory) != nil
        {
            return try Subcommand.check.run(arguments, in: context)
        }
        guard let first = arguments.first else {
            throw CommandLineError(.missingCommand)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            context.standardOutput.write(HelpCommand.toolHelp)
            return .success
        case "--version":
            return try Subcommand.version.run(rest, in: context)
        case "help":
            return try HelpCommand.run(rest, in: context)
        default:
            if let command = Subcommand(rawValue: first) {
                if asksForHelp(rest) {
                    context.standardOutput.write(HelpCommand.help(for: command.spec))
                    return .success
                }
                return try command.run(rest, in: context)
            }
            if first.hasPrefix("-") {
                let suggestion = Suggestion.closest(to: first.drop { $0 == "-" }.description, in: ["help", "version"])
                throw CommandLineError(.unknownToolOption(first, suggestion: suggestion.map { "--" + $0 }))
            }
            throw unknownCommand(first)
        }
    }

    /// `--help` or `-h` before any `--`: help wins over every other argument, valid or not.
    private static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    private static func unknownCommand(_ name: String) -> CommandLineError {
        let names = Subcommand.allCases.map(\.rawValue) + ["help"]
        var suggestion = Suggestion.closest(to: name, in: names)
        if suggestion == nil, name.hasSuffix(".json") || name.contains("/") {
            suggestion = "\(Version.toolName) \(Subcommand.decode.rawValue) \(name)"
        }
        return CommandLineError(.unknownCommand(name, suggestion: suggestion))
    }
}
