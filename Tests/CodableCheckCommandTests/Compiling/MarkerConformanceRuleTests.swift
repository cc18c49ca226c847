import Foundation
import Testing

/// The premise of the rule for conformances left out of a copy (`CompiledSources`): run on this
/// toolchain rather than assumed. A protocol's extension that supplies an `init(from:)` (what a
/// module missing here, like woocommerce's `Codegen`, could hold) replaces the `init(from:)`
/// Swift would synthesize, for a struct and for a raw-value enum alike; a type's own
/// `init(from:)` is used whatever the extension holds. So a marker conformance may be left out
/// only of a type with its own `init(from:)`.
@Suite struct MarkerConformanceRuleTests {
    @Test func aProtocolExtensionsInitializerReplacesTheSynthesizedOne() throws {
        let record = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MarkedRecord.self, from: Data(#"{"id": 1}"#.utf8))
        }
        guard case .dataCorrupted(let context) = record else {
            Issue.record("\(String(describing: record))")
            return
        }
        #expect(context.debugDescription == "the marker's init(from:)")
        // The raw-value enum loses `RawRepresentable`'s `init(from:)` to the ambiguity, and Swift
        // synthesizes the keyed one of an enum with cases: neither the marker's nor the raw value's.
        let status = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([MarkedStatus].self, from: Data(#"["open"]"#.utf8))
        }
        guard case .typeMismatch = status else {
            Issue.record("\(String(describing: status))")
            return
        }
        // Unmarked, the same shapes decode.
        #expect(try JSONDecoder().decode(UnmarkedRecord.self, from: Data(#"{"id": 1}"#.utf8)).id == 1)
    }

    @Test func aTypesOwnInitializerWinsOverTheExtensions() throws {
        #expect(try JSONDecoder().decode(MarkedWithOwnInitializer.self, from: Data(#"{"id": 1}"#.utf8)).id == 1)
    }
}

private protocol DecodingMarker {}

extension DecodingMarker where Self: Decodable {
    init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "the marker's init(from:)"))
    }
}

private struct MarkedRecord: Decodable, DecodingMarker {
    var id: Int
}

private enum MarkedStatus: String, Decodable, DecodingMarker {
    case open
}

private struct UnmarkedRecord: Decodable {
    var id: Int
}

private struct MarkedWithOwnInitializer: Decodable, DecodingMarker {
    var id: Int

    init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
    }

    private enum CodingKeys: String, CodingKey { case id }
}
