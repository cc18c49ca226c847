import Foundation
import Testing

@testable import CodableCheckCore

/// Hand-written `init(from:)`s that use the whole `Decoder` surface and record what they see, so
/// that Foundation and CodableCheckDecoder can be compared call by call.
@Suite("Decoder: the container API matches JSONDecoder")
struct DecoderSurfaceTests {
    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    static func outcome<T>(_ body: () throws -> T) -> String {
        do { return "\(try body())" } catch { return "error \(ErrorShape(foundationView: error))" }
    }

    /// Walks an object with every keyed-container call and records the results.
    struct KeyedProbe: Decodable, Equatable {
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
        }

        var log: [String] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            log.append("path \(DecoderSurfaceTests.path(container.codingPath))")
            log.append("keys \(container.allKeys.map(\.stringValue).sorted())")
            for name in ["a", "b", "n", "missing", "nested", "list", "super"] {
                let key = AnyKey(name)
                log.append("contains \(name) \(container.contains(key))")
                log.append("nil \(name) " + DecoderSurfaceTests.outcome { try container.decodeNil(forKey: key) })
                log.append("int \(name) " + DecoderSurfaceTests.outcome { try container.decode(Int.self, forKey: key) })
                log.append("int? \(name) " + DecoderSurfaceTests.outcome { try container.decodeIfPresent(Int.self, forKey: key) })
                log.append("bool? \(name) " + DecoderSurfaceTests.outcome { try container.decodeIfPresent(Bool.self, forKey: key) })
                log.append("string? \(name) " + DecoderSurfaceTests.outcome { try container.decodeIfPresent(String.self, forKey: key) })
                log.append("[Int]? \(name) " + DecoderSurfaceTests.outcome { try container.decodeIfPresent([Int].self, forKey: key) })
                log.append(
                    "keyed \(name) "
                        + DecoderSurfaceTests.outcome {
                            let nested = try container.nestedContainer(keyedBy: AnyKey.self, forKey: key)
                            return "\(DecoderSurfaceTests.path(nested.codingPath)) \(nested.allKeys.map(\.stringValue).sorted())"
                        })
                log.append(
                    "unkeyed \(name) "
                        + DecoderSurfaceTests.outcome {
                            let nested = try container.nestedUnkeyedContainer(forKey: key)
                            return "\(DecoderSurfaceTests.path(nested.codingPath)) \(String(describing: nested.count))"
                        })
                log.append(
                    "super \(name) "
                        + DecoderSurfaceTests.outcome {
                            let superDecoder = try container.superDecoder(forKey: key)
                            let single = try superDecoder.singleValueContainer()
                            return "\(DecoderSurfaceTests.path(superDecoder.codingPath)) nil=\(single.decodeNil()) "
                                + DecoderSurfaceTests.outcome { try single.decode(Int.self) } + " "
                                + DecoderSurfaceTests.outcome { try superDecoder.container(keyedBy: AnyKey.self).allKeys.count } + " "
                                + DecoderSurfaceTests.outcome { try superDecoder.unkeyedContainer().count ?? -1 }
                        })
            }
            log.append(
                "superDecoder() "
                    + DecoderSurfaceTests.outcome {
                        let superDecoder = try container.superDecoder()
                        return "\(DecoderSurfaceTests.path(superDecoder.codingPath)) \(try superDecoder.singleValueContainer().decodeNil())"
                    })
        }
    }

    @Test(arguments: [
        #"{"a": 1, "b": null, "n": "x", "nested": {"z": 1, "y": 2}, "list": [1, 2, 3], "super": 5}"#,
        #"{"a": true}"#, "{}", #"{"a": 1, "a": 2}"#, #"{"nested": null, "list": null}"#, #"{"nested": [], "list": {}}"#,
    ])
    func keyedContainerCalls(_ json: String) {
        expectSameAsFoundation(KeyedProbe.self, json)
        expectSameAsFoundation([KeyedProbe].self, "[\(json)]")
        expectSameAsFoundation([String: KeyedProbe].self, #"{"outer": \#(json)}"#)
    }

    /// Reads an array element by element with every unkeyed-container call, past its end.
    struct UnkeyedProbe: Decodable, Equatable {
        var log: [String] = []

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            log.append("path \(DecoderSurfaceTests.path(container.codingPath)) count \(String(describing: container.count))")
            var steps = 0
            while steps < 12 {
                steps += 1
                let state = "at \(container.currentIndex) end \(container.isAtEnd)"
                switch steps % 6 {
                case 0: log.append(state + " nil " + DecoderSurfaceTests.outcome { try container.decodeNil() })
                case 1: log.append(state + " int " + DecoderSurfaceTests.outcome { try container.decode(Int.self) })
                case 2: log.append(state + " int? " + DecoderSurfaceTests.outcome { try container.decodeIfPresent(Int.self) })
                case 3:
                    log.append(
                        state + " keyed "
                            + DecoderSurfaceTests.outcome {
                                DecoderSurfaceTests.path(try container.nestedContainer(keyedBy: KeyedProbe.AnyKey.self).codingPath)
                            })
                case 4:
                    log.append(
                        state + " unkeyed "
                            + DecoderSurfaceTests.outcome {
                                DecoderSurfaceTests.path(try container.nestedUnkeyedContainer().codingPath)
                            })
                default:
                    log.append(
                        state + " super "
                            + DecoderSurfaceTests.outcome {
                                let superDecoder = try container.superDecoder()
                                return DecoderSurfaceTests.path(superDecoder.codingPath) + " "
                                    + DecoderSurfaceTests.outcome { try superDecoder.singleValueContainer().decode(String.self) }
                            })
                }
            }
            log.append("done at \(container.currentIndex)")
        }
    }

    @Test(arguments: [
        "[]", "[1]", "[null, 1, null]", #"[1, 2, {}, [], "s", null, 3]"#, #"[{"a": 1}, [1, [2]], null, "x", 1.5]"#,
        "[null, null, null, null, null, null, null, null, null, null, null, null, null, null]", "{}", "null", "1",
    ])
    func unkeyedContainerCalls(_ json: String) {
        expectSameAsFoundation(UnkeyedProbe.self, json)
        expectSameAsFoundation(Box<UnkeyedProbe>.self, #"{"value": \#(json)}"#)
    }

    /// Uses the single-value container for everything, and reads userInfo.
    struct SingleProbe: Decodable, Equatable {
        static let key = CodingUserInfoKey(rawValue: "probe")!
        var log: [String] = []

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            log.append("path \(DecoderSurfaceTests.path(single.codingPath)) userInfo \(decoder.userInfo[Self.key] ?? "none")")
            log.append("nil \(single.decodeNil())")
            log.append("bool " + DecoderSurfaceTests.outcome { try single.decode(Bool.self) })
            log.append("string " + DecoderSurfaceTests.outcome { try single.decode(String.self) })
            log.append("int8 " + DecoderSurfaceTests.outcome { try single.decode(Int8.self) })
            log.append("uint " + DecoderSurfaceTests.outcome { try single.decode(UInt.self) })
            log.append("float " + DecoderSurfaceTests.outcome { try single.decode(Float.self) })
            log.append("[Int] " + DecoderSurfaceTests.outcome { try single.decode([Int].self) })
            log.append("Int? " + DecoderSurfaceTests.outcome { try single.decode(Int?.self) })
            log.append("keyed " + DecoderSurfaceTests.outcome { try decoder.container(keyedBy: KeyedProbe.AnyKey.self).allKeys.count })
            log.append("unkeyed " + DecoderSurfaceTests.outcome { try decoder.unkeyedContainer().count ?? -1 })
        }
    }

    @Test(arguments: ["1", "-1", "true", "null", "\"s\"", "1.5", "300", "[1, 2]", "{\"a\": 1}", "1e400", "01"])
    func singleValueContainerCalls(_ json: String) {
        var settings = DecoderSettings()
        settings.userInfo = [SingleProbe.key: "set"]
        expectSameAsFoundation(SingleProbe.self, json, settings)
        expectSameAsFoundation([SingleProbe].self, "[\(json)]", settings)
        expectSameAsFoundation(Box<SingleProbe>.self, #"{"value": \#(json)}"#)
    }

    @Test(arguments: [
        "", " ", "[", "{", "[1,]", "[,]", "{\"a\" 1}", "tru", "nul", "[1 2]", "\"abc", "[1]]", "NaN", "+1", "'a'",
        "{\"a\": \"\\u12\"}", String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
    ])
    func syntaxErrors(_ json: String) {
        expectSameAsFoundation([Int].self, json)
        expectSameAsFoundation(Box<Int>.self, json)
    }

    /// A superDecoder over a missing key: every decode sees `null`.
    struct AbsentProbe: Decodable, Equatable {
        var log: [String] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: KeyedProbe.AnyKey.self)
            let absent = try container.superDecoder(forKey: KeyedProbe.AnyKey("missing"))
            let single = try absent.singleValueContainer()
            log.append("path \(DecoderSurfaceTests.path(absent.codingPath)) nil \(single.decodeNil())")
            log.append("bool " + DecoderSurfaceTests.outcome { try single.decode(Bool.self) })
            log.append("string " + DecoderSurfaceTests.outcome { try single.decode(String.self) })
            log.append("int8 " + DecoderSurfaceTests.outcome { try single.decode(Int8.self) })
            log.append("double " + DecoderSurfaceTests.outcome { try single.decode(Double.self) })
            log.append("Bool " + DecoderSurfaceTests.outcome { try single.decode(Bool?.self) as Any })
            log.append("Date " + DecoderSurfaceTests.outcome { try single.decode(Date.self) })
            log.append("Data " + DecoderSurfaceTests.outcome { try single.decode(Data.self) })
            log.append("URL " + DecoderSurfaceTests.outcome { try single.decode(URL.self) })
            log.append("Decimal " + DecoderSurfaceTests.outcome { try single.decode(Decimal.self) })
            log.append("UUID " + DecoderSurfaceTests.outcome { try single.decode(UUID.self) })
            log.append("[Int] " + DecoderSurfaceTests.outcome { try single.decode([Int].self) })
            log.append("[String: Int] " + DecoderSurfaceTests.outcome { try single.decode([String: Int].self) })
            log.append("Int? " + DecoderSurfaceTests.outcome { try single.decode(Int?.self) as Any })
            log.append("keyed " + DecoderSurfaceTests.outcome { try absent.container(keyedBy: KeyedProbe.AnyKey.self).allKeys.count })
            log.append("unkeyed " + DecoderSurfaceTests.outcome { try absent.unkeyedContainer().count ?? -1 })
        }
    }

    @Test func superDecoderOverAMissingKey() {
        expectSameAsFoundation(AbsentProbe.self, "{}")
        expectSameAsFoundation([AbsentProbe].self, #"[{"a": 1}]"#)
    }
}
