import CodableCheckCore
import CodableCheckSchema
import Testing

/// Issue 22 item 6: a type the sources do not declare (SwiftUI's `Color`) that an extension makes
/// decodable with an `init(from:)` is decoded through that body; without one, it is said why
/// it cannot be checked, never decoded as an empty struct.
@Suite struct ExternalTypeTests {
    @Test func anExtensionsInitializerDecidesWhatAnUndeclaredTypeTakes() {
        let models = schema(
            """
            import SwiftUI
            struct Theme: Codable { var accent: Color; var tints: [SwiftUI.Color]? }
            extension Color: Codable {
                init(from decoder: Decoder) throws {
                    let hex = try decoder.singleValueContainer().decode(String.self)
                    self.init(hex)
                }
                func encode(to encoder: Encoder) throws {}
            }
            """)
        #expect(renderedPlan(models, "Theme").hasPrefix("Theme{accent:Color"), "\(renderedPlan(models, "Theme"))")
        let color = models.types.first { $0.name == "Color" }
        #expect(color?.kind == .extension)
        #expect(color?.fidelity != .unsupported)
    }

    @Test func theConformanceAndTheInitializerMayBeInTwoExtensions() throws {
        let models = schema(
            """
            import CoreLocation
            extension CLLocationCoordinate2D {
                init(from decoder: Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    let longitude = try container.decode(Double.self)
                    let latitude = try container.decode(Double.self)
                    self.init(latitude: latitude, longitude: longitude)
                }
            }
            extension CLLocationCoordinate2D: Decodable {}
            struct Pin: Decodable { var at: CLLocationCoordinate2D }
            """)
        let plan = try models.plan(for: "Pin")
        let validator = SchemaValidator(plan: plan)
        #expect(validator.validate(try JSONReader.read(Array(#"{"at": [2.35, 48.85]}"#.utf8))).errors.isEmpty)
        let broken = validator.validate(try JSONReader.read(Array(#"{"at": {"latitude": 48.85}}"#.utf8))).errors
        #expect(broken.first?.kind == .typeMismatch && broken.first?.renderedPath == "at")
    }

    @Test func withoutAnInitializerTheTypeIsNotGuessed() {
        let models = schema(
            """
            import SwiftUI
            extension Color: Codable {}
            struct Theme: Codable { var accent: Color }
            """)
        #expect(
            planDiagnostics(models, "Theme").contains(
                "Models.swift:2:11: error: an extension makes 'Color', a type the sources do not declare, decodable without an 'init(from:)' the sources show; its JSON is not known, so 'Color' cannot be checked"
            ), "\(planDiagnostics(models, "Theme"))")
    }

    @Test func extensionsOfStandardOrNestedUnknownTypesStayIgnored() {
        let models = schema(
            """
            extension String { func shout() -> String { uppercased() } }
            extension Notification.Name: Codable { init(from decoder: Decoder) throws { self.init("") } }
            extension Shelf { var count: Int { 0 } }
            struct Box: Codable { var name: String }
            """)
        #expect(models.types.map(\.name) == ["Box"])
    }
}
