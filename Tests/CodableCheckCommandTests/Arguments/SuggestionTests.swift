import Testing

@testable import CodableCheckCommand

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("tyep", "type"), ("typ", "type"), ("schem", "schema"), ("verbos", "verbose"), ("book", "Book"),
        ("Boook", "Book"), ("max", "max-errors"),
    ])
    func suggestsTheNearest(_ word: String, _ expected: String) {
        let candidates = ["type", "schema", "verbose", "Book", "Books2", "max-errors", "mode"]
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    @Test func staysQuietWhenNothingIsClose() {
        #expect(Suggestion.closest(to: "zebra", in: ["type", "schema"]) == nil)
        #expect(Suggestion.didYouMean("zebra", in: ["type"]) == "")
    }

    @Test func editDistanceCountsATranspositionOnce() {
        #expect(Suggestion.editDistance("tyep", "type") == 1)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    }
}
