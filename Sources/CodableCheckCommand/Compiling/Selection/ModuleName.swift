import Foundation

/// The module a schema file belongs to, as `--compile` names it: `Turf` for
/// `.../Sources/Turf/Geometries/LineString.swift`, the Swift package layout's target folder, so
/// that code naming its own module (`Turf.intersection(...)`) and code importing another
/// (`import Turf` with `--schema` on both packages) compile as they do in the package.
///
/// The target folder is the one under the package's `Sources`: the `Sources` folder next to a
/// `Package.swift`, else the outermost `Sources` with a folder and a file below it. A target may
/// hold a folder of that name itself (stripe-kit's `Sources/StripeKit/Payment Methods/Sources/
/// Source.swift`): its files belong to the target around it, not to a module of their own, or
/// `Source` would be missing from the module that uses it.
///
/// A file outside a `Sources/<Target>/` folder (an Xcode project's, a loose folder) belongs to
/// `fallback`; so do all files when the target folder's name cannot be a module's.
enum ModuleName {
    static let fallback = "CodableCheckHelper"

    static func of(path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        let candidates = components.indices.filter { components[$0] == "Sources" && $0 + 2 < components.count }
        guard let outermost = candidates.first else { return fallback }
        let root = path.hasPrefix("/") ? "/" : ""
        let sources =
            candidates.first { index in
                FileManager.default.fileExists(atPath: root + (components[..<index] + ["Package.swift"]).joined(separator: "/"))
            } ?? outermost
        let name = identifier(from: components[sources + 1])
        return reserved.contains(name) ? fallback : name
    }

    /// SwiftPM's rule for a target's module name: characters that cannot be in an identifier
    /// become `_`, and a leading digit gets one in front.
    static func identifier(from folder: String) -> String {
        var name = String(
            folder.map { character in
                character.isLetter || character.isNumber || character == "_" ? character : "_"
            })
        if let first = name.first, first.isNumber { name = "_" + name }
        return name.isEmpty ? fallback : name
    }

    /// Names the helper itself uses: an app module of that name would shadow them.
    private static let reserved: Set<String> = [CoreLibraryBuild.moduleName, "Foundation", "Swift", "Glibc", "Dispatch"]
}
