import CodableCheckCore
import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// A model many declarations deep is planned (`DeclarationNesting`): the 64 levels of
/// `PlanBuilder.maximumDepth` count within each declaration, so a chain of 32 structs each
/// holding the next, which used to be an error ("nests more than 64 levels deep"), decodes as
/// JSONDecoder does; a long generic instance name is charged once per part, so OpenAPIKit's
/// shape (`recursive-generic-aliases`) is exact. Past 256 declarations, a located error.
@Suite struct DeclarationNestingTests {
    /// `Level0 { var next: Level1? }` ... `LevelN { var depth: Int }`, with `init(from:)`
    /// written by hand on every third level (`decodeIfPresent` of the next level).
    static func chain(_ count: Int, last: String = "var depth: Int") -> String {
        (0..<count).map { level in
            guard level % 3 == 0 else { return "struct Level\(level): Codable { var next: Level\(level + 1)? }" }
            return """
                struct Level\(level): Decodable {
                    var next: Level\(level + 1)?
                    enum CodingKeys: String, CodingKey { case next }
                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        next = try container.decodeIfPresent(Level\(level + 1).self, forKey: .next)
                    }
                }
                """
        }.joined(separator: "\n") + "\nstruct Level\(count): Decodable { \(last) }\n"
    }

    static func nested(_ count: Int, innermost: String) -> [UInt8] {
        Array((String(repeating: #"{"next": "#, count: count) + innermost + String(repeating: "}", count: count)).utf8)
    }

    @Test func aChainOfFortyDeclarationsIsPlannedAndExact() throws {
        let models = schema(Self.chain(40))
        #expect(models.diagnostics.isEmpty, "\(rendered(models.diagnostics))")
        #expect(models.types.allSatisfy { $0.fidelity == .exact }, "\(models.types.map { "\($0.name) \($0.fidelity.name)" })")
        let validator = SchemaValidator(plan: try models.plan(for: "Level0"))
        #expect(validator.validate(try JSONReader.read(Self.nested(40, innermost: #"{"depth": 40}"#))).errors.isEmpty)
        let wrong = validator.validate(try JSONReader.read(Self.nested(40, innermost: #"{"depth": "40"}"#))).errors
        #expect(wrong.first?.kind == .typeMismatch)
        #expect(wrong.first?.renderedPath == String(repeating: "next.", count: 40) + "depth")
    }

    /// What made the deep declarations exact must still see the app stop: the innermost
    /// `init(from:)` ends in `fatalError` for an unknown kind.
    @Test func aTrapFortyDeclarationsDownStillStopsTheApp() throws {
        let last = """
            var kind: String
            enum CodingKeys: String, CodingKey { case kind }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let kind = try container.decode(String.self, forKey: .kind)
                switch kind {
                case "leaf": self.kind = kind
                default: fatalError("unknown kind \\(kind)")
                }
            }
            """
        let models = schema(Self.chain(40, last: last))
        let validator = SchemaValidator(plan: try models.plan(for: "Level0"))
        #expect(validator.validate(try JSONReader.read(Self.nested(40, innermost: #"{"kind": "leaf"}"#))).errors.isEmpty)
        let stops = validator.validate(try JSONReader.read(Self.nested(40, innermost: #"{"kind": "branch"}"#))).errors
        #expect(stops.first?.stopsTheApp == true)
        // At the value whose `init(from:)` stops, as the app's stack would show.
        #expect(stops.first?.renderedPath == Array(repeating: "next", count: 40).joined(separator: "."))
    }

    @Test(.hangGuard) func pastTwoHundredFiftySixDeclarationsIsALocatedError() throws {
        let models = schema((0..<300).map { "struct T\($0): Codable { var next: T\($0 + 1)? }\n" }.joined() + "struct T300: Codable {}\n")
        #expect(
            planDiagnostics(models, "T0") == [
                "Models.swift:256:28: error: the type of property 'next' of 'T255' nests more than 256 declarations deep, "
                    + "each holding the next ('T256' is past the limit); more than codable-check follows"
            ])
        // Planned from further down, the same declarations are within the limit.
        #expect(planDiagnostics(models, "T100").isEmpty)
    }

    /// A generic type whose arguments grow with each use still ends, at the name's limits.
    @Test(.hangGuard) func aGrowingGenericInstanceEndsWithAnError() {
        let growing = schema("struct Box<T>: Codable { var inner: Box<[T]>? }\nstruct Root: Codable { var box: Box<Int> }\n")
        #expect(renderedPlan(growing, "Root").hasPrefix("error: cannot interpret 'Root'"))
        let doubling = schema(
            "struct Pair<A, B>: Codable { var a: A; var b: B }\nstruct P<T>: Codable { var p: P<Pair<T, T>>? }\nstruct S: Codable { var p: P<Int> }\n"
        )
        #expect(renderedPlan(doubling, "S").hasPrefix("error: cannot interpret 'S'"))
    }
}
