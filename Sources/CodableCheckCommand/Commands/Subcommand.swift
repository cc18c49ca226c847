/// The tool's commands, listed once: help lists them in this order, the completions offer them,
/// and `CodableCheckCommand` dispatches to them by name.
enum Subcommand: CaseIterable {
    case decode, types, infer, completions

    var spec: CommandSpec {
        switch self {
        case .decode: DecodeCommand.spec
        case .types: TypesCommand.spec
        case .infer: InferCommand.spec
        case .completions: CompletionsCommand.spec
        }
    }

    static func named(_ name: String) -> Subcommand? {
        allCases.first { $0.spec.name == name }
    }

    /// Parses `arguments` against the command's table and runs it.
    func run(_ arguments: [String], in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        switch self {
        case .decode: try DecodeCommand(arguments: arguments).run(in: context)
        case .types: try TypesCommand(arguments: arguments).run(in: context)
        case .infer: try InferCommand(arguments: arguments).run(in: context)
        case .completions: try CompletionsCommand(arguments: arguments).run(in: context)
        }
    }
}
