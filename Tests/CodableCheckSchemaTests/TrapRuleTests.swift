import Testing

@testable import CodableCheckSchema

/// Arithmetic and ranges the tool does not evaluate may stop the app (`TrapRule`): a type whose
/// `init(from:)` computes `price * quantity` from decoded integers was `[exact]`, and a document
/// with `"price": 9223372036854775807, "quantity": 2` "valid", where the compiled app crashes
/// with signal 4 (probed on 6.3.1, as are `start..<end` with `start > end`: "Range requires
/// lowerBound <= upperBound", `Int(_:)` of the `Double` `1e300`, and a sum of `Int`s through
/// `reduce`). Such a statement is now not followed, so the type is approximated; what cannot trap
/// stays followed.
@Suite struct TrapRuleTests {
    static func fidelity(of statement: String, declaring property: String) -> DecodingFidelity? {
        let models = schema(
            """
            import Foundation
            struct Line: Decodable {
                let price: Int
                let quantity: Int
                let weight: Double
                let name: String
                \(property)
                enum CodingKeys: String, CodingKey { case price, quantity, weight, name }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    price = try c.decode(Int.self, forKey: .price)
                    quantity = try c.decode(Int.self, forKey: .quantity)
                    weight = try c.decode(Double.self, forKey: .weight)
                    name = try c.decode(String.self, forKey: .name)
                    var grams: CGFloat = 0
                    grams = grams + 1
                    \(statement)
                }
            }
            """)
        return models.types.first { $0.name == "Line" }?.fidelity
    }

    @Test(arguments: [
        ("total = price * quantity", "let total: Int"),
        ("total = price + 1", "let total: Int"),
        ("total = price / quantity", "let total: Int"),
        ("total = price / -1", "let total: Int"),
        ("total = -price", "let total: Int"),
        ("count = (price..<quantity).count", "let count: Int"),
        ("label = String(price * 1_000)", "let label: String"),
        ("total = Int(weight)", "let total: Int"),
        ("total = Int(try c.decode(Double.self, forKey: .weight))", "let total: Int"),
        ("total = try c.decode([Int].self, forKey: .price).reduce(0, +)", "let total: Int"),
        ("total = try c.decode([Int].self, forKey: .price).reduce(0) { $0 + $1 }", "let total: Int"),
        ("total = try c.decode([String].self, forKey: .name).filter { $0.count / 0 > 1 }.count", "let total: Int"),
    ])
    func integerArithmeticAndUnknownRangesAreNotFollowed(statement: String, property: String) {
        #expect(Self.fidelity(of: statement, declaring: property).map { $0 != .exact } == true)
    }

    @Test(arguments: [
        ("label = \"item \" + name", "let label: String"),
        ("label = name + \" (\" + name + \")\"", "let label: String"),
        ("kilos = weight / 1000", "let kilos: Double"),
        ("kilos = weight * 2.5", "let kilos: Double"),
        ("kilos = Double(grams) * 1.5", "let kilos: Double"),
        ("kilos = try c.decode(Double.self, forKey: .weight) + 1", "let kilos: Double"),
        ("seconds = 60 * 60 * 24", "let seconds: Int"),
        ("count = (0..<3).count", "let count: Int"),
        ("count = (price...price).count", "let count: Int"),
        ("total = Int(name) ?? 0", "let total: Int"),
        ("total = price / 10", "let total: Int"),
        ("label = name + name", "let label: String"),
        ("label = name + String(price)", "let label: String"),
        ("total = Int(price)", "let total: Int"),
        ("kilos = try c.decode([Double].self, forKey: .weight).reduce(0, +)", "let kilos: Double"),
    ])
    func whatCannotTrapStaysExact(statement: String, property: String) {
        #expect(Self.fidelity(of: statement, declaring: property) == .exact)
    }

    @Test func theWarningSaysTheAppMayStop() {
        let models = schema(
            """
            struct Line: Decodable {
                let price: Int
                let total: Int
                enum CodingKeys: String, CodingKey { case price }
                init(from decoder: Decoder) throws {
                    price = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .price)
                    total = price * 100
                }
            }
            """)
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:7:9: warning: cannot interpret `total = price * 100` in 'Line.init(from:)' (`price * 100` may overflow or divide by zero and stop the app; arithmetic is not evaluated); property 'total' is not checked"
            ])
    }

    @Test func theRuleAloneKnowsNoTypes() {
        let product = BodyExpression.binary("*", .name("a"), .name("b"))
        #expect(TrapRule().mayTrap(product))
        #expect(!TrapRule(typeOfName: { $0 == "a" ? .named([.init(name: "CGFloat", arguments: [])]) : nil }).mayTrap(product))
        #expect(!TrapRule().mayTrap(.binary("+", .literal("\"a\""), .name("b"))))
        #expect(TrapRule().mayTrap(.binary("...", .literal("3"), .literal("1"))))
        #expect(!TrapRule().mayTrap(.binary("...", .prefix("-", .literal("1")), .literal("1"))))
    }
}
