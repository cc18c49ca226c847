import Foundation

/// The strategies of one decode, captured once from `CodableCheckDecoder` so containers read
/// plain stored values instead of the decoder's properties.
struct DecodingOptions {
    /// How keys of a keyed container become `CodingKey` string values.
    enum KeyMapping {
        case useDefaultKeys
        case convertFromSnakeCase
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    var dateStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate
    var dataStrategy: JSONDecoder.DataDecodingStrategy = .base64
    /// The names `.convertFromString` maps to infinities and NaN; `nil` for `.throw`.
    var nonConformingFloats: NonConformingFloatNames?
    var keyMapping: KeyMapping = .useDefaultKeys
    var userInfo: [CodingUserInfoKey: Any] = [:]
    var allowsJSON5 = false
    var assumesTopLevelDictionary = false

    /// Whether keys go through a strategy (and so `[String: V]` keys must be kept apart).
    var convertsKeys: Bool {
        if case .useDefaultKeys = keyMapping { return false }
        return true
    }
}
