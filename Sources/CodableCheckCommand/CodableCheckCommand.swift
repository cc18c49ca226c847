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
            context.standardError.writeLine("\(Version.toolName): error: \(error.message)")
            for line in error.details {
                context.standardError.writeLine(line)
            }
            status = ExitStatus.forError(error)
        }
        // Output that was asked for and could not be written (`--print >&-`, a full disk) is a
        // failure of the run, not a quiet stop like a reader that went away (`| head`).
        if let failure = context.standardOutput.writeFailure {
            context.standardError.writeLine("\(Version.toolName): error: cannot write to standard output: \(failure)")
            status = .usageOrEnvironment
        }
        return status
    }

    private static func dispatch(_ context: CommandContext) throws(CommandLineError) -> ExitStatus {
        let arguments = context.arguments
        guard let first = arguments.first else {
            throw .usage("missing command; see '\(Version.toolName) --help'")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            context.standardOutput.write(HelpCommand.toolHelp)
            return .success
        case "--version":
            context.standardOutput.write(HelpCommand.versionText)
            return .success
        case "help":
            return try HelpCommand.run(rest, in: context)
        case DecodeCommand.spec.name:
            if asksForHelp(rest) {
                context.standardOutput.write(HelpCommand.help(for: DecodeCommand.spec))
                return .success
            }
            return try DecodeCommand(arguments: rest).run(in: context)
        case TypesCommand.spec.name:
            if asksForHelp(rest) {
                context.standardOutput.write(HelpCommand.help(for: TypesCommand.spec))
                return .success
            }
            return try TypesCommand(arguments: rest).run(in: context)
        case InferCommand.spec.name:
            if asksForHelp(rest) {
                context.standardOutput.write(HelpCommand.help(for: InferCommand.spec))
                return .success
            }
            return try InferCommand(arguments: rest).run(in: context)
        case CompletionsCommand.spec.name:
            if asksForHelp(rest) {
                context.standardOutput.write(HelpCommand.help(for: CompletionsCommand.spec))
                return .success
            }
            return try CompletionsCommand(arguments: rest).run(in: context)
        default:
            if first.hasPrefix("-") {
                let suggestion = Suggestion.didYouMean(
                    first.drop { $0 == "-" }.description, in: ["help", "version"], quote: { "'--\($0)'" })
                let advice = suggestion.isEmpty ? "; a command comes first, as in '\(Version.toolName) decode --help'" : suggestion
                throw .usage("unknown option '\(first)'\(advice)")
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
        let names = HelpCommand.commands.map(\.name) + ["help"]
        var suggestion = Suggestion.didYouMean(name, in: names)
        if suggestion.isEmpty, name.hasSuffix(".json") || name.contains("/") {
            suggestion = "; did you mean '\(Version.toolName) decode \(name)'?"
        }
        return .usage("unknown command '\(name)'\(suggestion)")
    }
}
