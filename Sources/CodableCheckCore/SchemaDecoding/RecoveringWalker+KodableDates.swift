import Foundation

/// Kodable's `@CodableDate`, as its `KodableTransformable` and `DateTransformer` run (Kodable 2.x):
/// the value is read as a `String?` under the key (a number only with `.lossless`, through its
/// text), and a missing key, null or a value of another type is covered by Kodable's fallbacks
/// (`default:`, or nil for `Date?`). Only then does the transformer parse the string with the
/// strategy's formatter (`en_US_POSIX`, UTC), and that failure escapes every fallback: `Date?`
/// becomes nil, `Date` throws `failedToParseDate` even when it has a `default:`.
extension RecoveringWalker {
    mutating func decodeKodableDate(
        _ field: PreparedField, _ semantics: FieldSemantics, of object: PreparedObject, at index: Int
    ) -> FieldResult {
        let mark = FindingsMark(self)
        guard let string = kodableDateString(semantics, at: index) else {
            return recoverWrappedFailure(field, semantics, since: mark, at: index)
        }
        let format = semantics.dateFormat ?? .iso8601
        guard let text = WrapperDateFormats.encodedText(of: string, format, custom: semantics.customDateFormat) else {
            recordUnparsableDate(string, format, customFormat: semantics.customDateFormat, wrapperName: semantics.wrapperName, at: index)
            guard field.isOptional else { return .failed }
            salvage(
                since: mark, kind: .swallowedByWrapper, at: index,
                holding: "nil (\(semantics.wrapperName)'s transformer returns nil for a date it cannot parse, whatever its default)")
            return Self.result("null", semantics)
        }
        if semantics.valueRules.isEmpty { return .value(text) }
        return applyValueRules(text, field, semantics, of: object, at: index)
    }

    /// The `String` Kodable reads: a string, or with `.lossless` a number or Bool through its text
    /// (`978307200` for `978307200.0`, as `LosslessValue` tries the integer types before `Double`).
    private mutating func kodableDateString(_ semantics: FieldSemantics, at index: Int) -> String? {
        if semantics.conversion == .kodable, document.tape.kind(at: index) != .string,
            let text = WrapperConversion.losslessText(at: index, in: document)
        {
            return text
        }
        return wrappedString(at: index)
    }
}
