import Foundation
import Testing

@testable import CodableCheckCore

/// The Decoder's container surface — keys, strategies, dictionaries, duplicates, nested and
/// unkeyed containers, superDecoder — against Foundation.
@Suite("Decoder: containers match JSONDecoder")
struct DecoderContainerTests {
    struct Book: Decodable, Equatable {
        var title: String
        var rev: Int
        var tags: [String]?
    }

    @Test(arguments: [
        #"{"title": "Dune", "rev": 2}"#, #"{"rev": 2}"#, #"{"title": "Dune"}"#, #"{"title": 1, "rev": "x"}"#,
        #"{"rev": "x"}"#, #"{"title": "Dune", "rev": 2, "tags": null}"#, #"{"title": "Dune", "rev": 2, "tags": [1]}"#,
        #"{"title": "Dune", "rev": 2, "tags": "a"}"#, #"{"title": "Dune", "rev": 2, "extra": {"\x": 01}}"#,
        #"{"title": "Dune", "rev": 2, "b\ad": 1}"#, #"{"title": "Dune", "rev": 2, "\ud800": 1}"#,
        "{\"title\": \"Dune\", \"rev\": 2, \"a\tb\": 1}", #"{"title": "Dune", "title": 5, "rev": 2}"#,
        #"{"title": 5, "title": "Dune", "rev": 2}"#, #"{"ti\u0074le": "Dune", "rev": 2}"#, "[]", "null", "3", "\"x\"",
        #"{"title": "Dune", "rev": 2,}"#, #"{"title": "Dune", "rev": 2, "tags": ["a",],}"#,
    ])
    func synthesizedStructs(_ json: String) {
        expectSameAsFoundation(Book.self, json)
        expectSameAsFoundation([Book].self, "[\(json)]")
        expectSameAsFoundation(Box<Book>.self, #"{"value": \#(json)}"#)
        expectSameAsFoundation(OptionalBox<Book>.self, #"{"value": \#(json)}"#)
    }

    @Test func keyNotFoundPointsAtTheObject() throws {
        let problem = try #require(expectSameAsFoundation([Book].self, #"[{"title": "a", "rev": 1}, {"title": "b"}]"#))
        #expect(problem.kind == .keyNotFound)
        #expect(problem.renderedPath == "[1].rev")
        #expect(problem.byteOffset == 27)
        #expect(problem.message == #"key "rev" not found"#)
    }

    struct Unicode: Decodable, Equatable {
        enum CodingKeys: String, CodingKey {
            case cafe = "café"
            case thumbs = "👍"
            case kelvin = "\u{212A}"
        }
        var cafe: Int?
        var thumbs: Int?
        var kelvin: Int?
    }

    @Test(arguments: [
        "{\"café\": 1}", "{\"cafe\u{301}\": 1}", #"{"caf\u00e9": 1}"#, #"{"cafe\u0301": 1}"#, "{\"👍\": 2}",
        #"{"\ud83d\udc4d": 2}"#, #"{"\ud83d\udc4d": 2, "👍": "x"}"#, #"{"K": 3}"#, #"{"\u212a": 3}"#, #"{"k": 3}"#,
        "{\"cafe\u{301}\": 1, \"café\": \"x\"}", "{\"café\": \"x\", \"cafe\u{301}\": 1}",
    ])
    func unicodeKeysCompareAsStrings(_ json: String) {
        expectSameAsFoundation(Unicode.self, json)
    }

    struct Route: Decodable, Equatable {
        var routeURL: String?
        var routeId: Int?
        var shortName: String?
        var stops: [String: Int]?
        var byNumber: [Int: String]?
        var _private: Int?
        // swift-format-ignore: AlwaysUseLowerCamelCase
        // Upper case on purpose: key strategies must leave such names alone.
        var STOPS: Int?
        var aB: Int?
    }

    @Test(arguments: [
        #"{"route_u_r_l": "a"}"#, #"{"routeURL": "a"}"#, #"{"route_url": "a"}"#, #"{"route_id": 1, "routeId": 2}"#,
        #"{"routeId": 1, "route_id": 2}"#, #"{"route_id": "x", "routeId": 2}"#, #"{"routeId": 2, "route_id": "x"}"#,
        #"{"short__name": "s"}"#, #"{"short_name_": "s"}"#, #"{"_short_name": "s"}"#, #"{"short___name": "s"}"#,
        #"{"stops": {"stop_one": 1, "stopTwo": 2}}"#,
        #"{"by_number": {"1_000": "a"}}"#, #"{"by_number": {"x_y": "a"}}"#, #"{"__private": 1}"#, #"{"_private": 1}"#,
        #"{"STOPS": 1}"#, #"{"S_T_O_P_S": 1}"#, #"{"a_b": 1}"#, #"{"A_B": 1}"#, #"{"a__b": 1}"#, #"{"_a_b": 1}"#,
        #"{"___": 1}"#, #"{"": 1}"#, #"{"_": 1}"#, #"{"route_id": 1.5}"#, #"{"stops": {"a": "x"}}"#,
        #"{"stops": {"a": 1, "a": "x"}}"#, #"{"stops": {"a": "x", "a": 1}}"#, #"{"stops": null}"#, #"{"stops": []}"#,
        #"{"stops": {"\q": 1}}"#, #"{"by_number": {"007": "a", "+3": "b", "-1": "c"}}"#, #"{"by_number": {" 6": "a"}}"#,
        #"{"by_number": {"1": 5}}"#, "{\"rout\u{e9}_id\": 1}",
    ])
    // Not compared: `{"by_number": {"1": "a", "0_1": "b"}}`: snake case turns "0_1" into "01"
    // (`[Int: V]` keys are converted), both are 1, and which wins depends on hash order.
    func keyStrategies(_ json: String) {
        let custom = JSONDecoder.KeyDecodingStrategy.custom { path in
            let last = path.last!.stringValue
            return NamedCodingKey(last.replacingOccurrences(of: "-", with: "") + (path.count > 1 ? "" : ""))
        }
        for strategy in [JSONDecoder.KeyDecodingStrategy.useDefaultKeys, .convertFromSnakeCase, custom] {
            expectSameAsFoundation(Route.self, json, DecoderSettings(keys: strategy))
            expectSameAsFoundation([Route].self, "[\(json)]", DecoderSettings(keys: strategy))
        }
    }

    struct SnakeKeys: Decodable, Equatable {
        enum CodingKeys: String, CodingKey {
            case avatarURL = "avatar_url"
            case name
            case nickname = "nick_name"
        }
        var avatarURL: String
        var name: String
        var nickname: String?
    }

    @Test func explicitSnakeKeysStopMatchingUnderConversion() {
        let json = #"{"avatar_url": "u", "name": "n", "nick_name": "x"}"#
        expectSameAsFoundation(SnakeKeys.self, json)
        expectSameAsFoundation(SnakeKeys.self, json, DecoderSettings(keys: .convertFromSnakeCase))
    }

    @Test func customKeyStrategySeesTheFullPath() {
        let custom = JSONDecoder.KeyDecodingStrategy.custom { path in
            let rendered = path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
            // Only keys at depth 2 inside an array are renamed, to prove the path is the real one.
            if path.count == 3, path[1].intValue != nil {
                return NamedCodingKey(rendered == "value/0/t" ? "title" : path.last!.stringValue)
            }
            return path.last!
        }
        expectSameAsFoundation(Box<[Book]>.self, #"{"value": [{"t": "a", "rev": 1}, {"t": "b", "rev": 2}]}"#, DecoderSettings(keys: custom))
    }

    @Test(arguments: [
        #"{"b": 2, "a": 1}"#, #"{"a": 1, "a": 2}"#, #"{"a": 1, "a": "x"}"#, #"{"a": "x", "a": 1}"#, "{}",
        #"{"a": null}"#, #"{"\q": 1}"#, #"{"a": 1, "b\q": 2}"#, "[]", "null", "3",
    ])
    func stringKeyedDictionaries(_ json: String) {
        expectSameAsFoundation([String: Int].self, json)
        expectSameAsFoundation([String: Int?].self, json)
        expectSameAsFoundation(Box<[String: Int]>.self, #"{"value": \#(json)}"#)
        expectSameAsFoundation([String: Int].self, json, DecoderSettings(keys: .convertFromSnakeCase))
    }

    @Test(arguments: [
        #"{"1": "a", "2": "b"}"#, #"{"00": "a"}"#, #"{"+3": "a"}"#, #"{"-1": "a"}"#, #"{"007": 5}"#, #"{"noon": "a"}"#,
        #"{" 6": "a"}"#, #"{"6.0": "a"}"#, #"{"99999999999999999999": "a"}"#,
        #"{"1": "a", "1": 5}"#, #"{"1": 5, "1": "a"}"#, #"{"1": "a", "x": "b"}"#,
    ])
    // Not compared: `{"1": "a", "01": "b"}`. Both keys are 1; `Dictionary.init(from:)` keeps the
    // one it meets last in `allKeys`, which JSONDecoder lists in hash order (seeded per process).
    func intKeyedDictionaries(_ json: String) {
        expectSameAsFoundation([Int: String].self, json)
        expectSameAsFoundation(Box<[Int: String]>.self, #"{"value": \#(json)}"#)
        expectSameAsFoundation([Int: String].self, json, DecoderSettings(keys: .convertFromSnakeCase))
    }

    @Test(arguments: [
        "{}", #"{"a": 1}"#, #"{"a":1, "b": 2}"#, #""a": 1"#, #" "a": 1, "#, "", "  ", "[1]", #""a": 1}"#, #""a": "#,
        "\u{FEFF}\"a\": 1",
    ])
    func assumesTopLevelDictionary(_ json: String) {
        let settings = DecoderSettings(assumesTopLevelDictionary: true)
        expectSameAsFoundation([String: Int].self, json, settings)
        expectSameAsFoundation(OptionalBox<Int>.self, json.replacingOccurrences(of: "\"a\"", with: "\"value\""), settings)
    }
}
