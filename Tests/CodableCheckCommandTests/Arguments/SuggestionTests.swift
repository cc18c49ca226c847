import CodableCheckCore
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

    /// One edit from a one-letter word is any other letter: a replacement, never suggested. Two
    /// letters still get a suggestion that keeps one of them.
    @Test func aSuggestionKeepsACharacterOfAShortWord() {
        #expect(Suggestion.closest(to: "a", in: ["t"]) == nil)
        #expect(Suggestion.closest(to: "ab", in: ["xy", "t"]) == nil)
        #expect(Suggestion.closest(to: "i", in: ["id"]) == "id")
        #expect(Suggestion.closest(to: "ib", in: ["id"]) == "id")
        #expect(!EditDistance.keepsACharacter(1, between: "a", and: "t"))
        #expect(EditDistance.keepsACharacter(1, between: "i", and: "id"))
    }

    @Test func editDistanceCountsATranspositionOnce() {
        #expect(EditDistance.between("tyep", "type") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
    }
}
