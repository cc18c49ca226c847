import CodableCheckSchema
import Testing

/// Models declared next to SwiftUI views, actors and modern syntax.
@Suite struct AppModelTests {
    let schema = ModelSchema(sources: [("Feed.swift", AppModels.feed)])

    @Test func readsWithoutDiagnostics() {
        #expect(rendered(schema.diagnostics) == [])
        #expect(
            schema.types.map(\.name) == ["Post", "Post.Author", "Reaction.Kind", "Attachment", "Attachment.MediaType", "Attachment.Size"])
        #expect(schema.typeNames == schema.types.map(\.name))
    }

    @Test func planOfThePost() {
        #expect(
            renderedPlan(schema, "[Post]")
                == #"[Post{id:Int, title:String, body:String?, author:Post.Author{handle:String, avatar:URL?, isVerified:Bool=false}, reactions:[String: Int]?, attachments:[Attachment{type:MediaType(Int: 1|2|3), url:URL, size:Attachment.Size{width:Int, height:Int}?}]=[], publishedAt:Date, cachedHeight:Double?=null}]"#
        )
    }
}
