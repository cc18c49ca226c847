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
        func checkedKind(_ text: String) -> Kind { precondition(!text.isEmpty); return .unknown(text) }
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

    /// A closure that may stop the app is not a value the tool can leave unevaluated: a call of
    /// anything but the type's own cases (whose body may `fatalError`), arithmetic that may
    /// overflow, code inside a string interpolation. Each keeps the call a statement not
    /// followed, where they once made the type exact and a document the app crashes on "valid".
    @Test(arguments: [
        "{ checkedKind($0) }", "{ .unknown(String($0.count * Int.max)) }", "{ .unknown(Kind.label(for: $0)) }",
        "{ .unknown(\"\\(Kind.label(for: $0))\") }", "{ $0.isEmpty ? .closed : .unknown(String(repeating: $0, count: -1)) }",
    ])
    func aClosureThatMayStopTheAppIsNotFollowed(closure: String) {
        let models = schema(Self.model(closure: closure))
        #expect(models.types.first?.fidelity != .exact, "\(closure)")
    }

    /// Comparisons, `??` and the type's own cases cannot stop the app.
    @Test func aClosureBuildingTheTypesOwnCasesIsFollowed() {
        let models = schema(Self.model(closure: "{ $0.isEmpty || $0 == \"none\" ? .closed : .unknown($0) }"))
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first?.fidelity == .exact)
    }

    /// A closure that may throw may change the verdict: the call stays a statement not followed.
    @Test func aClosureThatMayThrowIsNotFollowed() {
        let models = schema(Self.model(closure: "{ try fallbackKind($0) }"))
        #expect(rendered(models.diagnostics).count == 1)
        #expect(models.types.first?.fidelity != .exact)
    }
}
