/// Apple's frameworks that no Linux toolchain has: an `import` of one is compiled as
/// `import Foundation` from the first build on (with the same warning as for a module the
/// compiler reports missing), instead of costing a failed compiler run each.
enum UnavailableModules {
    static func isUnavailable(_ module: String) -> Bool {
        #if os(Linux)
        appleOnly.contains(module)
        #else
        false
        #endif
    }

    static let appleOnly: Set<String> = [
        "UIKit", "AppKit", "SwiftUI", "WatchKit", "MapKit", "CoreData", "Combine", "CoreLocation", "UserNotifications",
        "StoreKit", "CloudKit", "CoreGraphics", "QuartzCore", "WidgetKit", "Photos", "PhotosUI", "AVFoundation", "AVKit",
        "CoreImage", "SafariServices", "WebKit", "MessageUI", "Contacts", "EventKit", "HealthKit", "CoreMotion",
        "CoreBluetooth", "LocalAuthentication", "AuthenticationServices", "OSLog", "os", "SwiftData", "Charts", "ARKit",
        "SceneKit", "SpriteKit", "GameKit", "Intents", "AppIntents", "ActivityKit", "CoreSpotlight", "CoreText",
    ]
}
