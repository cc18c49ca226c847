/// The platform whose `#if` branches the schema reader takes: what `os(...)`, `canImport(...)`,
/// `arch(...)` and `_runtime(...)` answer.
///
/// The JSON an app decodes is the same on every platform; what differs is the declarations the
/// compiler reads (turf-swift declares `LocationCoordinate2D` itself under `#else`, and aliases
/// Core Location's under `#if canImport(CoreLocation)`). The default is the platform the tool
/// itself was built for, so the branches read are those an app built on the same machine
/// compiles.
public enum TargetPlatform: String, CaseIterable, Sendable {
    case linux, macos, ios, tvos, watchos, visionos

    /// The platform this build of codable-check runs on.
    public static var host: TargetPlatform {
        #if os(macOS)
        .macos
        #elseif os(iOS)
        .ios
        #else
        .linux
        #endif
    }

    var isApple: Bool { self != .linux }

    /// The names `os(...)` is true for (`OSX` is the old spelling of `macOS`, `xrOS` of `visionOS`).
    var operatingSystemNames: Set<String> {
        switch self {
        case .linux: ["Linux"]
        case .macos: ["macOS", "OSX"]
        case .ios: ["iOS"]
        case .tvos: ["tvOS"]
        case .watchos: ["watchOS"]
        case .visionos: ["visionOS", "xrOS"]
        }
    }

    /// Every name the compiler accepts in `os(...)`: another is a warning, as in swiftc.
    static let knownOperatingSystems: Set<String> = [
        "macOS", "OSX", "iOS", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD",
        "WASI", "PS4", "Cygwin", "Haiku", "none",
    ]

    /// Every name the compiler accepts in `arch(...)`.
    static let knownArchitectures: Set<String> = [
        "arm", "arm64", "arm64_32", "i386", "x86_64", "powerpc", "powerpc64", "powerpc64le", "s390x", "wasm32", "riscv64",
    ]

    /// The architecture `arch(...)` is true for: this machine's on Linux, and `arm64` on Apple
    /// platforms (devices, and the Macs and simulators of today); `--arch x86_64` chooses an
    /// Intel Mac's.
    public var architecture: String {
        guard self == .linux else { return "arm64" }
        #if arch(arm64)
        return "arm64"
        #else
        return "x86_64"
        #endif
    }

    /// Whether `import module` compiles on this platform: `nil` when codable-check does not know
    /// the module (a package's own, or a framework not in `ModuleAvailability`).
    public func canImport(_ module: String) -> Bool? {
        if ModuleAvailability.toolchain.contains(module) { return true }
        if ModuleAvailability.linuxOnly.contains(module) { return self == .linux }
        if let platforms = ModuleAvailability.appleOnly[module] { return platforms.contains(self) }
        if ModuleAvailability.elsewhere.contains(module) { return false }
        return nil
    }
}
