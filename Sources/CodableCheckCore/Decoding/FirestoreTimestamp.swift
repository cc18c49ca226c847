import Foundation

/// Firestore's `Timestamp` in the JSON shapes a validator meets: `{"seconds", "nanoseconds"}`
/// (its `Codable` form, and the JS client's `toJSON()`), `{"_seconds", "_nanoseconds"}` (the Node
/// Admin SDK through `JSON.stringify`), and an RFC 3339 string with up to 9 fraction digits (the
/// REST API's `timestampValue`).
struct FirestoreTimestamp: Equatable {
    var seconds: Int64
    var nanoseconds: Int32

    static func value(at index: Int, in document: JSONDocument) throws(ValueFailure) -> FirestoreTimestamp {
        let tape = document.tape
        switch tape.kind(at: index) {
        case .object:
            var members: [String: Int] = [:]
            var keyIndex = index + 1
            for _ in 0..<tape.elementCount(at: index) {
                let key = try ObjectMembers.decodedKey(at: keyIndex, in: document)
                if members[key] == nil { members[key] = keyIndex + 1 }
                keyIndex = tape.indexAfter(keyIndex + 1)
            }
            for (secondsKey, nanosecondsKey) in [("seconds", "nanoseconds"), ("_seconds", "_nanoseconds")] {
                guard let secondsIndex = members[secondsKey] else { continue }
                let seconds = try JSONNumberConversion.integer(Int64.self, at: secondsIndex, in: document)
                let nanoseconds =
                    try members[nanosecondsKey].map { index throws(ValueFailure) in
                        try JSONNumberConversion.integer(Int32.self, at: index, in: document)
                    } ?? 0
                return FirestoreTimestamp(seconds: seconds, nanoseconds: nanoseconds)
            }
            throw .typeMismatch(expected: Timestamp.self)
        case .string:
            let text = try ValueConversion.string(at: index, in: document)
            guard let timestamp = parse(text) else { throw .typeMismatch(expected: Timestamp.self) }
            return timestamp
        case .null:
            throw .valueNotFound(expected: Timestamp.self)
        default:
            throw .typeMismatch(expected: Timestamp.self)
        }
    }

    /// `2023-10-07T18:47:13.279000000Z`: the fraction (1 to 9 digits) becomes nanoseconds.
    static func parse(_ text: String) -> FirestoreTimestamp? {
        var whole = text
        var nanoseconds: Int32 = 0
        if let dot = text.firstIndex(of: ".") {
            let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count) else { return nil }
            nanoseconds = Int32(digits.padding(toLength: 9, withPad: "0", startingAt: 0)) ?? 0
            whole = String(text[..<dot]) + String(text[digits.endIndex...])
        }
        guard let date = DateConversion.iso8601(whole) else { return nil }
        return FirestoreTimestamp(seconds: Int64(date.timeIntervalSince1970.rounded(.down)), nanoseconds: nanoseconds)
    }
}

/// The type errors name for a Firestore timestamp (`expected Timestamp, found string "x"`), as the
/// SDK's type is called.
struct Timestamp {}
