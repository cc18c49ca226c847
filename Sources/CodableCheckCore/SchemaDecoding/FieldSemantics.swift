/// How a property wrapper (BetterCodable's `@LossyArray`, `@DefaultCodable`, `@DateValue`...)
/// changes the decoding of one property, as data: what a missing key, a null or a failing value
/// becomes, whether failing elements are dropped, and which conversions the wrapper adds.
///
/// JSON texts (`valueIfMissing`...) are what the app holds, as `JSONEncoder` writes it; `"null"`
/// means nil. A swallowed failure is reported as a `swallowedByWrapper` warning, in both modes.
public struct FieldSemantics: Sendable, Equatable {
    /// Conversions a wrapper tries when the declared type refuses the value.
    public enum Conversion: Sendable, Equatable {
        /// `@DefaultFalse`/`@DefaultTrue`: `Bool`, then the numbers 0 and 1, then `"true"`/`"false"`
        /// (case-sensitive, as `Bool(String)` reads them).
        case boolStrategy
        /// `@LosslessValue`: the value's own text (`"42"`, `42`, `true`) through the declared type's
        /// `LosslessStringConvertible` initializer.
        case lossless
        /// `@LosslessBoolValue`: as `lossless`, but the numbers 0 and 1 are read as `false` and
        /// `true` first (`LosslessBooleanStrategy`), so a `String` holds `"true"` for `1`.
        case losslessBool
        /// Kodable's coercions for `@Coding` (on unless `.enforceTypeDecoding`, per its README):
        /// `Bool` from the numbers 0 and 1 and from `"true"`/`"false"`, `String` from a number.
        case kodable
    }

    /// `@DateValue<Strategy>`'s strategies.
    public enum DateFormat: String, Sendable, Equatable, CaseIterable {
        case iso8601 = "ISO8601Strategy"
        case iso8601WithFractionalSeconds = "ISO8601WithFractionalSecondsStrategy"
        case rfc3339 = "RFC3339Strategy"
        case rfc2822 = "RFC2822Strategy"
        case timestamp = "TimestampStrategy"
        case yearMonthDay = "YearMonthDayStrategy"
        /// Kodable's `@CodableDate(.timestamp)`: a *string* of seconds since 1970 (`"978307200.0"`).
        case timestampString = ".timestamp"
        /// Kodable's `@CodableDate(.format("y-MM-dd"))`: `customDateFormat`.
        case custom = ".format"
        /// Kodable's `@CodableDate(.custom(parser))`: the app's own `DateConvertible`, code the
        /// tool cannot run, so any string is accepted and printed back as it is.
        case convertible = ".custom"
    }

    /// The wrapper as written, for messages: `@LossyArray`, `@DefaultCodable<ZeroStrategy>`.
    public var wrapperName: String
    /// What the app holds when the key is missing; nil: `keyNotFound`.
    public var valueIfMissing: String?
    /// What the app holds when the value is null; nil: the value must decode.
    public var valueIfNull: String?
    /// What the app holds when the value fails to decode (the wrapper swallows the error).
    public var valueOnFailure: String?
    /// Array elements or dictionary values that fail are dropped, silently in the app.
    public var dropsFailingElements: Bool
    public var conversion: Conversion?
    public var dateFormat: DateFormat?
    /// With `DateFormat.custom`: the `DateFormatter` format (`en_US_POSIX`, UTC).
    public var customDateFormat: String?
    /// Kodable's dotted key (`@Coding("address.zipCode")`): the keys from the object down to the
    /// value. Nil: the field's own key.
    public var keyPath: [String]?
    /// Firestore's `@DocumentID`: the value never comes from the document body (a body field of
    /// the same name is ignored); the app holds the document's ID.
    public var ignoresDocumentBody = false
    /// Said with the `keyNotFound` for a missing key (Firestore's wrappers require the key).
    public var missingKeyNote: String?
    /// Firestore's `@ExplicitNull`, Kodable's `.encodeAsNullIfNil`: a nil value is written as
    /// `null` by `--print` instead of being left out.
    public var encodesNilAsNull = false
    /// Kodable's built-in modifiers and simple validations, in the order written.
    public var valueRules: [KodableValueRule] = []
    /// `@LosslessArray`: `conversion` applies to each element (Kodable's `.lossy` arrays decode
    /// their elements strictly, whatever the property's coercions).
    public var convertsElements = false
    /// Kodable's `@CodableDate`: its `DateTransformer` runs after Kodable's fallbacks, so a string
    /// that does not parse is not covered by `valueOnFailure` (a `default:`): an optional `Date?`
    /// is nil (the transformer returns nil), a `Date` fails the decode.
    public var parsesDateAfterFallbacks = false
    /// `@DataValue<Base64Strategy>`: a string read with `Data(base64Encoded:)` (strict: padding
    /// required, nothing else allowed), whatever the decoder's data strategy.
    public var readsBase64String = false
    /// Fluent's `Fields.init(from:)` (FluentKit 1.56.0, `Fields+Codable.swift`): the property is
    /// read through `superDecoder(forKey:)`, so a missing key reads as null, and any error of its
    /// decoding is caught and thrown again as `typeMismatch` at the property's key, with this
    /// `debugDescription` ("Could not decode property"). Nil: errors leave as they are thrown.
    public var rethrownAsTypeMismatch: String?

    public init(
        wrapperName: String, valueIfMissing: String? = nil, valueIfNull: String? = nil, valueOnFailure: String? = nil,
        dropsFailingElements: Bool = false, conversion: Conversion? = nil, dateFormat: DateFormat? = nil
    ) {
        self.wrapperName = wrapperName
        self.valueIfMissing = valueIfMissing
        self.valueIfNull = valueIfNull
        self.valueOnFailure = valueOnFailure
        self.dropsFailingElements = dropsFailingElements
        self.conversion = conversion
        self.dateFormat = dateFormat
    }
}
