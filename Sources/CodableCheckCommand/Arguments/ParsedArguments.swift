/// The result of parsing one subcommand's arguments: what each option was given, in the order
/// given, and the free arguments. Values are still text; `read(_:)` turns them into a setting's
/// typed value.
struct ParsedArguments: Sendable, Equatable {
    /// Free arguments in order (everything after `--` included).
    var positionals: [String] = []
    /// Option name (without dashes) → every value given, in order; a flag has one empty string
    /// per occurrence.
    var given: [String: [String]] = [:]
    /// The names of the options the command accepts, so reading a setting the command's table
    /// does not list (one left out of `CommandSpec.options`) fails in tests instead of reading
    /// as never given.
    var acceptedNames: Set<String> = []

    /// The setting's value, from what its option was given (its default when not given).
    func read<Value>(_ setting: Setting<Value>) throws(CommandLineError) -> Value {
        assert(acceptedNames.contains(setting.option.name), "'\(setting.option.spelling)' is not in the command's table")
        return try setting.convert(given[setting.option.name] ?? [])
    }

    /// Whether the option was given at all, for settings that depend on each other (`--compile`
    /// with `--mode lossy`).
    func isGiven<Value>(_ setting: Setting<Value>) -> Bool {
        given[setting.option.name] != nil
    }
}
