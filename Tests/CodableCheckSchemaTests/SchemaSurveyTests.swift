import CodableCheckSchema
import Testing

/// The survey (every decodable type planned, for `diagnostics` and `types`) is built on first
/// use, so `decode` does not pay for it at start-up: what it reports must not depend on when, or
/// whether, a plan was built first.
@Suite struct SchemaSurveyTests {
    /// `Book` plans cleanly; `Shelf`, which no plan below asks for, names an unknown type.
    private let source = """
        struct Book: Codable {
            var title: String
            var pages: Int
        }

        struct Shelf: Codable {
            var books: [Book]
            var label: Label
        }
        """

    @Test func diagnosticsAreTheSameWhetherAskedBeforeOrAfterPlanning() {
        let askedFirst = schema(source)
        let before = rendered(askedFirst.diagnostics)
        #expect(renderedPlan(askedFirst, "Book") == "Book{title:String, pages:Int}")

        let plannedFirst = schema(source)
        #expect(renderedPlan(plannedFirst, "Book") == "Book{title:String, pages:Int}")
        let after = rendered(plannedFirst.diagnostics)

        #expect(before == after)
        #expect(after == ["Models.swift:8:9: warning: unknown type 'Label' in property 'label' of 'Shelf'"])
    }

    @Test func theSurveyFindsProblemsInTypesNoPlanUses() {
        let models = schema(source)
        // Planning `Book` alone says nothing about `Shelf`…
        #expect(renderedPlan(models, "Book") == "Book{title:String, pages:Int}")
        // …but the schema's diagnostics and type listing still cover every declaration.
        #expect(rendered(models.diagnostics) == ["Models.swift:8:9: warning: unknown type 'Label' in property 'label' of 'Shelf'"])
        let shelf = models.types.first { $0.name == "Shelf" }
        #expect(
            shelf.map { rendered($0.diagnostics) } == ["Models.swift:8:9: warning: unknown type 'Label' in property 'label' of 'Shelf'"])
    }
}
