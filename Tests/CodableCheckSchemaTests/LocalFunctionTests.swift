import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Issue 22: functions declared inside `init(from:)`. They run where they are called, as the
/// type's helpers do; one the tool cannot follow leaves each call a statement not followed, named
/// where it is, and never hides the statements after its declaration. (The compiled shapes are
/// the pattern `local-functions`.)
@Suite struct LocalFunctionTests {
    @Test func localFunctionsAreFollowedWhereverTheyAreDeclared() {
        let models = schema(
            """
            struct Trip: Decodable {
                var id: String
                var miles: Double
                var note: String
                enum CodingKeys: String, CodingKey { case id, miles, note }
                init(from decoder: Decoder) throws {
                    func read(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Double {
                        try c.decode(Double.self, forKey: key)
                    }
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    id = try container.decode(String.self, forKey: .id)
                    miles = try read(container, .miles)
                    note = text(or: "none")
                    func text(or fallback: String) -> String {
                        (try? container.decode(String.self, forKey: .note)) ?? fallback
                    }
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first?.decoding == .interpretedInitializer)
        #expect(models.types.first?.fidelity == .exact)
    }

    /// A local function the tool does not follow: its calls are named, and the statements after
    /// its declaration are still followed (`id` is read).
    @Test func aLocalFunctionNotFollowedLeavesItsCallsNamed() {
        let models = schema(
            """
            struct Trip: Decodable {
                var id: String
                var miles: Double
                enum CodingKeys: String, CodingKey { case id, miles }
                init(from decoder: Decoder) throws {
                    func read(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Double {
                        for element in [1, compute(c)] { print(element) }
                        return try c.decode(Double.self, forKey: key)
                    }
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    id = try container.decode(String.self, forKey: .id)
                    miles = try read(container, .miles)
                }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:12:9: warning: cannot interpret `miles = try read(container, .miles)` in 'Trip.init(from:)' (the helper `read(_:_:)` has a statement the tool does not follow: `for element in [1, compute(c)] { print(element) }`, as the tool does not follow this statement); property 'miles' is not checked"
            ])
        #expect(
            models.types.first?.decoding
                == .partlyInterpretedInitializer(
                    statement: "miles = try read(container, .miles)", file: "Models.swift", line: 12, column: 9, count: 1))
    }

    /// A local function that sets a local of the scope around it is not followed: the call is
    /// named, not skipped.
    @Test func aLocalFunctionSettingTheScopeAroundItIsNamed() {
        let models = schema(
            """
            struct Trip: Decodable {
                var count: Int
                enum CodingKeys: String, CodingKey { case count }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    var seen = 0
                    func bump() { seen += 1 }
                    bump()
                    count = try container.decode(Int.self, forKey: .count) + seen
                }
            }
            """)
        #expect(
            rendered(models.diagnostics).first?.contains("the local function `bump` sets `seen` of the scope around it") == true,
            "\(rendered(models.diagnostics))")
        #expect(models.types.first?.fidelity != .exact)
    }

    /// A local function the reader cannot read (a parameter of a shape it does not know) hides a
    /// helper of the type with the same name, as in Swift: its call is named, not run as the
    /// helper, and the statements after its declaration are still followed.
    @Test func aLocalFunctionTheReaderCannotReadHidesTheTypesHelper() {
        let models = schema(
            """
            struct Trip: Decodable {
                var id: String
                var miles: Double
                enum CodingKeys: String, CodingKey { case id, miles }
                init(from decoder: Decoder) throws {
                    func read(_ c: KeyedDecodingContainer<CodingKeys>, _ keys: CodingKeys...) throws -> Double {
                        return try c.decode(Double.self, forKey: keys[0])
                    }
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    id = try container.decode(String.self, forKey: .id)
                    miles = try read(container, .miles)
                }
                func read(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Double { 0 }
            }
            """)
        #expect(models.types.first?.properties.first { $0.name == "miles" }.map { "\($0.decoding)" }?.contains("unchecked") == true)
        #expect(models.types.first?.properties.first { $0.name == "id" }.map { "\($0.decoding)" }?.contains("unchecked") == false)
        #expect(models.types.first?.fidelity != .exact)
    }
}
