/// The tool's commands, listed and named once: help lists them in this order, the completions
/// offer them, each command's `CommandSpec` takes its name from here, and `CodableCheckCommand`
/// dispatches to them by name without building any command's table.
enum Subcommand: String, CaseIterable {
    case decode, types, infer, completions, check, version
    case initialize = "init"
    case schema

    var spec: CommandSpec {
        switch self {
        case .decode: DecodeCommand.spec
        case .types: TypesCommand.spec
        case .infer: InferCommand.spec
        case .completions: CompletionsCommand.spec
        case .check: CheckCommand.spec
        case .version: VersionCommand.spec
        case .initialize: InitCommand.spec
        case .schema: SchemaCommand.spec
        }
    }

    /// Parses `arguments` against the command's table and runs it.
    func run(_ arguments: [String], in context: CommandContext) throws(CommandLineError) -> ExitStatus {
        switch self {
        case .decode: try DecodeCommand.run(arguments, in: context)
        case .types: try TypesCommand(arguments: arguments).run(in: context)
        case .infer: try InferCommand(arguments: arguments).run(in: context)
        case .completions: try CompletionsCommand(arguments: arguments).run(in: context)
        case .check: try CheckCommand(arguments: arguments).run(in: context)
        case .version: try VersionCommand(arguments: arguments).run(in: context)
        case .initialize: try InitCommand(arguments: arguments).run(in: context)
        case .schema: try SchemaCommand(arguments: arguments).run(in: context)
        }
    }
}
