import CodableCheckCore
import CodableCheckSchema
import Foundation
import Testing

/// Which approximations a document's decoding reaches (`ValidationOutcome.approximations`): the
/// schema puts each place where decoding departs from the app's code on the object or body it
/// changes, and both walkers note it only when a document gets there. A document that never
/// enters the approximated part keeps an exact verdict.
@Suite struct ApproximationReachTests {
    static let models = ModelSchema(sources: [
        (
            path: "Models.swift",
            text: """
            struct Basket: Decodable {
                let owner: String
                let items: [Item]
                let coupon: Coupon?
            }
            struct Item: Decodable {
                let sku: String
                @Clamped var quantity: Int
            }
            struct Coupon: Decodable {
                let code: Token
            }
            struct Token: RawRepresentable, Decodable {
                let rawValue: String
                init?(rawValue: String) {
                    guard rawValue.count == 8 else { return nil }
                    self.rawValue = rawValue
                }
            }
            struct Wallet: Decodable {
                let primary: Token
                let backup: Token?
            }
            struct Receipt: Decodable {
                let total: Int
                let currency: String
                enum CodingKeys: String, CodingKey { case total }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    total = try container.decode(Int.self, forKey: .total)
                    currency = try CurrencyRegistry.shared.code(for: total)
                }
            }
            struct Till: Decodable {
                let receipts: [Receipt]
            }
            """
        )
    ])

    func reached(_ json: String, as type: String, mode: ValidationOptions.Mode = .strict) throws -> [ReachedApproximation] {
        let root = try Self.models.rootPlan(for: type)
        var options = ValidationOptions()
        options.mode = mode
        let document = try JSONReader.read(Array(json.utf8))
        let documentSites = root.documentApproximations.map {
            ReachedApproximation(site: $0, codingPath: [], byteOffset: document.tape.offset(at: document.rootIndex))
        }
        return documentSites + SchemaValidator(plan: root.plan, options: options).validate(document).approximations
    }

    /// `PlanWalker` (strict mode, no interpreted body) and `RecoveringWalker` (lossy mode) agree.
    @Test(arguments: [ValidationOptions.Mode.strict, .lossy])
    func aWrapperNotInterpretedIsReachedOnlyWithItsObject(_ mode: ValidationOptions.Mode) throws {
        #expect(try reached(#"{"owner": "ann", "items": []}"#, as: "Basket", mode: mode) == [])
        let reached = try reached(
            #"{"owner": "ann", "items": [{"sku": "a", "quantity": 1}, {"sku": "b", "quantity": 2}]}"#, as: "Basket", mode: mode)
        #expect(reached.count == 1)
        #expect(reached.first?.site.kind == .propertyFeatureIgnored)
        #expect(reached.first?.site.typeName == "Item")
        #expect(reached.first?.site.subject == "@Clamped quantity")
        #expect(reached.first?.site.file == "Models.swift")
        #expect(reached.first?.site.line == 8)
        // Listed once, where it was first met.
        #expect(reached.first?.codingPath == [.key("items"), .index(0)])
        #expect(reached.first?.byteOffset == 27)
    }

    @Test(arguments: [ValidationOptions.Mode.strict, .lossy])
    func anAbsentOrNullOptionalReachesNothing(_ mode: ValidationOptions.Mode) throws {
        #expect(try reached(#"{"owner": "ann", "items": [], "coupon": null}"#, as: "Basket", mode: mode) == [])
        let coupon = try reached(#"{"owner": "ann", "items": [], "coupon": {"code": "AB12CD34"}}"#, as: "Basket", mode: mode)
        #expect(coupon.map(\.site.kind) == [.rawValueInitializerNotRead])
        #expect(coupon.map(\.site.typeName) == ["Token"])
        // The raw value is a leaf: its holder, the coupon, is where the document reaches it.
        #expect(coupon.map(\.codingPath) == [[.key("coupon")]])
    }

    /// A type whose `init?(rawValue:)` is not read, held by two types, is on both; as the root
    /// itself it belongs to no object, so every document reaches it.
    @Test func aRawValueInitializerIsOnEachHolderAndOnTheDocumentAtTheRoot() throws {
        let wallet = try Self.models.rootPlan(for: "Wallet")
        guard case .object(let object) = wallet.plan else {
            Issue.record("Wallet is not an object plan")
            return
        }
        #expect(object.approximations.map(\.typeName) == ["Token"])
        #expect(wallet.documentApproximations == [])
        let token = try Self.models.rootPlan(for: "[Token]")
        #expect(token.documentApproximations.map(\.kind) == [.rawValueInitializerNotRead])
        #expect(try reached(#"["AB12CD34"]"#, as: "[Token]").map(\.site.typeName) == ["Token"])
        #expect(try reached(#"{"primary": "AB12CD34"}"#, as: "Wallet").map(\.codingPath) == [[]])
    }

    /// An interpreted `init(from:)` with a statement not followed: reached when its body runs.
    @Test(arguments: [ValidationOptions.Mode.strict, .lossy])
    func aBodyWithAStatementNotFollowedIsReachedWhenItRuns(_ mode: ValidationOptions.Mode) throws {
        #expect(try reached(#"{"receipts": []}"#, as: "Till", mode: mode) == [])
        let reached = try reached(#"{"receipts": [{"total": 3}]}"#, as: "Till", mode: mode)
        #expect(reached.map(\.site.kind) == [.statementNotFollowed])
        #expect(reached.first?.site.subject == #"currency = try CurrencyRegistry.shared.code(for: total)"#)
        #expect(reached.first?.site.reason == "the expression `CurrencyRegistry.shared.code(for: total)` is not interpreted")
        #expect(reached.first?.codingPath == [.key("receipts"), .index(0)])
    }

    /// `types` lists the same places, each on the type whose declaration holds it.
    @Test func theTypeListingNamesTheSamePlaces() throws {
        let types = Dictionary(Self.models.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(types["Item"]?.approximations.map(\.subject) == ["@Clamped quantity"])
        #expect(types["Token"]?.approximations.map(\.kind) == [.rawValueInitializerNotRead])
        #expect(types["Receipt"]?.approximations.map(\.kind) == [.statementNotFollowed])
        #expect(types["Basket"]?.approximations == [])
        #expect(types["Basket"]?.fidelity.name == "approximated")
        let sites = try reached(#"{"receipts": [{"total": 3}]}"#, as: "Till").map(\.site)
        #expect(sites == types["Receipt"]?.approximations)
    }
}
