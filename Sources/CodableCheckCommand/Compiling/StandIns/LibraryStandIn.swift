import CodableCheckSchema

/// A library whose wrappers the interpreter models (BetterCodable, Kodable, Firestore's Swift types),
/// kept here as source-compatible Swift so that `--compile` builds an app that imports it when
/// the library's own sources are not among the schema files (they rarely are: SwiftPM checks
/// them out under `.build`). Each is written from the library's documentation and from the
/// interpreter's rules for its wrappers (`WrapperSemanticsReader+Wrappers`), never copied, so the compiled
/// app and the interpreter decode a document alike; a difference between them is a bug of one
/// of the two. A run that uses one says so (`CompilePath.standInLine`): the app's verdicts are then
/// as exact as the stand-in is faithful, and passing the library's sources with `--schema`
/// uses the real one instead.
///
/// The sources are string tables (one file per library, `LibraryStandIn+<Library>.swift`), so
/// an installed tool carries them in its executable; the compile tests build each.
struct LibraryStandIn: Sendable {
    /// The module an app imports (`import BetterCodable`).
    var module: String
    /// The library's stand-in source; for a module that only re-exports another
    /// (`FirebaseFirestoreSwift`), an `@_exported import` of it.
    var source: String
    /// The package identity (`kodable`) of a library whose README the stand-in follows where its
    /// released code differs, as the interpreter does without a pin: when the app's
    /// `Package.resolved` pins it, the app builds with that code, so the stand-in steps aside
    /// (the build then says the module is missing, and the interpreter follows the pin).
    var readmeOverPinnedCode: String?

    static let all: [LibraryStandIn] = [betterCodable, kodable, firestore, reexporting("FirebaseFirestoreSwift"), reexporting("Firebase")]

    static let moduleNames: Set<String> = Set(all.map(\.module))

    /// Firebase's umbrella modules: everything the app uses of them here is Firestore's.
    private static func reexporting(_ module: String) -> LibraryStandIn {
        LibraryStandIn(module: module, source: "@_exported import \(firestore.module)\n")
    }

    /// Where a stand-in's file is said to be: no file of the user's has this path.
    static func path(of module: String) -> String {
        "/codable-check-stand-ins/\(module)/\(module).swift"
    }

    /// The stand-ins the `chosen` files import (and those import), except modules among
    /// `declaredModules`, the schema's own: a library whose sources are given is compiled
    /// from them. Each is a file kept whole.
    static func files(
        importedBy chosen: [DeclarationFileSelection.File], declaredModules: Set<String>
    ) -> [DeclarationFileSelection.File] {
        var wanted = Set(chosen.flatMap { $0.outline.imports.map(\.module) })
        var found: [DeclarationFileSelection.File] = []
        var added: Set<String> = []
        let packages = PackageLanguageModes()
        while let module = wanted.subtracting(added).sorted().first {
            added.insert(module)
            guard !declaredModules.contains(module), let standIn = all.first(where: { $0.module == module }) else { continue }
            if chosen.contains(where: { standIn.pin(forSourceAt: $0.path, packages: packages) != nil }) { continue }
            let file = standIn.file
            wanted.formUnion(file.outline.imports.map(\.module))
            found.append(file)
        }
        return DeclarationFileSelection(all: found).files
    }

    /// The pin that makes this stand-in step aside for the file at `path` (`readmeOverPinnedCode`):
    /// the `Package.resolved` and the version; nil when it is used.
    func pin(forSourceAt path: String, packages: PackageLanguageModes) -> (resolvedPath: String, version: String?)? {
        readmeOverPinnedCode.flatMap { packages.pin(of: $0, forSourceAt: path) }
    }

    /// The note for a file whose `import` of this stand-in's module found no module because a pin
    /// made the stand-in step aside (`place`: the import's position and `no module '…'`).
    func steppedAsideNote(place: String, pin: (resolvedPath: String, version: String?), displayPath: (String) -> String) -> String {
        let version = pin.version.map { " \($0)" } ?? " (a branch or revision)"
        return
            "\(place) among the schema files; codable-check's stand-in for it follows \(module)'s README, but '\(displayPath(pin.resolvedPath))' pins \(readmeOverPinnedCode ?? module)\(version), whose code the app builds with, so the stand-in is not used: pass that version's sources with --schema (SwiftPM checks them out under .build/checkouts/\(module)/Sources)"
    }

    var file: DeclarationFileSelection.File {
        DeclarationFileSelection.File(
            path: Self.path(of: module), text: source, outline: SourceOutline(text: source), module: module, isStandIn: true)
    }
}
