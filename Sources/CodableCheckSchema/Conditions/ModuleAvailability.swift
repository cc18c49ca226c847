/// Which modules `canImport(...)` finds on each platform, as far as codable-check knows them.
///
/// The Linux lists were probed with swiftc 6.3.1 on Linux (`#if canImport(M)` for each). The
/// Apple lists are the SDK frameworks models and their `#if` blocks commonly name; a module in
/// none of the lists is unknown, and `canImport` of it is read as false with a warning.
enum ModuleAvailability {
    /// Importable everywhere a Swift toolchain runs.
    static let toolchain: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation", "Distributed",
        "Foundation", "CoreFoundation", "Dispatch", "XCTest", "Testing", "SwiftOnoneSupport", "_Differentiation", "Cxx",
        "CxxStdlib", "_Volatile",
    ]

    /// The Linux toolchain's modules that Apple SDKs do not have (on Apple platforms Foundation
    /// holds FoundationEssentials' types, URLSession and XMLParser itself).
    static let linuxOnly: Set<String> = [
        "Glibc", "SwiftGlibc", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML",
    ]

    /// The C libraries of platforms codable-check does not target.
    static let elsewhere: Set<String> = ["Musl", "WinSDK", "ucrt", "Android", "Bionic", "WASILibc"]

    private static let allApple: Set<TargetPlatform> = [.macos, .ios, .tvos, .watchos, .visionos]

    /// Apple SDK frameworks, with the platforms that have them.
    static let appleOnly: [String: Set<TargetPlatform>] = {
        let everywhere = [
            "Darwin", "ObjectiveC", "os", "OSLog", "Combine", "SwiftUI", "SwiftData", "CoreData", "CoreGraphics",
            "CoreLocation", "MapKit", "CoreImage", "QuartzCore", "CoreText", "ImageIO", "AVFoundation", "AVKit",
            "Network", "Security", "CryptoKit", "UniformTypeIdentifiers", "UserNotifications", "StoreKit", "CloudKit",
            "Contacts", "EventKit", "Photos", "WebKit", "CoreML", "Vision", "Accelerate", "Metal", "MetalKit",
            "SpriteKit", "SceneKit", "GameKit", "GameplayKit", "CoreMotion", "CoreBluetooth", "CoreMedia", "CoreVideo",
            "CoreAudio", "AudioToolbox", "AuthenticationServices", "LocalAuthentication", "NaturalLanguage", "WidgetKit",
            "AppIntents", "HealthKit", "MultipeerConnectivity", "LinkPresentation", "CoreServices", "SystemConfiguration",
            "Intents", "RealityKit", "MediaPlayer", "PhotosUI", "QuickLook",
        ]
        var table = Dictionary(uniqueKeysWithValues: everywhere.map { ($0, allApple) })
        for name in ["UIKit", "MobileCoreServices"] { table[name] = [.ios, .tvos, .watchos, .visionos] }
        for name in ["AppKit", "Cocoa"] { table[name] = [.macos] }
        table["WatchKit"] = [.watchos]
        for name in ["ARKit", "ActivityKit", "CoreTelephony", "MessageUI", "SafariServices"] { table[name] = [.ios, .visionos] }
        return table
    }()
}
