import CodableCheckCore
import CodableCheckSchema
import Testing

/// `CodingKeys` decides which properties decode, in which order, under which keys (B9, B29).
@Suite struct CodingKeysTests {
    @Test func casesGiveOrderAndRawValuesRenameKeys() {
        let models = schema(
            """
            struct Repository: Codable {
                var name: String
                var ownerLogin: String
                var stars: Int
                var isPrivate: Bool = false
                private enum CodingKeys: String, CodingKey {
                    case stars = "stargazers_count", name
                    case ownerLogin = "owner_login"
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Repository") == "Repository{stars(stargazers_count):Int, name:String, ownerLogin(owner_login):String}")
    }

    @Test func keysWithoutStringRawTypeUseCaseNames() {
        let models = schema(
            """
            struct A: Codable {
                var first: Int
                var second: Int
                enum CodingKeys: CodingKey { case second, first }
            }
            struct B: Codable {
                var first: Int
                enum CodingKeys: Int, CodingKey { case first = 7 }
            }
            """)
        #expect(renderedPlan(models, "A") == "A{second:Int, first:Int}")
        #expect(renderedPlan(models, "B") == "B{first:Int}")
    }

    @Test func keysDeclaredInAnExtension() {
        let models = schema(
            """
            struct Outer: Codable {
                struct Inner: Codable { var x: Int }
                var inner: Inner
            }
            extension Outer.Inner {
                enum CodingKeys: String, CodingKey { case x = "ex" }
            }
            """)
        #expect(renderedPlan(models, "Outer") == "Outer{inner:Outer.Inner{x(ex):Int}}")
    }

    @Test func mismatchesAreCompilerErrors() {
        let models = schema(
            """
            struct Broken: Codable {
                var kept: Int
                var omitted: String
                var omittedWithDefault = 1
                var omittedOptional: Int?
                var omittedUnwrapped: Int!
                let omittedLetOptional: Int?
                var omittedSpelledOptional: Optional<Int>
                let constant = 5
                lazy var cached: Int = 1
                enum CodingKeys: String, CodingKey {
                    case kept
                    case missing = "gone"
                    case constant
                    case cached
                }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:3:9: error: property 'omitted' of 'Broken' is not in 'CodingKeys' and has no initial value",
                "Models.swift:7:9: error: property 'omittedLetOptional' of 'Broken' is not in 'CodingKeys' and has no initial value",
                "Models.swift:8:9: error: property 'omittedSpelledOptional' of 'Broken' is not in 'CodingKeys' and has no initial value",
                "Models.swift:13:14: error: 'CodingKeys' case 'missing' of 'Broken' has no matching property",
                "Models.swift:15:14: error: 'CodingKeys' case 'cached' of 'Broken' has no matching property",
            ])
        #expect(throws: SchemaPlanError.self) { try models.plan(for: "Broken") }
        #expect((try? models.plan(for: "[Broken]")) == nil)
    }

    /// A hand-written `init(from:)` may use `CodingKeys` cases for anything (a nested container, a
    /// superclass): an extra case is no error that fails the type. Its body decides the keys, and
    /// the statement it does not follow is named.
    @Test func extraKeyWithACustomInitializerIsNoError() throws {
        let models = schema(
            """
            struct Dog: Decodable {
                var breed: String
                enum CodingKeys: String, CodingKey { case breed, base }
                init(from decoder: any Decoder) throws {
                    log("decoding a dog", decoder)
                    breed = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .breed)
                }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                #"Models.swift:5:9: warning: cannot interpret `log("decoding a dog", decoder)` in 'Dog.init(from:)' (the expression `log("decoding a dog", decoder)` is not interpreted); it is skipped, and errors it may throw are not checked"#
            ])
        _ = try models.plan(for: "Dog")
    }

    /// Likewise a property the keys leave out: the hand-written initializer may set it, here in a
    /// way the tool does not follow, so that property is unchecked.
    @Test func omittedPropertyWithACustomInitializerIsNoError() {
        let models = schema(
            """
            struct Cat: Decodable {
                var name: String
                var lives: Int
                enum CodingKeys: String, CodingKey { case name }
                init(from decoder: any Decoder) throws {
                    name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
                    lives = decoder.codingPath.count
                }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:7:9: warning: cannot interpret `lives = decoder.codingPath.count` in 'Cat.init(from:)' (the expression `decoder.codingPath.count` is not interpreted); property 'lives' is not checked"
            ])
        #expect(renderedPlan(models, "Cat") == "Cat(init(from:): String)")
    }

    /// An interpreted body decides the keys itself: extra cases and unkeyed properties are fine.
    @Test func interpretedInitializerNeedsNoPropertyPerKey() throws {
        let models = schema(
            """
            struct Cat: Decodable {
                var name: String
                var lives: Int
                enum CodingKeys: String, CodingKey { case name, owner }
                init(from decoder: any Decoder) throws {
                    name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
                    lives = 9
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Cat") == "Cat(init(from:): String)")
    }

    /// A hand-written `init(from:)` reading the `CodingKeys` the compiler synthesizes finds the
    /// keys synthesis would use (one rule, `DeclarationNode.synthesizedCodingKeyNames`): an
    /// `@Observable` class's `_count`, and no case for a `lazy var` (probed on 6.3.1: `._count`
    /// compiles and reads `{"_count": 1}`; `.cache` is "type 'CodingKeys' has no member").
    @Test func aHandWrittenBodyReadsTheKeysSynthesisGives() throws {
        let models = schema(
            """
            @Observable final class Counter: Codable {
                var count = 0
                required init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    count = try c.decode(Int.self, forKey: ._count)
                }
            }
            struct Page: Codable {
                var title: String
                lazy var cache: Int = 0
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    title = try c.decode(String.self, forKey: .title)
                    cache = try c.decode(Int.self, forKey: .cache)
                }
            }
            """)
        #expect(models.types.first { $0.name == "Counter" }?.fidelity == .exact)
        let counter = SchemaValidator(plan: try models.plan(for: "Counter"))
        #expect(counter.validate(try JSONReader.read(Array(#"{"_count": 1}"#.utf8))).errors.isEmpty)
        let missing = counter.validate(try JSONReader.read(Array(#"{"count": 1}"#.utf8))).errors
        #expect(missing.first?.kind == .keyNotFound && missing.first?.renderedPath == "_count")
        #expect(models.types.first { $0.name == "Page" }?.fidelity != .exact)
    }

    /// A keys enum that writes its own `stringValue` as `switch self` returning a literal per
    /// case has the keys that getter returns (`case location` whose key is `"in"`): synthesis and
    /// a hand-written body read `{"in": ...}`, and `{"location": ...}` is `keyNotFound` for `in`
    /// (probed on 6.3.1). A case returning its payload (`.extended(let key)`) has no fixed key;
    /// `allKeys` through such keys depends on their own `init?(stringValue:)` and is not followed.
    @Test func keysWithTheirOwnStringValueSwitchAreRead() throws {
        let keys = """
                enum CodingKeys: CodingKey {
                    case location, label
                    case extended(String)
                    var stringValue: String {
                        switch self {
                        case .location: return "in"
                        case .label: "description"
                        case .extended(let key): return key
                        }
                    }
                    init?(stringValue: String) { self = stringValue == "in" ? .location : .extended(stringValue) }
                    var intValue: Int? { nil }
                    init?(intValue: Int) { nil }
                }
            """
        let models = schema(
            """
            struct Parameter: Codable {
                let location: String
                enum CodingKeys: CodingKey {
                    case location
                    var stringValue: String { get { switch self { case .location: "in" } } }
                }
            }
            struct Header: Decodable {
                let location: String
                let label: String?
            \(keys)
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    location = try container.decode(String.self, forKey: .location)
                    label = try container.decodeIfPresent(String.self, forKey: .label)
                }
            }
            struct Listing: Decodable {
                let isIn: Bool
            \(keys)
                init(from decoder: Decoder) throws {
                    isIn = try decoder.container(keyedBy: CodingKeys.self).allKeys.contains(.location)
                }
            }
            """)
        // Only `Listing`'s `allKeys` is not followed.
        #expect(rendered(models.diagnostics).allSatisfy { $0.contains("in 'Listing.init(from:)'") })
        for name in ["Parameter", "Header"] {
            #expect(models.types.first { $0.name == name }?.fidelity == .exact)
            let validator = SchemaValidator(plan: try models.plan(for: name))
            #expect(validator.validate(try JSONReader.read(Array(#"{"in": "query", "description": "d"}"#.utf8))).errors.isEmpty)
            let missing = validator.validate(try JSONReader.read(Array(#"{"location": "query"}"#.utf8))).errors
            #expect(missing.first?.kind == .keyNotFound && missing.first?.renderedPath == "in")
        }
        let header = SchemaValidator(plan: try models.plan(for: "Header"))
        let mistyped = header.validate(try JSONReader.read(Array(#"{"in": "query", "description": 5}"#.utf8))).errors
        #expect(mistyped.first?.kind == .typeMismatch && mistyped.first?.renderedPath == "description")
        #expect(models.types.first { $0.name == "Listing" }?.fidelity != .exact)
    }

    /// A keys enum whose own `stringValue` has any other shape has keys the tool does not read:
    /// a case that traps (`fatalError`), a `default:`, a string built at run time. It was read
    /// by case name, `[exact]`, and "valid" for `{"location": ...}` where JSONDecoder throws
    /// `keyNotFound` for `in` (probed on 6.3.1). Synthesis over it cannot be checked; a
    /// hand-written body reading it is not followed.
    @Test(arguments: [
        #"switch self { case .location: return "in"; case .label: fatalError("no key") }"#,
        #"switch self { case .location: return "in"; default: return "label" }"#,
        #"switch self { case .location: return "in"; case .label: return "la" + "bel" }"#,
        #"switch self { case .location: return "in"; case .label: return "\(prefix)label" }"#,
        #"return self == .location ? "in" : "label""#,
    ])
    func keysWithTheirOwnStringValueAreNotGuessed(getter: String) throws {
        let keys = """
                enum CodingKeys: CodingKey {
                    case location, label
                    var stringValue: String { \(getter) }
                    init?(stringValue: String) { if stringValue == "in" { self = .location } else { return nil } }
                    var intValue: Int? { nil }
                    init?(intValue: Int) { nil }
                }
            """
        let models = schema(
            """
            struct Parameter: Codable {
                let location: String
                let label: String
            \(keys)
            }
            struct Header: Decodable {
                let location: String
            \(keys)
                init(from decoder: Decoder) throws {
                    location = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .location)
                }
            }
            """)
        #expect(throws: SchemaPlanError.self) { try models.plan(for: "Parameter") }
        #expect(
            rendered(models.diagnostics).contains(
                "Models.swift:4:10: error: 'CodingKeys' of 'Parameter' declares its own 'stringValue', which codable-check does not read, so the JSON keys are not known"
            ))
        #expect(models.types.first { $0.name == "Header" }?.fidelity != .exact)
    }
}
