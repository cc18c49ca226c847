/// BetterCodable (marksands/BetterCodable): `@DefaultCodable` and its strategies with the
/// typealiases over them (`@DefaultFalse`, `@DefaultTrue`, `@DefaultEmptyArray`,
/// `@DefaultEmptyDictionary`, `@LossyOptional`), `@LossyArray`, `@LossyDictionary`,
/// `@LosslessValue`, `@LosslessBoolValue`, `@LosslessArray`, `@DateValue` with its six
/// strategies and `@DataValue<Base64Strategy>`: the wrappers `WrapperSemanticsReader+Wrappers` knows, each
/// doing what BetterCodable's README and that file say.
extension LibraryStandIn {
    static let betterCodable = LibraryStandIn(
        module: "BetterCodable",
        source: #"""
            import Foundation

            // codable-check's stand-in for BetterCodable (marksands/BetterCodable), compiled into a
            // --compile helper when the app imports BetterCodable and no copy of it is among the schema
            // files. Written from BetterCodable's README and from codable-check's own rules for its
            // wrappers (WrapperSemanticsReader+Wrappers), not from its code.

            // MARK: @DefaultCodable and its strategies

            public protocol DefaultCodableStrategy {
                associatedtype DefaultValue: Decodable
                static var defaultValue: DefaultValue { get }
            }

            /// Also reads `0`/`1` and `"true"`/`"false"` before the default.
            public protocol BoolCodableStrategy: DefaultCodableStrategy where DefaultValue == Bool {}

            public struct DefaultFalseStrategy: BoolCodableStrategy {
                public static var defaultValue: Bool { false }
            }

            public struct DefaultTrueStrategy: BoolCodableStrategy {
                public static var defaultValue: Bool { true }
            }

            public struct DefaultEmptyArrayStrategy<T: Decodable>: DefaultCodableStrategy {
                public static var defaultValue: [T] { [] }
            }

            public struct DefaultEmptyDictionaryStrategy<Key: Decodable & Hashable, Value: Decodable>: DefaultCodableStrategy {
                public static var defaultValue: [Key: Value] { [:] }
            }

            public struct DefaultNilStrategy<T: Decodable>: DefaultCodableStrategy {
                public static var defaultValue: T? { nil }
            }

            /// A missing key, a null or a value that fails to decode: the strategy's default.
            @propertyWrapper
            public struct DefaultCodable<Default: DefaultCodableStrategy> {
                public var wrappedValue: Default.DefaultValue

                public init(wrappedValue: Default.DefaultValue) {
                    self.wrappedValue = wrappedValue
                }
            }

            public typealias DefaultFalse = DefaultCodable<DefaultFalseStrategy>
            public typealias DefaultTrue = DefaultCodable<DefaultTrueStrategy>
            public typealias DefaultEmptyArray<T: Decodable> = DefaultCodable<DefaultEmptyArrayStrategy<T>>
            public typealias DefaultEmptyDictionary<K: Decodable & Hashable, V: Decodable> = DefaultCodable<DefaultEmptyDictionaryStrategy<K, V>>
            public typealias LossyOptional<T: Decodable> = DefaultCodable<DefaultNilStrategy<T>>

            extension DefaultCodable: Decodable {
                public init(from decoder: Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    wrappedValue = (try? container.decode(Default.DefaultValue.self)) ?? Default.defaultValue
                }
            }

            extension DefaultCodable: Encodable where Default.DefaultValue: Encodable {
                public func encode(to encoder: Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(wrappedValue)
                }
            }

            extension DefaultCodable: Equatable where Default.DefaultValue: Equatable {}
            extension DefaultCodable: Hashable where Default.DefaultValue: Hashable {}
            extension DefaultCodable: Sendable where Default.DefaultValue: Sendable {}

            extension KeyedDecodingContainer {
                public func decode<P>(_ type: DefaultCodable<P>.Type, forKey key: Key) throws -> DefaultCodable<P> {
                    try decodeIfPresent(type, forKey: key) ?? DefaultCodable(wrappedValue: P.defaultValue)
                }

                public func decode<P: BoolCodableStrategy>(_ type: DefaultCodable<P>.Type, forKey key: Key) throws -> DefaultCodable<P> {
                    // Missing or null: the default, without an error for a decoder to see caught.
                    guard contains(key), (try? decodeNil(forKey: key)) == false else { return DefaultCodable(wrappedValue: P.defaultValue) }
                    do {
                        return DefaultCodable(wrappedValue: try decode(Bool.self, forKey: key))
                    } catch DecodingError.typeMismatch {
                        if let number = try? decodeIfPresent(Double.self, forKey: key), number == 0 || number == 1 {
                            return DefaultCodable(wrappedValue: number == 1)
                        }
                        if let text = try? decodeIfPresent(String.self, forKey: key), let bool = Bool(text) {
                            return DefaultCodable(wrappedValue: bool)
                        }
                        return DefaultCodable(wrappedValue: P.defaultValue)
                    } catch {
                        return DefaultCodable(wrappedValue: P.defaultValue)
                    }
                }
            }

            extension KeyedEncodingContainer {
                /// `@LossyOptional` writes nothing for nil, as an optional property does.
                public mutating func encode<T: Encodable>(_ value: DefaultCodable<DefaultNilStrategy<T>>, forKey key: Key) throws {
                    try encodeIfPresent(value.wrappedValue, forKey: key)
                }
            }

            // MARK: @LossyArray, @LossyDictionary

            /// Reads whatever an element is, so that a failed element can be stepped over.
            private struct SkippedValue: Decodable {
                init(from decoder: Decoder) throws {}
            }

            /// Each element that fails to decode is dropped; the value itself must be an array.
            @propertyWrapper
            public struct LossyArray<T> {
                public var wrappedValue: [T]

                public init(wrappedValue: [T]) {
                    self.wrappedValue = wrappedValue
                }
            }

            extension LossyArray: Decodable where T: Decodable {
                public init(from decoder: Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    var elements: [T] = []
                    while !container.isAtEnd {
                        do {
                            elements.append(try container.decode(T.self))
                        } catch {
                            _ = try container.decode(SkippedValue.self)
                        }
                    }
                    wrappedValue = elements
                }
            }

            extension LossyArray: Encodable where T: Encodable {
                public func encode(to encoder: Encoder) throws {
                    try wrappedValue.encode(to: encoder)
                }
            }

            extension LossyArray: Equatable where T: Equatable {}
            extension LossyArray: Hashable where T: Hashable {}
            extension LossyArray: Sendable where T: Sendable {}

            /// The key of any member of an object.
            private struct AnyMemberKey: CodingKey {
                var stringValue: String
                var intValue: Int?

                init(stringValue: String) {
                    self.stringValue = stringValue
                    intValue = Int(stringValue)
                }

                init(intValue: Int) {
                    stringValue = String(intValue)
                    self.intValue = intValue
                }
            }

            /// Each member whose value fails to decode is dropped; the value itself must be an object.
            @propertyWrapper
            public struct LossyDictionary<Key: Hashable, Value> {
                public var wrappedValue: [Key: Value]

                public init(wrappedValue: [Key: Value]) {
                    self.wrappedValue = wrappedValue
                }
            }

            extension LossyDictionary: Decodable where Key: Decodable, Value: Decodable {
                public init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: AnyMemberKey.self)
                    var elements: [Key: Value] = [:]
                    for member in container.allKeys {
                        let key: Key
                        if let text = member.stringValue as? Key {
                            key = text
                        } else if let number = member.intValue as? Key {
                            key = number
                        } else {
                            throw DecodingError.typeMismatch(
                                Key.self,
                                DecodingError.Context(
                                    codingPath: decoder.codingPath + [member], debugDescription: "Expected \(Key.self) key but found String key instead."))
                        }
                        if let value = try? container.decode(Value.self, forKey: member) { elements[key] = value }
                    }
                    wrappedValue = elements
                }
            }

            extension LossyDictionary: Encodable where Key: Encodable, Value: Encodable {
                public func encode(to encoder: Encoder) throws {
                    try wrappedValue.encode(to: encoder)
                }
            }

            extension LossyDictionary: Equatable where Value: Equatable {}
            extension LossyDictionary: Hashable where Value: Hashable {}
            extension LossyDictionary: Sendable where Key: Sendable, Value: Sendable {}

            // MARK: @LosslessValue, @LosslessBoolValue, @LosslessArray

            public typealias LosslessStringCodable = LosslessStringConvertible & Codable

            public protocol LosslessDecodingStrategy {
                associatedtype Value: LosslessStringCodable
                /// The readings tried, in order, when the value is not a `Value`: the first that succeeds is
                /// converted through its text.
                static var losslessDecodableTypes: [(Decoder) -> LosslessStringCodable?] { get }
            }

            private func reading<T: LosslessStringCodable>(_ type: T.Type) -> (Decoder) -> LosslessStringCodable? {
                { try? T(from: $0) }
            }

            private let plainReadings: [(Decoder) -> LosslessStringCodable?] = [
                reading(String.self), reading(Bool.self), reading(Int.self), reading(Int8.self), reading(Int16.self), reading(Int64.self),
                reading(UInt.self), reading(UInt8.self), reading(UInt16.self), reading(UInt64.self), reading(Double.self), reading(Float.self),
            ]

            public struct LosslessDefaultStrategy<Value: LosslessStringCodable>: LosslessDecodingStrategy {
                public static var losslessDecodableTypes: [(Decoder) -> LosslessStringCodable?] { plainReadings }
            }

            /// The numbers 0 and 1 read as `false` and `true` before anything else but a string.
            public struct LosslessBooleanStrategy<Value: LosslessStringCodable>: LosslessDecodingStrategy {
                public static var losslessDecodableTypes: [(Decoder) -> LosslessStringCodable?] {
                    let zeroOrOne: (Decoder) -> LosslessStringCodable? = { decoder in
                        switch try? Int(from: decoder) {
                        case 0: false
                        case 1: true
                        default: nil
                        }
                    }
                    return [plainReadings[0], zeroOrOne] + plainReadings.dropFirst()
                }
            }

            /// The value as its type, or else the text of what it is (`"42"` for an `Int`, `42` for a
            /// `String`), converted; when that fails too, the type's own error.
            @propertyWrapper
            public struct LosslessValueCodable<Strategy: LosslessDecodingStrategy>: Codable {
                public var wrappedValue: Strategy.Value

                public init(wrappedValue: Strategy.Value) {
                    self.wrappedValue = wrappedValue
                }

                public init(from decoder: Decoder) throws {
                    do {
                        wrappedValue = try Strategy.Value(from: decoder)
                    } catch {
                        guard let raw = Strategy.losslessDecodableTypes.lazy.compactMap({ $0(decoder) }).first,
                            let value = Strategy.Value("\(raw)")
                        else { throw error }
                        wrappedValue = value
                    }
                }

                public func encode(to encoder: Encoder) throws {
                    try wrappedValue.encode(to: encoder)
                }
            }

            extension LosslessValueCodable: Equatable where Strategy.Value: Equatable {}
            extension LosslessValueCodable: Hashable where Strategy.Value: Hashable {}

            public typealias LosslessValue<T: LosslessStringCodable> = LosslessValueCodable<LosslessDefaultStrategy<T>>
            public typealias LosslessBoolValue<T: LosslessStringCodable> = LosslessValueCodable<LosslessBooleanStrategy<T>>

            /// Each element through `@LosslessValue`; one that still fails is dropped.
            @propertyWrapper
            public struct LosslessArray<T: LosslessStringCodable>: Codable {
                public var wrappedValue: [T]

                public init(wrappedValue: [T]) {
                    self.wrappedValue = wrappedValue
                }

                public init(from decoder: Decoder) throws {
                    var container = try decoder.unkeyedContainer()
                    var elements: [T] = []
                    while !container.isAtEnd {
                        do {
                            elements.append(try container.decode(LosslessValue<T>.self).wrappedValue)
                        } catch {
                            _ = try container.decode(SkippedValue.self)
                        }
                    }
                    wrappedValue = elements
                }

                public func encode(to encoder: Encoder) throws {
                    try wrappedValue.encode(to: encoder)
                }
            }

            extension LosslessArray: Equatable where T: Equatable {}
            extension LosslessArray: Hashable where T: Hashable {}

            // MARK: @DateValue, @DataValue

            public protocol DateValueCodableStrategy {
                associatedtype RawValue: Codable
                static func decode(_ value: RawValue) throws -> Date
                static func encode(_ date: Date) -> RawValue
            }

            /// The strategies throw without a decoder at hand: the error's coding path is empty.
            private func invalid(_ what: String) -> DecodingError {
                DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "Invalid \(what) Format!"))
            }

            private func posixFormatter(_ format: String) -> DateFormatter {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = TimeZone(secondsFromGMT: 0)
                formatter.dateFormat = format
                return formatter
            }

            private func isoFormatter(fractionalSeconds: Bool) -> ISO8601DateFormatter {
                let formatter = ISO8601DateFormatter()
                if fractionalSeconds { formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
                return formatter
            }

            public struct ISO8601Strategy: DateValueCodableStrategy {
                public static func decode(_ value: String) throws -> Date {
                    guard let date = isoFormatter(fractionalSeconds: false).date(from: value) else { throw invalid("Date") }
                    return date
                }

                public static func encode(_ date: Date) -> String { isoFormatter(fractionalSeconds: false).string(from: date) }
            }

            public struct ISO8601WithFractionalSecondsStrategy: DateValueCodableStrategy {
                public static func decode(_ value: String) throws -> Date {
                    guard let date = isoFormatter(fractionalSeconds: true).date(from: value) else { throw invalid("Date") }
                    return date
                }

                public static func encode(_ date: Date) -> String { isoFormatter(fractionalSeconds: true).string(from: date) }
            }

            public struct RFC3339Strategy: DateValueCodableStrategy {
                public static func decode(_ value: String) throws -> Date {
                    guard let date = posixFormatter("yyyy-MM-dd'T'HH:mm:ssZ").date(from: value) else { throw invalid("Date") }
                    return date
                }

                public static func encode(_ date: Date) -> String { posixFormatter("yyyy-MM-dd'T'HH:mm:ssZ").string(from: date) }
            }

            public struct RFC2822Strategy: DateValueCodableStrategy {
                public static func decode(_ value: String) throws -> Date {
                    guard let date = posixFormatter("EEE, d MMM y HH:mm:ss zzz").date(from: value) else { throw invalid("Date") }
                    return date
                }

                public static func encode(_ date: Date) -> String { posixFormatter("EEE, d MMM y HH:mm:ss zzz").string(from: date) }
            }

            public struct YearMonthDayStrategy: DateValueCodableStrategy {
                public static func decode(_ value: String) throws -> Date {
                    guard let date = posixFormatter("y-MM-dd").date(from: value) else { throw invalid("Date") }
                    return date
                }

                public static func encode(_ date: Date) -> String { posixFormatter("y-MM-dd").string(from: date) }
            }

            /// Seconds since 1970, a number.
            public struct TimestampStrategy: DateValueCodableStrategy {
                public static func decode(_ value: TimeInterval) throws -> Date { Date(timeIntervalSince1970: value) }
                public static func encode(_ date: Date) -> TimeInterval { date.timeIntervalSince1970 }
            }

            /// The raw value the strategy reads (a string, a number), then the strategy's date.
            @propertyWrapper
            public struct DateValue<Formatter: DateValueCodableStrategy>: Codable {
                public var wrappedValue: Date

                public init(wrappedValue: Date) {
                    self.wrappedValue = wrappedValue
                }

                public init(from decoder: Decoder) throws {
                    wrappedValue = try Formatter.decode(try Formatter.RawValue(from: decoder))
                }

                public func encode(to encoder: Encoder) throws {
                    try Formatter.encode(wrappedValue).encode(to: encoder)
                }
            }

            extension DateValue: Equatable {}
            extension DateValue: Hashable {}

            public protocol DataValueCodableStrategy {
                static func decode(_ value: String) throws -> Data
                static func encode(_ data: Data) -> String
            }

            public struct Base64Strategy: DataValueCodableStrategy {
                public static func decode(_ value: String) throws -> Data {
                    guard let data = Data(base64Encoded: value) else { throw invalid("Base64") }
                    return data
                }

                public static func encode(_ data: Data) -> String { data.base64EncodedString() }
            }

            /// A string the strategy turns into `Data`.
            @propertyWrapper
            public struct DataValue<Coder: DataValueCodableStrategy>: Codable {
                public var wrappedValue: Data

                public init(wrappedValue: Data) {
                    self.wrappedValue = wrappedValue
                }

                public init(from decoder: Decoder) throws {
                    wrappedValue = try Coder.decode(try String(from: decoder))
                }

                public func encode(to encoder: Encoder) throws {
                    try Coder.encode(wrappedValue).encode(to: encoder)
                }
            }

            extension DataValue: Equatable {}
            extension DataValue: Hashable {}
            """#)
}
