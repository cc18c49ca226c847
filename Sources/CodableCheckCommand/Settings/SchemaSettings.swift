import CodableCheckSchema

/// The settings that say which model declarations are read and which `#if` branches of them,
/// for `decode` and `types`: `--schema`, `--platform`, `--arch`, `--swift-version`, `--define`,
/// `--can-import` and `--user-info` (how the app's decoder is set up, which `init(from:)` bodies
/// read).
enum SchemaSettings {
    static let schema: Setting<[String]> = .paths(
        "schema", help: "Swift files or folders declaring the models (default: Sources/ in a package, else the working directory)")

    static let platform: Setting<TargetPlatform> = .choice(
        "platform", TargetPlatform.allCases, default: .host,
        help:
            "the platform whose #if branches are read: os(...), canImport(...) (default: \(TargetPlatform.host.rawValue), this machine's)"
    )

    static let architecture = Setting<String?>(
        option: OptionSpec(
            name: "arch", kind: .choice(BuildConfiguration.selectableArchitectures),
            help: "what #if arch(...) is true for (default: this machine's on linux, arm64 on Apple platforms)")
    ) { $0.last }

    static let swiftVersion = Setting<LanguageMode?>(
        option: OptionSpec(
            name: "swift-version", kind: .choice(LanguageMode.allCases.map(\.rawValue)),
            help:
                "the language mode #if swift(...) answers for, as swiftc -swift-version (default: each file's package's, from the swift-tools-version and swiftLanguageModes of the nearest Package.swift; 5 outside a package)"
        )
    ) { $0.last.flatMap(LanguageMode.init(versionText:)) }

    static let define: Setting<[String]> = {
        let option = OptionSpec(
            name: "define", kind: .text(valueName: "FLAG"),
            help: "make #if FLAG true, as swiftc -D FLAG does (DEBUG and other flags are false unless given)", isRepeatable: true)
        return Setting(option: option) { flags throws(CommandLineError) in
            for flag in flags where !isIdentifier(flag) { throw CommandLineError(.notAConditionName(flag, option: option)) }
            return flags
        }
    }()

    static let canImport: Setting<[String]> = {
        let option = OptionSpec(
            name: "can-import", kind: .text(valueName: "MODULE"),
            help: "make #if canImport(MODULE) true, for a module of the app's build codable-check does not know", isRepeatable: true)
        return Setting(option: option) { modules throws(CommandLineError) in
            for module in modules where !module.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier) {
                throw CommandLineError(.notAModuleName(module, option: option))
            }
            return modules
        }
    }()

    static let userInfo: Setting<[String: DecoderUserInfo.Value]> = {
        let option = OptionSpec(
            name: "user-info", kind: .text(valueName: "KEY[=VALUE]"),
            help:
                "the app's decoder sets userInfo[.KEY] (init(from:) bodies read it): to an instance of a type (KEY=RouteOptions), a scalar (KEY=true, KEY=3, KEY=\"en\"), or a value not stated (KEY); keys not given are nil",
            isRepeatable: true)
        return Setting(option: option) { entries throws(CommandLineError) in
            var values: [String: DecoderUserInfo.Value] = [:]
            for entry in entries {
                guard let (key, value) = DecoderUserInfo.parse(entry) else {
                    throw CommandLineError(.notAUserInfoEntry(entry, option: option))
                }
                values[key] = value
            }
            return values
        }
    }()

    /// The `#if` settings, in the order help lists them (after each command's own).
    static let conditionOptions = [
        platform.option, architecture.option, swiftVersion.option, define.option, canImport.option, userInfo.option,
    ]

    /// The `#if` branches and decoder set-up the settings describe.
    static func configuration(from arguments: ParsedArguments) throws(CommandLineError) -> BuildConfiguration {
        var configuration = BuildConfiguration(
            platform: try arguments.read(platform), definedFlags: Set(try arguments.read(define)),
            importableModules: Set(try arguments.read(canImport)), architecture: try arguments.read(architecture),
            languageMode: try arguments.read(swiftVersion))
        configuration.decoderUserInfo.values = try arguments.read(userInfo)
        return configuration
    }

    /// The `#if` settings given that describe another machine than this one (`--platform ios
    /// --define DEBUG`), spelled as options; nil when the configuration is this machine's own.
    static func spelledConditions(of configuration: BuildConfiguration) -> String? {
        var given: [String] = []
        if configuration.platform != .host { given.append("\(platform.option.spelling) \(configuration.platform.rawValue)") }
        if let value = configuration.architecture, value != TargetPlatform.host.architecture {
            given.append("\(architecture.option.spelling) \(value)")
        }
        if let mode = configuration.languageMode { given.append("\(swiftVersion.option.spelling) \(mode.rawValue)") }
        given += configuration.definedFlags.sorted().map { "\(define.option.spelling) \($0)" }
        given += configuration.importableModules.sorted().map { "\(canImport.option.spelling) \($0)" }
        return given.isEmpty ? nil : given.joined(separator: " ")
    }

    /// A Swift identifier as a flag or module name spells it: a letter or `_`, then letters,
    /// digits and `_`.
    private static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
