/// The Kodable stand-in's Swift source, kept apart from `LibraryStandIn` so that each library's
/// text does not grow that type.
enum KodableStandInSource {
    static let text = #"""
        @_spi(Reflection) import Swift
        import CodableCheckCore
        import Foundation

        // codable-check's stand-in for Kodable (JARMourato/Kodable), compiled into a --compile helper
        // when the app imports Kodable and no copy of it is among the schema files. Written from
        // Kodable's README and from codable-check's own rules for it (WrapperSemanticsReader+Kodable,
        // KodableRuleReader), not from Kodable's code. Where Kodable's README and its released code
        // disagree, it does what codable-check does without a Package.resolved pin: the README.
        //
        // - A `Kodable` type is made with `init()`, then each stored property is decoded in declaration
        //   order: `@Coding` and `@CodableDate` as their options say, any other `Decodable` property
        //   with `decodeIfPresent` under its name (missing or null keeps its initial value).
        // - `@Coding`: the key (a string, or `.key("…")`; dots reach into nested objects), `default:`
        //   (kept on a missing key, a null or a failure), an optional property is nil on any failure,
        //   `Bool` from 0/1 and "true"/"false" and `String` from a number unless `.enforceTypeDecoding`,
        //   `.lossy` arrays drop the elements that fail, then every modifier (`.overrideValue`, the
        //   presets) and every validation, whose failure nothing swallows.
        // - `@CodableDate`: the value is read as a string (a number through its text unless
        //   `.enforceTypeDecoding`), parsed with the strategy (`en_US_POSIX`, UTC); a string that does
        //   not parse is nil for `Date?` and an error for `Date`, whatever its default.

        // MARK: The protocol

        /// A type whose `init(from:)` and `encode(to:)` visit its stored properties.
        public protocol Kodable: Codable {
            init()
        }

        /// The decoding half of `Kodable`.
        public protocol Dekodable: Decodable {
            init()
        }

        /// Kodable's errors that are not a `DecodingError`.
        public enum KodableError: Error, CustomStringConvertible {
            case validationFailed(type: String, property: String, parsedValue: Any)

            public var description: String {
                switch self {
                case .validationFailed(let type, let property, let value):
                    "Validation failed for property \"\(property)\" on type \"\(type)\". The parsed value was \(value)"
                }
            }
        }

        /// Any key of an object.
        public struct KodableKey: CodingKey {
            public var stringValue: String
            public var intValue: Int? { nil }

            public init(stringValue: String) {
                self.stringValue = stringValue
            }

            public init?(intValue: Int) {
                nil
            }
        }

        /// What `Kodable`'s `init(from:)` asks of `@Coding` and `@CodableDate`.
        protocol KodableWrapper {
            mutating func decode(from container: KeyedDecodingContainer<KodableKey>, propertyName: String, owner: String) throws
            func encode(to container: inout KeyedEncodingContainer<KodableKey>, propertyName: String) throws
        }

        /// A stored property of a `Kodable` type, read and written in place.
        private struct KodableField {
            var name: String
            var offset: Int
            var type: Any.Type

            /// The stored properties of `type`, in declaration order.
            static func fields(of type: Any.Type) -> [KodableField] {
                var fields: [KodableField] = []
                let options: _EachFieldOptions = type is AnyClass ? [.classType] : []
                _ = _forEachField(of: type, options: options) { name, offset, type, _ in
                    fields.append(KodableField(name: String(cString: name), offset: offset, type: type))
                    return true
                }
                return fields
            }

            func decode(in base: UnsafeMutableRawPointer, from container: KeyedDecodingContainer<KodableKey>, owner: String) throws {
                func visit<Value>(_: Value.Type) throws {
                    let pointer = base.advanced(by: offset).assumingMemoryBound(to: Value.self)
                    if var wrapper = pointer.pointee as? any KodableWrapper {
                        try wrapper.decode(from: container, propertyName: String(name.dropFirst()), owner: owner)
                        pointer.pointee = wrapper as! Value
                    } else if let decodable = Value.self as? any Decodable.Type {
                        try decodePlain(decodable, into: UnsafeMutableRawPointer(pointer), from: container)
                    }
                }
                try _openExistential(type, do: visit)
            }

            private func decodePlain<Value: Decodable>(
                _: Value.Type, into pointer: UnsafeMutableRawPointer, from container: KeyedDecodingContainer<KodableKey>
            ) throws {
                if let value = try container.decodeIfPresent(Value.self, forKey: KodableKey(stringValue: name)) {
                    pointer.assumingMemoryBound(to: Value.self).pointee = value
                }
            }

            func encode(from base: UnsafeRawPointer, to container: inout KeyedEncodingContainer<KodableKey>) throws {
                func visit<Value>(_: Value.Type) throws {
                    let value = base.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
                    if let wrapper = value as? any KodableWrapper {
                        try wrapper.encode(to: &container, propertyName: String(name.dropFirst()))
                    } else if let encodable = value as? any Encodable {
                        if let optional = value as? any KodableOptional, optional.isNil { return }
                        try container.encode(encodable, forKey: KodableKey(stringValue: name))
                    }
                }
                try _openExistential(type, do: visit)
            }
        }

        /// Runs `body` on the memory of `value`'s stored properties.
        private func withStorage<T>(of value: inout T, _ body: (UnsafeMutableRawPointer) throws -> Void) rethrows {
            if T.self is AnyClass {
                try body(Unmanaged.passUnretained(value as AnyObject).toOpaque())
            } else {
                try withUnsafeMutableBytes(of: &value) { try body($0.baseAddress!) }
            }
        }

        extension Dekodable {
            public init(from decoder: Decoder) throws {
                self.init()
                let container = try decoder.container(keyedBy: KodableKey.self)
                let owner = String(describing: Self.self)
                try withStorage(of: &self) { base in
                    for field in KodableField.fields(of: Self.self) { try field.decode(in: base, from: container, owner: owner) }
                }
            }
        }

        extension Kodable {
            public init(from decoder: Decoder) throws {
                self.init()
                let container = try decoder.container(keyedBy: KodableKey.self)
                let owner = String(describing: Self.self)
                try withStorage(of: &self) { base in
                    for field in KodableField.fields(of: Self.self) { try field.decode(in: base, from: container, owner: owner) }
                }
            }

            public func encode(to encoder: Encoder) throws {
                var container = encoder.container(keyedBy: KodableKey.self)
                var copy = self
                try withStorage(of: &copy) { base in
                    for field in KodableField.fields(of: Self.self) { try field.encode(from: UnsafeRawPointer(base), to: &container) }
                }
            }

            /// `User.decode(from: data)`.
            public static func decode(from data: Data, using decoder: JSONDecoder = JSONDecoder()) throws -> Self {
                try decoder.decode(Self.self, from: data)
            }
        }

        // MARK: Options

        public enum PropertyDecoding {
            case enforceType
            case lossless
            case lossy
        }

        /// Replaces (`overrideValue`) or checks (`validation`) the value decoded.
        public struct KodableModifier<T> {
            public typealias ValidationClosure = (T) -> Bool
            public typealias OverrideValueClosure = (T) -> T

            let overrideValue: OverrideValueClosure?
            let validation: ValidationClosure?

            public init(_ validation: @escaping ValidationClosure) {
                overrideValue = nil
                self.validation = validation
            }

            public init(_ overrideValue: @escaping OverrideValueClosure) {
                self.overrideValue = overrideValue
                validation = nil
            }
        }

        /// How a `@Coding` or `@CodableDate` property is read.
        public enum KodableOption<Value> {
            case key(String)
            case encodeAsNullIfNil
            case modifier(KodableModifier<Value>)
            case propertyDecoding(PropertyDecoding)
            case decoding(PropertyDecoding)
            case debugJSON

            public static var enforceType: KodableOption { .propertyDecoding(.enforceType) }
            public static var enforceTypeDecoding: KodableOption { .propertyDecoding(.enforceType) }
            public static var lossless: KodableOption { .propertyDecoding(.lossless) }
            public static var lossy: KodableOption { .propertyDecoding(.lossy) }

            public static func overrideValue(_ overrideValue: @escaping KodableModifier<Value>.OverrideValueClosure) -> KodableOption {
                .modifier(KodableModifier(overrideValue))
            }

            public static func validation(_ validation: @escaping KodableModifier<Value>.ValidationClosure) -> KodableOption {
                .modifier(KodableModifier(validation))
            }
        }

        extension KodableOption where Value == String {
            public static var trimmed: KodableOption { overrideValue { $0.trimmingCharacters(in: .whitespacesAndNewlines) } }
        }

        extension KodableOption where Value == String? {
            public static var trimmed: KodableOption { overrideValue { $0?.trimmingCharacters(in: .whitespacesAndNewlines) } }

            public static var trimmedNifIfEmpty: KodableOption {
                overrideValue { value in
                    let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines)
                    return trimmed?.isEmpty == true ? nil : trimmed
                }
            }
        }

        extension KodableOption where Value: Collection {
            public static func sorted(using comparator: @escaping (Value.Element, Value.Element) -> Bool) -> KodableOption {
                overrideValue { ($0.sorted(by: comparator) as? Value) ?? $0 }
            }

            public static func ascending<C: Comparable>(by keyPath: KeyPath<Value.Element, C>) -> KodableOption {
                sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
            }

            public static func descending<C: Comparable>(by keyPath: KeyPath<Value.Element, C>) -> KodableOption {
                sorted { $0[keyPath: keyPath] > $1[keyPath: keyPath] }
            }
        }

        extension KodableOption where Value: Collection, Value.Element: Comparable {
            public static var ascending: KodableOption { sorted { $0 < $1 } }
            public static var descending: KodableOption { sorted { $0 > $1 } }
        }

        extension KodableOption where Value: Comparable {
            public static func clamping(to range: ClosedRange<Value>) -> KodableOption {
                overrideValue { Swift.min(Swift.max($0, range.lowerBound), range.upperBound) }
            }

            public static func range(_ range: ClosedRange<Value>) -> KodableOption { clamping(to: range) }
            public static func max(_ value: Value) -> KodableOption { overrideValue { Swift.min($0, value) } }
            public static func min(_ value: Value) -> KodableOption { overrideValue { Swift.max($0, value) } }
        }

        // MARK: What the options say

        /// An optional, seen through `Any`.
        protocol KodableOptional {
            var isNil: Bool { get }
            static var wrappedType: Any.Type { get }
            static var kodableNone: Self { get }
        }

        extension Optional: KodableOptional {
            var isNil: Bool { self == nil }
            static var wrappedType: Any.Type { Wrapped.self }
            static var kodableNone: Optional { nil }
        }

        /// An array `.lossy` reads element by element.
        protocol KodableLossyArray {
            static func decodeLossy(from container: inout UnkeyedDecodingContainer) throws -> Self
        }

        /// Any JSON value, to step over an element that failed.
        private struct KodableSkippedValue: Decodable {
            init(from decoder: Decoder) throws {}
        }

        extension Array: KodableLossyArray where Element: Decodable {
            static func decodeLossy(from container: inout UnkeyedDecodingContainer) throws -> [Element] {
                var elements: [Element] = []
                while !container.isAtEnd {
                    if let element = try? container.decode(Element.self) {
                        elements.append(element)
                    } else {
                        _ = try container.decode(KodableSkippedValue.self)
                    }
                }
                return elements
            }
        }

        extension Optional: KodableLossyArray where Wrapped: KodableLossyArray {
            static func decodeLossy(from container: inout UnkeyedDecodingContainer) throws -> Wrapped? {
                try Wrapped.decodeLossy(from: &container)
            }
        }

        /// The options of one property, read once.
        struct KodableSettings<Value> {
            var key: String?
            var decoding: PropertyDecoding?
            var encodesNilAsNull = false
            var modifiers: [KodableModifier<Value>] = []
            var defaultValue: Value?

            init(key: String?, options: [KodableOption<Value>], defaultValue: Value?, encodeAsNullIfNil: Bool = false) {
                self.key = key
                self.defaultValue = defaultValue
                encodesNilAsNull = encodeAsNullIfNil
                for option in options {
                    switch option {
                    case .key(let key): self.key = key
                    case .encodeAsNullIfNil: encodesNilAsNull = true
                    case .modifier(let modifier): modifiers.append(modifier)
                    case .propertyDecoding(let decoding), .decoding(let decoding): self.decoding = decoding
                    case .debugJSON: break
                    }
                }
            }

            /// The README's coercions, on unless `.enforceTypeDecoding`.
            var coerces: Bool { decoding != .enforceType }

            /// The key's path: `address.zipCode` is `zipCode` inside `address`.
            func path(for propertyName: String) -> [String] {
                (key ?? propertyName).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            }

            /// The container that holds the last segment of the key, and that segment.
            func place(
                in container: KeyedDecodingContainer<KodableKey>, propertyName: String
            ) throws -> (KeyedDecodingContainer<KodableKey>, KodableKey) {
                var container = container
                let path = path(for: propertyName)
                for segment in path.dropLast() {
                    container = try container.nestedContainer(keyedBy: KodableKey.self, forKey: KodableKey(stringValue: segment))
                }
                return (container, KodableKey(stringValue: path.last!))
            }

            /// Every override, then every validation. A failing validation is placed at the value
            /// (`key` in `holder`) for codable-check's report, as its interpreter places it:
            /// Kodable's error itself carries no coding path.
            func modified(
                _ value: Value, propertyName: String, owner: String, at key: KodableKey, in holder: KeyedDecodingContainer<KodableKey>
            ) throws -> Value {
                var value = value
                for modifier in modifiers { if let override = modifier.overrideValue { value = override(value) } }
                for modifier in modifiers {
                    if let validation = modifier.validation, !validation(value) {
                        let error = KodableError.validationFailed(type: owner, property: propertyName, parsedValue: value)
                        let shown = (value as? String).map { "\"\($0)\"" } ?? "\(value)"
                        ThrownErrorPlace.record(
                            error, kind: .validationFailed,
                            message: "\(shown) fails a .validation on \(owner).\(propertyName); Kodable throws, "
                                + "so the whole \(owner) fails to decode",
                            forKey: key, in: holder)
                        throw error
                    }
                }
                return value
            }

            func encode(
                _ value: some Encodable, isNil: Bool, to container: inout KeyedEncodingContainer<KodableKey>, propertyName: String
            ) throws {
                if isNil && !encodesNilAsNull { return }
                let path = path(for: propertyName)
                var nested = container
                for segment in path.dropLast() {
                    nested = nested.nestedContainer(keyedBy: KodableKey.self, forKey: KodableKey(stringValue: segment))
                }
                if isNil {
                    try nested.encodeNil(forKey: KodableKey(stringValue: path.last!))
                } else {
                    try nested.encode(value, forKey: KodableKey(stringValue: path.last!))
                }
            }
        }

        // MARK: Reading a value

        enum KodableReading {
            /// `nil` as a `T` when `T` is an optional (what an absent optional property holds);
            /// nil when `T` is not one.
            static func none<T>(_: T.Type) -> T? {
                (T.self as? any KodableOptional.Type)?.kodableNone as? T
            }

            /// `T` from the key, with the README's coercions for `Bool` and `String` when `coerces`.
            static func value<T: Decodable>(
                _: T.Type, from container: KeyedDecodingContainer<KodableKey>, forKey key: KodableKey, coerces: Bool
            ) throws -> T {
                do {
                    return try container.decode(T.self, forKey: key)
                } catch DecodingError.typeMismatch(let type, let context) {
                    guard coerces, let converted = coerced(T.self, from: container, forKey: key) else {
                        throw DecodingError.typeMismatch(type, context)
                    }
                    return converted
                }
            }

            /// `Bool` from 0/1 or "true"/"false", `String` from a number through its text.
            private static func coerced<T>(_: T.Type, from container: KeyedDecodingContainer<KodableKey>, forKey key: KodableKey) -> T? {
                let target: Any.Type = (T.self as? any KodableOptional.Type)?.wrappedType ?? T.self
                if target == Bool.self {
                    if let text = try? container.decode(String.self, forKey: key), let bool = Bool(text) { return bool as? T ?? Optional(bool) as? T }
                    if let number = try? container.decode(Double.self, forKey: key), number == 0 || number == 1 {
                        return (number == 1) as? T ?? Optional(number == 1) as? T
                    }
                } else if target == String.self, let text = numberText(from: container, forKey: key) {
                    return text as? T ?? Optional(text) as? T
                }
                return nil
            }

            /// A number's text as `LosslessStringConvertible` reads it: an integer first (`1.0` is "1").
            static func numberText(from container: KeyedDecodingContainer<KodableKey>, forKey key: KodableKey) -> String? {
                if let integer = try? container.decode(Int64.self, forKey: key) { return String(integer) }
                if let unsigned = try? container.decode(UInt64.self, forKey: key) { return String(unsigned) }
                if let number = try? container.decode(Double.self, forKey: key) { return number.description }
                return nil
            }
        }

        // MARK: @Coding

        @propertyWrapper
        public struct Coding<T: Codable>: KodableWrapper, Codable {
            private var value: T?
            private var settings: KodableSettings<T>

            public var wrappedValue: T {
                get {
                    if let value { return value }
                    if let none = KodableReading.none(T.self) { return none }
                    fatalError("@Coding property read before it was decoded or set")
                }
                set { value = newValue }
            }

            public init() {
                settings = KodableSettings(key: nil, options: [], defaultValue: nil)
            }

            public init(_ options: KodableOption<T>..., default value: T? = nil, encodeAsNullIfNil: Bool = false) {
                settings = KodableSettings(key: nil, options: options, defaultValue: value, encodeAsNullIfNil: encodeAsNullIfNil)
                self.value = value
            }

            public init(_ key: String, _ options: KodableOption<T>..., default value: T? = nil, encodeAsNullIfNil: Bool = false) {
                settings = KodableSettings(key: key, options: options, defaultValue: value, encodeAsNullIfNil: encodeAsNullIfNil)
                self.value = value
            }

            public init(_ key: String? = nil, decoding: PropertyDecoding, _ options: KodableOption<T>..., default value: T? = nil) {
                settings = KodableSettings(key: key, options: [.propertyDecoding(decoding)] + options, defaultValue: value)
                self.value = value
            }

            /// Outside a `Kodable` type the wrapper does nothing: the value decodes as its bare type.
            public init(from decoder: Decoder) throws {
                self.init()
                value = try T(from: decoder)
            }

            public func encode(to encoder: Encoder) throws {
                try wrappedValue.encode(to: encoder)
            }

            mutating func decode(from container: KeyedDecodingContainer<KodableKey>, propertyName: String, owner: String) throws {
                let decoded: T
                let holder: KeyedDecodingContainer<KodableKey>
                let key: KodableKey
                do {
                    (holder, key) = try settings.place(in: container, propertyName: propertyName)
                    if settings.decoding == .lossy, let lossy = T.self as? any KodableLossyArray.Type {
                        var elements = try holder.nestedUnkeyedContainer(forKey: key)
                        decoded = try lossy.decodeLossy(from: &elements) as! T
                    } else {
                        decoded = try KodableReading.value(T.self, from: holder, forKey: key, coerces: settings.coerces)
                    }
                } catch {
                    // `default:` on any failure; an optional without one is nil.
                    if let fallback = settings.defaultValue {
                        value = fallback
                        return
                    }
                    if let none = KodableReading.none(T.self) {
                        value = none
                        return
                    }
                    throw error
                }
                value = try settings.modified(decoded, propertyName: propertyName, owner: owner, at: key, in: holder)
            }

            func encode(to container: inout KeyedEncodingContainer<KodableKey>, propertyName: String) throws {
                let current = wrappedValue
                try settings.encode(
                    current, isNil: (current as? any KodableOptional)?.isNil ?? false, to: &container, propertyName: propertyName)
            }
        }

        // MARK: @CodableDate

        public protocol DateConvertible {
            func date(from value: String) -> Date?
            func string(from date: Date) -> String
        }

        public enum DateCodingStrategy {
            case format(String)
            case iso8601
            case iso8601WithMillisecondPrecision
            case rfc2822
            case rfc3339
            case timestamp
            case custom(DateConvertible)

            private static func formatter(_ format: String) -> DateFormatter {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.timeZone = TimeZone(secondsFromGMT: 0)
                formatter.dateFormat = format
                return formatter
            }

            private static func iso8601(fractional: Bool) -> ISO8601DateFormatter {
                let formatter = ISO8601DateFormatter()
                if fractional { formatter.formatOptions.insert(.withFractionalSeconds) }
                return formatter
            }

            public func date(from value: String) -> Date? {
                switch self {
                case .format(let format): Self.formatter(format).date(from: value)
                case .iso8601: Self.iso8601(fractional: false).date(from: value)
                case .iso8601WithMillisecondPrecision: Self.iso8601(fractional: true).date(from: value)
                case .rfc2822: Self.formatter("EEE, d MMM y HH:mm:ss zzz").date(from: value)
                case .rfc3339: Self.formatter("yyyy-MM-dd'T'HH:mm:ssZ").date(from: value)
                case .timestamp: Double(value).map(Date.init(timeIntervalSince1970:))
                case .custom(let parser): parser.date(from: value)
                }
            }

            public func string(from date: Date) -> String {
                switch self {
                case .format(let format): Self.formatter(format).string(from: date)
                case .iso8601: Self.iso8601(fractional: false).string(from: date)
                case .iso8601WithMillisecondPrecision: Self.iso8601(fractional: true).string(from: date)
                case .rfc2822: Self.formatter("EEE, d MMM y HH:mm:ss zzz").string(from: date)
                case .rfc3339: Self.formatter("yyyy-MM-dd'T'HH:mm:ssZ").string(from: date)
                case .timestamp: "\(date.timeIntervalSince1970)"
                case .custom(let parser): parser.string(from: date)
                }
            }
        }

        public protocol DateProtocol {}
        extension Date: DateProtocol {}
        extension Optional: DateProtocol where Wrapped == Date {}

        @propertyWrapper
        public struct CodableDate<T: DateProtocol & Codable>: KodableWrapper, Codable {
            private var value: T?
            private var settings: KodableSettings<T>
            private var strategy: DateCodingStrategy

            public var wrappedValue: T {
                get {
                    if let value { return value }
                    if let none = KodableReading.none(T.self) { return none }
                    fatalError("@CodableDate property read before it was decoded or set")
                }
                set { value = newValue }
            }

            public init() {
                self.init(.iso8601)
            }

            public init(_ options: KodableOption<T>..., default value: T? = nil) {
                settings = KodableSettings(key: nil, options: options, defaultValue: value)
                strategy = .iso8601
                self.value = value
            }

            public init(_ key: String, _ options: KodableOption<T>..., default value: T? = nil) {
                settings = KodableSettings(key: key, options: options, defaultValue: value)
                strategy = .iso8601
                self.value = value
            }

            public init(_ strategy: DateCodingStrategy, _ key: String? = nil, _ options: KodableOption<T>..., default value: T? = nil) {
                settings = KodableSettings(key: key, options: options, defaultValue: value)
                self.strategy = strategy
                self.value = value
            }

            public init(_ strategy: DateCodingStrategy, _ options: KodableOption<T>..., default value: T? = nil) {
                settings = KodableSettings(key: nil, options: options, defaultValue: value)
                self.strategy = strategy
                self.value = value
            }

            /// Outside a `Kodable` type the wrapper does nothing: the value decodes as its bare type.
            public init(from decoder: Decoder) throws {
                self.init()
                value = try T(from: decoder)
            }

            public func encode(to encoder: Encoder) throws {
                try wrappedValue.encode(to: encoder)
            }

            mutating func decode(from container: KeyedDecodingContainer<KodableKey>, propertyName: String, owner: String) throws {
                let text: String
                let holder: KeyedDecodingContainer<KodableKey>
                let key: KodableKey
                do {
                    (holder, key) = try settings.place(in: container, propertyName: propertyName)
                    // A number through its text (`978307200.0` reads "978307200"), unless the type is enforced.
                    if settings.coerces, (try? holder.decodeNil(forKey: key)) == false, (try? holder.decode(String.self, forKey: key)) == nil,
                        let number = KodableReading.numberText(from: holder, forKey: key)
                    {
                        text = number
                    } else {
                        text = try holder.decode(String.self, forKey: key)
                    }
                } catch {
                    if let fallback = settings.defaultValue {
                        value = fallback
                        return
                    }
                    if let none = KodableReading.none(T.self) {
                        value = none
                        return
                    }
                    throw error
                }
                guard let date = strategy.date(from: text) else {
                    // Escapes every fallback: nil for `Date?`, an error for `Date`.
                    if let none = KodableReading.none(T.self) {
                        value = none
                        return
                    }
                    throw DecodingError.dataCorrupted(
                        DecodingError.Context(
                            codingPath: container.codingPath + settings.path(for: propertyName).map(KodableKey.init(stringValue:)),
                            debugDescription: "Could not parse Date from this value: \(text)"))
                }
                value = try settings.modified(
                    (date as? T) ?? (Optional(date) as! T), propertyName: propertyName, owner: owner, at: key, in: holder)
            }

            func encode(to container: inout KeyedEncodingContainer<KodableKey>, propertyName: String) throws {
                let current = wrappedValue
                let date = (current as? Date) ?? ((current as? Date?) ?? nil)
                try settings.encode(date.map(strategy.string(from:)), isNil: date == nil, to: &container, propertyName: propertyName)
            }
        }
        """#
}
