import CodableCheckSchema
import Testing

/// `DecodableTypeSummary.fidelity`: what `codable-check types` says a green run is worth, per type.
@Suite struct DecodingFidelityTests {
    static let models = schema(
        """
        import Foundation
        struct Book: Codable {
            var title: String
            @Published var likes: Int
        }
        enum Genre: String, Codable { case fiction, poetry }
        struct Page<T: Decodable>: Decodable { var items: [T] }
        struct Point: Decodable {
            var x: Double
            enum CodingKeys: String, CodingKey { case x }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                x = try container.decode(Double.self, forKey: .x)
            }
        }
        struct PairCount: Decodable {
            var count: Int
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                let value = try container.decode(Int.self)
                guard value.isMultiple(of: 2) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a pair count")
                }
                count = value
            }
        }
        struct Invoice: Decodable {
            var total: Double
            enum CodingKeys: String, CodingKey { case total }
            init(from decoder: Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                total = try Ledger.total(in: container)
            }
        }
        struct Label: Codable {
            var text: String
            enum CodingKeys: String, CodingKey { case text, colour }
        }
        """)

    func fidelity(of name: String) -> DecodingFidelity? {
        Self.models.types.first { $0.name == name }?.fidelity
    }

    @Test func synthesizedRawValueGenericAndInterpretedTypesAreExact() {
        #expect(fidelity(of: "Genre") == .exact)
        #expect(fidelity(of: "Page") == .exact)
        #expect(fidelity(of: "Point") == .exact)
    }

    @Test func eachApproximationSaysWhy() {
        #expect(fidelity(of: "Book") == .approximated([.propertyFeaturesIgnored(count: 1)]))
        #expect(fidelity(of: "PairCount") == .approximated([.conditionsAssumed(count: 1)]))
        #expect(fidelity(of: "Invoice") == .approximated([.statementsNotFollowed(count: 1)]))
        #expect(ApproximationReason.conditionsAssumed(count: 2).text == "2 conditions in init(from:) assumed to hold")
    }

    /// A value from the app's own function, called without `try`, cannot throw, but the tool does
    /// not compute it: a `guard let` or `if let` on it whose other side throws is assumed to hold,
    /// and the type says so (it once listed such a parcel `[exact]` and missed the app's error on
    /// an unreadable label).
    @Test func aCheckOnAValueTheToolDoesNotComputeIsAnAssumption() {
        let models = schema(
            """
            struct Parcel: Decodable {
                var grams: Int
                var note: String
                enum CodingKeys: String, CodingKey { case weight, note }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    let label = try container.decode(String.self, forKey: .weight)
                    guard let grams = Weight.grams(fromLabel: label) else {
                        throw DecodingError.dataCorruptedError(forKey: .weight, in: container, debugDescription: "bad label")
                    }
                    self.grams = grams
                    if let trimmed = Weight.grams(fromLabel: label) {
                        note = label + String(trimmed)
                    } else {
                        throw DecodingError.dataCorruptedError(forKey: .note, in: container, debugDescription: "no note")
                    }
                }
            }
            """)
        #expect(models.types.first { $0.name == "Parcel" }?.fidelity == .approximated([.conditionsAssumed(count: 2)]))
    }

    /// An attached macro can add the `init(from:)` decoding runs (a package's `@Codable`,
    /// DiscordBM's `@UnstableEnum` decoding unknown raw values), which the sources do not show:
    /// a type under an attribute that may be one is never `[exact]`, and a type holding it says
    /// so. Attributes known to add no decoding code, a global actor the sources declare, and a
    /// hand-written `init(from:)` (which runs whatever a macro adds beside it) keep it exact.
    @Test func aTypeUnderAnAttributeThatMayBeAMacroIsNotExact() {
        let models = schema(
            """
            @attached(extension, conformances: Decodable, names: named(init))
            macro Lenient() = #externalMacro(module: "SizeMacros", type: "LenientMacro")
            @globalActor actor StoreActor { static let shared = StoreActor() }

            @Lenient
            enum Size: String, Codable { case small, large }
            @Lenient
            struct Tag: Decodable {
                var name: String
                init(from decoder: Decoder) throws { name = try decoder.singleValueContainer().decode(String.self) }
            }
            @MainActor @StoreActor
            struct Shelf: Codable { var size: Size? }
            @StoreActor
            struct Label: Codable { var text: String }
            """)
        func fidelity(_ name: String) -> DecodingFidelity? { models.types.first { $0.name == name }?.fidelity }
        #expect(fidelity("Size") == .approximated([.macrosNotExpanded(count: 1)]))
        #expect(fidelity("Tag") == .exact)
        #expect(fidelity("Shelf") == .approximated([.holdsApproximated(typeNames: ["Size"])]))
        #expect(fidelity("Label") == .exact)
        #expect(models.diagnostics.contains { $0.message.contains("attribute '@Lenient' on 'Size' may be a macro") })
    }

    @Test func whatTheToolCannotDecodeIsUnsupported() {
        #expect(fidelity(of: "Label") == .unsupported)
    }

    /// `Rating` is approximated on its own (a condition assumed); the others hold it one way or
    /// another, or hold nothing approximated.
    static let holders = schema(
        """
        import Foundation
        struct Rating: Decodable {
            var tenths: Int
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                let value = try container.decode(Int.self)
                guard value.isMultiple(of: 5) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a whole or half star")
                }
                tenths = value
            }
        }
        struct Review: Decodable { var rating: Rating }
        struct Shelf: Decodable { var ratings: [Rating] }
        struct Draft: Decodable { var rating: Rating? }
        struct Scores: Decodable { var byReader: [String: Rating] }
        enum Verdict: Decodable {
            case rated(Rating)
            case unrated
        }
        struct Library: Decodable { var shelves: [Shelf] }
        struct Poster: Decodable {
            @Published var likes: Int
            var review: Review
        }
        struct Author: Decodable {
            var name: String
            var books: [Novel]
        }
        struct Novel: Decodable {
            var author: Author?
            var rating: Rating
        }
        struct Seat: RawRepresentable, Decodable {
            var rawValue: String
            init?(rawValue: String) {
                guard rawValue.count == 3 else { return nil }
                self.rawValue = rawValue
            }
        }
        struct Ticket: Decodable {
            var seats: [Seat]
            var thumbnail: Seat? = nil
            enum CodingKeys: String, CodingKey { case seats }
        }
        struct Stand: Decodable {
            var thumbnail: Seat? = nil
            var name: String
            enum CodingKeys: String, CodingKey { case name }
        }
        struct Passenger: Decodable {
            var ticket: Ticket
            var category: Category
            enum Category: Decodable {
                case adult
                case child(age: Int, guardian: Rating)
            }
        }
        struct Folder: Decodable {
            var name: String
            var files: [File]
        }
        struct File: Decodable {
            var folder: Folder?
            var size: Int
        }
        """)

    func heldFidelity(of name: String) -> DecodingFidelity? {
        Self.holders.types.first { $0.name == name }?.fidelity
    }

    static let holdsRating = DecodingFidelity.approximated([.holdsApproximated(typeNames: ["Rating"])])

    @Test func aTypeHoldingAnApproximatedOneIsApproximatedNamingIt() {
        #expect(heldFidelity(of: "Rating") == .approximated([.conditionsAssumed(count: 1)]))
        #expect(heldFidelity(of: "Review") == Self.holdsRating)
        #expect(ApproximationReason.holdsApproximated(typeNames: ["Rating"]).text == "holds 'Rating' (approximated)")
    }

    @Test(arguments: ["Shelf", "Draft", "Scores", "Verdict"])
    func anArrayAnOptionalADictionaryOrAnEnumPayloadHoldsItToo(_ name: String) {
        #expect(heldFidelity(of: name) == Self.holdsRating)
    }

    @Test func theInnermostApproximatedTypeIsNamedThroughOtherTypes() {
        #expect(heldFidelity(of: "Library") == Self.holdsRating)
    }

    @Test func theTypesOwnReasonsComeFirst() {
        #expect(
            heldFidelity(of: "Poster") == .approximated([.propertyFeaturesIgnored(count: 1), .holdsApproximated(typeNames: ["Rating"])]))
        #expect(heldFidelity(of: "Poster")?.ownReasons == [.propertyFeaturesIgnored(count: 1)])
    }

    /// A `RawRepresentable` struct decodes as its bare raw value, so its plan names no type: the
    /// decoded properties' types find it. One not decoded is not held.
    @Test func aRawRepresentableStructIsHeldThroughTheDecodedPropertiesTypes() {
        #expect(heldFidelity(of: "Seat") == .approximated([.rawValueInitializerNotRead]))
        #expect(heldFidelity(of: "Ticket") == .approximated([.holdsApproximated(typeNames: ["Seat"])]))
        #expect(heldFidelity(of: "Stand") == .exact)
    }

    /// Enum plans name a nested enum by its simple name (`Category`); the listing names it in full.
    @Test func aNestedEnumIsNamedAsListedAndEveryHeldTypeIsNamed() {
        #expect(heldFidelity(of: "Passenger.Category") == Self.holdsRating)
        #expect(heldFidelity(of: "Passenger") == .approximated([.holdsApproximated(typeNames: ["Rating", "Seat"])]))
    }

    @Test func recursiveTypesTakeInWhatTheyHoldOnce() {
        #expect(heldFidelity(of: "Author") == Self.holdsRating)
        #expect(heldFidelity(of: "Novel") == Self.holdsRating)
        #expect(heldFidelity(of: "Folder") == .exact)
        #expect(heldFidelity(of: "File") == .exact)
    }

    /// Issue 22: a generic type planned with two arguments, one of which its body cannot read
    /// (`Box<Legacy>`, whose `T.self` cannot be planned), is warned about once; the listing says
    /// so as well, whichever instantiation was planned last, and so does the type holding it.
    /// (It was `[exact]` beside the warning that `value` is not checked.)
    @Test func aStatementWarnedAboutInAnyInstantiationIsNotExact() {
        let models = schema(
            """
            struct Box<T: Decodable>: Decodable {
                let value: T
                enum CodingKeys: String, CodingKey { case value }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    value = try container.decode(T.self, forKey: .value)
                }
            }
            struct Legacy: Decodable { let stamp: LegacyStamp }
            struct Holder: Decodable {
                let a: Box<Legacy>
                let b: Box<Int>
            }
            """)
        #expect(rendered(models.diagnostics).contains { $0.contains("warning: cannot interpret `value = try container.decode(T.self") })
        #expect(models.types.first { $0.name == "Box" }?.fidelity == .approximated([.statementsNotFollowed(count: 1)]))
        #expect(models.types.first { $0.name == "Holder" }?.fidelity == .approximated([.holdsApproximated(typeNames: ["Box"])]))
    }

    /// Issue 22 (OpenAPIKit's ordered dictionary, exact with string keys): a type that holds only
    /// an instantiation whose plan is exact (`Box<Int>`) is exact, as a document decoded through
    /// it reaches no approximation; the generic type's own listing still gathers the warnings of
    /// every instantiation, and a type holding the approximated one still names it. (`Single`
    /// was listed as holding 'Box', approximated, where `decode` said its verdicts were exact.)
    @Test func aTypeHoldingOnlyAnExactInstantiationIsExact() {
        let models = schema(
            """
            struct Box<T: Decodable>: Decodable {
                let value: T
                enum CodingKeys: String, CodingKey { case value }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    if T.self == Int.self {
                        value = try container.decode(T.self, forKey: .value)
                        return
                    }
                    value = try container.decode(T.self, forKey: .value)
                    _ = value
                    try Self.check(container)
                }
                static func check(_ container: KeyedDecodingContainer<CodingKeys>) throws {
                    for key in container.allKeys { print(key) }
                }
            }
            struct Single: Decodable {
                let counts: [Box<Int>]
            }
            struct Holder: Decodable {
                let a: Box<String>
                let b: Box<Int>
            }
            struct Nested: Decodable {
                let holder: Holder?
            }
            """)
        func fidelity(_ name: String) -> DecodingFidelity? { models.types.first { $0.name == name }?.fidelity }
        #expect(fidelity("Box") == .approximated([.statementsNotFollowed(count: 1)]))
        #expect(fidelity("Single") == .exact)
        #expect(fidelity("Holder") == .approximated([.holdsApproximated(typeNames: ["Box"])]))
        #expect(fidelity("Nested") == .approximated([.holdsApproximated(typeNames: ["Box"])]))
    }
}
