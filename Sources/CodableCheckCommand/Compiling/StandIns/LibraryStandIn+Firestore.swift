/// Firestore's Swift types (firebase-ios-sdk): `@DocumentID`, `@ServerTimestamp`,
/// `@ExplicitNull`, `Timestamp`, `GeoPoint` and `DocumentReference`, as the interpreter reads
/// them (`WrapperSemanticsReader+Wrappers`, `BuiltinType`, Core's `FirestoreTimestamp`): a `Timestamp` in
/// each JSON shape a validator meets, `@DocumentID` never read from the body.
///
/// What is left out: `@DocumentID` holds nil here, where Firestore's decoder gives the
/// snapshot's ID (the interpreter holds the input's file name or `--document-id`): a verdict
/// never depends on it, a printed value does.
extension LibraryStandIn {
    static let firestore = LibraryStandIn(
        module: "FirebaseFirestore",
        source: #"""
            import Foundation

            // codable-check's stand-in for Firestore's Swift types (firebase-ios-sdk), compiled into a
            // --compile helper when the app imports FirebaseFirestore (or FirebaseFirestoreSwift, or
            // Firebase) and no copy of it is among the schema files. Written from Firestore's documentation
            // and codable-check's own rules for these types, not from the SDK's code.

            /// The key of any member of an object.
            private struct AnyMemberKey: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }

                init(stringValue: String) {
                    self.stringValue = stringValue
                }

                init?(intValue: Int) {
                    nil
                }
            }

            /// A point in time with nanosecond precision. Read from its `Codable` form
            /// (`{"seconds": …, "nanoseconds": …}`), the Node Admin SDK's (`{"_seconds": …,
            /// "_nanoseconds": …}`) or the REST API's RFC 3339 string with up to nine fraction digits.
            public final class Timestamp: Codable, Hashable, Comparable, @unchecked Sendable {
                public let seconds: Int64
                public let nanoseconds: Int32

                public init(seconds: Int64, nanoseconds: Int32) {
                    self.seconds = seconds
                    self.nanoseconds = nanoseconds
                }

                public convenience init(date: Date) {
                    let seconds = date.timeIntervalSince1970.rounded(.down)
                    self.init(seconds: Int64(seconds), nanoseconds: Int32(((date.timeIntervalSince1970 - seconds) * 1e9).rounded(.down)))
                }

                public convenience init() {
                    self.init(date: Date())
                }

                public static func now() -> Timestamp { Timestamp() }

                public func dateValue() -> Date {
                    Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9)
                }

                public required init(from decoder: Decoder) throws {
                    let single = try decoder.singleValueContainer()
                    if single.decodeNil() {
                        throw DecodingError.valueNotFound(
                            Timestamp.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected Timestamp but found null."))
                    }
                    if let text = try? single.decode(String.self) {
                        guard let (seconds, nanoseconds) = Self.parse(text) else { throw Self.mismatch(decoder, "a string that is no RFC 3339 time") }
                        self.seconds = seconds
                        self.nanoseconds = nanoseconds
                        return
                    }
                    guard let members = try? decoder.container(keyedBy: AnyMemberKey.self) else { throw Self.mismatch(decoder, "no object") }
                    for (secondsKey, nanosecondsKey) in [("seconds", "nanoseconds"), ("_seconds", "_nanoseconds")]
                    where members.contains(AnyMemberKey(stringValue: secondsKey)) {
                        do {
                            seconds = try members.decode(Int64.self, forKey: AnyMemberKey(stringValue: secondsKey))
                            nanoseconds = try members.decodeIfPresent(Int32.self, forKey: AnyMemberKey(stringValue: nanosecondsKey)) ?? 0
                        } catch {
                            // Reported at the timestamp, as codable-check's reader does.
                            throw Self.placed(error, at: decoder.codingPath)
                        }
                        return
                    }
                    throw Self.mismatch(decoder, "an object without seconds")
                }

                public func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: AnyMemberKey.self)
                    try container.encode(seconds, forKey: AnyMemberKey(stringValue: "seconds"))
                    try container.encode(nanoseconds, forKey: AnyMemberKey(stringValue: "nanoseconds"))
                }

                private static func placed(_ error: Error, at codingPath: [CodingKey]) -> Error {
                    switch error {
                    case DecodingError.typeMismatch(let type, let context):
                        DecodingError.typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: context.debugDescription))
                    case DecodingError.valueNotFound(let type, let context):
                        DecodingError.valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: context.debugDescription))
                    case DecodingError.dataCorrupted(let context):
                        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: context.debugDescription))
                    default: error
                    }
                }

                private static func mismatch(_ decoder: Decoder, _ found: String) -> DecodingError {
                    DecodingError.typeMismatch(
                        Timestamp.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected Timestamp but found \(found)."))
                }

                /// `2023-10-07T18:47:13.279000000Z`: the fraction (one to nine digits) is the nanoseconds.
                private static func parse(_ text: String) -> (Int64, Int32)? {
                    var whole = text
                    var nanoseconds: Int32 = 0
                    if let dot = text.firstIndex(of: ".") {
                        let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
                        guard (1...9).contains(digits.count) else { return nil }
                        nanoseconds = Int32(digits.padding(toLength: 9, withPad: "0", startingAt: 0)) ?? 0
                        whole = String(text[..<dot]) + String(text[digits.endIndex...])
                    }
                    guard let date = ISO8601DateFormatter().date(from: whole) else { return nil }
                    return (Int64(date.timeIntervalSince1970.rounded(.down)), nanoseconds)
                }

                public static func == (lhs: Timestamp, rhs: Timestamp) -> Bool {
                    lhs.seconds == rhs.seconds && lhs.nanoseconds == rhs.nanoseconds
                }

                public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
                    (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
                }

                public func hash(into hasher: inout Hasher) {
                    hasher.combine(seconds)
                    hasher.combine(nanoseconds)
                }
            }

            /// A latitude and longitude: `{"latitude": …, "longitude": …}`.
            public final class GeoPoint: Codable, Hashable, @unchecked Sendable {
                public let latitude: Double
                public let longitude: Double

                public init(latitude: Double, longitude: Double) {
                    self.latitude = latitude
                    self.longitude = longitude
                }

                public static func == (lhs: GeoPoint, rhs: GeoPoint) -> Bool {
                    lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
                }

                public func hash(into hasher: inout Hasher) {
                    hasher.combine(latitude)
                    hasher.combine(longitude)
                }
            }

            /// A reference to a document, read as its path (`"cities/SF"`).
            public final class DocumentReference: Codable, Hashable, @unchecked Sendable {
                public let path: String
                public var documentID: String { path.split(separator: "/").last.map(String.init) ?? path }

                public init(path: String) {
                    self.path = path
                }

                public required init(from decoder: Decoder) throws {
                    path = try decoder.singleValueContainer().decode(String.self)
                }

                public func encode(to encoder: Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(path)
                }

                public static func == (lhs: DocumentReference, rhs: DocumentReference) -> Bool { lhs.path == rhs.path }
                public func hash(into hasher: inout Hasher) { hasher.combine(path) }
            }

            public protocol DocumentIDWrappable {}
            extension String: DocumentIDWrappable {}
            extension DocumentReference: DocumentIDWrappable {}

            /// The ID of the document read, which Firestore's decoder takes from the snapshot, never from
            /// the document's fields: whatever the body holds under the key is not read.
            @propertyWrapper
            public struct DocumentID<Value: DocumentIDWrappable & Codable>: Codable {
                public var wrappedValue: Value?

                public init(wrappedValue: Value?) {
                    self.wrappedValue = wrappedValue
                }

                public init(from decoder: Decoder) throws {
                    wrappedValue = nil
                }

                /// Firestore writes no field for it.
                public func encode(to encoder: Encoder) throws {}
            }

            extension DocumentID: Equatable where Value: Equatable {}
            extension DocumentID: Hashable where Value: Hashable {}

            extension KeyedDecodingContainer {
                /// The body's key is never read, present or not.
                public func decode<Value>(_ type: DocumentID<Value>.Type, forKey key: Key) throws -> DocumentID<Value> {
                    DocumentID(wrappedValue: nil)
                }
            }

            extension KeyedEncodingContainer {
                public mutating func encode<Value>(_ value: DocumentID<Value>, forKey key: Key) throws {}
            }

            public protocol ServerTimestampWrappable {}
            extension Date: ServerTimestampWrappable {}
            extension Timestamp: ServerTimestampWrappable {}

            /// Null is nil (the server fills it in); the key must be there, though the type is optional.
            @propertyWrapper
            public struct ServerTimestamp<Value: ServerTimestampWrappable & Codable>: Codable {
                public var wrappedValue: Value?

                public init(wrappedValue: Value?) {
                    self.wrappedValue = wrappedValue
                }

                public init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
                }

                public func encode(to encoder: Encoder) throws {
                    var container = encoder.singleValueContainer()
                    if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
                }
            }

            extension ServerTimestamp: Equatable where Value: Equatable {}
            extension ServerTimestamp: Hashable where Value: Hashable {}

            /// Null is nil, and nil is written as null; the key must be there, though the type is optional.
            @propertyWrapper
            public struct ExplicitNull<Value: Codable>: Codable {
                public var wrappedValue: Value?

                public init(wrappedValue: Value?) {
                    self.wrappedValue = wrappedValue
                }

                public init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
                }

                public func encode(to encoder: Encoder) throws {
                    var container = encoder.singleValueContainer()
                    if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
                }
            }

            extension ExplicitNull: Equatable where Value: Equatable {}
            extension ExplicitNull: Hashable where Value: Hashable {}
            """#)
}
