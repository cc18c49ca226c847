/// What the schema reader answers to the conditions of `#if` blocks: the target platform, the
/// compiler and language versions, the flags defined with `-D`, and the modules the app's build
/// can import besides the platform's own.
///
/// The default is the build an app gets with swiftc on the machine codable-check runs on:
/// its platform, swiftc 6.3.1 in the language mode of the package each file belongs to (Swift 6
/// for `swift-tools-version:6.0` and later, where `swift(...)` is `6.3.1`; otherwise Swift 5,
/// where it is `5.10`), no flags (`DEBUG` is false, as in a release build), and only the
/// toolchain's and the platform's modules.
public struct BuildConfiguration: Sendable, Equatable {
    public var platform: TargetPlatform
    /// Conditions named by a bare identifier that are true (`-D DEBUG` gives `DEBUG`).
    public var definedFlags: Set<String>
    /// Modules `canImport(...)` finds besides the platform's: a package's dependencies.
    public var importableModules: Set<String>
    /// What the app's decoder holds in `userInfo` (`--user-info`): not a `#if` answer, but part
    /// of how the app that decodes is set up, which the schema is read for.
    public var decoderUserInfo = DecoderUserInfo()
    /// What `arch(...)` is true for (`--arch`); nil: the platform's (`TargetPlatform.architecture`).
    public var architecture: String?
    /// The language mode every file is read in (`--swift-version`); nil: each file's package's
    /// (`PackageLanguageModes`), Swift 5 outside a package.
    public var languageMode: LanguageMode?
    /// What `compiler(>=...)` compares with: the toolchain codable-check models.
    var compilerVersion = Self.modelledCompilerVersion

    /// swiftc 6.3.1, the toolchain whose behaviour codable-check reproduces (probed:
    /// `compiler(>=6.3.1)` is true in every language mode).
    static let modelledCompilerVersion = VersionNumber("6.3.1")!

    /// What `swift(>=...)` compares with: the language mode's version.
    var languageVersion: VersionNumber { (languageMode ?? .v5).conditionVersion }

    public init(
        platform: TargetPlatform = .host, definedFlags: Set<String> = [], importableModules: Set<String> = [],
        architecture: String? = nil, languageMode: LanguageMode? = nil
    ) {
        self.platform = platform
        self.architecture = architecture
        self.definedFlags = definedFlags
        self.importableModules = importableModules
        self.languageMode = languageMode
    }

    /// The architectures `--arch` chooses between: the 64-bit ones apps are built for today (on
    /// them every other condition, `_pointerBitWidth(_64)` and the rest, answers the same).
    public static let selectableArchitectures = ["arm64", "x86_64"]

    /// What `arch(...)` answers for.
    var targetArchitecture: String { architecture ?? platform.architecture }

    /// This configuration for one file: with the language mode of the package the file is in,
    /// unless a mode was given for all.
    func forFile(at path: String, modes: PackageLanguageModes) -> BuildConfiguration {
        guard languageMode == nil else { return self }
        var configuration = self
        configuration.languageMode = modes.mode(forSourceAt: path)
        return configuration
    }

    /// The machine's own platform, no flags, no extra modules.
    public static var host: BuildConfiguration { BuildConfiguration() }

    /// Attributes `hasAttribute(...)` is true for: those swiftc 6.3 knows that `#if` blocks test.
    static let knownAttributes: Set<String> = [
        "retroactive", "preconcurrency", "Sendable", "unchecked", "MainActor", "available", "backDeployed", "frozen",
        "inlinable", "usableFromInline", "discardableResult", "propertyWrapper", "resultBuilder", "dynamicMemberLookup",
        "globalActor", "attached", "freestanding", "_spi", "_implementationOnly", "nonisolated", "isolated",
    ]
}
