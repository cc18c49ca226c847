/// The module a schema file belongs to, as `--compile` names it: `Turf` for
/// `.../Sources/Turf/Geometries/LineString.swift`, the Swift package layout's target folder, so
/// that code naming its own module (`Turf.intersection(...)`) and code importing another
/// (`import Turf` with `--schema` on both packages) compile as they do in the package.
///
/// A file outside a `Sources/<Target>/` folder (an Xcode project's, a loose folder) belongs to
/// `fallback`; so do all files when the target folder's name cannot be a module's.
enum ModuleName {
    static let fallback = "CodableCheckHelper"

    static func of(path: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        guard let sources = components.lastIndex(of: "Sources"), sources + 2 < components.count else { return fallback }
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
