import CodableCheckSchema
import Testing

/// A file full of functions, computed properties, strings, comments, `#if` and extensions: only
/// the stored properties of decodable types make it into plans.
@Suite struct SkippedConstructTests {
    /// Read for Linux, whatever the machine: `Shelf.capacity` is declared per platform.
    let schema = ModelSchema(sources: [("Library.swift", NoisyModels.library)], configuration: BuildConfiguration(platform: .linux))

    /// A closure default among a function's parameters (`body: (Int, Bool) -> Void = { _, _ in }`,
    /// as swift-collections writes them) holds commas and braces of its own: the function is
    /// skipped whole, and what follows it is read.
    @Test func closureDefaultsInParametersAreSkipped() {
        let models = ModelSchema(sources: [
            (
                "Queue.swift",
                """
                extension Queue {
                    mutating func move(
                        from offsets: [Int],
                        applying body: (Int, Int, Bool) -> Void = { _, _, _ in }
                    ) {
                        if offsets.isEmpty { return }
                    }
                    func repeated(_ body: (Int) -> Void = { _ in }, times: Int) { }
                    func unusual((a, b): (Int, Int), then body: () -> Void = { }) { }
                    struct Entry: Codable { var id: Int }
                }
                struct Queue: Codable {
                    var items: [Int]
                }
                """
            )
        ])
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Queue.Entry") == "Queue.Entry{id:Int}")
        #expect(renderedPlan(models, "Queue") == "Queue{items:[Int]}")
    }

    @Test func diagnostics() {
        #expect(
            rendered(schema.diagnostics) == [
                "Library.swift:22:17: warning: immutable property 'cache' of 'Library' will not be decoded because it is declared with an initial value",
                "Library.swift:24:14: warning: type 'LibraryDelegate' in property 'delegate' of 'Library' does not conform to 'Decodable'",
                "Library.swift:75:9: warning: immutable property 'createdAt' of 'Book' will not be decoded because it is declared with an initial value",
                // Encoded all the same, with a value only the app knows.
                "Library.swift:75:9: warning: immutable property 'createdAt' of 'Book' is encoded with its initial value 'Date()', which codable-check cannot evaluate; --print leaves it out",
            ])
    }

    @Test func libraryNeedsItsDelegate() {
        #expect(
            throws: SchemaPlanError.uninterpretable(
                typeName: "Library",
                diagnostics: [
                    SchemaDiagnostic(
                        severity: .warning, file: "Library.swift", line: 22, column: 17,
                        message: "immutable property 'cache' of 'Library' will not be decoded because it is declared with an initial value"),
                    SchemaDiagnostic(
                        severity: .error, file: "Library.swift", line: 24, column: 14,
                        message: "type 'LibraryDelegate' in property 'delegate' of 'Library' does not conform to 'Decodable'"),
                    SchemaDiagnostic(
                        severity: .warning, file: "Library.swift", line: 75, column: 9,
                        message: "immutable property 'createdAt' of 'Book' will not be decoded because it is declared with an initial value"
                    ),
                    SchemaDiagnostic(
                        severity: .warning, file: "Library.swift", line: 75, column: 9,
                        message:
                            "immutable property 'createdAt' of 'Book' is encoded with its initial value 'Date()', which codable-check cannot evaluate; --print leaves it out"
                    ),
                ])
        ) { try schema.plan(for: "Library") }
    }

    @Test func shelfPlanSkipsEverythingButStoredProperties() {
        #expect(
            renderedPlan(schema, "Shelf")
                == #"Shelf{label:String, books:[Book{title:String, genre:Genre(String: "fiction"|"non-fiction"|"poetry")="fiction", rating:Double=4.5, tagsByLanguage:[String: Set<String>], default:Bool}], capacity:String}"#
        )
    }

    @Test func onlyRealDeclarationsAreTypes() {
        #expect(schema.types.map(\.name) == ["Library", "Shelf", "Book", "Book.Genre"])
    }
}
