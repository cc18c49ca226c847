import Foundation
import Testing

@testable import CodableCheckCore

/// Objects with many members, where keyed lookups go through a hash index after a few lookups.
@Suite("Decoder: wide objects match JSONDecoder")
struct DecoderWideObjectTests {
    struct Wide: Decodable, Equatable {
        var k0: Int?
        var k1: Int?
        var k2: Int?
        var k3: Int?
        var k4: Int?
        var k5: Int?
        var k6: Int?
        var k7: Int?
        var k8: Int?
        var k9: Int?
        var k10: Int?
        var k11: Int?
        var k12: Int?
        var k13: Int?
        var k14: Int?
        var k15: Int?
        var k16: Int?
        var k17: Int?
        var k18: Int?
        var k19: Int?
        var k20: Int?
        var k21: Int?
        var k22: Int?
        var k23: Int?
        var k24: Int?
        var k25: Int?
        var k26: Int?
        var k27: Int?
        var k28: Int?
        var k29: Int?
        var k30: Int?
        var k31: Int?
        var k32: Int?
        var k33: Int?
        var k34: Int?
        var k35: Int?
        var k36: Int?
        var k37: Int?
        var k38: Int?
        var k39: Int?
        var last: String
    }

    static func object(_ members: [String]) -> String { "{" + members.joined(separator: ", ") + "}" }

    static var all: [String] { (0..<40).map { "\"k\($0)\": \($0)" } }

    @Test func everyKeyInOrderAndReversed() {
        expectSameAsFoundation(Wide.self, Self.object(Self.all + ["\"last\": \"x\""]))
        expectSameAsFoundation(Wide.self, Self.object(["\"last\": \"x\""] + Self.all.reversed()))
        expectSameAsFoundation([Wide].self, "[" + Self.object(Self.all + ["\"last\": \"x\""]) + "]")
    }

    @Test func duplicatesMissingKeysAndWrongTypes() {
        let duplicate = Self.all + ["\"k7\": \"late duplicate\"", "\"last\": \"x\"", "\"last\": 5"]
        expectSameAsFoundation(Wide.self, Self.object(duplicate))
        let firstWrong = ["\"k3\": \"early\""] + Self.all + ["\"last\": \"x\""]
        expectSameAsFoundation(Wide.self, Self.object(firstWrong))
        expectSameAsFoundation(Wide.self, Self.object(Self.all))
        expectSameAsFoundation(Wide.self, Self.object(Self.all.filter { !$0.hasPrefix("\"k2") } + ["\"last\": \"x\""]))
        expectSameAsFoundation(Wide.self, Self.object(Self.all + ["\"last\": 1"]))
        expectSameAsFoundation(Wide.self, Self.object(Self.all + ["\"\": 1", "\"last\": \"x\""]))
    }

    @Test func escapedOrUnicodeKeysFallBackToStringComparison() {
        expectSameAsFoundation(Wide.self, Self.object(Self.all + ["\"l\\u0061st\": \"x\""]))
        expectSameAsFoundation(Wide.self, Self.object(Self.all + ["\"caf\u{e9}\": 1", "\"last\": \"x\""]))
    }
}
