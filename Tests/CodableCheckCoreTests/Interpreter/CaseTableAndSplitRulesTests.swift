import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Rules of issue 22 read from SDK models, on models read only as schemas: static tables of an
/// enum's cases (`CaseTables`), `self = try Own(...)` as a delegation
/// (`SelfAssignedInitializer`), strings split and replaced with constants (`StringSplitting`),
/// an app error made by a method added to `Decoder` (`AppErrorHelpers`), and a stored property
/// of a read value handed to a delegation (`StoredMemberReads`). The compiled patterns are
/// `case-name-tables`, `split-identifiers` and `delegated-member-reads` in
/// `InterpretedPatternDifferentialTests`; these pin where each rule refuses.
@Suite struct CaseTableAndSplitRulesTests: ModelSourceChecking {
    static func store(table: String, name: String = nameGetter, extra: String = "") -> String {
        """
        enum Outlet: CaseIterable, Decodable {
            case web, kiosk, phone

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                guard let outlet = Self.outletsByName[text] else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown outlet")
                }
                self = outlet
            }

            private static let outletsByName: [String: Outlet] = \(table)

            \(name)
        }
        \(extra)
        """
    }

    static let nameGetter = """
        var wireName: String? {
                switch self {
                case .web: return "web"
                case .kiosk: return "kiosk"
                case .phone: return nil
                }
            }
        """

    @Test(arguments: [
        "Self.allCases.reduce(into: [:]) { table, outlet in if let name = outlet.wireName { table[name] = outlet } }",
        "allCases.reduce(into: [:]) { t, o in if let n = o.wireName { t[n] = o } }",
        "Outlet.allCases.reduce(into: [:]) { t, o in if let n = o.wireName { t[n] = o } }",
    ])
    func aTableOfNamedCasesIsLookedUp(_ table: String) throws {
        #expect(Self.fidelity(Self.store(table: table), of: "Outlet") == "exact")
        #expect(try Self.validate(Self.store(table: table), "Outlet", #""kiosk""#).errors.isEmpty)
        let unknown = try Self.validate(Self.store(table: table), "Outlet", #""phone""#)
        #expect(unknown.errors.map(\.kind) == [.dataCorrupted])
    }

    /// A name given twice stops the app where `Dictionary(uniqueKeysWithValues:)` builds the
    /// table; a getter with `default:`, a name built at run time, a table the rule does not read
    /// (a `filter` first, another property's key) are left as statements not followed.
    @Test(arguments: [
        (
            "Dictionary(uniqueKeysWithValues: Self.allCases.map { ($0.label, $0) })",
            "var label: String { switch self { case .web: return \"w\" case .kiosk: return \"w\" case .phone: return \"p\" } }"
        ),
        (
            "Dictionary(uniqueKeysWithValues: Self.allCases.map { ($0.label, $0) })",
            "var label: String { switch self { case .web: return \"w\" default: return \"other\" } }"
        ),
        (
            "Dictionary(uniqueKeysWithValues: Self.allCases.map { ($0.label, $0) })",
            "var label: String { switch self { case .web: return \"w\" case .kiosk: return \"k\" case .phone: return \"\\(1)\" } }"
        ),
        ("Self.allCases.filter { $0.wireName != nil }.reduce(into: [:]) { t, o in t[o.wireName!] = o }", nameGetter),
        ("Self.allCases.reduce(into: [:]) { t, o in if let n = o.wireName { t[n + \"x\"] = o } }", nameGetter),
    ])
    func aTableTheRuleCannotReadIsNotFollowed(_ table: String, _ getter: String) {
        #expect(Self.fidelity(Self.store(table: table, name: getter), of: "Outlet") == "approximated")
    }

    static func identifier(_ check: String, extra: String = "") -> String {
        """
        enum CodeError: Error { case bad }
        struct PartCode: Decodable {
            static let separator = "-"
            var text: String
            init(text: String) throws {
                let parts = text.components(separatedBy: \(check))
                guard parts.count == 2, !parts[1].isEmpty else { throw CodeError.bad }
                self.text = text
            }
            init(from decoder: Decoder) throws {
                let text = try decoder.singleValueContainer().decode(String.self)
                self = try PartCode(text: text)
            }
        }
        \(extra)
        """
    }

    @Test(arguments: [#""-""#, "Self.separator", #"CharacterSet(charactersIn: "-")"#, "CharacterSet(charactersIn: Self.separator)"])
    func aSplitOnAConstantIsEvaluated(_ separator: String) throws {
        #expect(Self.fidelity(Self.identifier(separator), of: "PartCode") == "exact")
        #expect(try Self.validate(Self.identifier(separator), "PartCode", #""a-b""#).errors.isEmpty)
        let broken = try Self.validate(Self.identifier(separator), "PartCode", #""a-b-c""#)
        #expect(broken.errors.count == 1)
        #expect(broken.errors.first?.isForeignError == true)
    }

    /// A separator the source does not fix (a global variable, a static `var` that may change, a
    /// character set of a class the tool does not evaluate) leaves the split not followed.
    @Test(arguments: [
        ("separatorNow", "var separatorNow = \"-\""), ("Self.shared", "extension PartCode { static var shared = \"-\" }"),
        (".whitespaces", ""), ("CharacterSet.punctuationCharacters", ""),
    ])
    func aSplitOnAValueTheSourceDoesNotFixIsNotFollowed(_ separator: String, _ extra: String) {
        #expect(Self.fidelity(Self.identifier(separator, extra: extra), of: "PartCode") == "approximated")
    }

    /// `self = ...` of another type's initializer, or of `try?`, is no delegation.
    @Test func onlyTheTypesOwnInitializerIsADelegation() {
        let other =
            Self.identifier(#""-""#).replacingOccurrences(of: "self = try PartCode(text: text)", with: "self = try Other.make(text)")
            + "\nenum Other { static func make(_ text: String) throws -> PartCode { fatalError() } }"
        #expect(Self.fidelity(other, of: "PartCode") == "approximated")
    }

    static func event(_ member: String, extra: String = "") -> String {
        """
        final class Profile: Decodable {
            let id: String
            lazy var slug: String = id
            var label: String { id.uppercased() }
            var rank: Int { Int(id)! }
            enum CodingKeys: String, CodingKey { case id }
            required init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(String.self, forKey: .id)
                guard !id.isEmpty else { throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "empty") }
            }
        }
        struct Event {
            let who: String
        }
        extension Event: Decodable {
            enum CodingKeys: String, CodingKey { case who }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.init(who: \(member))
            }
        }
        \(extra)
        """
    }

    /// A stored property of a value read on the spot cannot throw; a computed one (which may
    /// stop the app), a `lazy` one, or one of an optional read is not taken so.
    @Test func aStoredMemberOfAReadValueIsHandedOn() throws {
        let source = Self.event("try container.decode(Profile.self, forKey: .who).id")
        #expect(Self.fidelity(source, of: "Event") == "exact")
        #expect(try Self.validate(source, "Event", #"{"who": {"id": ""}}"#).errors.map(\.kind) == [.dataCorrupted])
        for member in ["label", "rank", "slug"] {
            let other = Self.event("try container.decode(Profile.self, forKey: .who).\(member)")
            #expect(Self.fidelity(other, of: "Event") == "approximated", "\(member)")
        }
    }

    static func skipping(_ skip: String) -> String {
        """
        struct Totals: Decodable {
            var sum: [Int]
            init(from decoder: Decoder) throws {
                var items = try decoder.unkeyedContainer()
                var kept: [Int] = []
                while !items.isAtEnd {
                    let value = try items.decode(Int.self)
                    \(skip)
                    kept.append(value)
                }
                sum = kept
            }
        }
        """
    }

    /// A `continue` at the top of the loop's body is followed; one nested in another statement,
    /// or with a label, is not.
    @Test func aContinueAtTheTopOfALoopBodyIsFollowed() throws {
        #expect(Self.fidelity(Self.skipping("guard value > 0 else { continue }"), of: "Totals") == "exact")
        #expect(Self.fidelity(Self.skipping("if value == 0 { continue }"), of: "Totals") == "exact")
        #expect(
            try Self.validate(Self.skipping("if value == 0 { continue }"), "Totals", #"[0, 1, "2"]"#).errors.map(\.kind) == [.typeMismatch])
        for skip in ["if value > 0 { if value > 9 { continue } }", "if value == 0 { continue } else { continue }"] {
            #expect(Self.fidelity(Self.skipping(skip), of: "Totals") == "approximated", "\(skip)")
        }
    }

    static func missing(_ helper: String) -> String {
        """
        enum FeedError: Error { case missing(DecodingError.Context) }
        extension Decoder {
            \(helper)
        }
        struct Count: Decodable {
            var value: Int
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                guard let value = try? container.decode(Int.self) else {
                    throw decoder.missingError("Expected a count")
                }
                self.value = value
            }
        }
        """
    }

    @Test func anAppErrorMadeByADecoderMethodIsTheAppsError() throws {
        let source = Self.missing(
            """
            func missingError(_ message: String) -> FeedError {
                    FeedError.missing(DecodingError.Context(codingPath: codingPath, debugDescription: message))
                }
            """)
        #expect(Self.fidelity(source, of: "Count") == "exact")
        let outcome = try Self.validate(source, "Count", #""3""#)
        #expect(outcome.errors.first?.isForeignError == true)
        #expect(try Self.validate(source, "Count", "3").errors.isEmpty)
    }

    /// A method that may throw, may stop the app, or returns a `DecodingError` the tool would
    /// have to read is not taken as an error of the app's.
    @Test(arguments: [
        "func missingError(_ message: String) throws -> FeedError { FeedError.missing(DecodingError.Context(codingPath: codingPath, debugDescription: message)) }",
        "func missingError(_ message: String) -> FeedError { FeedError.missing(DecodingError.Context(codingPath: [codingPath[0]], debugDescription: message)) }",
        "func missingError(_ message: String) -> FeedError { fatalError(message) }",
        "func missingError(_ message: String) -> DecodingError { DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message)) }",
    ])
    func aDecoderMethodThatMayDoMoreIsNotFollowed(_ helper: String) {
        #expect(Self.fidelity(Self.missing(helper), of: "Count") == "approximated")
    }
}
