import Foundation

// A stand-in for the two `Decoder` helpers of swift-openapi-runtime (apple/swift-openapi-runtime)
// that the `openapi-additional-properties` pattern calls, so that its model compiles in this
// target (the runtime is not a dependency). It is not the runtime's code: it does what the
// runtime's documentation and sources say the helpers do when `JSONDecoder` runs them:
//
// - both read the decoder as an object keyed by any string, and take its keys (`allKeys`) that
//   are not among `knownKeys`;
// - `ensureNoAdditionalProperties(knownKeys:)` throws `DecodingError.dataCorruptedError(forKey:in:)`
//   at the first such key in sorted order, "Additional properties are disabled, but found N
//   unknown keys during decoding";
// - `decodeAdditionalProperties(knownKeys:)` decodes each such key's value as `T` and returns
//   the dictionary of them.
//
// The schema reader is given only the pattern's folder, so it models the helpers by name
// (`CustomDecodingTranslator+OpenAPIRuntime`), as for an app whose runtime sources are not given.

/// Any member name.
struct OpenAPIStandInKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Decoder {
    func ensureNoAdditionalProperties(knownKeys: Set<String>) throws {
        let container = try container(keyedBy: OpenAPIStandInKey.self)
        let unknown = container.allKeys.map(\.stringValue).filter { !knownKeys.contains($0) }.sorted()
        if let first = unknown.first {
            throw DecodingError.dataCorruptedError(
                forKey: OpenAPIStandInKey(stringValue: first), in: container,
                debugDescription: "Additional properties are disabled, but found \(unknown.count) unknown keys during decoding")
        }
    }

    func decodeAdditionalProperties<T: Decodable>(knownKeys: Set<String>) throws -> [String: T] {
        let container = try container(keyedBy: OpenAPIStandInKey.self)
        var values: [String: T] = [:]
        for key in container.allKeys where !knownKeys.contains(key.stringValue) {
            values[key.stringValue] = try container.decode(T.self, forKey: key)
        }
        return values
    }
}
