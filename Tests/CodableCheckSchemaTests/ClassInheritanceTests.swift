import CodableCheckSchema
import Testing

/// Classes and synthesized `Codable`, as Swift 6.3.1 behaves (probed): a subclass of a decodable
/// class inherits `init(from:)`, which decodes the superclass's properties only.
@Suite struct ClassInheritanceTests {
    @Test func subclassDecodesTheSuperclassPropertiesOnly() {
        let models = schema(
            """
            class Animal: Codable {
                var name: String
                init(name: String) { self.name = name }
            }
            class Dog: Animal {
                var breed: String = "mutt"
                let tricks: [String] = []
            }
            final class Puppy: Dog {}
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Dog") == "Dog{name:String}")
        #expect(renderedPlan(models, "Puppy") == "Puppy{name:String}")
        let dog = models.types.first { $0.name == "Dog" }
        #expect(dog?.decoding == .inherited(fromSuperclass: "Animal"))
        #expect(
            dog?.properties.map(\.decoding) == [
                .notDecoded(reason: "the inherited init(from:) decodes the superclass's properties only"),
                .notDecoded(reason: "the inherited init(from:) decodes the superclass's properties only"),
            ])
    }

    @Test func subclassPropertyWithoutInitialValueAndRedundantConformanceAreErrors() {
        let models = schema(
            """
            class Base: Codable { var id: Int = 0 }
            class Derived: Base { var extra: String }
            class Again: Base, Codable { var more = 1 }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:27: error: property 'extra' of 'Derived' has no initial value, and the 'init(from:)' inherited from its superclass cannot set it",
                "Models.swift:3:7: error: redundant conformance of 'Again' to 'Decodable': its superclass is already decodable",
            ])
    }

    @Test func customInitializersAreInterpreted() {
        let models = schema(
            """
            class Base: Codable { var id: Int }
            final class Derived: Base {
                var extra: String
                required init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    extra = try container.decode(String.self, forKey: .extra)
                    try super.init(from: decoder)
                }
                private enum CodingKeys: String, CodingKey { case extra = "extra_value" }
            }
            struct Custom: Decodable {
                var value: Int
            }
            extension Custom {
                init(from decoder: any Decoder) throws { value = 1 }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Derived") == "Derived(init(from:): String, Base{id:Int})")
        #expect(renderedPlan(models, "Custom") == "Custom(init(from:): no reads)")
        #expect(models.types.map(\.decoding) == [.synthesized, .interpretedInitializer, .interpretedInitializer])
    }

    /// Found by the census (XcodeProj's `PBXFrameworksBuildPhase: PBXBuildPhase`, listed
    /// `[unsupported]` with no reason): a subclass without an `init(from:)` of its own inherits
    /// its superclass's hand-written one, and decodes as the superclass does (probed on swiftc
    /// 6.3.1: `mask` read with `decodeIfPresent` may be missing from a `LinkPhase` too). It used
    /// to be checked as if synthesized: `keyNotFound` for a key the app never requires.
    @Test func subclassesInheritAHandWrittenInitializer() {
        let models = schema(
            """
            class Phase: Decodable {
                var mask: Int
                var files: [String]
                private enum CodingKeys: String, CodingKey { case mask, files }
                required init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    mask = try container.decodeIfPresent(Int.self, forKey: .mask) ?? 7
                    files = try container.decode([String].self, forKey: .files)
                }
                var name: String { "phase" }
            }
            final class LinkPhase: Phase {
                override var name: String { "link" }
            }
            class CopyPhase: Phase { var destination: String = "/" }
            final class StripPhase: CopyPhase {}
            """)
        #expect(rendered(models.diagnostics) == [])
        let phase = renderedPlan(models, "Phase")
        #expect(phase.hasPrefix("Phase(init(from:)"), "\(phase)")
        for subclass in ["LinkPhase", "CopyPhase", "StripPhase"] {
            #expect(renderedPlan(models, subclass) == phase)
        }
        #expect(
            models.types.map(\.decoding) == [
                .interpretedInitializer, .inherited(fromSuperclass: "Phase"), .inherited(fromSuperclass: "Phase"),
                .inherited(fromSuperclass: "CopyPhase"),
            ])
        #expect(models.types.map(\.fidelity) == [.exact, .exact, .exact, .exact])
    }

    /// What the tool does not follow stays unchecked; the reads it does follow (`super.init`) are
    /// kept. (Until issue 16 such types were checked as if synthesized, which could report errors
    /// the app never throws.)
    @Test func statementsOutsideTheSubsetLeaveTheirPropertiesUnchecked() {
        let models = schema(
            """
            class Base: Codable { var id: Int }
            final class Derived: Base {
                var extra: String
                required init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    extra = try decodeExtra(from: container)
                    try super.init(from: decoder)
                }
                private enum CodingKeys: String, CodingKey { case extra = "extra_value" }
            }
            struct Custom: Decodable {
                var value: Int
            }
            extension Custom {
                init(from decoder: any Decoder) throws { value = compute() }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:6:9: warning: cannot interpret `extra = try decodeExtra(from: container)` in 'Derived.init(from:)' (the expression `decodeExtra(from: container)` is not interpreted); property 'extra' is not checked",
                "Models.swift:15:46: warning: cannot interpret `value = compute()` in 'Custom.init(from:)' (the expression `compute()` is not interpreted); property 'value' is not checked",
            ])
        #expect(renderedPlan(models, "Derived") == "Derived(init(from:): Base{id:Int})")
        #expect(renderedPlan(models, "Custom") == "Custom(init(from:): no reads)")
        let (_, warnings) = try! models.planWithDiagnostics(for: "[Custom]")
        #expect(rendered(warnings).count == 1)
    }

    @Test func classesWithForeignSuperclassesSynthesizeTheirOwnDecoding() {
        let models = schema(
            """
            import Foundation
            final class Record: NSObject, Codable { var id: Int; var title: String }
            """)
        #expect(renderedPlan(models, "Record") == "Record{id:Int, title:String}")
    }
}
