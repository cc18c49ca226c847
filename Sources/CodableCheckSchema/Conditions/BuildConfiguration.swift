/// What the schema reader answers to the conditions of `#if` blocks: the target platform, the
/// compiler and language versions, the flags defined with `-D`, and the modules the app's build
/// can import besides the platform's own.
///
/// The default is the build an app gets with swiftc on the machine codable-check runs on:
/// its platform, swiftc 6.3.1 in its default language mode (Swift 5, where `swift(...)` is
/// `5.10`), no flags (`DEBUG` is false, as in a release build), and only the toolchain's and
/// the platform's modules.
public struct BuildConfiguration: Sendable, Equatable {
    public var platform: TargetPlatform
    /// Conditions named by a bare identifier that are true (`-D DEBUG` gives `DEBUG`).
    public var definedFlags: Set<String>
    /// Modules `canImport(...)` finds besides the platform's: a package's dependencies.
    public var importableModules: Set<String>
    /// What the app's decoder holds in `userInfo` (`--user-info`): not a `#if` answer, but part
    /// of how the app that decodes is set up, which the schema is read for.
    public var decoderUserInfo = DecoderUserInfo()
    /// What `swift(>=...)` compares with: the language mode's version.
    var languageVersion = VersionNumber("5.10")!
    /// What `compiler(>=...)` compares with: the toolchain codable-check models.
    var compilerVersion = VersionNumber("6.3.1")!

    public init(platform: TargetPlatform = .host, definedFlags: Set<String> = [], importableModules: Set<String> = []) {
        self.platform = platform
        self.definedFlags = definedFlags
        self.importableModules = importableModules
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
