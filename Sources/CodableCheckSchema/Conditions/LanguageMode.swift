/// The Swift language mode a file is compiled in (`-swift-version`), which decides what
/// `#if swift(...)` compares with.
///
/// Probed with swiftc 6.3.1 (`swiftc -swift-version N` on a file of `#if swift(>=…)` checks):
/// mode 4 answers as `4.1.50`, mode 4.2 as `4.2`, mode 5 as `5.10`, and mode 6 as the compiler's
/// own version, `6.3.1`. A package built with `swift-tools-version:6.0` or later is in mode 6
/// unless its manifest says otherwise (`PackageManifestLanguageMode`).
public enum LanguageMode: String, Sendable, CaseIterable {
    case v4 = "4", v42 = "4.2", v5 = "5", v6 = "6"

    /// What `swift(>=…)` compares with in this mode.
    var conditionVersion: VersionNumber {
        switch self {
        case .v4: VersionNumber("4.1.50")!
        case .v42: VersionNumber("4.2")!
        case .v5: VersionNumber("5.10")!
        case .v6: BuildConfiguration.modelledCompilerVersion
        }
    }

    /// The mode for a `-swift-version` value or a manifest's `.v5` / `.version("6")`: `"5"`,
    /// `"5.0"`, `"4.2"`, `"6"`, `"6.0"`; nil for anything else.
    public init?(versionText text: String) {
        switch text {
        case "4", "4.0": self = .v4
        case "4.2": self = .v42
        case "5", "5.0": self = .v5
        case "6", "6.0": self = .v6
        default: return nil
        }
    }

    /// Ordered as the compiler's modes are, for "the highest one listed".
    var rank: Int { Self.allCases.firstIndex(of: self)! }
}
