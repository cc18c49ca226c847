import Testing

@testable import CodableCheckSchema

/// Two `--schema` paths are usually two modules (an API client and a geometry library it
/// imports): a type both declare `internal` is, in each one's files, its own; and a name
/// qualified with an imported module (`Geometry.Degrees`) is looked up without the module.
@Suite struct SchemaRootResolutionTests {
    static let library = """
        public typealias Degrees = Double
        struct CodableCoordinate: Codable { var latitude: Degrees; var longitude: Degrees }
        public struct Region: Codable { var corners: [CodableCoordinate] }
        """
    static let client = """
        import Geometry
        struct CodableCoordinate: Codable { var lat: Geometry.Degrees; var lon: Geometry.Degrees }
        struct Stop: Codable { var name: String; var position: CodableCoordinate; var region: Region }
        """

    @Test func eachSchemaPathSeesItsOwnDeclaration() {
        let models = ModelSchema(
            sources: [("Client/Stop.swift", Self.client), ("Geometry/Region.swift", Self.library)], configuration: .host,
            schemaRoots: [0, 1])
        #expect(
            renderedPlan(models, "Stop")
                == "Stop{name:String, position:CodableCoordinate{lat:Double, lon:Double}, region:Region{corners:[CodableCoordinate{latitude:Double, longitude:Double}]}}"
        )
    }

    @Test func withinOneSchemaPathTheNameStaysAmbiguous() {
        let models = ModelSchema(
            sources: [("Client/Stop.swift", Self.client), ("Client/Region.swift", Self.library)], configuration: .host,
            schemaRoots: [0, 0])
        #expect(renderedPlan(models, "Stop").hasPrefix("error: cannot interpret 'Stop'"))
    }

    @Test func aModuleQualifierNeedsTheImport() {
        let imported = schema("import Geometry\ntypealias Degrees = Double\nstruct P: Codable { var lat: Geometry.Degrees }")
        #expect(renderedPlan(imported, "P") == "P{lat:Double}")
        let notImported = schema("typealias Degrees = Double\nstruct P: Codable { var lat: Geometry.Degrees }")
        #expect(renderedPlan(notImported, "P").hasPrefix("error:"))
    }
}
