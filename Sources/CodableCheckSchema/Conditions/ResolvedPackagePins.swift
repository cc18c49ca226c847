import Foundation

/// The versions a `Package.resolved` pins, by package identity (the repository's name, lower
/// case: `kodable`), read from every format SwiftPM and Xcode write: version 1
/// (`{"object": {"pins": [{"package": …, "repositoryURL": …, "state": {…}}]}}`) and versions 2
/// and 3 (`{"pins": [{"identity": …, "location": …, "state": {…}}]}`).
///
/// A library whose README and released code disagree is read as its README says unless a pin
/// says which code the app builds with (`WrapperSemanticsReader+Kodable`).
struct ResolvedPackagePins: Sendable, Equatable {
    /// One pinned package: its version, or nil when it is pinned to a branch or revision.
    struct Pin: Sendable, Equatable {
        var version: VersionNumber?
    }

    private var pins: [String: Pin] = [:]

    /// Nil when `text` is not a `Package.resolved` (not JSON, or no pins).
    init?(text: String) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        let entries = (root["pins"] as? [[String: Any]]) ?? ((root["object"] as? [String: Any])?["pins"] as? [[String: Any]])
        guard let entries else { return nil }
        for entry in entries {
            let location = (entry["location"] as? String) ?? (entry["repositoryURL"] as? String)
            guard let identity = (entry["identity"] as? String) ?? Self.identity(ofLocation: location) ?? (entry["package"] as? String)
            else { continue }
            let state = entry["state"] as? [String: Any]
            pins[identity.lowercased()] = Pin(version: (state?["version"] as? String).flatMap(VersionNumber.init))
        }
    }

    /// The pin of the package whose identity is `identity` (lower case), if pinned.
    func pin(of identity: String) -> Pin? {
        pins[identity]
    }

    /// `https://github.com/JARMourato/Kodable.git` is `kodable`, as SwiftPM names it.
    private static func identity(ofLocation location: String?) -> String? {
        guard let last = location?.split(separator: "/").last else { return nil }
        let name = last.hasSuffix(".git") ? last.dropLast(4) : last
        return name.isEmpty ? nil : String(name)
    }
}
