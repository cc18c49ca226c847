import Foundation
import Testing

/// The built executable's `--print` on the seed models (`Fixtures/Models`), where what the app's
/// encoder writes is not just what it decoded: constants (`let kind = "book"`), and a value type
/// that stands for one string. The expected texts are what `JSONEncoder` writes for the compiled
/// models (`PrintedValueDifferentialTests` checks the same documents in-process).
@Suite struct PrintFidelityEndToEndTests {
    func run(_ arguments: [String]) throws -> ToolProcess.Outcome {
        try ToolProcess.run(arguments + ["--schema", "Fixtures/Models"], in: ToolPaths.packageRoot)
    }

    @Test func constantsArePrintedWithTheirInitialValues() throws {
        let outcome = try run([
            "decode", "Fixtures/documents/books/valid/shop-listing.BookListing.json", "--type", "BookListing", "--print",
        ])
        // `kind` and `schema_version` in the document are ignored: the app holds the constants.
        // `isCached`, `slug` and `internalNote` are never encoded; the nil `badge` is left out.
        #expect(
            outcome.stdout == #"""
                {"currency":"EUR","discount":-0.15,"kind":"book","price":9.99,"schema_version":2,"shelves":["new\/featured","fiction"],"source":{"revision":-1,"system":"pos"},"stock":3,"title":"Dune"}

                """#)
        #expect(outcome.stderr.hasSuffix("1 input, 1 valid, 0 invalid, 0 errors\n"), "\(outcome.stderr)")
        #expect(outcome.status == 0)
    }

    @Test func aConstantWithoutCodingKeysIsPrintedAndWarnedAbout() throws {
        let outcome = try run([
            "decode", "Fixtures/documents/books/valid/shelf-label.ShelfLabel.json", "--type", "ShelfLabel", "--print",
        ])
        #expect(outcome.stdout == #"{"kind":"shelf-label","text":"Science fiction"}"# + "\n")
        #expect(
            outcome.stderr.contains(
                "Fixtures/Models/Books.swift:100:9: warning: immutable property 'kind' of 'ShelfLabel' will not be decoded because it is declared with an initial value\n"
            ), "\(outcome.stderr)")
        #expect(outcome.status == 0)
    }

    @Test func aValidatedColourIsKeptAndPrintedAsItsString() throws {
        let outcome = try run([
            "decode", "Fixtures/documents/canvas/valid/brand-theme.BrandTheme.json", "--type", "BrandTheme", "--print",
        ])
        // `BrandColor`'s own `encode(to:)` writes the upper-cased string it holds; `SwatchColor`
        // has a synthesized one, which writes its property.
        #expect(
            outcome.stdout == #"""
                {"accents":["#1D3557","#E63946"],"name":"Dusk","primary":"#FF8800","states":{"hover":"#FFB703","pressed":"#FB8500"},"swatch":{"hex":"#8ecae6"}}

                """#)
        #expect(outcome.stderr == "1 input, 1 valid, 0 invalid, 0 errors\n")
        #expect(outcome.status == 0)
    }

    @Test func anInvalidColourFailsWithTheInitializersOwnMessage() throws {
        let outcome = try run([
            "decode", "Fixtures/documents/canvas/invalid/dataCorrupted--brand-accent-not-hex.BrandTheme.json", "--type", "BrandTheme",
        ])
        #expect(
            outcome.stderr == """
                Fixtures/documents/canvas/invalid/dataCorrupted--brand-accent-not-hex.BrandTheme.json:4:26: error: dataCorrupted at accents[1]: BrandColor.init(from:) throws: Invalid hex colour: #GG0000
                 4 |   "accents": ["#1d3557", "#GG0000"],
                   |                          ^
                  = note: JSONDecoder says: Invalid hex colour: #GG0000
                1 input, 0 valid, 1 invalid, 1 error

                """)
        #expect(outcome.status == 1)
    }
}
