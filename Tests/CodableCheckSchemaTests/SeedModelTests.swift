import CodableCheckSchema
import Testing

/// The seed examples' models read as a schema: the exact plans the app's types decode with.
@Suite struct SeedModelTests {
    let schema = ModelSchema(sources: [
        ("Books.swift", SeedModels.books),
        ("Languages.swift", SeedModels.languages),
        ("Landmarks.swift", SeedModels.landmarks),
    ])

    @Test func readsWithoutDiagnostics() {
        #expect(rendered(schema.diagnostics) == [])
    }

    @Test(arguments: [
        ("Book", "Book{title:String, author:String, pages:Int, isbn:String?}"),
        ("BookWithCoverImages", "BookWithCoverImages{title:String, coverImages:CoverImages{small:URL, medium:URL, large:URL?}}"),
        ("BookWithTags", "BookWithTags{title:String, tags:[Tag{name:String, color:String?}]}"),
        ("[BookWithTags]", "[BookWithTags{title:String, tags:[Tag{name:String, color:String?}]}]"),
        ("Status", #"Status(String: "draft"|"in review"|"published")"#),
        ("Manuscript", #"Manuscript{title:String, status:Status(String: "draft"|"in review"|"published"), revision:Int=1}"#),
        (
            "ProgrammingLanguage",
            "ProgrammingLanguage{name:String, releaseDate(release_date):Date, creator:String, latestVersion(latest_version):String?}"
        ),
        ("Song", "Song{title:String, artist:String?, album:String?, durationSeconds:Double?, trackNumber:Int?, isExplicit:Bool?}"),
        (
            "Landmark",
            #"Landmark{id:Int, name:String, park:String, state:String, description:String, isFavorite:Bool, category:Category(String: "Lakes"|"Rivers"|"Mountains"), coordinates:Landmark.Coordinate{latitude:Double, longitude:Double}, vantagePoints:[Landmark.Coordinate], metadata:[String: String], imageName:String}"#
        ),
        ("Landmark.Coordinate", "Landmark.Coordinate{latitude:Double, longitude:Double}"),
        (
            "User",
            "User{id:UUID, name:String, email:String, address:User.Address{street:String, city:String, zipCode:String, country:String?}}"
        ),
        ("[String: User.Address]", "[String: User.Address{street:String, city:String, zipCode:String, country:String?}]"),
        ("Song?", "Song{title:String, artist:String?, album:String?, durationSeconds:Double?, trackNumber:Int?, isExplicit:Bool?}?"),
    ])
    func plan(type: String, expected: String) {
        #expect(renderedPlan(schema, type) == expected)
    }
}
