import CodableCheckSchema
import Testing

/// The app's own property wrappers (`AppPropertyWrapper`): decoded as the wrapper type when the
/// models declare it `Decodable`; with the app's `decode(_:forKey:)` overload for it, or a wrapper
/// that is not `Decodable`, the wrapper stays a warning and the type is not exact. JSONDecoder's
/// verdicts on such a model are compared in `RealAppPatternDifferentialTests` (`app-property-wrappers`).
@Suite struct AppPropertyWrapperTests {
    static let wrapper = """
        @propertyWrapper
        struct Clamped: Decodable {
            var wrappedValue: Int
            init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
            init(from decoder: Decoder) throws {
                wrappedValue = try decoder.singleValueContainer().decode(Int.self)
            }
        }
        struct Volume: Decodable {
            @Clamped var level: Int
        }
        """

    static func volume(_ extra: String) -> (fidelity: DecodingFidelity?, diagnostics: [String]) {
        let models = schema(wrapper + "\n" + extra)
        return (models.types.first { $0.name == "Volume" }?.fidelity, rendered(models.diagnostics))
    }

    @Test func aDecodableWrapperOfTheAppIsDecodedAsItself() {
        let (fidelity, diagnostics) = Self.volume("")
        #expect(fidelity == .exact)
        #expect(diagnostics == [])
    }

    @Test func theAppsDecodeOverloadForTheWrapperKeepsItAWarning() {
        let overload = """
            extension KeyedDecodingContainer {
                func decode(_ type: Clamped.Type, forKey key: Key) throws -> Clamped {
                    try decodeIfPresent(type, forKey: key) ?? Clamped(wrappedValue: 0)
                }
            }
            """
        let (fidelity, diagnostics) = Self.volume(overload)
        #expect(fidelity != .exact)
        #expect(diagnostics.contains { $0.contains("property wrapper 'Clamped' on property 'level' of 'Volume' is not interpreted") })
    }

    @Test func aWrapperThatIsNotDecodableStaysAWarning() {
        let models = schema(
            """
            @propertyWrapper
            struct Logged { var wrappedValue: Int }
            struct Volume: Decodable {
                @Logged var level: Int
            }
            """)
        #expect(models.types.first { $0.name == "Volume" }?.fidelity != .exact)
        #expect(rendered(models.diagnostics).contains { $0.contains("property wrapper 'Logged'") })
    }
}
