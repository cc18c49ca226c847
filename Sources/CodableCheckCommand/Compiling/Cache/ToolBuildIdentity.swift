import Foundation

/// What identifies this build of the tool in helper keys: its executable's path, size and
/// modification time. The version number alone does not change when a checkout is rebuilt, and
/// a helper built by an older build of the compile path (another selection, another `main`)
/// must not be reused by a newer one. The core library is keyed by its sources instead, so a
/// rebuilt tool rebuilds helpers (seconds each), never the core (a minute).
enum ToolBuildIdentity {
    static let current: String = {
        guard let path = InstallLayout.executablePath else { return Version.current }
        var status = stat()
        guard stat(path, &status) == 0 else { return path }
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }()
}
