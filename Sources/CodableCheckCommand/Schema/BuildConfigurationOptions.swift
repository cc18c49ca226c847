import CodableCheckSchema

/// `--platform`, `--arch`, `--swift-version`, `--define` and `--can-import`: which `#if` branches
/// of the declarations are read, for `decode` and `types`.
enum BuildConfigurationOptions {
    static let specs: [OptionSpec] = [
        .value(
            "platform", valueName: StringJoining.joined(TargetPlatform.allCases.map(\.rawValue), separator: "|"),
            help:
                "the platform whose #if branches are read: os(...), canImport(...) (default: \(TargetPlatform.host.rawValue), this machine's)",
            choices: TargetPlatform.allCases.map(\.rawValue)),
        .value(
            "arch", valueName: StringJoining.joined(BuildConfiguration.selectableArchitectures, separator: "|"),
            help: "what #if arch(...) is true for (default: this machine's on linux, arm64 on Apple platforms)",
            choices: BuildConfiguration.selectableArchitectures),
        .value(
            "swift-version", valueName: StringJoining.joined(LanguageMode.allCases.map(\.rawValue), separator: "|"),
            help:
                "the language mode #if swift(...) answers for, as swiftc -swift-version (default: each file's package's, from the swift-tools-version and swiftLanguageModes of the nearest Package.swift; 5 outside a package)",
            choices: LanguageMode.allCases.map(\.rawValue)),
        .value(
            "define", valueName: "FLAG",
            help: "make #if FLAG true, as swiftc -D FLAG does (DEBUG and other flags are false unless given)", isRepeatable: true),
        .value(
            "can-import", valueName: "MODULE",
            help: "make #if canImport(MODULE) true, for a module of the app's build codable-check does not know", isRepeatable: true),
        .value(
            "user-info", valueName: "KEY[=VALUE]",
            help:
                "the app's decoder sets userInfo[.KEY] (init(from:) bodies read it): to an instance of a type (KEY=RouteOptions), a scalar (KEY=true, KEY=3, KEY=\"en\"), or a value not stated (KEY); keys not given are nil",
            isRepeatable: true),
    ]

    static func configuration(from arguments: ParsedArguments) throws(CommandLineError) -> BuildConfiguration {
        let platform = arguments.value("platform").flatMap(TargetPlatform.init(rawValue:)) ?? .host
        let flags = arguments.allValues("define")
        for flag in flags where !isIdentifier(flag) {
            throw .usage("invalid value '\(flag)' for option '--define': expected a condition name, such as 'DEBUG'")
        }
        let modules = arguments.allValues("can-import")
        for module in modules where !module.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier) {
            throw .usage("invalid value '\(module)' for option '--can-import': expected a module name, such as 'Vapor'")
        }
        var configuration = BuildConfiguration(
            platform: platform, definedFlags: Set(flags), importableModules: Set(modules), architecture: arguments.value("arch"),
            languageMode: arguments.value("swift-version").flatMap(LanguageMode.init(versionText:)))
        for entry in arguments.allValues("user-info") {
            guard let (key, value) = DecoderUserInfo.parse(entry) else {
                throw .usage(
                    "invalid value '\(entry)' for option '--user-info': expected KEY, KEY=TYPE, or KEY=true|false|NUMBER|\"TEXT\", such as 'options=RouteOptions'"
                )
            }
            configuration.decoderUserInfo.values[key] = value
        }
        return configuration
    }

    /// A Swift identifier as a flag or module name spells it: a letter or `_`, then letters,
    /// digits and `_`.
    private static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
