import CodableCheckSchema
import Testing

@Test func smoke() {
    let s = schema("""
    import Foundation
    struct Book: Codable {
        let title: String
        var pages: Int?
        var tags: [Tag]
        let id = 5
    }
    struct Tag: Codable { var name: String }
    """)
    #expect(rendered(s.diagnostics) == [])
    #expect(renderedPlan(s, "Book") == "Book{title:String, pages:Int?, tags:[Tag{name:String}]}")
}
