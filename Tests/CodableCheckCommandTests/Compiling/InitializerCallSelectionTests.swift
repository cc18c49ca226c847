import Testing

@testable import CodableCheckCommand

/// Which initializers a helper keeps for the calls decoding makes: a bare `.init(...)` names no
/// type (the context gives it), so its argument labels choose among the kept types' initializers.
@Suite struct InitializerCallSelectionTests {
    static let remediation = DeclarationSelectionTests.file(
        "/app/Sources/IdentityFlow/Remediation.swift",
        """
        struct RawRemediation: Decodable {
            var name: String
            var labels: [String]
            var secret: Bool?
        }

        struct Remediation: Decodable {
            final class Form {
                let fields: [Field]
                init(fields: [Field]) { self.fields = fields }
                init(legacy: [String: String]) { fields = legacy.keys.map { Field(label: $0) } }

                final class Field {
                    let label: String
                    let isSecret: Bool
                    init(label: String, isSecret: Bool = false) {
                        self.label = label
                        self.isSecret = isSecret
                    }
                    init(_ other: Field) { self.label = other.label; self.isSecret = other.isSecret }
                }
            }

            var name: String
            var form: Form

            init(from decoder: any Decoder) throws {
                let raw = try decoder.singleValueContainer().decode(RawRemediation.self)
                name = raw.name
                form = .init(fields: raw.labels.map { .init(label: $0) })
            }
        }
        """)

    /// okta's `form = .init(fields: ...)` called `Remediation.Form`'s initializer, which was not
    /// kept (a bare `.init(` was taken for the enclosing type's): "class 'Remediation.Form.Field'
    /// has no initializers", and each run left out one more layer. The labels keep
    /// `init(fields:)` and `init(label:isSecret:)` (its second parameter has a default), not
    /// `init(legacy:)` nor `init(_:)`; tentatively, as labels are no type.
    @Test func aBareInitializerCallKeepsTheInitializersWithItsLabels() {
        let file = DeclarationFileSelection(choosingFrom: [Self.remediation], rootNames: ["Remediation"]).files[0]
        let kept = DeclarationSelectionTests.kept(file)
        #expect(kept.contains("init(fields: [Field]) { self.fields = fields }"), "\(kept)")
        #expect(kept.contains("init(label: String, isSecret: Bool = false) {"), "\(kept)")
        #expect(!kept.contains { $0.hasPrefix("init(legacy:") })
        #expect(!kept.contains { $0.hasPrefix("init(_ other: Field)") })
        #expect(file.tentative.contains([1, 0, 1]))
    }

    /// A call's labels as written: `_` for an argument without one, none for `()`.
    @Test func aCallsLabelsAreReadAsWritten() {
        let outline = SourceOutline(
            text: """
                func make() {
                    a = .init(id: id, Set([1, 2]), count: f(x: 1))
                    b = .init()
                    super.init(coder: coder)
                    c = Token.Metadata.init(id: id)
                    d = Self.init(id: id)
                }
                """)
        let uses = outline.declarations[0].uses
        #expect(uses.initializerCalls == [["id", "_", "count"], [], ["coder"]])
        #expect(uses.constructed.isSuperset(of: ["Token.Metadata", NameUses.ownType]))
        #expect(!uses.constructed.contains("super"))
    }
}
