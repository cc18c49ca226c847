import CodableCheckCore
import CodableCheckSchema
import Testing

/// The `let` constants synthesized encoding writes (`--print` adds them to what was decoded), and
/// the warning, at the property, for an initial value the reader cannot evaluate.
@Suite struct EncodedConstantTests {
    func constants(_ text: String, _ type: String) throws -> [EncodedConstant] {
        guard case .object(let object) = try schema(text).plan(for: type) else {
            Issue.record("\(type) is not planned as an object")
            return []
        }
        return object.encodedConstants
    }

    @Test func evaluatesLiteralsInTheirDeclaredType() throws {
        let found = try constants(
            """
            enum Status: String, Codable { case draft = "DRAFT", live }
            enum Level: Int, Codable { case low = 1, high = 5 }
            struct Meta: Codable { var source = "api"; var note: String? }
            struct Page: Codable {
                var title: String
                let version: UInt8 = 0x1F
                let offset = -3
                let ratio: Double = 5
                let weight: Float = 0.1
                let status: Status = .draft
                let level = Level.high
                let tags: [String] = []
                let lookup: [String: Int] = [:]
                let note: String? = nil
                let meta = Meta()
                lazy var cached = 1
                static let shared = 2
            }
            """, "Page")
        #expect(
            found == [
                EncodedConstant(key: "version", value: .integer("31")),
                EncodedConstant(key: "offset", value: .integer("-3")),
                EncodedConstant(key: "ratio", value: .double(5)),
                EncodedConstant(key: "weight", value: .float(0.1)),
                EncodedConstant(key: "status", value: .string("DRAFT")),
                EncodedConstant(key: "level", value: .integer("5")),
                EncodedConstant(key: "tags", value: .array([])),
                EncodedConstant(key: "lookup", value: .object([])),
                EncodedConstant(key: "meta", value: .object([.init(key: "source", value: .string("api"))])),
            ])
    }

    @Test func codingKeysDecideWhichConstantsAreEncoded() throws {
        let found = try constants(
            """
            struct Item: Codable {
                let kind = "item"
                let hidden = "never written"
                var name: String
                enum CodingKeys: String, CodingKey { case kind = "type", name }
            }
            """, "Item")
        #expect(found == [EncodedConstant(key: "type", value: .string("item"))])
    }

    @Test func aValueTheReaderCannotEvaluateIsAWarningAtTheProperty() throws {
        let models = schema(
            """
            import Foundation
            struct Upload: Codable {
                var name: String
                let id = UUID()
                let limits = Limits(max: 3)
                enum CodingKeys: String, CodingKey { case name, id, limits }
            }
            struct Limits: Codable { var max: Int }
            """)
        guard case .object(let object) = try models.plan(for: "Upload") else {
            Issue.record("Upload is not planned as an object")
            return
        }
        #expect(object.encodedConstants == [EncodedConstant(key: "id", value: nil), EncodedConstant(key: "limits", value: nil)])
        #expect(
            rendered(models.diagnostics) == [
                "Models.swift:4:9: warning: immutable property 'id' of 'Upload' is encoded with its initial value 'UUID()', which codable-check cannot evaluate; --print leaves it out",
                "Models.swift:5:9: warning: immutable property 'limits' of 'Upload' is encoded with its initial value 'Limits(max: 3)', which codable-check cannot evaluate; --print leaves it out",
            ])
    }

    /// Issue 22 item 8: a constant whose type is named through a typealias (file scope, nested,
    /// generic, chained) is written as the aliased type holds it.
    @Test func aConstantTypedThroughATypealiasIsWritten() throws {
        let found = try constants(
            """
            typealias Count = UInt32
            typealias Label = String
            typealias Counts = [Count]
            typealias Maybe<T> = Optional<T>
            typealias Tally = Count
            enum Tier: String, Codable { case gold, silver }
            typealias Level = Tier
            struct Scoreboard: Codable {
                typealias Points = Int16
                var name: String
                let one: Count = 3
                let label: Label = "top"
                let all: Counts = [1, 2]
                let bonus: Points = -4
                let spare: Maybe<Int> = 7
                let gone: Maybe<Int> = nil
                let total: Tally = 12
                let level: Level = .gold
            }
            """, "Scoreboard")
        #expect(
            found == [
                EncodedConstant(key: "one", value: .integer("3")),
                EncodedConstant(key: "label", value: .string("top")),
                EncodedConstant(key: "all", value: .array([.integer("1"), .integer("2")])),
                EncodedConstant(key: "bonus", value: .integer("-4")),
                EncodedConstant(key: "spare", value: .integer("7")),
                EncodedConstant(key: "total", value: .integer("12")),
                EncodedConstant(key: "level", value: .string("gold")),
            ])
    }

    @Test func aSubclassWritesItsSuperclassConstantsOnly() throws {
        let found = try constants(
            """
            class Animal: Codable { var name = ""; let kingdom = "animalia" }
            class Dog: Animal { let sound = "woof" }
            """, "Dog")
        #expect(found == [EncodedConstant(key: "kingdom", value: .string("animalia"))])
    }
}
