import CodableCheckSchema
import Testing

/// Which stored properties synthesized `Codable` decodes, and how (B29, and probes on 6.3.1).
@Suite struct PropertyRuleTests {
    @Test func letWithInitialValueIsNeverDecodedButVarIsRequired() {
        let models = schema(
            """
            struct Settings: Codable {
                let version = 2
                let id: String = "fixed"
                var theme = "dark"
                var fontSize: Double = 12.5
                var isEnabled = true
                var retries: Int = 3
                var name: String? = nil
                var aliases: [String] = []
                var scores = [1, 2, 3]
                var limits: [String: Int] = [:]
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:9: warning: immutable property 'version' of 'Settings' will not be decoded because it is declared with an initial value",
                "Models.swift:3:9: warning: immutable property 'id' of 'Settings' will not be decoded because it is declared with an initial value",
            ])
        #expect(
            renderedPlan(models, "Settings")
                == #"Settings{theme:String="dark", fontSize:Double=12.5, isEnabled:Bool=true, retries:Int=3, name:String?=null, aliases:[String]=[], scores:[Int]=[1,2,3], limits:[String: Int]={}}"#
        )
    }

    @Test func severalPropertiesOnOneLine() {
        let models = schema(
            """
            struct Point: Codable {
                var x, y: Double
                let label: String, weight: Int
                var a = 1, b: String
            }
            """)
        #expect(renderedPlan(models, "Point") == #"Point{x:Double, y:Double, label:String, weight:Int, a:Int=1, b:String}"#)
    }

    @Test func optionalsComputedStaticLazyAndObservedProperties() {
        let models = schema(
            """
            import Foundation
            struct Entry: Codable {
                var a: Int?
                var b: Optional<String>
                var c: Int!
                var d: Int??
                var e: [Int?]
                static var shared = Entry()
                static let key = "entry"
                var computed: Int { 5 }
                var withGetter: Int { get { 1 } set { } }
                var observed: Int = 0 {
                    willSet { print(newValue) }
                    didSet { print(oldValue) }
                }
                var observedNoDefault: String { didSet { } }
                lazy var cached: Int = 7
                private var hidden: Bool
                weak var owner: Owner?
            }
            final class Owner: Codable { var name = "x" }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Entry")
                == #"Entry{a:Int?, b:String?, c:Int?, d:Int??, e:[Int?], observed:Int=0, observedNoDefault:String, hidden:Bool, owner:Owner{name:String="x"}?}"#
        )
    }

    @Test func typeInferredFromInitialValues() {
        let models = schema(
            """
            import Foundation
            struct Inferred: Codable {
                var count = 0
                var ratio = 0.5
                var negative = -3
                var hex = 0x1F
                var big = 1_000_000
                var title = "untitled"
                var flag = false
                var date = Date()
                var kind = Kind.basic
                var nested = Nested(value: 1)
                var tags = [String]()
                var unique = Set<String>()
                var counts = [String: Int]()
                var made = Nested.init(value: 2)
                enum Kind: String, Codable { case basic, advanced = "adv" }
                struct Nested: Codable { var value: Int }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(
            renderedPlan(models, "Inferred")
                == #"Inferred{count:Int=0, ratio:Double=0.5, negative:Int=-3, hex:Int=31, big:Int=1000000, title:String="untitled", flag:Bool=false, date:Date, kind:Kind(String: "basic"|"adv")="basic", nested:Inferred.Nested{value:Int}, tags:[String], unique:Set<String>, counts:[String: Int], made:Inferred.Nested}"#
        )
    }

    @Test func uninferableTypeIsDiagnosed() {
        let models = schema(
            """
            struct Bag: Codable {
                var items = []
                var lookup = makeLookup()
                var formatted = Formatter.shared.format(1)
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:9: warning: cannot infer the type of property 'items' of 'Bag' from its initial value; write its type",
                "Models.swift:3:9: warning: cannot infer the type of property 'lookup' of 'Bag' from its initial value; write its type",
                "Models.swift:4:9: warning: cannot infer the type of property 'formatted' of 'Bag' from its initial value; write its type",
            ])
        #expect(
            throws: SchemaPlanError.uninterpretable(
                typeName: "Bag",
                diagnostics: [
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 2, column: 9,
                        message: "cannot infer the type of property 'items' of 'Bag' from its initial value; write its type"),
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 3, column: 9,
                        message: "cannot infer the type of property 'lookup' of 'Bag' from its initial value; write its type"),
                    SchemaDiagnostic(
                        severity: .error, file: "Models.swift", line: 4, column: 9,
                        message: "cannot infer the type of property 'formatted' of 'Bag' from its initial value; write its type"),
                ])
        ) { try models.plan(for: "Bag") }
    }

    @Test func defaultsAreRecordedAsJSON() {
        let models = schema(
            #"""
            struct Defaults: Codable {
                var quote = "say \"hi\"\n"
                var unicode = "caf\u{E9}"
                var raw = #"C:\path"#
                var status: Status = .inReview
                var optionalStatus: Status? = .done
                var code: Code = .b
                var list: [Status] = [.done, .inReview]
                enum Status: String, Codable { case inReview = "in review", done }
                enum Code: Int, Codable { case a = 5, b }
            }
            """#)
        #expect(
            renderedPlan(models, "Defaults")
                == #"Defaults{quote:String="say \"hi\"\n", unicode:String="café", raw:String="C:\\path", status:Status(String: "in review"|"done")="in review", optionalStatus:Status(String: "in review"|"done")?="done", code:Code(Int: 5|6)=6, list:[Status(String: "in review"|"done")]=["done","in review"]}"#
        )
    }

    /// Found by the census (RevenueCat's `PostReceiptSource.InitiationSource`): an enum without a
    /// raw type made `RawRepresentable` by hand (a computed `rawValue`, an `init?(rawValue:)`)
    /// decodes through `RawRepresentable`'s default `init(from:)`, in its own file or, as there,
    /// from another file's extension (probed on swiftc 6.3.1: `"F"` decodes, `"X"` is
    /// `dataCorrupted` at the property, `{"fast": {}}` a `typeMismatch` for `String`). The values
    /// the initializer refuses are not known, and the warning says so. `Mode`'s has no `return
    /// nil`: it takes every `Int` (`TypeResolver.takesEveryRawValue`), and no warning is given.
    @Test func enumsMadeRawRepresentableByHandDecodeFromTheirRawValue() throws {
        let models = ModelSchema(sources: [
            (
                "Kind.swift",
                "enum Kind: CaseIterable { case fast, slow }\nenum Mode: Codable, RawRepresentable {\n    case on, off\n    var rawValue: Int { self == .on ? 1 : 0 }\n    init?(rawValue: Int) { self = rawValue == 1 ? .on : .off }\n}"
            ),
            (
                "Kind+Codable.swift",
                """
                extension Kind: Codable, RawRepresentable {
                    var rawValue: String { self == .fast ? "F" : "S" }
                    init?(rawValue: String) {
                        switch rawValue { case "F": self = .fast; case "S": self = .slow; default: return nil }
                    }
                }
                struct Crate: Codable { var kind: Kind; var mode: Mode }
                """
            ),
        ])
        #expect(
            rendered(models.diagnostics) == [
                "Kind+Codable.swift:3:5: warning: 'Kind' declares 'init?(rawValue:)'; the values it rejects are not known, so every String is accepted"
            ])
        #expect(renderedPlan(models, "Crate") == "Crate{kind:String, mode:Int}")
        let kind = try #require(models.types.first { $0.name == "Kind" })
        #expect(kind.decoding == .rawValue(rawType: "String"))
        #expect(kind.fidelity == .approximated([.rawValueInitializerNotRead]))
        let crate = try #require(models.types.first { $0.name == "Crate" })
        #expect(crate.fidelity != .exact)
        #expect(models.types.first { $0.name == "Mode" }?.fidelity == .exact)
    }

    /// Found by the census (nostr-sdk-ios's `EventKind`, woocommerce's statuses): an open enum or a
    /// struct whose `init(rawValue:)` has no `?` takes every raw value, so `RawRepresentable`'s
    /// `init(from:)` never finds `nil` (probed on swiftc 6.3.1: `77` decodes as `.unknown(77)`,
    /// `"1"` is a `typeMismatch` for `Int`): exact, no warning. A failable or throwing one, or one
    /// taking another type than the raw type, stays a warning.
    @Test func aRawValueInitializerWithoutQuestionMarkTakesEveryRawValue() throws {
        let models = schema(
            """
            enum Kind: RawRepresentable, Codable {
                typealias RawValue = Int
                case note, unknown(RawValue)
                init(rawValue: Int) { self = rawValue == 1 ? .note : .unknown(rawValue) }
                var rawValue: Int { if case .unknown(let value) = self { value } else { 1 } }
            }
            struct Tag: RawRepresentable, Codable {
                let rawValue: String
                init(rawValue: RawValue) { self.rawValue = rawValue }
            }
            struct Label: RawRepresentable, Codable {
                let rawValue: String
                init(rawValue: Substring) { self.rawValue = String(rawValue) }
                init?(rawValue: String) { self.rawValue = rawValue }
            }
            struct Code: RawRepresentable, Codable {
                let rawValue: Int
                init(rawValue: Int) throws { self.rawValue = rawValue }
            }
            struct Note: Codable { var kind: Kind; var tags: [Tag] }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:13:5: warning: 'Label' declares 'init?(rawValue:)'; the values it rejects are not known, so every String is accepted",
                "Models.swift:18:5: warning: 'Code' declares 'init(rawValue:)', whose body is not read and may throw or stop the app; every Int is accepted",
            ])
        #expect(renderedPlan(models, "Note") == "Note{kind:Int, tags:[String]}")
        for name in ["Kind", "Tag", "Note"] {
            #expect(try #require(models.types.first { $0.name == name }).fidelity == .exact, "\(name)")
        }
        for name in ["Label", "Code"] {
            #expect(try #require(models.types.first { $0.name == name }).fidelity == .approximated([.rawValueInitializerNotRead]))
        }
    }

    /// A raw-value initializer without `?` still stops the app when its body traps: `fatalError`
    /// in a `default:`, a force unwrap, an array index, arithmetic that may overflow, or a helper
    /// whose body the tool has not read. Those types stay approximated (a "valid" the app would
    /// crash on is the one answer a validator must never give); a dictionary lookup unwrapped with
    /// `??` and the type's own cases are fine.
    @Test func aRawValueInitializerThatMayTrapStaysApproximated() throws {
        let models = schema(
            """
            enum Level: RawRepresentable, Codable {
                case low, high
                init(rawValue: String) {
                    switch rawValue {
                    case "low": self = .low
                    case "high": self = .high
                    default: fatalError("unknown level \\(rawValue)")
                    }
                }
                var rawValue: String { self == .low ? "low" : "high" }
            }
            enum Tier: RawRepresentable, Codable {
                case free, paid
                static let byName: [String: Tier] = ["free": .free, "paid": .paid]
                init(rawValue: String) { self = Self.byName[rawValue]! }
                var rawValue: String { self == .free ? "free" : "paid" }
            }
            enum Slot: RawRepresentable, Codable {
                case first, second
                static let all: [Slot] = [.first, .second]
                init(rawValue: Int) { self = Self.all[rawValue] }
                var rawValue: Int { self == .first ? 0 : 1 }
            }
            struct Weight: RawRepresentable, Codable {
                let rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue * 1000 }
            }
            enum Color: RawRepresentable, Codable {
                case named(String)
                init(rawValue: String) { self = Self.parse(rawValue) }
                static func parse(_ text: String) -> Color { precondition(!text.isEmpty); return .named(text) }
                var rawValue: String { if case .named(let name) = self { name } else { "" } }
            }
            enum Shade: RawRepresentable, Codable {
                case dark, light, other(String)
                static let byName: [String: Shade] = ["dark": .dark, "light": .light]
                init(rawValue: String) { self = Self.byName[rawValue.lowercased()] ?? .other(rawValue) }
                var rawValue: String { "" }
            }
            """)
        #expect(
            rendered(models.diagnostics).first
                == "Models.swift:3:5: warning: 'Level' declares 'init(rawValue:)', whose body is not read and may throw or stop the app; every String is accepted"
        )
        for name in ["Level", "Tier", "Slot", "Weight", "Color"] {
            #expect(
                try #require(models.types.first { $0.name == name }).fidelity == .approximated([.rawValueInitializerNotRead]), "\(name)")
        }
        #expect(try #require(models.types.first { $0.name == "Shade" }).fidelity == .exact)
    }

    @Test func rawRepresentableStructsDecodeFromTheirRawValue() {
        let models = schema(
            """
            struct UserID: RawRepresentable, Codable, Hashable { var rawValue: String }
            struct Level: RawRepresentable, Codable {
                let rawValue: Int
                init?(rawValue: Int) {
                    guard rawValue > 0 else { return nil }
                    self.rawValue = rawValue
                }
            }
            struct Flag: Codable, RawRepresentable { typealias RawValue = Bool; var rawValue: RawValue }
            struct Wrapped: RawRepresentable, Codable { var rawValue: URL }
            struct Account: Codable { var id: UserID; var level: Level; var flag: Flag?; var wrapped: Wrapped }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:4:5: warning: 'Level' declares 'init?(rawValue:)'; the values it rejects are not known, so every Int is accepted"
            ])
        #expect(renderedPlan(models, "Account") == "Account{id:String, level:Int, flag:Bool?, wrapped:Wrapped{rawValue:URL}}")
        #expect(
            models.types.map(\.decoding) == [
                .rawValue(rawType: "String"), .rawValue(rawType: "Int"), .rawValue(rawType: "Bool"), .synthesized, .synthesized,
            ])
        #expect(models.types[0].properties.map(\.decoding) == [.required])
        #expect(models.types[0].planDescription == "String")
    }

    @Test func propertyWrapperIsDecodedAsItsTypeWithAWarning() {
        let models = schema(
            """
            struct Profile: Codable {
                @Clamped var tags: [String]
                @Coding("first_name", default: "") var firstName: String
                @available(*, deprecated) var legacy: Int
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:2:5: warning: property wrapper 'Clamped' on property 'tags' of 'Profile' is not interpreted; decoded as '[String]'",
                "Models.swift:3:5: warning: '@Coding' on property 'firstName' has no effect: 'Profile' does not conform to Kodable, so it decodes as 'String' under the key 'firstName'",
            ])
        #expect(renderedPlan(models, "Profile") == "Profile{tags:[String], firstName:String, legacy:Int}")
    }

    @Test func betterCodableWrappersAreUnderstoodWithoutWarnings() {
        let models = schema(
            """
            struct Profile: Codable {
                @DefaultEmptyArray var tags: [String]
                @DefaultCodable<Zero> var retries: Int
                @DateValue<YearMonthDayStrategy> var day: Date
            }
            struct Zero: DefaultCodableStrategy {
                static var defaultValue: Int { 0 }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Profile") == "Profile{tags:[String], retries:Int, day:Date}")
    }

    @Test func observableClassesDecodeUnderscoredKeys() {
        let models = schema(
            """
            @Observable final class Counter: Codable {
                var count = 0
                @ObservationIgnored var label = "x"
            }
            """)
        #expect(renderedPlan(models, "Counter") == #"Counter{count(_count):Int=0, label:String="x"}"#)
    }

    @Test func observableClassesRenameTheirStorageInCodingKeys() {
        let models = schema(
            """
            @Observable final class Counter: Codable {
                var count = 0
                let id: Int
                enum CodingKeys: String, CodingKey {
                    case _count = "count"
                    case id
                }
            }
            """)
        #expect(rendered(models.diagnostics) == [])
        #expect(renderedPlan(models, "Counter") == "Counter{count:Int=0, id:Int}")
    }

    /// A property whose type cannot be read must not vanish: the type that holds it cannot be
    /// checked (the document would otherwise pass without the property).
    @Test func unreadablePropertyTypeFailsThePlanThatNeedsIt() throws {
        let models = schema(
            """
            struct Draft: Codable {
                var x: [Int
                var y: Int
            }
            struct Other: Codable { var z: Int }
            """)
        #expect(rendered(models.diagnostics).contains("Models.swift:2:12: error: expected a type in property 'x'"))
        #expect(throws: SchemaPlanError.self) { try models.plan(for: "Draft") }
        #expect(throws: Never.self) { try models.plan(for: "Other") }
    }
}
