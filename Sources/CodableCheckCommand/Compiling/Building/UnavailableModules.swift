import CodableCheckSchema

/// Apple's frameworks that no Linux toolchain has: an `import` of one is compiled as
/// `import Foundation` from the first build on (with the same warning as for a module the
/// compiler reports missing), instead of costing a failed compiler run each.
enum UnavailableModules {
    /// The frameworks the schema's platform table (`TargetPlatform.canImport`, which `#if
    /// canImport` reads) knows this platform lacks, and those it does not list (`unlisted`).
    static func isUnavailable(_ module: String) -> Bool {
        #if os(Linux)
        unlisted.contains(module) || TargetPlatform.host.canImport(module) == false
        #else
        false
        #endif
    }

    /// Apple frameworks the platform table does not list (it lists what `#if canImport` in
    /// models commonly names), each checked missing from this Linux toolchain with `swiftc
    /// -typecheck` on `import X`.
    static let unlisted: Set<String> = [
        "CoreSpotlight", "Charts", "CommonCrypto", "JavaScriptCore", "AdSupport", "AppTrackingTransparency", "DeviceCheck",
        "PassKit", "BackgroundTasks", "CoreHaptics", "PDFKit", "GameController", "NetworkExtension", "CoreNFC",
    ]
}
