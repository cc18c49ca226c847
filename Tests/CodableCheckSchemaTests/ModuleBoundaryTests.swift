import Foundation
import Testing

@testable import CodableCheckSchema

/// Found by the census (issue 22): two modules read in one run that declare the same names
/// (OpenAPIKit and OpenAPIKit30 both declare `enum OpenAPI {}`, then `extension OpenAPI { struct
/// Document }` and `extension OpenAPI.Document: Decodable` in other files). Each extension
/// belongs to its own module's declaration, as the compiler sees it; `types` used to drop both
/// modules' types without a word. A module is a `--schema` path, or, inside one, a package
/// target (`Sources/<Target>/`).
@Suite struct ModuleBoundaryTests {
    static let namespace = "public enum Spec {}\n"
    static let document = """
        extension Spec {
            public struct Document: Equatable {
                public let title: String
                public let version: Int
            }
        }
        """
    static let conformance = """
        extension Spec.Document: Decodable {
            private enum CodingKeys: String, CodingKey { case title, version }
            public init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                title = try container.decode(String.self, forKey: .title)
                version = try container.decode(Int.self, forKey: .version)
            }
        }
        """

    static func module(_ name: String) -> [(path: String, text: String)] {
        [("\(name)/Spec.swift", namespace), ("\(name)/Document.swift", document), ("\(name)/Document+Codable.swift", conformance)]
    }

    @Test func eachSchemaPathsExtensionsExtendItsOwnDeclaration() {
        let models = ModelSchema(
            sources: Self.module("KitA") + Self.module("KitB"), configuration: .host, schemaRoots: [0, 0, 0, 1, 1, 1])
        let documents = models.types.filter { $0.name == "Spec.Document" }
        #expect(documents.map(\.file) == ["KitA/Document.swift", "KitB/Document.swift"])
        #expect(documents.map(\.fidelity) == [.exact, .exact])
        // Not ambiguous inside either module, so not reported as such.
        #expect(rendered(models.diagnostics) == [])
    }

    /// OpenAPIKit's `Shared.NumberFormat` (in OpenAPIKitCore) is made `Codable` in each of two
    /// modules, through a protocol each declares (`extension JSONTypeFormat.NumberFormat:
    /// OpenAPIFormat`, `protocol OpenAPIFormat: Codable`): each conformance names its own
    /// module's protocol, and the type stays listed.
    @Test func aConformanceNamesItsOwnModulesProtocol() {
        let core = ("Core/Format.swift", "public enum Format: String { case float, double }")
        func kit(_ name: String) -> [(path: String, text: String)] {
            [
                ("\(name)/Protocols.swift", "public protocol SchemaFormat: Codable, Equatable {}"),
                ("\(name)/Format+Schema.swift", "extension Format: SchemaFormat {}"),
            ]
        }
        let models = ModelSchema(sources: [core] + kit("KitA") + kit("KitB"), configuration: .host, schemaRoots: [0, 1, 1, 2, 2])
        #expect(models.types.map(\.name) == ["Format"])
        #expect(models.types.first?.fidelity == .exact)
    }

    /// OpenAPIKit and OpenAPIKitCore each declare `internal func decodeURLAsString(forKey:)` in
    /// an extension of `KeyedDecodingContainerProtocol`: a body calls its own module's, which the
    /// other module cannot see, so the call is followed rather than left as an ambiguous overload.
    @Test func aContainerHelperEachModuleDeclaresIsTheCallersModules() {
        func helper(_ name: String, problem: String) -> (path: String, text: String) {
            (
                "\(name)/Container+Link.swift",
                """
                struct LinkError: Error { var problem: String }
                extension KeyedDecodingContainerProtocol {
                    func decodeLink(forKey key: Key) throws -> URL {
                        let text = try decode(String.self, forKey: key)
                        guard let url = URL(string: text) else { throw LinkError(problem: "\(problem)") }
                        return url
                    }
                }
                """
            )
        }
        let page = (
            "KitB/Page.swift",
            """
            struct Page: Decodable {
                var home: URL
                enum CodingKeys: String, CodingKey { case home }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    home = try container.decodeLink(forKey: .home)
                }
            }
            """
        )
        let models = ModelSchema(
            sources: [helper("KitA", problem: "a"), helper("KitB", problem: "b"), page], configuration: .host, schemaRoots: [0, 1, 1])
        #expect(models.types.first { $0.name == "Page" }?.fidelity == .exact)
        // In one module the two are overloads the reader does not tell apart: not followed.
        let oneModule = ModelSchema(
            sources: [helper("KitA", problem: "a"), helper("KitB", problem: "b"), page], configuration: .host, schemaRoots: [0, 0, 0])
        #expect(oneModule.types.first { $0.name == "Page" }?.fidelity != .exact)
    }

    @Test func packageTargetsAreModulesInsideOneSchemaPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("modules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files =
            [("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kits\")\n")]
            + (Self.module("KitA") + Self.module("KitB")).map { ("Sources/" + $0.path, $0.text) }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let models = try ModelSchema.load(paths: [root.appendingPathComponent("Sources").path])
        let documents = models.types.filter { $0.name == "Spec.Document" }
        #expect(documents.map { URL(fileURLWithPath: $0.file).lastPathComponent } == ["Document.swift", "Document.swift"])
        #expect(documents.map(\.fidelity) == [.exact, .exact])
    }

    @Test func inOneModuleTheNameStaysAmbiguous() {
        let models = ModelSchema(sources: Self.module("KitA") + Self.module("KitB"), configuration: .host, schemaRoots: [0, 0, 0, 0, 0, 0])
        #expect(
            rendered(models.diagnostics).first
                == "KitA/Spec.swift:1:13: warning: 'Spec' is declared 2 times; a type expression naming it is ambiguous")
    }

    /// SymbolKit declares `SourceRange` in `extension SymbolGraph.LineList` (SourceRange.swift)
    /// and `Position` in `extension SymbolGraph.LineList.SourceRange` in a file read before it
    /// (Position.swift): an extension may extend a type that another file's extension declares.
    @Test func anExtensionMayExtendATypeDeclaredInAnotherFilesExtension() {
        let models = ModelSchema(sources: [
            (
                "Graph/Position.swift",
                """
                extension Graph.Lines.Range {
                    public struct Position: Codable { public var line: Int; public var character: Int }
                }
                """
            ),
            (
                "Graph/Range.swift",
                "extension Graph.Lines {\n    public struct Range: Codable { public var start: Position; public var end: Position }\n}"
            ),
            (
                "Graph/Graph.swift",
                "public struct Graph: Codable {\n    public struct Lines: Codable { public var ranges: [Range] }\n    public var lines: Lines\n}"
            ),
        ])
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Graph")
                == "Graph{lines:Graph.Lines{ranges:[Graph.Lines.Range{start:Graph.Lines.Range.Position{line:Int, character:Int}, end:Graph.Lines.Range.Position}]}}"
        )
    }
}
