import Foundation

/// Walks one document's tape with a compiled plan, doing what the synthesized `init(from:)` of
/// the planned types would do through `JSONDecoder`, and recording every error instead of
/// stopping at the first.
///
/// After an error the walk carries on with the siblings the compiled code would never have
/// reached, so one run shows every problem; the first recorded error is the one `JSONDecoder`
/// throws (they are recorded in decode order: `CodingKeys` order within an object).
struct PlanWalker {
    let document: JSONDocument
    let tape: JSONTape
    let options: ValidationOptions
    private(set) var outcome = ValidationOutcome()
    /// The coding path to the value being walked, built into components only for a problem.
    private var path: [PathStep] = []
    /// Per-object field slots (tape index of each field's value, or -1), stacked for nesting so
    /// the walk allocates nothing per object.
    private var slots: [Int32] = []

    init(document: JSONDocument, options: ValidationOptions) {
        self.document = document
        self.tape = document.tape
        self.options = options
        path.reserveCapacity(32)
        slots.reserveCapacity(256)
    }

    // MARK: - Values

    /// - Parameter decoderIsAtValue: whether Foundation's decoder would itself stand at this value
    ///   (as after `Optional.init(from:)`), rather than a container above it. Only `.iso8601`
    ///   errors show the difference: Foundation reports them at the decoder's path.
    mutating func walk(_ value: CompiledValue, at index: Int, decoderIsAtValue: Bool = false) {
        switch value {
        case .leaf(.data) where options.dataStrategy == .deferredToData:
            // `Data.init(from:)` reads an array of bytes; null is still "Data" missing.
            if tape.kind(at: index) == .null {
                record(.valueNotFound(expected: Data.self), at: index)
            } else {
                walkArray(of: .leaf(.integer(.uint8)), at: index)
            }
        case .leaf(let leaf):
            do {
                try LeafRules.check(leaf, at: index, in: LeafContext(document: document, options: options))
            } catch {
                record(error, at: index, decoderIsAtValue: decoderIsAtValue)
            }
        case .optional(let wrapped):
            // `Optional.init(from:)`: null is nil, anything else must be the wrapped type.
            if tape.kind(at: index) != .null { walk(wrapped, at: index, decoderIsAtValue: true) }
        case .array(let element):
            walkArray(of: element, at: index)
        case .dictionary(let keyKind, let element):
            walkDictionary(keys: keyKind, values: element, at: index)
        case .object(let object):
            walkObject(object, at: index)
        }
    }

    private mutating func walkArray(of element: CompiledValue, at index: Int) {
        guard tape.kind(at: index) == .array else {
            recordContainerMismatch(expectingObject: false, at: index)
            return
        }
        var elementIndex = index + 1
        for position in 0..<tape.elementCount(at: index) {
            path.append(.index(position))
            walk(element, at: elementIndex)
            path.removeLast()
            elementIndex = tape.indexAfter(elementIndex)
        }
    }

    private mutating func walkDictionary(keys keyKind: DictionaryKeyKind, values: CompiledValue, at index: Int) {
        guard tape.kind(at: index) == .object else {
            recordContainerMismatch(expectingObject: true, at: index)
            return
        }
        checkKeysDecode(inObjectAt: index)
        // The first occurrence of a key wins and later ones are never decoded, as in Foundation.
        // Keys are compared as Swift strings, so only dictionaries with 2+ members need the set.
        var seenKeys = Set<String>()
        let needsDuplicateCheck = tape.elementCount(at: index) > 1
        var keyIndex = index + 1
        for _ in 0..<tape.elementCount(at: index) {
            let valueIndex = keyIndex + 1
            defer { keyIndex = tape.indexAfter(valueIndex) }
            guard let key = decodedKey(at: keyIndex) else { continue }  // Reported by `checkKeysDecode`.
            if needsDuplicateCheck, !seenKeys.insert(key).inserted { continue }
            path.append(.dictionaryKey(keyIndex))
            if keyKind == .int, Int(key) == nil {
                record(.invalidIntegerKey, at: keyIndex)
            } else {
                walk(values, at: valueIndex)
            }
            path.removeLast()
        }
    }

    private mutating func walkObject(_ object: CompiledObject, at index: Int) {
        guard tape.kind(at: index) == .object else {
            recordContainerMismatch(expectingObject: true, at: index)
            return
        }
        checkKeysDecode(inObjectAt: index)
        let fields = object.fields
        let base = slots.count
        slots.append(contentsOf: repeatElement(-1, count: fields.count))
        defer { slots.removeSubrange(base...) }

        var keyIndex = index + 1
        var nextExpectedField = 0
        for _ in 0..<tape.elementCount(at: index) {
            let valueIndex = keyIndex + 1
            if let field = matchField(forKeyAt: keyIndex, in: object, startingAt: nextExpectedField) {
                // The first occurrence of a key wins; later duplicates are never decoded.
                if slots[base + field] < 0 { slots[base + field] = Int32(valueIndex) }
                nextExpectedField = field + 1 == fields.count ? 0 : field + 1
            } else if options.reportsUnknownKeys {
                reportUnknownKey(at: keyIndex, in: object)
            }
            keyIndex = tape.indexAfter(valueIndex)
        }

        for (position, field) in fields.enumerated() {
            let valueIndex = Int(slots[base + position])
            path.append(.key(field.key))
            if valueIndex < 0 {
                if !field.isOptional { recordKeyNotFound(field, in: object, objectAt: index) }
            } else if !(field.isOptional && tape.kind(at: valueIndex) == .null) {
                walk(field.value, at: valueIndex)
            }
            path.removeLast()
        }
    }

    // MARK: - Keys

    /// The field whose key matches the document key at `keyIndex`, under the key strategy.
    /// Starts at the field after the last match: documents usually list keys in model order.
    private func matchField(forKeyAt keyIndex: Int, in object: CompiledObject, startingAt start: Int) -> Int? {
        let flags = tape.flags(at: keyIndex)
        let raw = document.rawStringBytes(at: keyIndex)
        let convertsSnakeCase = options.keyStrategy == .convertFromSnakeCase && SnakeCaseKeyConversion.mayChange(raw)
        if flags.contains(.hasEscapes) || convertsSnakeCase {
            guard var key = decodedKey(at: keyIndex) else { return nil }
            if convertsSnakeCase { key = SnakeCaseKeyConversion.convert(key) }
            return object.fields.firstIndex { $0.key == key }
        }
        if let index = object.keyTable.index(of: raw, startingAt: start) { return index }
        // Bytes differ, but Swift string equality is canonical equivalence: `café` composed and
        // decomposed are the same key. Only non-ASCII keys can differ in bytes and still be equal.
        if flags.contains(.hasNonASCII), let key = String(validating: raw, as: UTF8.self) {
            return object.fields.firstIndex { !$0.keyIsASCII && $0.key == key }
        }
        return nil
    }

    /// Foundation validates every key of an object it decodes, used or not; a bad one fails the
    /// whole container ("The given data was not valid JSON.", empty path).
    private mutating func checkKeysDecode(inObjectAt index: Int) {
        var keyIndex = index + 1
        for _ in 0..<tape.elementCount(at: index) {
            let entry = tape.entries[keyIndex]
            if !entry.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) {
                do {
                    _ = try JSONStringDecoding.content(entry: entry, bytes: document.bytes, isKey: true)
                } catch {
                    record(.malformedString(error), at: keyIndex)
                }
            }
            keyIndex = tape.indexAfter(keyIndex + 1)
        }
    }

    private mutating func reportUnknownKey(at keyIndex: Int, in object: CompiledObject) {
        guard let key = decodedKey(at: keyIndex) else { return }
        var message = "key \"\(key)\" is not decoded by \(object.typeName)"
        if let hint = UnknownKeyHint.hint(for: key, fields: object.fields, keyStrategy: options.keyStrategy) {
            message += "; \(hint)"
        }
        var warningPath = materializedPath()
        warningPath.append(.key(key))
        outcome.warnings.append(DecodingWarning(
            kind: "unknownKey", codingPath: warningPath, byteOffset: tape.offset(at: keyIndex), message: message))
    }

    // MARK: - Problems

    private mutating func recordKeyNotFound(_ field: CompiledField, in object: CompiledObject, objectAt index: Int) {
        var problem = DecodingProblem.keyNotFound(
            FieldCodingKey(stringValue: field.key), containerIndex: index, in: document,
            containerPath: materializedPath().dropLast())
        problem.message += " (required by \(object.typeName).\(field.propertyName))"
        append(problem)
    }

    private mutating func record(_ failure: ValueFailure, at index: Int, decoderIsAtValue: Bool = false) {
        let truePath = materializedPath()
        append(DecodingProblem(
            failure, valueIndex: index, in: document, codingPath: truePath, decoderPath: decoderIsAtValue ? truePath : nil))
    }

    private mutating func recordContainerMismatch(expectingObject: Bool, at index: Int) {
        append(DecodingProblem.containerMismatch(
            expectingObject: expectingObject, valueIndex: index, in: document, codingPath: materializedPath()))
    }

    private func decodedKey(at keyIndex: Int) -> String? {
        try? JSONStringDecoding.content(entry: tape.entries[keyIndex], bytes: document.bytes, isKey: true)
    }

    private mutating func append(_ problem: DecodingProblem) {
        if outcome.errors.count < options.maximumErrors {
            outcome.errors.append(problem)
        } else {
            outcome.omittedErrorCount += 1
        }
    }

    private func materializedPath() -> [CodingPathComponent] {
        path.map { step in
            switch step {
            case .key(let key): .key(key)
            case .index(let index): .index(index)
            case .dictionaryKey(let keyIndex):
                .key(decodedKey(at: keyIndex) ?? String(decoding: document.rawStringBytes(at: keyIndex), as: UTF8.self))
            }
        }
    }

    /// One step of the path to the current value.
    private enum PathStep {
        /// A field: its `CodingKey` string, shared with the plan (no allocation).
        case key(String)
        case index(Int)
        /// A dictionary member: the tape index of its key, decoded only if a problem needs it.
        case dictionaryKey(Int)
    }
}
