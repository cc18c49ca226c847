import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Issue 22 (XcodeProj's product names): a `let` string constant handed to a `String` method the
/// interpreter evaluates (`LocalStringConstants`). The compiled shapes are the pattern
/// `local-string-constants`; these are the places the rule must refuse.
@Suite struct LocalStringConstantTests {
    /// A product whose name is cut after `prefix` when it starts with it; `declaration` makes
    /// `prefix` and `between` runs after it.
    static func model(declaration: String = #"let prefix = "plugin:""#, between: String = "") -> String {
        """
        struct Product: Decodable {
            let name: String
            let isPlugin: Bool
            enum CodingKeys: String, CodingKey { case name }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let raw = try container.decode(String.self, forKey: .name)
                \(declaration)
                \(between)
                if raw.hasPrefix(prefix) {
                    name = String(raw.dropFirst(prefix.count))
                    isPlugin = true
                } else {
                    name = raw
                    isPlugin = false
                }
            }
        }
        """
    }

    static func fidelity(_ source: String) -> DecodingFidelity? {
        schema(source).types.first { $0.name == "Product" }?.fidelity
    }

    @Test func aLetConstantIsReadAsItsLiteral() throws {
        let models = schema(Self.model())
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.fidelity(Self.model()) == .exact)
        let validator = SchemaValidator(plan: try models.plan(for: "Product"))
        #expect(validator.validate(try JSONReader.read(#"{"name": "plugin:Lint"}"#.utf8)).errors.isEmpty)
    }

    /// A `var` may be set again (by a loop, after the call); a constant made from anything but a
    /// string literal is no text the tool knows; one declared again in between is that one.
    @Test(arguments: [
        (#"var prefix = "plugin:""#, ""), ("let prefix = raw.lowercased()", ""),
        (#"let prefix = "plugin:""#, "let prefix = raw"),
    ])
    func otherLocalsAreNotSubstituted(declaration: String, between: String) {
        #expect(Self.fidelity(Self.model(declaration: declaration, between: between)) != .exact, "\(declaration); \(between)")
    }
}
