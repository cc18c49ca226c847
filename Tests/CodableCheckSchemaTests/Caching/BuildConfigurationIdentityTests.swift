import CodableCheckSchema
import Testing

/// `BuildConfiguration.identity` is part of a cached plan's key (`SchemaPlanCache`): a setting
/// that changes which declarations are read but not the identity would serve a stale plan. So
/// every stored setting is listed here, and each changes the identity; a new one fails the first
/// test until it is added to `identity` (or, like `decoderUserInfo`, makes `decode` bypass the
/// cache, which `SchemaPlanCacheTests` checks) and to this list.
@Suite struct BuildConfigurationIdentityTests {
    @Test func everyStoredSettingIsAccountedFor() {
        let stored = Set(Mirror(reflecting: BuildConfiguration()).children.compactMap(\.label))
        #expect(
            stored == [
                "platform", "definedFlags", "importableModules", "architecture", "languageMode", "compilerVersion",
                "decoderUserInfo",
            ]
        )
    }

    @Test func eachSettingChangesTheIdentity() {
        let base = BuildConfiguration(platform: .linux)
        let changed = [
            BuildConfiguration(platform: .macos),
            BuildConfiguration(platform: .linux, definedFlags: ["STAGING"]),
            BuildConfiguration(platform: .linux, importableModules: ["Vapor"]),
            BuildConfiguration(platform: .linux, architecture: base.identity.contains("arch=arm64") ? "x86_64" : "arm64"),
            BuildConfiguration(platform: .linux, languageMode: .v6),
        ]
        for configuration in changed {
            #expect(configuration.identity != base.identity, "\(configuration)")
        }
        #expect(Set(changed.map(\.identity)).count == changed.count)
        #expect(BuildConfiguration(platform: .linux).identity == base.identity)
    }
}
