import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Issue 22 (PostHog's survey enums): a generic function at file scope that an `init(from:)`
/// calls by name (`self = try decodeMapped(from: decoder, values: [...]) { .unknown($0) }`) is
/// followed as the type's helpers are: a dictionary literal argument, a lookup in it and a
/// trailing closure that cannot throw or stop the app are values the tool does not evaluate, and
/// no longer leave the statement unfollowed. (The compiled shapes are the pattern
/// `file-scope-mapping-helper`.)
@Suite struct FileScopeHelperTests {
    static func model(closure: String) -> String {
        """
        private func decodeMapped<T>(from decoder: Decoder, values: [String: T], unknown: (String) -> T) throws -> T {
            let container = try decoder.singleValueContainer()
            let value = try container.decode(String.self)
            return values[value] ?? unknown(value)
        }
        func fallbackKind(_ text: String) throws -> Kind { .unknown(text) }
        enum Kind: Decodable {
            case open, closed, unknown(String)
            init(from decoder: Decoder) throws {
                self = try decodeMapped(
                    from: decoder,
                    values: [
                        "open": .open,
                        "closed": .closed,
                    ]
                ) \(closure)
            }
        }
        """
    }

    @Test func aFileScopeHelperWithADictionaryAndATrailingClosureIsFollowed() {
        let models = schema(Self.model(closure: "{ .unknown($0) }"))
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first?.decoding == .interpretedInitializer)
        #expect(models.types.first?.fidelity == .exact)
    }

    /// A closure that may throw may change the verdict: the call stays a statement not followed.
    @Test func aClosureThatMayThrowIsNotFollowed() {
        let models = schema(Self.model(closure: "{ try fallbackKind($0) }"))
        #expect(rendered(models.diagnostics).count == 1)
        #expect(models.types.first?.fidelity != .exact)
    }
}
