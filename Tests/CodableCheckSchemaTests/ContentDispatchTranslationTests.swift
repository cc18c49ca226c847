import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Translating bodies that choose what to decode from the document's content: a discriminated
/// union (`switch` on a `type` member, the whole object decoded again) and a single-key enum
/// (`container.allKeys`, `switch key`). What is followed is interpreted whole (no warning, the
/// type exact, the reads in the plan); what is not stays on the safe path, named in a warning.
@Suite struct ContentDispatchTranslationTests {
    static let shapes = """
        enum ShapeKind: String, Decodable { case circle, square = "Square" }
        struct Circle: Decodable { var radius: Double }
        struct Square: Decodable { var side: Double }
        struct Label: Decodable {
            enum Kind: String, Decodable { case Text }
            var text: String
        }

        """

    @Test func aDiscriminatedUnionIsFollowedWhole() {
        let models = schema(
            Self.shapes + """
                enum Drawable: Decodable {
                    case circle(Circle), square(Square), label(Label)
                    private enum CodingKeys: String, CodingKey { case kind = "type" }
                    init(from decoder: Decoder) throws {
                        let kindContainer = try decoder.container(keyedBy: CodingKeys.self)
                        let container = try decoder.singleValueContainer()
                        switch try kindContainer.decode(String.self, forKey: .kind) {
                        case ShapeKind.circle.rawValue, "round":
                            self = .circle(try container.decode(Circle.self))
                        case ShapeKind.square.rawValue:
                            self = .square(try Square(from: decoder))
                        case Label.Kind.Text.rawValue:
                            self = .label(try decoder.singleValueContainer().decode(Label.self))
                        default:
                            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown"))
                        }
                    }
                }
                """)
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first { $0.name == "Drawable" }?.decoding == .interpretedInitializer)
        #expect(models.types.first { $0.name == "Drawable" }?.fidelity == .exact)
        #expect(
            renderedPlan(models, "Drawable")
                == "Drawable(init(from:): String, Circle{radius:Double}, Square{side:Double}, Label{text:String})")
    }

    @Test func aSingleKeyEnumIsFollowedWhole() {
        let models = schema(
            """
            enum Linkage: String, Decodable { case dynamic, automatic }
            enum ProductKind: Decodable {
                case executable, library(Linkage), plugin
                enum CodingKeys: CodingKey { case executable, library, plugin }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    guard container.allKeys.count == 1, !container.allKeys.isEmpty,
                        let key = container.allKeys.first(where: container.contains)
                    else {
                        throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "one key"))
                    }
                    switch key {
                    case .executable:
                        self = .executable
                    case CodingKeys.library:
                        var linkages = try container.nestedUnkeyedContainer(forKey: key)
                        self = .library(try linkages.decode(Linkage.self))
                    case .plugin:
                        _ = try container.decodeNil(forKey: key)
                        self = .plugin
                    }
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first { $0.name == "ProductKind" }?.fidelity == .exact)
        #expect(renderedPlan(models, "ProductKind") == #"ProductKind(init(from:): Linkage(String: "dynamic"|"automatic"))"#)
    }

    /// `kind == .lane` and `?? .text` on a decoded raw enum compare and hold its raw values, as
    /// the `switch` on it does.
    @Test func casesOfADecodedRawEnumCompareAsRawValues() {
        let models = schema(
            """
            enum Component: Decodable {
                case text(String), lane
                enum Kind: String, Decodable { case text, lane = "lane-guide" }
                enum CodingKeys: String, CodingKey { case kind, text }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    let kind = (try? c.decode(Kind.self, forKey: .kind)) ?? .text
                    if kind == .lane || .lane == kind {
                        self = .lane
                        return
                    }
                    switch kind {
                    case .text: self = .text(try c.decode(String.self, forKey: .text))
                    default: self = .text(try c.decode(String.self, forKey: .text))
                    }
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(models.types.first?.fidelity == .exact)
        let plan = try? models.plan(for: "Component")
        let document = try? JSONReader.read(Data(#"{"kind": "lane-guide"}"#.utf8))
        let outcome = plan.flatMap { plan in document.map { SchemaValidator(plan: plan).validate($0) } }
        // Without the raw value, `kind == .lane` would not hold, and the `text` key be required.
        #expect(outcome?.isValid == true)
    }

    /// Outside what is followed: the statement stays uninterpreted (its certain reads checked,
    /// what it sets unchecked), and the warning says why.
    @Test(arguments: [
        (
            "guard let key = c.allKeys.first(where: { $0 != .plugin }) else { throw E.none }",
            "`allKeys.first(where:)` with a test other than `c.contains`"
        ),
        (
            "let key = c.allKeys.sorted { $0.stringValue < $1.stringValue }.first",
            "`allKeys.sorted(...)` depends on the order of the keys, which JSONDecoder does not fix"
        ),
        (
            "switch c.allKeys.first { case let key?: self = .plugin; default: self = .plugin }",
            "the tool does not follow this statement"
        ),
        ("self = .stamp(try Date(from: decoder))", "the expression `Date(from: decoder)` is not interpreted"),
        ("self = .library(try ProductKind(from: decoder))", "the expression `ProductKind(from: decoder)` is not interpreted"),
    ])
    func whatIsNotFollowedStaysOnTheSafePath(statement: String, reason: String) {
        let models = schema(
            """
            enum ProductKind: Decodable {
                case library(ProductKind), plugin, stamp(Date)
                enum CodingKeys: CodingKey { case library, plugin }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    \(statement)
                }
            }
            """)
        #expect(rendered(models.diagnostics).first?.contains("(\(reason))") == true, "\(rendered(models.diagnostics))")
        #expect(models.types.first?.fidelity != .exact)
    }

    /// `forKey: key` names the key only where the `case` says which it is: in a case of several
    /// patterns the key is not known, and the read is not followed.
    @Test func aKeyOfSeveralPatternsIsNotGuessed() {
        let models = schema(
            """
            enum Contact: Decodable {
                case address(String)
                enum CodingKeys: CodingKey { case email, phone }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    guard let key = c.allKeys.first else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "none")) }
                    switch key {
                    case .email, .phone:
                        self = .address(try c.decode(String.self, forKey: key))
                    }
                }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:9:13: warning: cannot interpret `self = .address(try c.decode(String.self, forKey: key))` in 'Contact.init(from:)' (its key `key` is not a `CodingKey` case); the value it sets is not checked"
            ])
    }
}
