import CodableCheckCore
import Testing

@testable import CodableCheckCommand

/// Each command's settings table is the one list of its options: everything that lists options
/// (the parser, `--help`, the man page, every shell's completions) lists exactly the table's,
/// and the typed values a command reads come from the same entries.
@Suite struct SettingsTableTests {
    @Test(arguments: HelpCommand.commands.map(\.name))
    func optionNamesAreUniqueWithinACommand(_ name: String) throws {
        let command = try #require(HelpCommand.spec(named: name))
        #expect(Set(command.options.map(\.name)).count == command.options.count)
    }

    /// Every option of every command, in every shell's script and in help.
    @Test func everyShellAndHelpOffersEveryOption() {
        let commands = HelpCommand.commands
        let bash = BashCompletion.script(commands)
        let zsh = ZshCompletion.script(commands)
        let fish = FishCompletion.script(commands)
        for command in commands {
            let help = HelpCommand.help(for: command)
            for option in command.options {
                #expect(bash.contains(option.spelling), "bash lacks \(command.name) \(option.spelling)")
                #expect(
                    zsh.contains("'\(option.isRepeatable ? "*" : "")\(option.spelling)"), "zsh lacks \(command.name) \(option.spelling)")
                #expect(
                    fish.contains("__fish_seen_subcommand_from \(command.name)' -l \(option.name) "),
                    "fish lacks \(command.name) \(option.spelling)")
                #expect(help.contains("  \(option.usageFragment)"), "help lacks \(command.name) \(option.spelling)")
            }
        }
    }

    /// A value a choice does not list is refused where it is parsed, with the table's words.
    @Test func colorTakesAutoAlwaysOrNever() throws {
        #expect(try DecodeCommand(arguments: ["--type", "A"]).options.color == .auto)
        #expect(try DecodeCommand(arguments: ["--type", "A", "--color", "never"]).options.color == .never)
        #expect(try DecodeCommand(arguments: ["--type", "A", "--color=always"]).options.color == .always)
        expectCommandLineError(
            .usage, "invalid value 'allways' for option '--color': expected 'auto', 'always' or 'never'; did you mean 'always'?"
        ) {
            _ = try DecodeCommand(arguments: ["--type", "A", "--color", "allways"])
        }
    }

    /// Not giving an option is its table's default.
    @Test func defaultsComeFromTheTable() throws {
        let options = try DecodeCommand(arguments: ["--type", "Book"]).options
        #expect(options.validation.mode == .strict)
        #expect(options.format == .text)
        #expect(options.inputFormat == .json)
        #expect(options.validation.keyStrategy == .useDefaultKeys)
        #expect(options.validation.dataStrategy == .base64)
        #expect(options.validation.dateStrategy == .deferredToDate)
        #expect(options.validation.maximumErrors == ValidationOptions().maximumErrors)
        #expect(options.jobs == nil)
        #expect(options.warningPolicy == WarningPolicy())
        #expect(!options.compiles && !options.isQuiet && !options.printsValues)
        let firestore = try DecodeCommand(arguments: ["--type", "Book", "--input-format", "firestore"]).options
        #expect(firestore.validation.dateStrategy == .iso8601)
    }

    /// A count is checked by its kind, the same way for every command that has one.
    @Test(arguments: [
        (["decode", "--type", "A", "--jobs", "0"], "invalid value '0' for option '--jobs': expected a positive integer"),
        (["infer", "--max-enum-cases", "many"], "invalid value 'many' for option '--max-enum-cases': expected a positive integer"),
    ])
    func countsArePositiveIntegers(_ arguments: [String], _ message: String) {
        expectCommandLineError(.usage, message) {
            if arguments[0] == "decode" {
                _ = try DecodeCommand(arguments: Array(arguments.dropFirst()))
            } else {
                _ = try InferCommand(arguments: Array(arguments.dropFirst()))
            }
        }
    }

    /// What `--compile` cannot do is said with the options' own spellings.
    @Test(arguments: [
        (
            ["--mode", "lossy"],
            "'--compile' decodes with the app's own init(from:), which has no lossy mode; drop '--mode lossy' or '--compile'"
        ),
        (
            ["--unknown-keys", "warn"],
            "'--unknown-keys' needs the interpreter's knowledge of each property; it cannot be used with '--compile'"
        ),
        (["--explain-nulls"], "'--explain-nulls' needs the interpreter's knowledge of each property; it cannot be used with '--compile'"),
        (
            ["--input-format", "firestore"],
            "'--compile' cannot be used with '--input-format firestore': @DocumentID needs the interpreter"
        ),
    ])
    func compileRefusesWhatItCannotDo(_ extra: [String], _ message: String) {
        expectCommandLineError(.usage, message) {
            _ = try DecodeCommand(arguments: ["--type", "A", "--compile"] + extra)
        }
    }
}
