import Kodable

/// A bookshop listing with Kodable's built-in modifiers and validations.
struct Listing: Kodable {
    @Coding(.trimmed) var title: String
    @Coding("subtitle", .trimmedNifIfEmpty, .encodeAsNullIfNil) var subtitle: String?
    @Coding("publisher.name") var publisher: String
    @Coding("publisher.address.city") var city: String?
    @Coding(.ascending) var tags: [String]
    @Coding(.descending) var scores: [Int]
    @Coding(.clamping(to: 0...5)) var rating: Double
    @Coding(.max(100)) var discount: Int
    @Coding(.min(1)) var quantity: Int
    @Coding(.range(1...12)) var month: Int
    @Coding("numberOfPages", .validation({ $0 > 500 })) var pages: Int
    @Coding(.validation { code in code.count == 2 && code != "xx" }) var language: String
    @Coding(.overrideValue { $0.uppercased() }) var currency: String
    @Coding(.validation { isValidISBN($0) }) var isbn: String
}
