import CodableCheckCore
import Foundation

/// One step of a coding path exactly as a `CodingKey` carries it, so paths compare on both values
/// (Foundation's array steps are `"Index 1"`/`1`, `[Int: V]` keys are `"007"`/`7`).
struct ObservedKey: Equatable, CustomStringConvertible {
    var stringValue: String
    var intValue: Int?

    init(_ key: any CodingKey) {
        stringValue = key.stringValue
        intValue = key.intValue
    }

    var description: String {
        intValue.map { "\(stringValue.debugDescription)/\($0)" } ?? stringValue.debugDescription
    }

    /// The step as `DecodingProblem` spells it: an array index (Foundation's `"Index N"` keys), or a key.
    var component: CodingPathComponent {
        if let intValue, stringValue == "Index \(intValue)" { return .index(intValue) }
        return .key(stringValue)
    }
}

/// A `DecodingError` taken apart into comparable fields.
struct ObservedDecodingError: Equatable, CustomStringConvertible {
    /// `typeMismatch`, `keyNotFound`, `valueNotFound` or `dataCorrupted`.
    var kind: String
    /// The context's coding path. For `keyNotFound` Foundation gives the container's path, without the key.
    var codingPath: [ObservedKey]
    var debugDescription: String
    /// `typeMismatch` and `valueNotFound`: the expected type, as `String(describing:)` writes it.
    var expectedType: String?
    /// `keyNotFound`: the missing key.
    var missingKey: ObservedKey?
    /// The context's underlying error, kept for callers that need it (not compared).
    var underlyingError: (any Error)?

    init?(_ error: any Error) {
        guard let error = error as? DecodingError else { return nil }
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(let type, let c):
            kind = "typeMismatch"
            expectedType = String(describing: type)
            context = c
        case .valueNotFound(let type, let c):
            kind = "valueNotFound"
            expectedType = String(describing: type)
            context = c
        case .keyNotFound(let key, let c):
            kind = "keyNotFound"
            missingKey = ObservedKey(key)
            context = c
        case .dataCorrupted(let c):
            kind = "dataCorrupted"
            context = c
        @unknown default:
            return nil
        }
        codingPath = context.codingPath.map(ObservedKey.init)
        debugDescription = context.debugDescription
        underlyingError = context.underlyingError
    }

    /// The path in `DecodingProblem`'s terms.
    var components: [CodingPathComponent] { codingPath.map(\.component) }

    /// The coding path as dotted text, an array step as `[1]`: `lines.[1].sku`.
    static func dottedPath(_ keys: [any CodingKey]) -> String {
        dotted(keys.map(ObservedKey.init))
    }

    private static func dotted(_ steps: [ObservedKey]) -> String {
        steps.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// The case, the missing key of a `keyNotFound`, and the path: `keyNotFound zip at
    /// customer.address`. What tests that compare two decoders' outcomes as text write down.
    var summary: String {
        kind + (missingKey.map { " " + $0.stringValue } ?? "") + " at " + Self.dotted(codingPath)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.codingPath == rhs.codingPath && lhs.debugDescription == rhs.debugDescription
            && lhs.expectedType == rhs.expectedType && lhs.missingKey == rhs.missingKey
    }

    var description: String {
        var text = kind
        if let expectedType { text += "(\(expectedType))" }
        if let missingKey { text += "(key \(missingKey))" }
        text += " at [" + codingPath.map(\.description).joined(separator: ", ") + "]"
        text += ": " + debugDescription.debugDescription
        return text
    }
}

/// How one decoder's attempt ended: a value or an error.
enum DecodeAttempt<Value> {
    case value(Value)
    case failure(any Error)

    init(_ body: () throws -> Value) {
        do { self = .value(try body()) } catch { self = .failure(error) }
    }

    var summary: String {
        switch self {
        case .value(let value): "decoded \(String(describing: value).prefix(300))"
        case .failure(let error): ObservedDecodingError(error).map { "threw \($0)" } ?? "threw \(error)"
        }
    }
}
