import CodableCheckCore
import Foundation
import Testing

@testable import CodableCheckCommand

/// How `--compile` chooses and lays out what it compiles, without a compiler: the declarations
/// a type needs (not every file that shares a name with something it mentions), the module
/// each file belongs to, the order modules build in, and copies under distinct names.
@Suite struct DeclarationSelectionTests {
    static func file(_ path: String, _ text: String) -> DeclarationFileSelection.File {
        DeclarationFileSelection.File(path: path, text: text, outline: SwiftSourceOutline(text: text), module: ModuleName.of(path: path))
    }

    /// A package manifest model with nested `Product` and `Target` types, in a server whose own
    /// top-level `Product` is a database model importing its framework, and whose `String`
    /// helpers import the web framework: the manifest needs none of them.
    static let server = [
        file(
            "/srv/Sources/App/Models/Manifest.swift",
            """
            import Foundation

            struct Manifest: Decodable, Equatable {
                struct Product: Decodable, Equatable {
                    var name: String
                    var type: ProductType
                }
                enum ProductType: String, Decodable { case library, executable }
                var name: String
                var products: [Product]
                var toolsVersion: String?

                var summary: String { products.map(\\.name).joined(separator: ", ").slugged }
            }

            extension Manifest.ProductType: CustomStringConvertible {
                var description: String { rawValue }
            }
            """),
        file(
            "/srv/Sources/App/Models/Product.swift",
            """
            import Fluent

            final class Product: Model {
                @Field(key: "name") var name: String
            }
            """),
        file(
            "/srv/Sources/App/Core/String+ext.swift",
            """
            import Vapor

            extension String {
                var slugged: String { lowercased().replacingOccurrences(of: " ", with: "-") }
            }

            extension String {
                func droppingGitExtension() -> String { self }
                var request: Request? { nil }
            }
            """),
    ]

    @Test func nestedTypesAndMentionedStandardTypesPullInNothingElse() {
        let selection = DeclarationFileSelection(choosingFrom: Self.server, rootNames: ["Manifest"])
        #expect(selection.files.map { ($0.path as NSString).lastPathComponent } == ["Manifest.swift", "String+ext.swift"])
        // Of the helpers, only the one the manifest uses: the other's `Request` is not needed.
        let helpers = selection.files[1]
        #expect(helpers.chosen == [0])
        #expect(!helpers.outline.declarations[0].references.contains("Request"))
        #expect(helpers.outline.declarations[1].memberNames == ["droppingGitExtension", "request"])
    }

    @Test func referencesLeaveOutInnerNamesMembersAndKeywords() {
        let outline = Self.server[0].outline
        let manifest = outline.declarations[0]
        // (`type` is a member of the nested `Product`, which the outline does not tell apart.)
        #expect(manifest.references == ["Decodable", "Equatable", "String", "executable", "library", "separator", "type"])
        #expect(manifest.memberReferences == ["map", "name", "joined", "slugged"])
        #expect(manifest.memberNames == ["Product", "ProductType", "name", "products", "toolsVersion", "summary"])
        #expect(manifest.providesDecoding)
        // `extension Manifest.ProductType`: `ProductType` is part of the name, not a reference.
        #expect(outline.declarations[1].title == "extension Manifest")
        #expect(!outline.declarations[1].references.contains("ProductType"))
        #expect(!outline.declarations[1].providesDecoding)
    }

    /// `Turf.intersection(...)`: a member of an upper-case name may be a module's declaration,
    /// so it counts; `init(from:)` marks a declaration as decoding; an operator `func` has no name.
    @Test func qualifiedNamesCountAndOperatorsAreNoDeclarations() {
        let outline = SwiftSourceOutline(
            text: """
                func ??<T>(value: T?, fallback: @autoclosure () -> T) -> T { value ?? fallback() }
                extension LineString {
                    init(from decoder: any Decoder) throws { self = Turf.intersection(a, b) }
                }
                """)
        #expect(outline.declarations.map(\.title) == ["extension LineString"])
        #expect(outline.declarations[0].references.isSuperset(of: ["Turf", "intersection"]))
        #expect(outline.declarations[0].providesDecoding)
    }

    @Test func aFileBelongsToItsPackageTargetsModule() {
        #expect(ModuleName.of(path: "/src/turf-swift/Sources/Turf/Geometries/LineString.swift") == "Turf")
        #expect(ModuleName.of(path: "/src/app/Sources/my-app.core/Feed.swift") == "my_app_core")
        #expect(ModuleName.of(path: "/src/app/Sources/9lives/Cat.swift") == "_9lives")
        #expect(ModuleName.of(path: "/src/app/Sources/Feed.swift") == ModuleName.fallback)
        #expect(ModuleName.of(path: "/src/App/Models/Feed.swift") == ModuleName.fallback)
        #expect(ModuleName.of(path: "/src/Sources/CodableCheckCore/Feed.swift") == ModuleName.fallback)
    }

    /// Two packages, each with a `Codable.swift`; `Route` imports `Geo` and names it
    /// (`Geo.Coordinate`); `Geo` declares a `Codable.swift` helper of its own.
    static let packages = [
        file("/p/directions/Sources/Routing/Codable.swift", "import Foundation\nimport Geo\nextension Route: Decodable {}\n"),
        file("/p/directions/Sources/Routing/Route.swift", "import Geo\nstruct Route { var start: Geo.Coordinate }\n"),
        file("/p/geo/Sources/Geo/Codable.swift", "extension Coordinate: Codable {}\n"),
        file("/p/geo/Sources/Geo/Coordinate.swift", "public struct Coordinate { public var latitude: Double }\n"),
        file("/p/other/Sources/Other/Coordinate.swift", "struct Coordinate { var x: Int }\n"),
    ]

    @Test func modulesBuildAfterTheModulesTheyImport() {
        let selection = DeclarationFileSelection(choosingFrom: Self.packages, rootNames: ["Route"])
        // `Other` declares a `Coordinate` too, but nothing chosen imports it.
        #expect(selection.files.map(\.module) == ["Routing", "Routing", "Geo", "Geo"])
        let order = ModuleOrder(selection.files, root: "Routing")
        #expect(order.modules.map(\.name) == ["Geo", "Routing"])
        #expect(order.root?.files.count == 2)
    }

    /// swiftc wants distinct file names in one invocation: the second `Codable.swift` is
    /// compiled from a copy of another name, and its diagnostics lead back to the real file.
    @Test func filesOfTheSameNameAreCompiledUnderDistinctNames() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let selection = DeclarationFileSelection(choosingFrom: Self.packages, rootNames: ["Route"])
        let sources = CompiledSources(selection: selection, folder: folder)
        let paths = sources.paths(of: selection.files)
        let names = paths.map { ($0 as NSString).lastPathComponent }
        #expect(Set(names).count == names.count)
        #expect(Array(paths.prefix(2)) == ["/p/directions/Sources/Routing/Codable.swift", "/p/directions/Sources/Routing/Route.swift"])
        #expect(names[2] == "Codable-3.swift")
        #expect(try String(contentsOfFile: paths[2], encoding: .utf8) == Self.packages[2].text)
        let mapped = sources.original(
            of: CompilerDiagnostic(file: paths[2], line: 1, column: 1, message: "cannot find type 'Coordinate' in scope", declaration: nil))
        #expect(mapped.file == "/p/geo/Sources/Geo/Codable.swift")
        #expect(mapped.declaration == "Coordinate")
    }

    /// What may be left out when it does not compile: what the type does not need, and its own
    /// extensions that take no part in decoding; never the type, nor a `Codable` extension.
    @Test func onlyWhatDecodingDoesNotNeedMayBeLeftOut() {
        let feed = Self.file(
            "/f/Sources/FeedKit/JSONFeed.swift",
            """
            struct JSONFeed { var title: String }
            extension JSONFeed: Codable {
                init(from decoder: Decoder) throws { title = "" }
            }
            extension JSONFeed: FeedInitializable {
                init(data: Data) throws { self.init(title: "") }
            }
            struct Unrelated { var x: XMLElement }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [feed], rootNames: ["JSONFeed"])
        let file = selection.files[0]
        let droppable = file.outline.declarations.enumerated().map {
            DeclarationFileSelection.isDroppable($0.element, at: $0.offset, in: file)
        }
        #expect(droppable == [false, false, true, true])
    }
}
