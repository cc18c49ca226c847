import CodableCheckSchema
import Foundation
import Testing

/// Issue 22 item 5: every wrapper the tool knows is known however the app reaches it: through
/// its typealiases (`typealias DefaultToZero = DefaultCodable<DefToZero>`), generic ones too,
/// BetterCodable's own underlying spellings, and the app's own strategy types.
@Suite struct WrapperAliasTests {
    /// How `types` describes each property's decoding, by property name.
    func decodings(_ models: ModelSchema, _ type: String) -> [String: String] {
        let summary = models.types.first { $0.name == type }
        var result: [String: String] = [:]
        for property in summary?.properties ?? [] {
            switch property.decoding {
            case .wrapped(let semantics): result[property.name] = semantics
            case .required: result[property.name] = "required"
            case .ifPresent: result[property.name] = "ifPresent"
            default: result[property.name] = "other"
            }
        }
        return result
    }

    @Test func betterCodableWrappersThroughTheAppsTypealiases() {
        let models = schema(
            """
            import BetterCodable
            struct DefToZero: DefaultCodableStrategy { static var defaultValue: Int { 0 } }
            struct On: BoolCodableStrategy { static var defaultValue: Bool { true } }
            typealias DefaultToZero = DefaultCodable<DefToZero>
            typealias Chained = DefaultToZero
            typealias DefaultOn = DefaultCodable<On>
            typealias Lenient<T: Decodable> = LossyArray<T>
            typealias APIDate = DateValue<ISO8601Strategy>
            typealias Stamp = TimestampStrategy
            struct Stats: Codable {
                @DefaultToZero var likes: Int
                @Chained var shares: Int
                @DefaultOn var visible: Bool
                @Lenient var clips: [String]
                @APIDate var posted: Date
                @DateValue<Stamp> var seen: Date
                @DefaultCodable<DefaultFalseStrategy> var pinned: Bool
                @DefaultCodable<DefaultEmptyArrayStrategy<String>> var tags: [String]
                @LosslessValueCodable<LosslessDefaultStrategy<Int>> var count: Int
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        let found = decodings(models, "Stats")
        #expect(found["likes"] == "@DefaultToZero: missing → 0, null → 0, invalid → 0 (warned)")
        #expect(found["shares"] == "@Chained: missing → 0, null → 0, invalid → 0 (warned)")
        #expect(found["visible"]?.hasPrefix("@DefaultOn: missing → true, null → true, invalid → true (warned), Bool also from 0/1") == true)
        #expect(found["clips"]?.hasPrefix("@Lenient: missing → keyNotFound, drops failing elements") == true)
        #expect(found["posted"]?.contains("ISO8601Strategy") == true)
        #expect(found["seen"]?.contains("TimestampStrategy") == true)
        #expect(found["pinned"]?.hasPrefix("@DefaultCodable<DefaultFalseStrategy>: missing → false") == true)
        #expect(found["tags"]?.hasPrefix("@DefaultCodable<DefaultEmptyArrayStrategy<String>>: missing → []") == true)
        #expect(found["count"]?.contains("@LosslessValueCodable<LosslessDefaultStrategy<Int>>") == true)
        #expect(models.types.first { $0.name == "Stats" }?.fidelity == .exact)
    }

    @Test func anAppStrategyWithoutALiteralDefaultIsStillReported() {
        let models = schema(
            """
            struct Now: DefaultCodableStrategy { static var defaultValue: Date { Date() } }
            typealias DefaultNow = DefaultCodable<Now>
            struct Event: Codable { @DefaultNow var at: Date }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:3:25: warning: property wrapper 'DefaultNow' on property 'at' of 'Event' is not interpreted; decoded as 'Date'"
            ])
    }

    @Test func kodableAndFluentWrappersThroughTypealiasesToo() {
        let models = schema(
            """
            import Kodable
            typealias Key = Coding
            struct User: Kodable { @Key("first_name") var firstName: String }
            """)
        #expect(rendered(models.diagnostics) == [])
        let summary = models.types.first { $0.name == "User" }
        #expect(summary?.properties.first?.key == "first_name")
    }
}
