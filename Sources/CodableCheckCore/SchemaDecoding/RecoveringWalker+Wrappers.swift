import Foundation

/// Property wrappers' semantics (`FieldSemantics`), in both modes: what the wrapper makes of a
/// missing key, a null and a failing value, and the conversions it adds. An error a wrapper
/// swallows is a `swallowedByWrapper` warning saying what the app holds instead.
extension RecoveringWalker {
    mutating func decodeWrappedField(
        _ field: PreparedField, _ semantics: FieldSemantics, of object: PreparedObject, valueIndex: Int?, isNull: Bool,
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
    private func propertyMismatch(_ field: PreparedField, _ semantics: FieldSemantics, reason: String, at index: Int)
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
        _ field: PreparedField, _ semantics: FieldSemantics, blockedAt index: Int
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
        _ field: PreparedField, _ semantics: FieldSemantics, since mark: FindingsMark, at valueIndex: Int
    ) -> FieldResult {
        if let held = semantics.valueOnFailure {
            let holding = held == "null" ? "nil" : held
            salvage(
                since: mark, kind: .swallowedByWrapper, at: valueIndex,
                holding: "\(holding) (\(semantics.wrapperName) swallows the error silently)")
            return Self.result(held, semantics)
        }
        return salvaged(field, since: mark, at: valueIndex)
    }

    static func result(_ held: String, _ semantics: FieldSemantics) -> FieldResult {
        held == "null" && !semantics.encodesNilAsNull ? .omitted : .value(held)
    }

    private mutating func decodeWrappedValue(_ value: PreparedValue, _ semantics: FieldSemantics, at index: Int) -> String? {
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
