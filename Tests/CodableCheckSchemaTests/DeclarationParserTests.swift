import Testing

@testable import CodableCheckSchema

/// The parsed model keeps what later stages need: property wrapper uses whole (for Kodable,
/// BetterCodable and Firestore support), initial values, and positions.
@Suite struct DeclarationParserTests {
    private func parse(_ text: String) -> SourceFileDeclarations {
        SourceFile(path: "Models.swift", text: text).parse(fileIndex: 0, configuration: .host).declarations
    }

    @Test func propertyWrapperUsesAreKeptWhole() throws {
        let file = parse(
            """
            struct Profile: Codable {
                @DefaultCodable<DefaultEmptyArray<String>> var tags: [String]
                @Coding("first_name", default: "") var firstName: String
                @LossyOptional @available(*, deprecated) var age: Int?
            }
            """)
        let properties = try #require(file.members.types.first).members.properties
        #expect(properties.map(\.name) == ["tags", "firstName", "age"])
        let tags = properties[0].propertyWrappers
        #expect(tags.map(\.name) == ["DefaultCodable"])
        #expect(tags.first?.genericArguments.map(\.description) == ["DefaultEmptyArray<String>"])
        #expect(tags.first?.argumentText == nil)
        #expect(properties[1].propertyWrappers.first?.argumentText == #""first_name", default: """#)
        #expect(properties[2].attributes.map(\.name) == ["LossyOptional", "available"])
        #expect(properties[2].propertyWrappers.map(\.name) == ["LossyOptional"])
        #expect(properties[2].attributes[1].argumentText == "*, deprecated")
    }

    @Test func initialValuesKeepTextAndLiteral() throws {
        let file = parse(
            """
            struct S {
                var a = [1, 2]
                var b: Kind = .first
                var c = Formatter.shared.format(x, style: .short)
                var d = NSCache<NSString, NSString>()
            }
            """)
        let properties = try #require(file.members.types.first).members.properties
        #expect(
            properties.map(\.initialValue?.text) == [
                "[1, 2]", ".first", "Formatter.shared.format(x, style: .short)", "NSCache<NSString, NSString>()",
            ])
        #expect(
            properties.map(\.initialValue?.literal) == [
                .array([.integer("1"), .integer("2")]), .implicitMember("first"), nil,
                .initializerCall(.named([.init(name: "NSCache", arguments: [.simple("NSString"), .simple("NSString")])])),
            ])
    }

    /// Found by the census (Datadog's `class SendEvent: MethodSwizzler <` with
    /// `@convention(c) (UIApplication, Selector, UIEvent) -> Bool,` on the next line): generic
    /// arguments after a space may start with a type attribute. It was a parse error.
    @Test func genericSuperclassArgumentsMayStartWithAnAttributeAfterASpace() {
        let models = schema(
            """
            class Swizzler<Signature, Override> {}
            final class SendEvent: Swizzler <
                @convention(c) (Int, String) -> Bool,
                @convention(block) (Int) -> Bool
            > {
                private static let selector = "sendEvent:"
            }
            struct Tap: Codable { var x: Double }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Tap") == "Tap{x:Double}")
    }
}
