/// The result of parsing one subcommand's arguments: option values by name, in the order given,
/// and the free arguments. Values are still strings; each command turns them into typed settings.
struct ParsedArguments: Sendable, Equatable {
    /// Free arguments in order (everything after `--` included).
    var positionals: [String] = []
    /// Option name (without dashes) → every value given, in order.
    var values: [String: [String]] = [:]
    /// Flags that were given.
    var flags: Set<String> = []

    /// The value of a non-repeatable option, if given.
    func value(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value of a repeatable option, in the order given.
    func allValues(_ name: String) -> [String] {
        values[name] ?? []
    }

    func isSet(_ name: String) -> Bool {
        flags.contains(name)
    }
}
