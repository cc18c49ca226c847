import CodableCheckCore
import Foundation
import Testing

@testable import CodableCheckCommand

/// Every way `decode`'s arguments can be wrong, with the exact one-line message.
@Suite struct ArgumentParserTests {
    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let errorCases: [ErrorCase] = [
        .init(arguments: ["a.json"], message: "missing required option '--type TYPE'"),
        .init(arguments: ["--tyep", "Book"], message: "unknown option '--tyep'; did you mean '--type'?"),
        .init(arguments: ["--type", "Book", "--sceham", "x"], message: "unknown option '--sceham'; did you mean '--schema'?"),
        .init(arguments: ["--type", "Book", "--max", "3"], message: "unknown option '--max'; did you mean '--max-errors'?"),
        .init(arguments: ["--type", "Book", "--zzzzzz"], message: "unknown option '--zzzzzz'"),
        .init(arguments: ["--type", "Book", "-x"], message: "unknown option '-x'"),
        .init(arguments: ["--type"], message: "missing value for option '--type TYPE'"),
        .init(arguments: ["--type", "--print"], message: "missing value for option '--type TYPE'"),
        .init(arguments: ["--type", "A", "--type", "B"], message: "option '--type' is given more than once"),
        .init(arguments: ["--type", "A", "--quiet", "--quiet"], message: "option '--quiet' is given more than once"),
        .init(arguments: ["--type", "A", "--quiet=yes"], message: "option '--quiet' does not take a value"),
        .init(
            arguments: ["--type", "A", "--format", "jsn"],
            message:
                "invalid value 'jsn' for option '--format': expected 'text', 'json', 'github', 'junit' or 'sarif'; did you mean 'json'?"),
        .init(
            arguments: ["--type", "A", "--format=yaml"],
            message: "invalid value 'yaml' for option '--format': expected 'text', 'json', 'github', 'junit' or 'sarif'"),
        .init(
            arguments: ["--type", "A", "--mode", "strcit"],
            message: "invalid value 'strcit' for option '--mode': expected 'strict' or 'lossy'; did you mean 'strict'?"),
        .init(
            arguments: ["--type", "A", "--key-strategy", "snake_case"],
            message:
                "invalid value 'snake_case' for option '--key-strategy': expected 'default' or 'snake-case'; did you mean 'snake-case'?"),
        .init(
            arguments: ["--type", "A", "--unknown-keys", "fail"],
            message: "invalid value 'fail' for option '--unknown-keys': expected 'warn' or 'error'"),
        .init(
            arguments: ["--type", "A", "--data-strategy", "base46"],
            message: "invalid value 'base46' for option '--data-strategy': expected 'base64' or 'deferred'; did you mean 'base64'?"),
        .init(
            arguments: ["--type", "A", "--date-strategy", "iso"],
            message:
                "invalid value 'iso' for option '--date-strategy': expected 'deferred', 'iso8601', 'seconds', 'milliseconds' or 'formatted:FORMAT'; did you mean 'iso8601'?"
        ),
        .init(
            arguments: ["--type", "A", "--date-strategy", "formatted:"],
            message: "missing date format after 'formatted:' in '--date-strategy', as in 'formatted:yyyy-MM-dd'"),
        .init(
            arguments: ["--type", "A", "--max-errors", "0"],
            message: "invalid value '0' for option '--max-errors': expected a positive integer"),
        .init(
            arguments: ["--type", "A", "--max-errors", "-1"],
            message: "invalid value '-1' for option '--max-errors': expected a positive integer"),
        .init(
            arguments: ["--type", "A", "--max-errors", "ten"],
            message: "invalid value 'ten' for option '--max-errors': expected a positive integer"),
        .init(arguments: ["--type", " "], message: "option '--type' needs a Swift type, such as 'Book' or '[Book]'"),
        .init(arguments: ["--type", "A", "-", "-"], message: "standard input ('-') can be read only once"),
    ]

    @Test(arguments: errorCases)
    func rejects(_ errorCase: ErrorCase) {
        expectCommandLineError(.usage, errorCase.message) {
            _ = try DecodeCommand(arguments: errorCase.arguments)
        }
    }

    @Test func acceptsBothValueSpellingsRepeatedOptionsAndEndOfOptions() throws {
        let parsed = try ArgumentParser(DecodeCommand.spec).parse([
            "a.json", "--type=[Book]", "--schema", "A.swift", "-", "--schema=B", "--print", "--", "--odd.json",
        ])
        #expect(parsed.positionals == ["a.json", "-", "--odd.json"])
        #expect(try parsed.read(DecodeSettings.type) == "[Book]")
        #expect(try parsed.read(SchemaSettings.schema) == ["A.swift", "B"])
        #expect(try parsed.read(DecodeSettings.print))
        #expect(try !parsed.read(DecodeSettings.quiet))
    }

    @Test func valueMayContainEqualsAndStartWithOneDash() throws {
        let parsed = try ArgumentParser(DecodeCommand.spec).parse([
            "--type", "A", "--date-strategy=formatted:yyyy-MM-dd'T'HH:mm=", "--schema", "-weird",
        ])
        #expect(try parsed.read(DecodeSettings.dateStrategy) == .formatted("yyyy-MM-dd'T'HH:mm="))
        #expect(try parsed.read(SchemaSettings.schema) == ["-weird"])
    }

    @Test func typedOptionsFollowTheArguments() throws {
        let options = try DecodeCommand(arguments: [
            "--type", "Book", "--key-strategy", "snake-case", "--date-strategy", "formatted:yyyy-MM-dd",
            "--data-strategy", "deferred", "--max-errors", "7", "--unknown-keys", "error", "--json-strict",
        ]).options
        #expect(options.inputs == [.standardInput])
        #expect(options.validation.keyStrategy == .convertFromSnakeCase)
        #expect(options.validation.dateStrategy == .formatted("yyyy-MM-dd"))
        #expect(options.validation.dataStrategy == .deferredToData)
        #expect(options.validation.maximumErrors == 7)
        #expect(options.validation.reportsUnknownKeys)
        #expect(options.warningPolicy == WarningPolicy(jsonStrict: true, unknownKeys: .error))
        #expect(options.format == .text)
    }

    /// `nonConformingFloatDecodingStrategy = .convertFromString(...)`: three names, in order,
    /// which the compiled helper's decoder is given too; `throw` by default.
    @Test func floatStrategyNamesTheThreeStrings() throws {
        let options = try DecodeCommand(arguments: ["--type", "Batch", "--float-strategy", "convert-from-string:+Inf,-Inf,NaN"]).options
        #expect(options.validation.floatStrategy == .convertFromString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN"))
        let settings = CompiledDecodeSettings(options.validation)
        #expect(settings.nonConformingFloatNames == ["+Inf", "-Inf", "NaN"])
        let decoded = try settings.makeDecoder().decode([Double].self, from: Data(#"["-Inf", 2]"#.utf8))
        #expect(decoded == [-.infinity, 2])
        #expect(try DecodeCommand(arguments: ["--type", "Batch"]).options.validation.floatStrategy == .throw)
        let missingName = #expect(throws: CommandLineError.self) {
            try DecodeCommand(arguments: ["--type", "Batch", "--float-strategy", "convert-from-string:Inf,-Inf"])
        }
        #expect(
            missingName?.message
                == "'--float-strategy convert-from-string:Inf,-Inf' needs three names separated by commas: positive infinity, negative infinity and NaN, as in 'convert-from-string:Infinity,-Infinity,NaN'"
        )
        let unknown = #expect(throws: CommandLineError.self) {
            try DecodeCommand(arguments: ["--type", "Batch", "--float-strategy", "convert"])
        }
        #expect(
            unknown?.message
                == "invalid value 'convert' for option '--float-strategy': expected 'throw' or 'convert-from-string:NAMES'; did you mean 'convert-from-string'?"
        )
    }

    /// An app's `DateFormatter` subclass that tries several formats: `formatted:` repeated, in order.
    @Test func repeatedFormattedDateStrategiesAreTriedInOrder() throws {
        let options = try DecodeCommand(arguments: [
            "--type", "Feed", "--date-strategy", "formatted:yyyy-MM-dd'T'HH:mm:ssZZZZZ", "--date-strategy", "formatted:yyyy-MM-dd",
        ]).options
        #expect(options.validation.dateStrategy == .formattedInOrder(["yyyy-MM-dd'T'HH:mm:ssZZZZZ", "yyyy-MM-dd"]))
        #expect(
            CompiledDecodeSettings(options.validation).dateFormats == ["yyyy-MM-dd'T'HH:mm:ssZZZZZ", "yyyy-MM-dd"])
        #expect(throws: CommandLineError.self) {
            try DecodeCommand(arguments: ["--type", "Feed", "--date-strategy", "iso8601", "--date-strategy", "formatted:yyyy"])
        }
        let error = #expect(throws: CommandLineError.self) {
            try DecodeCommand(arguments: ["--type", "Feed", "--date-strategy", "formatted:yyyy", "--date-strategy", "seconds"])
        }
        #expect(
            error?.message
                == "'--date-strategy' is repeated only with 'formatted:FORMAT' values, which are tried in order; give one of 'deferred', 'iso8601', 'seconds' or 'milliseconds'"
        )
    }

    @Test(arguments: [
        ("deferred", ValidationOptionsDateStrategy.deferredToDate),
        ("iso8601", .iso8601), ("seconds", .secondsSince1970), ("milliseconds", .millisecondsSince1970),
    ])
    func dateStrategies(_ name: String, _ expected: ValidationOptionsDateStrategy) throws {
        #expect(try DateStrategyText.strategy(name, option: DecodeSettings.dateStrategy.option) == expected)
    }

    @Test func typesTakesNoInputs() {
        expectCommandLineError(.usage, "unexpected argument 'x.json' for 'types'") {
            _ = try TypesCommand(arguments: ["x.json"])
        }
    }
}
