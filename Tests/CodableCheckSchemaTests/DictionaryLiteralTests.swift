import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Issue 22: dictionaries in `init(from:)` bodies. `[String: Asset]()` is the empty dictionary, as
/// `[:]`; a lookup in a decoded dictionary (`titles["rendered"] ?? ""`) is an optional the tool
/// does not evaluate and that never stops the app. (Dictionary literals handed to helpers are in
/// `FileScopeHelperTests` and the pattern `file-scope-mapping-helper`.)
@Suite struct DictionaryLiteralTests {
    @Test func anEmptyDictionaryMadeByItsTypeAndALookupAreFollowed() {
        let models = schema(
            """
            struct Page: Decodable {
                var title: String
                var assets: [String: Int]
                enum CodingKeys: String, CodingKey { case title }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    let titles = try container.decode([String: String].self, forKey: .title)
                    title = titles["rendered"] ?? ""
                    var built = [String: Int]()
                    assets = built
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first?.fidelity == .exact)
    }
}
