import Testing

@testable import CodableCheckCommand

@Suite struct TypeExpressionNamesTests {
    @Test(arguments: [
        ("Book", ["Book"]), ("[Book]", ["Book"]), ("[String: Book]", ["Book"]), ("Book?", ["Book"]),
        ("Outer.Inner", ["Outer.Inner"]), ("[Int: [Swift.String]]", []), ("Page<Book>", ["Page", "Book"]),
        ("[Book: Foundation.Date?]", ["Book"]), ("Set<Tag>", ["Tag"]), ("[[Book]]", ["Book"]),
    ])
    func declaredNames(_ expression: String, _ expected: [String]) {
        #expect(TypeExpressionNames.names(in: expression) == expected)
    }
}
