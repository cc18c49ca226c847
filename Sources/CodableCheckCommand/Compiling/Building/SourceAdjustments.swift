/// What `--compile` changed in copies of the user's files so that the helper builds (the files
/// themselves are never written to): each is a warning on every run that uses the helper.
struct SourceAdjustments: Codable, Equatable {
    /// An `import` the helper was compiled without: the declarations compiled with
    /// `import Foundation` in its place, so they use nothing else from that module.
    struct ImportSubstitution: Codable, Equatable {
        var file: String
        var line: Int
        var column: Int
        var module: String
        /// In a file only taken tentatively (see `DeclarationFileSelection.File.tentative`):
        /// said with `--verbose` only.
        var isIncidental = false
    }

    /// A file-scope declaration left out because it did not compile and decoding does not need
    /// it (see `DeclarationFileSelection.isDroppable`): the helper built without it, so nothing
    /// the decoding runs uses it.
    struct DroppedDeclaration: Codable, Equatable {
        var file: String
        var line: Int
        var column: Int
        /// `extension JSONFeed`.
        var title: String
        /// The compiler's first error in it.
        var reason: String
        /// Not taken for the type (compiled only because its file was), or taken only
        /// tentatively: said with `--verbose` only. Leaving out a declaration the type was
        /// taken to need (an extension adding a conformance) is a warning.
        var isIncidental = false
    }

    /// A conformance left out of a type's inheritance clause: to a protocol of a module this
    /// machine lacks (`GeneratedFakeable` of woocommerce's `Codegen`), on a type that declares
    /// its own `init(from:)` (see `CompiledSources.leftOutConformance`).
    struct LeftOutConformance: Codable, Equatable {
        var file: String
        var line: Int
        var column: Int
        /// `Order`.
        var type: String
        /// `GeneratedFakeable`.
        var conformance: String
        /// The modules the file imports that are missing here, one of which declares it.
        var modules: [String]
    }

    /// A file compiled with an `import Foundation` it does not write, because names it uses
    /// were not found without (`Date`, `NSLocalizedString`): in the app they come from the
    /// target's implicit imports (an Xcode framework's umbrella header importing Foundation or
    /// UIKit makes Foundation visible to every Swift file of the target). Appended after the
    /// file's last line, so lines and columns stay.
    struct ImplicitImport: Codable, Equatable {
        var file: String
        /// Of the first name not found.
        var line: Int
        var column: Int
        /// The compiler's error there.
        var reason: String
    }

    var substitutions: [ImportSubstitution] = []
    var implicitImports: [ImplicitImport] = []
    var conformances: [LeftOutConformance] = []
    var dropped: [DroppedDeclaration] = []
    /// The libraries compiled from the tool's stand-ins (`LibraryStandIn`), by module.
    var standIns: [String] = []
}
