import CodableCheckSchema
import CodableCheckTestSupport
import Foundation
import Testing

/// The project's own seed models (`Fixtures/Models`, which the Core tests compile and compare
/// with `JSONDecoder`) must read without a diagnostic, and every type must plan.
@Suite struct FixtureModelTests {
    static let modelsDirectory = PackagePaths.url("Fixtures/Models").path

    @Test func seedModelsReadCleanly() throws {
        let models = try ModelSchema.load(paths: [Self.modelsDirectory])
        // The diagnostics are the documented check the tool assumes holds (`HashColor`), the
        // compiler's own warning about `ShelfLabel`'s constant (kept: `--print` must write it),
        // and the option a dispatch sheet needs (read without `--user-info`, its body throws).
        let diagnostics = rendered(models.diagnostics)
        #expect(diagnostics.count == 3, "\(diagnostics)")
        #expect(
            diagnostics.contains {
                $0.hasSuffix(
                    "DispatchSheets.swift:104:9: warning: 'DispatchSheet.init(from:)' throws at `guard let account = decoder.userInfo[.courierAccount] as? CourierAccount else {` when decoder.userInfo[.courierAccount] is nil, as it is without --user-info courierAccount; give what the app's decoder holds there, such as --user-info courierAccount=TYPE"
                )
            }, "\(diagnostics)")
        #expect(
            diagnostics.contains {
                $0.hasSuffix(
                    "CustomDecoding.swift:334:9: warning: the check in `guard text.first == \"#\" else {` in 'HashColor.init(from:)' is not verified: its reads are checked, and the condition is assumed to hold"
                )
            }, "\(diagnostics)")
        #expect(
            diagnostics.contains {
                $0.hasSuffix(
                    "Books.swift:100:9: warning: immutable property 'kind' of 'ShelfLabel' will not be decoded because it is declared with an initial value"
                )
            }, "\(diagnostics)")
        for name in models.typeNames {
            #expect(throws: Never.self) { _ = try models.plan(for: name) }
        }
        // A generic type has a plan only once its arguments are known (`OptionalValue<String>`).
        #expect(models.types.filter { $0.planDescription == nil && $0.genericParameters.isEmpty }.map(\.name) == [])
        #expect(renderedPlan(models, "SurveyPoint") == "SurveyPoint(init(from:): Double, Double, Double)")
        #expect(renderedPlan(models, "Track") == "Track(init(from:): Int, OptionalValue<String>(init(from:): String), Int, Bool)")
        #expect(
            renderedPlan(models, "ProgrammingLanguage")
                == #"ProgrammingLanguage{name:String, firstAppeared(first_appeared):Int, createdBy(created_by):[String], latestRelease(latest_release):Date?, paradigms:[Paradigm(String: "functional"|"object-oriented"|"procedural"|"declarative"|"concurrent")], typing:TypingDiscipline{isStatic(static):Bool, isStrong(strong):Bool, inference:Bool?}, fileExtensions(file_extensions):[String], website:URL?}"#
        )
        #expect(
            renderedPlan(models, "Article")
                == #"Article{id:Int, slug:String, headline:String, status:Status(String: "draft"|"published"|"in review"), wordCount:Int, keywords:Set<String>, editedAt:Date?, comments:[Comment{author:String, body:String, upvotes:Int, replies:[Comment]}]}"#
        )
        #expect(
            renderedPlan(models, "[String: Order]")
                == #"[String: Order{id:Int64, customerID:UUID, placedAt:Date, priority:Priority(Int: 0|1|2|3), items:[LineItem{sku:String, name:String, quantity:Int, unitPrice:Decimal, weightKilograms:Double?}], discountPercent:UInt8, shippingCost:Double, total:Decimal, notes:String?, giftWrapped:Bool}]"#
        )
    }
}
