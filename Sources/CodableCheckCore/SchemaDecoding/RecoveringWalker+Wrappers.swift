import Foundation

/// Property wrappers' semantics (`FieldSemantics`), in both modes: what the wrapper makes of a
/// missing key, a null and a failing value, and the conversions it adds. An error a wrapper
/// swallows is a `swallowedByWrapper` warning saying what the app holds instead.
extension RecoveringWalker {
    mutating func decodeWrappedField(
        _ field: CompiledField, _ semantics: FieldSemantics, of object: CompiledObject, valueIndex: Int?, isNull: Bool,
        objectIndex: Int
    ) -> FieldResult {
        if semantics.ignoresDocumentBody {
            // The app holds the ID of the document it read (Firestore's decoder takes it from the
            // snapshot's reference), never a body field; unknown here, it is nil.
            guard let id = documentIDs[document.tape.offset(at: objectIndex)] else { return .omitted }
            var writer = EncodedJSONWriter()
            writer.writeString(id)
            return .value(writer.text)
        }
        if field.isOptional {
            presence.append(OptionalPresence(codingPath: path, state: valueIndex == nil ? .absent : isNull ? .null : .value))
        }
        if valueIndex == nil, let blocking = keyPathBlockedAt {
            return decodeBlockedKeyPath(field, semantics, blockedAt: blocking)
        }
        guard let valueIndex else {
            if let held = semantics.valueIfMissing { return Self.result(held, semantics) }
            if isLossy, !field.isOptional, let fallback = missingValueFallback(field) {
                warn(fallback.kind, at: objectIndex, "key \"\(field.key)\" not found; the app holds \(fallback.holding)")
                return .value(fallback.text)
            }
            if semantics.rethrownAsTypeMismatch != nil {
                // Read as null, which the value refuses (an optional one has `valueIfMissing`).
                let mark = FindingsMark(self)
                errors.append(
                    propertyMismatch(field, semantics, reason: "key \"\(field.key)\" not found (read as null)", at: objectIndex))
                return recoverWrappedFailure(field, semantics, since: mark, at: objectIndex)
            }
            // The synthesized `init(from:)` decodes the wrapper type itself, which is not optional.
            let note =
                semantics.missingKeyNote.map { "; \($0)" }
                ?? (field.isOptional ? "; \(semantics.wrapperName) makes the key required even when the type is optional" : "")
            recordKeyNotFound(field, of: object, objectIndex: objectIndex, note: note)
            return .failed
        }
        if isNull, let held = semantics.valueIfNull { return Self.result(held, semantics) }
        if isNull, field.isOptional { return Self.result("null", semantics) }
        if semantics.parsesDateAfterFallbacks { return decodeKodableDate(field, semantics, of: object, at: valueIndex) }
        let mark = FindingsMark(self)
        if let text = decodeWrappedValue(field.value, semantics, at: valueIndex) {
            if semantics.valueRules.isEmpty { return .value(text) }
            return applyValueRules(text, field, semantics, of: object, at: valueIndex)
        }
        if semantics.rethrownAsTypeMismatch != nil, errors.count > mark.errors, !stoppedTheApp(since: mark) {
            let first = errors[mark.errors]
            errors.removeSubrange(mark.errors...)
            warnings.removeSubrange(mark.warnings...)
            presence.removeSubrange(mark.presence...)
            let reason = first.codingPath == path ? first.message : "at \(first.renderedPath): \(first.message)"
            errors.append(propertyMismatch(field, semantics, reason: reason, at: valueIndex))
        }
        return recoverWrappedFailure(field, semantics, since: mark, at: valueIndex)
    }

    /// The `typeMismatch` Fluent's `Fields.init(from:)` throws for a property whose decoding
    /// failed (`FieldSemantics.rethrownAsTypeMismatch`): at the property's key, whatever the first
    /// error was and however deep; `reason` says what that was.
    private func propertyMismatch(_ field: CompiledField, _ semantics: FieldSemantics, reason: String, at index: Int)
        -> DecodingProblem
    {
        DecodingProblem(
            kind: .typeMismatch, codingPath: path, byteOffset: document.tape.offset(at: index),
            message: "\(semantics.wrapperName) property '\(field.propertyName)' could not be decoded: \(reason)",
            foundationDescription: semantics.rethrownAsTypeMismatch ?? "")
    }

    /// A dotted key (`address.zipCode`) whose path reaches a value that is not an object: Kodable's
    /// `nestedContainerAndKey` calls Foundation's `nestedContainer`, which throws `valueNotFound`
    /// for null and `typeMismatch` otherwise, at that value. A null is read as the null it is
    /// (an optional becomes nil, silently); anything else fails as the wrapper's value would.
    private mutating func decodeBlockedKeyPath(
        _ field: CompiledField, _ semantics: FieldSemantics, blockedAt index: Int
    ) -> FieldResult {
        let isNull = document.tape.kind(at: index) == .null
        if isNull, let held = semantics.valueIfNull { return Self.result(held, semantics) }
        if isNull, field.isOptional { return Self.result("null", semantics) }
        if isNull, isLossy, let fallback = missingValueFallback(field) {
            warn(fallback.kind, at: index, "found null; the app holds \(fallback.holding)")
            return .value(fallback.text)
        }
        let mark = FindingsMark(self)
        let keysBeyond = (semantics.keyPath?.count ?? 1) - reachedKeyCount
        errors.append(
            .containerMismatch(
                expectingObject: true, valueIndex: index, in: document, codingPath: Array(path.dropLast(keysBeyond))))
        return recoverWrappedFailure(field, semantics, since: mark, at: index)
    }

    /// What the wrapper, then lossy mode, makes of a value that failed to decode.
    mutating func recoverWrappedFailure(
        _ field: CompiledField, _ semantics: FieldSemantics, since mark: FindingsMark, at valueIndex: Int
    ) -> FieldResult {
        if let held = semantics.valueOnFailure {
            let holding = held == "null" ? "nil" : held
            salvage(
                since: mark, kind: .swallowedByWrapper, at: valueIndex,
                holding: "\(holding) (\(semantics.wrapperName) swallows the error silently)")
            return Self.result(held, semantics)
        }
        guard isLossy else { return .failed }
        if field.isOptional {
            salvage(since: mark, kind: Self.failureKind(of: field.value, since: mark, in: self), at: valueIndex, holding: "nil")
            return .omitted
        }
        if let defaultValue = field.defaultValue, defaultValue != "null" {
            salvage(since: mark, kind: .defaultUsed, at: valueIndex, holding: "the declared default \(defaultValue)")
            return .value(defaultValue)
        }
        return .failed
    }

    static func result(_ held: String, _ semantics: FieldSemantics) -> FieldResult {
        held == "null" && !semantics.encodesNilAsNull ? .omitted : .value(held)
    }

    private mutating func decodeWrappedValue(_ value: CompiledValue, _ semantics: FieldSemantics, at index: Int) -> String? {
        if semantics.dropsFailingElements {
            switch value {
            case .array(let element):
                return decodeArray(
                    of: element, at: index, droppedBy: semantics.wrapperName,
                    converting: semantics.convertsElements ? semantics.conversion : nil)
            case .set(let element):
                return decodeArray(of: element, at: index, droppedBy: semantics.wrapperName, collapsingEqualElements: true)
            case .dictionary(let keys, let values):
                return decodeDictionary(keys: keys, values: values, at: index, droppedBy: semantics.wrapperName)
            default:
                break
            }
        }
        if let format = semantics.dateFormat {
            return decodeDateValue(format, customFormat: semantics.customDateFormat, wrapperName: semantics.wrapperName, at: index)
        }
        if semantics.readsBase64String { return decodeBase64String(wrapperName: semantics.wrapperName, at: index) }
        if let conversion = semantics.conversion, case .leaf(let leaf) = value {
            return decodeConverting(leaf, conversion, at: index)
        }
        return decode(value, at: index)
    }

    /// The declared type first; when it refuses the value, the wrapper's conversion; when that
    /// fails too, the declared type's error (as BetterCodable rethrows the original error).
    mutating func decodeConverting(_ leaf: LeafKind, _ conversion: FieldSemantics.Conversion, at index: Int) -> String? {
        let context = LeafContext(document: document, options: options)
        if let decoded = try? LeafRules.value(leaf, at: index, in: context) {
            // `LosslessBooleanStrategy` is tried only after the declared type fails, so a Bool
            // property still reads `true`; 0/1 matter for the other types.
            return text(of: decoded)
        }
        if let converted = WrapperConversion.convert(leaf, conversion, at: index, in: document) { return text(of: converted) }
        return decodeLeaf(leaf, at: index, decoderIsAtValue: false)
    }

    /// `@DataValue<Base64Strategy>`: BetterCodable's strategy throws without a decoder, so
    /// Foundation's error has an empty path; the tool reports the true one.
    private mutating func decodeBase64String(wrapperName: String, at index: Int) -> String? {
        guard let string = wrappedString(at: index) else { return nil }
        guard let data = Data(base64Encoded: string) else {
            errors.append(
                DecodingProblem(
                    kind: .dataCorrupted, codingPath: path, byteOffset: document.tape.offset(at: index),
                    message: "string \"\(string)\" is not valid base64 for \(wrapperName)",
                    foundationDescription: "Invalid Base64 Format!", foundationCodingPath: path.isEmpty ? nil : []))
            return nil
        }
        var writer = EncodedJSONWriter()
        writer.writeString(data.base64EncodedString())
        return writer.text
    }

    /// The string a wrapper's strategy reads, or nil after recording why the value is not one.
    mutating func wrappedString(at index: Int) -> String? {
        do {
            return try ValueConversion.string(at: index, in: document)
        } catch {
            errors.append(DecodingProblem(error, valueIndex: index, in: document, codingPath: path))
            return nil
        }
    }

    /// `@DateValue<Strategy>`: a string in the strategy's format (a number for `TimestampStrategy`),
    /// written back in the same form.
    private mutating func decodeDateValue(
        _ format: FieldSemantics.DateFormat, customFormat: String?, wrapperName: String, at index: Int
    ) -> String? {
        if format == .timestamp {
            do {
                let seconds = try ValueConversion.double(at: index, in: document, nonConforming: options.nonConformingFloats)
                return text(of: .double(seconds))
            } catch {
                errors.append(DecodingProblem(error, valueIndex: index, in: document, codingPath: path))
                return nil
            }
        }
        guard let string = wrappedString(at: index) else { return nil }
        guard let text = WrapperDateFormats.encodedText(of: string, format, custom: customFormat) else {
            recordUnparsableDate(string, format, customFormat: customFormat, wrapperName: wrapperName, at: index)
            return nil
        }
        return text
    }

    /// A date string the wrapper's format refuses.
    mutating func recordUnparsableDate(
        _ string: String, _ format: FieldSemantics.DateFormat, customFormat: String?, wrapperName: String, at index: Int
    ) {
        // BetterCodable's strategies throw without a decoder, so the path is lost; Kodable
        // throws its own `failedToParseDate`.
        let isKodable = wrapperName.hasPrefix("@CodableDate")
        errors.append(
            DecodingProblem(
                kind: .dataCorrupted, codingPath: path, byteOffset: document.tape.offset(at: index),
                message:
                    "date \"\(string)\" does not match \(wrapperName) (expected e.g. \"\(WrapperDateFormats.example(format, custom: customFormat))\")",
                foundationDescription: isKodable ? "Could not parse Date from this value: \(string)" : "Invalid Date Format!",
                foundationCodingPath: isKodable || path.isEmpty ? nil : []))
    }
}

/// The conversions wrappers add (`FieldSemantics.Conversion`), tried after the declared type
/// refused the value.
enum WrapperConversion {
    static func convert(_ leaf: LeafKind, _ conversion: FieldSemantics.Conversion, at index: Int, in document: JSONDocument) -> LeafValue? {
        let tape = document.tape
        switch conversion {
        case .boolStrategy:
            guard case .bool = leaf else { return nil }
            switch tape.kind(at: index) {
            case .number:
                switch Double(document.rawText(at: index)) {
                case 0: return .bool(false)
                case 1: return .bool(true)
                default: return nil
                }
            case .string:
                return (try? ValueConversion.string(at: index, in: document)).flatMap(Bool.init).map { .bool($0) }
            default:
                return nil
            }
        case .kodable:
            switch leaf {
            case .bool:
                if tape.kind(at: index) == .string {
                    return (try? ValueConversion.string(at: index, in: document)).flatMap(Bool.init).map { .bool($0) }
                }
                return convert(leaf, .boolStrategy, at: index, in: document)
            case .string:
                guard tape.kind(at: index) == .number else { return nil }
                return losslessText(at: index, in: document).map { .string($0) }
            default:
                return nil
            }
        case .lossless, .losslessBool:
            var raw = losslessText(at: index, in: document)
            if conversion == .losslessBool, tape.kind(at: index) == .number,
                let integer = try? JSONNumberConversion.integer(Int.self, at: index, in: document), integer == 0 || integer == 1
            {
                raw = integer == 1 ? "true" : "false"
            }
            guard let raw else { return nil }
            switch leaf {
            case .bool: return Bool(raw).map { .bool($0) }
            case .string: return .string(raw)
            case .integer(let width):
                if let value = Int64(raw), width.holds(value) { return .number(String(value)) }
                if width == .uint64 || width == .uint, let value = UInt64(raw) { return .number(String(value)) }
                return nil
            case .double: return Double(raw).map { .double($0) }
            case .float: return Float(raw).map { .float($0) }
            default: return nil
            }
        }
    }

    /// The text `@LosslessValue` converts from: it decodes the first of `String`, `Bool`, the
    /// integers, `Double` that succeeds, so an integral number (`1.0`) reads as an `Int` (`"1"`).
    static func losslessText(at index: Int, in document: JSONDocument) -> String? {
        switch document.tape.kind(at: index) {
        case .string: return try? ValueConversion.string(at: index, in: document)
        case .true: return "true"
        case .false: return "false"
        case .number:
            if let integer = try? JSONNumberConversion.integer(Int64.self, at: index, in: document) { return String(integer) }
            if let unsigned = try? JSONNumberConversion.integer(UInt64.self, at: index, in: document) { return String(unsigned) }
            return (try? ValueConversion.double(at: index, in: document)).map { $0.description }
        default: return nil
        }
    }
}

/// `@DateValue`'s formats, exactly as BetterCodable configures them.
enum WrapperDateFormats {
    static func date(from string: String, _ format: FieldSemantics.DateFormat, custom: String? = nil) -> Date? {
        switch format {
        case .iso8601, .iso8601WithFractionalSeconds: isoFormatter(format).date(from: string)
        case .rfc3339, .rfc2822, .yearMonthDay, .custom: formatter(format, custom: custom).date(from: string)
        case .timestamp, .timestampString: Double(string).map(Date.init(timeIntervalSince1970:))
        // The app's own parser: no `Date` the tool can compute (`encodedText` keeps the string
        // instead).
        case .convertible: nil
        }
    }

    /// The date string as the wrapper holds it and encodes it again, as JSON text: parsed in the
    /// format and written back in it; nil when it does not parse. A `.convertible` string (the
    /// app's own `DateConvertible`, code the tool cannot run) is assumed to parse and to print
    /// back as read.
    static func encodedText(of string: String, _ format: FieldSemantics.DateFormat, custom: String?) -> String? {
        var writer = EncodedJSONWriter()
        if format == .convertible {
            writer.writeString(string)
        } else {
            guard let date = date(from: string, format, custom: custom) else { return nil }
            writer.writeString(self.string(from: date, format, custom: custom))
        }
        return writer.text
    }

    static func string(from date: Date, _ format: FieldSemantics.DateFormat, custom: String? = nil) -> String {
        switch format {
        case .iso8601, .iso8601WithFractionalSeconds: isoFormatter(format).string(from: date)
        case .rfc3339, .rfc2822, .yearMonthDay, .custom: formatter(format, custom: custom).string(from: date)
        case .timestamp, .timestampString: date.timeIntervalSince1970.description
        case .convertible: date.description
        }
    }

    static func example(_ format: FieldSemantics.DateFormat, custom: String? = nil) -> String {
        switch format {
        case .timestampString: "978307200.0"
        case .custom: formatter(format, custom: custom).string(from: Date(timeIntervalSince1970: 851042397))
        case .iso8601: "1996-12-19T16:39:57-08:00"
        case .iso8601WithFractionalSeconds: "1996-12-19T16:39:57.123Z"
        case .rfc3339: "1996-12-19T16:39:57-0800"
        case .rfc2822: "Thu, 19 Dec 1996 16:39:57 GMT"
        case .timestamp: "851042397"
        case .yearMonthDay: "1996-12-19"
        case .convertible: "any string"
        }
    }

    private static func isoFormatter(_ format: FieldSemantics.DateFormat) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        if format == .iso8601WithFractionalSeconds { formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
        return formatter
    }

    private static func formatter(_ format: FieldSemantics.DateFormat, custom: String? = nil) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        switch format {
        case .rfc3339: formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
        case .rfc2822: formatter.dateFormat = "EEE, d MMM y HH:mm:ss zzz"
        case .custom: formatter.dateFormat = custom ?? "y-MM-dd"
        default: formatter.dateFormat = "y-MM-dd"
        }
        return formatter
    }
}
