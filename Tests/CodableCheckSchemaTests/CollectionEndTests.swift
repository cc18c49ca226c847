import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// Issue 22 (XcodeGraph's package dependencies): `first` and `last` of a decoded array
/// (`CollectionEnds`). The compiled shapes are the pattern `collection-ends`; these are
/// the places the rule must refuse.
@Suite struct CollectionEndTests {
    /// A source read from the first element of `list`, decoded as `type`.
    static func model(type: String = "[Folder]", end: String = "first", member: String = "folder.identity") -> String {
        """
        struct Folder: Decodable { let identity: String }
        struct Source: Decodable {
            let identity: String
            enum CodingKeys: String, CodingKey { case list }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                if let list = try container.decodeIfPresent(\(type).self, forKey: .list), let folder = list.\(end) {
                    identity = \(member)
                } else {
                    throw DecodingError.dataCorruptedError(forKey: .list, in: container, debugDescription: "none")
                }
            }
        }
        """
    }

    static func fidelity(_ source: String) -> DecodingFidelity? {
        schema(source).types.first { $0.name == "Source" }?.fidelity
    }

    @Test func theFirstElementIsBoundAndItsMembersRead() throws {
        let models = schema(Self.model())
        #expect(rendered(models.diagnostics) == [])
        #expect(Self.fidelity(Self.model()) == .exact)
        let validator = SchemaValidator(plan: try models.plan(for: "Source"))
        #expect(validator.validate(try JSONReader.read(#"{"list": [{"identity": "a"}]}"#.utf8)).errors.isEmpty)
        #expect(validator.validate(try JSONReader.read(#"{"list": []}"#.utf8)).errors.first?.renderedPath == "list")
    }

    /// Of `[Folder?]`, `first` of `[null]` is `.some(nil)`, which binds: not evaluated. Nor is
    /// another member, or a string's `first` (not taken yet: see `CollectionEnds`).
    @Test(arguments: [
        ("[Folder?]", "first", "folder?.identity ?? \"\""), ("[Folder]", "randomElement()", "folder.identity"),
        ("String", "first", "String(folder)"),
    ])
    func otherEndsAreNotEvaluated(type: String, end: String, member: String) {
        #expect(Self.fidelity(Self.model(type: type, end: end, member: member)) != .exact, "\(type).\(end)")
    }
}
