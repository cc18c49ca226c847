import Foundation

/// Decodes a document with a prepared plan in one pass that both checks and builds the value the
/// app would hold (as `JSONEncoder` with `.sortedKeys` writes it), so that what a recovery puts in
/// place of the JSON (a default, nil, a dropped element) is what gets printed.
///
/// In lossy mode (`ValidationOptions.Mode.lossy`) it salvages what it can: every recovery is a
/// `DecodingWarning` with a stable kind, and only what cannot be salvaged stays an error. With
/// `isLossy` false it recovers nothing; strict mode uses it only to learn which optional
/// properties were present, null or absent (`PlanWalker` and `DecodedValuePrinter` stay the
/// strict hot path).
///
/// Rules, in lossy mode:
///
///     kind                    when                                                  the app holds
///     droppedElement          an array element fails                                the other elements
///     droppedDictionaryValue  a dictionary value (or an `[Int: V]` key) fails       the other members
///     invalidOptionalAsNil    an optional's value fails                             nil
///     unknownEnumValue        an optional enum's raw value is not a case            nil
///     defaultUsed             a property with a declared default is missing, null   the default
///                             or fails
///     emptyCollection         a non-optional array or dictionary is missing or null `[]` / `[:]`
///     coercedBool / coercedString / coercedNumber / dateFallback   (`LossyLeafRules`)
struct RecoveringWalker: FindingsRecording {
    let document: JSONDocument
    let options: ValidationOptions
    let isLossy: Bool
    var errors: [DecodingProblem] = []
    var warnings: [DecodingWarning] = []
    /// Every optional property of every object that decoded, in decode order.
    var presence: [OptionalPresence] = []
    /// With `options.producesValue`: the parts of the value a hand-written `init(from:)` set by code
    /// the tool does not follow (`UnknownValue`).
    var unknownValues: [UnknownValue] = []
    /// The approximations the decoding reached, each once (`ValidationOutcome.approximations`).
    /// Never taken back: a value whose failure is salvaged or swallowed was still decoded by them.
    var approximations: [ReachedApproximation] = []
    var path: [CodingPathComponent] = []
    /// The positions in `path` that are dictionary members' keys (innermost last): where
    /// Foundation's decoder stands depends on them (`DecodingProblem.walkedDecoderPath`).
    var dictionaryKeyPositions: [Int] = []
    /// Firestore document IDs by the byte offset of the document object's `{`: what `@DocumentID`
    /// holds in that object.
    var documentIDs: [Int: String] = [:]
    /// How many keys of the current field's key path were found (1 for a plain key that is
    /// present), so `keyNotFound` names the first missing one.
    var reachedKeyCount = 0
    /// The value a key path reached that is not an object (`"address": null` for
    /// `address.zipCode`): Foundation's `nestedContainer` throws there, before any key is looked up.
    var keyPathBlockedAt: Int?
    /// Keys an enclosing `init(from:)` read from the object at this tape index before decoding the
    /// whole object again (a discriminated union's `type`): not unknown to the inner decoding.
    var enclosingAskedKeys: [Int: Set<String>] = [:]
    /// The `Decoder` Foundation's own types (`FoundationValue`) are decoded through, configured
    /// with `options`; made on first use, as most documents have none.
    var foundationDecoder: CodableCheckDecoder?

    init(document: JSONDocument, options: ValidationOptions, isLossy: Bool) {
        self.document = document
        self.options = options
        self.isLossy = isLossy
    }

    /// The decoded value's JSON text, or nil when it does not decode (the errors say why).
    mutating func decode(_ value: PreparedValue, at index: Int, decoderIsAtValue: Bool = false) -> String? {
        let tape = document.tape
        switch value {
        case .leaf(.data) where options.dataStrategy == .deferredToData:
            return decodeByteArray(at: index)
        case .leaf(let leaf):
            return decodeLeaf(leaf, at: index, decoderIsAtValue: decoderIsAtValue)
        case .optional(let wrapped):
            if tape.kind(at: index) == .null { return "null" }
            let mark = FindingsMark(self)
            if let text = decode(wrapped, at: index, decoderIsAtValue: true) { return text }
            guard isLossy else { return nil }
            salvage(since: mark, kind: Self.failureKind(of: wrapped, since: mark, in: self), at: index, holding: "nil")
            return "null"
        case .array(let element):
            return decodeArray(of: element, at: index)
        case .set(let element):
            return decodeArray(of: element, at: index, collapsingEqualElements: true)
        case .dictionary(let keyKind, let element):
            return decodeDictionary(keys: keyKind, values: element, at: index)
        case .object(let object):
            if let custom = object.custom {
                noteApproximations(of: object, at: index)
                return InitializerInterpreter.decode(custom, at: index, codingPath: path, in: &self)
            }
            return decodeObject(object, at: index)
        case .composite(let composite):
            return composite.decode(at: index, in: &self)
        }
    }

    /// The decoding reaches `object`: its approximations, if any, join the document's.
    @inline(__always)
    mutating func noteApproximations(of object: PreparedObject, at index: Int) {
        guard !object.approximations.isEmpty else { return }
        for site in ReachedApproximation.unnoted(object.approximations, in: approximations) {
            approximations.append(ReachedApproximation(site: site, codingPath: path, byteOffset: document.tape.offset(at: index)))
        }
    }

    // MARK: - Leaves

    mutating func decodeLeaf(_ leaf: LeafKind, at index: Int, decoderIsAtValue: Bool) -> String? {
        do {
            return text(of: try LeafRules.value(leaf, at: index, in: LeafContext(document: document, options: options)))
        } catch {
            if isLossy, let recovery = LossyLeafRules.recover(leaf, at: index, in: document) {
                warn(recovery.kind, at: index, recovery.message)
                return text(of: recovery.value)
            }
            let decoderPath = DecodingProblem.walkedDecoderPath(
                for: error, at: path, decoderIsAtValue: decoderIsAtValue, keyStrategy: options.keyStrategy,
                isDictionaryKey: dictionaryKeyPositions.contains)
            var problem = DecodingProblem(error, valueIndex: index, in: document, codingPath: path, decoderPath: decoderPath)
            if isLossy, let refusal = LossyLeafRules.numericStringRefusal(leaf, at: index, in: document) {
                // Lossy mode reads numeric strings: that this one is a string is not the problem.
                problem.kind = .dataCorrupted
                problem.message = refusal
            }
            errors.append(problem)
            return nil
        }
    }

    /// `Data` under `.deferredToData`: an array of bytes.
    mutating func decodeByteArray(at index: Int) -> String? {
        let tape = document.tape
        if tape.kind(at: index) == .null {
            errors.append(DecodingProblem(.valueNotFound(expected: Data.self), valueIndex: index, in: document, codingPath: path))
            return nil
        }
        guard let count = arrayElementCount(at: index) else { return nil }
        var bytes: [UInt8] = []
        var failed = false
        var element = index + 1
        for position in 0..<count {
            do {
                bytes.append(try JSONNumberConversion.integer(UInt8.self, at: element, in: document))
            } catch {
                errors.append(DecodingProblem(error, valueIndex: element, in: document, codingPath: path + [.index(position)]))
                failed = true
            }
            element = tape.indexAfter(element)
        }
        guard !failed else { return nil }
        var writer = EncodedJSONWriter()
        writer.writeString(Data(bytes).base64EncodedString())
        return writer.text
    }

    // MARK: - Containers

    /// The element count of the array at `index`; nil, with the error `JSONDecoder`'s unkeyed
    /// container throws recorded, when the value there is not an array.
    mutating func arrayElementCount(at index: Int) -> Int? {
        guard document.tape.kind(at: index) == .array else {
            errors.append(.containerMismatch(expectingObject: false, valueIndex: index, in: document, codingPath: path))
            return nil
        }
        return document.tape.elementCount(at: index)
    }

    /// - Parameter wrapperName: a wrapper that drops failing elements (`@LossyArray`), named in
    ///   the `swallowedByWrapper` warning; nil drops them only in lossy mode.
    ///   `collapsingEqualElements`: a `Set`, which keeps one of equal elements (in document order).
    ///   `conversion`: a wrapper's conversion for each element (`@LosslessArray`).
    mutating func decodeArray(
        of element: PreparedValue, at index: Int, droppedBy wrapperName: String? = nil, collapsingEqualElements: Bool = false,
        converting conversion: FieldSemantics.Conversion? = nil
    ) -> String? {
        let tape = document.tape
        guard let count = arrayElementCount(at: index) else { return nil }
        var parts: [String] = []
        var failed = false
        var elementIndex = index + 1
        for position in 0..<count {
            path.append(.index(position))
            let mark = FindingsMark(self)
            let decoded =
                if let conversion, case .leaf(let leaf) = element {
                    decodeConverting(leaf, conversion, at: elementIndex)
                } else {
                    decode(element, at: elementIndex)
                }
            if let text = decoded {
                if !collapsingEqualElements || !parts.contains(text) { parts.append(text) }
            } else if let wrapperName {
                salvage(
                    since: mark, kind: .swallowedByWrapper, at: elementIndex,
                    holding: "the array without this element (\(wrapperName) drops it silently)")
            } else if isLossy {
                salvage(since: mark, kind: .droppedElement, at: elementIndex, holding: "the array without this element")
            } else {
                failed = true
            }
            path.removeLast()
            elementIndex = tape.indexAfter(elementIndex)
        }
        return failed ? nil : "[" + parts.joined(separator: ",") + "]"
    }

    mutating func decodeDictionary(
        keys keyKind: DictionaryKeyKind, values: PreparedValue, at index: Int, droppedBy wrapperName: String? = nil
    ) -> String? {
        guard document.tape.kind(at: index) == .object else {
            errors.append(.containerMismatch(expectingObject: true, valueIndex: index, in: document, codingPath: path))
            return nil
        }
        var members: [(key: String, value: String)] = []
        var failed = false
        let dropKind: WarningKind = wrapperName == nil ? .droppedDictionaryValue : .swallowedByWrapper
        let dropped = "the dictionary without this member" + (wrapperName.map { " (\($0) drops it silently)" } ?? "")
        let drops = isLossy || wrapperName != nil
        // `[Int: V]` and enum keys go through the key strategy (only `[String: V]` is exempt).
        let keyStrategy: ValidationOptions.KeyStrategy = keyKind == .string ? .useDefaultKeys : options.keyStrategy
        for member in readMembers(ofObjectAt: index, keyStrategy: keyStrategy).firstOccurrences {
            let (keyIndex, key) = (member.keyIndex, member.matchedKey)
            dictionaryKeyPositions.append(path.count)
            path.append(.key(key))
            defer {
                path.removeLast()
                dictionaryKeyPositions.removeLast()
            }
            let mark = FindingsMark(self)
            var written = key
            if case .codingKeyEnum(let plan) = keyKind {
                guard let rawValue = enumKey(key, of: plan, at: keyIndex) else {
                    if drops {
                        salvage(since: mark, kind: dropKind, at: keyIndex, holding: dropped)
                    } else {
                        failed = true
                    }
                    continue
                }
                written = rawValue
            }
            if keyKind == .int {
                guard let number = Int(key) else {
                    errors.append(DecodingProblem(.invalidIntegerKey, valueIndex: keyIndex, in: document, codingPath: path))
                    if drops {
                        salvage(since: mark, kind: dropKind, at: keyIndex, holding: dropped)
                    } else {
                        failed = true
                    }
                    continue
                }
                // `[Int: V]` re-encodes its keys from the Int: `"007"` becomes `"7"`.
                written = String(number)
            }
            if let text = decode(values, at: keyIndex + 1) {
                // `[Int: V]`: `"1"` and `"01"` are one key; the later member wins, as
                // `Dictionary.init(from:)` assigns them in turn.
                if let existing = members.firstIndex(where: { $0.key == written }) {
                    members[existing].value = text
                } else {
                    members.append((written, text))
                }
            } else if drops {
                salvage(since: mark, kind: dropKind, at: keyIndex + 1, holding: dropped)
            } else {
                failed = true
            }
        }
        guard !failed else { return nil }
        var writer = EncodedJSONWriter()
        writer.writeObject(members) { writer, text in writer.writeRaw(text) }
        return writer.text
    }

    /// A `CodingKeyRepresentable` enum key (`[Genre: V]` in object form): the Swift key's text,
    /// or nil after recording Foundation's `dataCorrupted` at the key.
    mutating func enumKey(_ key: String, of plan: RawEnumPlan, at keyIndex: Int) -> String? {
        let rawValue: String? =
            switch plan.rawType {
            case .string: key
            case .integer: Int(key).map(String.init)
            }
        if let rawValue, plan.rawValues.contains(rawValue) { return rawValue }
        errors.append(
            DecodingProblem(
                kind: .dataCorrupted, codingPath: path, byteOffset: document.tape.offset(at: keyIndex),
                message: "key \"\(key)\" is not a raw value of \(plan.typeName)",
                foundationDescription: "Could not convert key to type \(plan.typeName)"))
        return nil
    }

    mutating func decodeObject(_ object: PreparedObject, at index: Int) -> String? {
        noteApproximations(of: object, at: index)
        let tape = document.tape
        guard tape.kind(at: index) == .object else {
            errors.append(.containerMismatch(expectingObject: true, valueIndex: index, in: document, codingPath: path))
            return nil
        }
        let objectMembers = readMembers(ofObjectAt: index, keyStrategy: options.keyStrategy)
        if options.reportsUnknownKeys { warnUnknownKeys(in: objectMembers, of: object, at: index) }
        var members: [(key: String, value: String)] = []
        var nestedMembers: [(path: [String], text: String)] = []
        var failed = false
        for field in object.fields {
            // Kodable's dotted keys (`address.zipCode`) reach into nested objects.
            let segments = field.semantics?.keyPath ?? [field.key]
            var valueIndex = objectMembers.valueIndex(forKey: segments[0])
            // The innermost object the path reached, and how many keys were found on the way: a
            // missing key is reported at the object that lacks it, as `nestedContainer` throws.
            var containerIndex = index
            reachedKeyCount = valueIndex == nil ? 0 : 1
            keyPathBlockedAt = nil
            for segment in segments.dropFirst() {
                guard let outer = valueIndex else { break }
                guard tape.kind(at: outer) == .object else {
                    keyPathBlockedAt = outer
                    valueIndex = nil
                    break
                }
                containerIndex = outer
                valueIndex = nestedValue(for: segment, inObjectAt: outer)
                if valueIndex != nil { reachedKeyCount += 1 }
            }
            path.append(contentsOf: segments.map { .key($0) })
            defer { path.removeLast(segments.count) }
            switch decodeField(field, of: object, valueIndex: valueIndex, objectIndex: containerIndex) {
            case .value(let text) where segments.count > 1: nestedMembers.append((segments, text))
            case .value(let text): members.append((field.key, text))
            case .omitted: break
            case .failed: failed = true
            }
        }
        guard !failed else { return nil }
        members += Self.nest(nestedMembers)
        // Never decoded, always encoded: a `let` with an initial value.
        members += object.encodedConstants
        var writer = EncodedJSONWriter()
        writer.writeObject(members) { writer, text in writer.writeRaw(text) }
        return writer.text
    }

    /// Kodable encodes a dotted key (`address.zipCode`) into nested objects, one per segment;
    /// fields sharing a prefix share the object (`{"address": {"city": …, "zipCode": …}}`).
    static func nest(_ entries: [(path: [String], text: String)]) -> [(key: String, value: String)] {
        var order: [String] = []
        var groups: [String: [(path: [String], text: String)]] = [:]
        for entry in entries {
            let head = entry.path[0]
            if groups[head] == nil { order.append(head) }
            groups[head, default: []].append((Array(entry.path.dropFirst()), entry.text))
        }
        return order.map { head in
            let group = groups[head]!
            // A value written under the key itself (a one-segment rest) wins over nested ones.
            if let leaf = group.first(where: { $0.path.isEmpty }) { return (head, leaf.text) }
            var writer = EncodedJSONWriter()
            writer.writeObject(nest(group)) { writer, text in writer.writeRaw(text) }
            return (head, writer.text)
        }
    }

    enum FieldResult {
        case value(String)
        /// A nil optional: `encodeIfPresent` leaves it out.
        case omitted
        case failed
    }

    mutating func decodeField(
        _ field: PreparedField, of object: PreparedObject, valueIndex: Int?, objectIndex: Int
    ) -> FieldResult {
        let tape = document.tape
        let isNull = valueIndex.map { tape.kind(at: $0) == .null } ?? false
        if let semantics = field.semantics {
            return decodeWrappedField(field, semantics, of: object, valueIndex: valueIndex, isNull: isNull, objectIndex: objectIndex)
        }
        if field.isOptional {
            presence.append(OptionalPresence(codingPath: path, state: valueIndex == nil ? .absent : isNull ? .null : .value))
            if valueIndex == nil || isNull { return .omitted }
        } else if valueIndex == nil || isNull, isLossy, let fallback = missingValueFallback(field) {
            let found = valueIndex == nil ? "key \"\(field.key)\" not found" : "found null"
            warn(fallback.kind, at: valueIndex ?? objectIndex, "\(found); the app holds \(fallback.holding)")
            return .value(fallback.text)
        }
        guard let valueIndex else {
            recordKeyNotFound(field, of: object, objectIndex: objectIndex)
            return .failed
        }
        let mark = FindingsMark(self)
        if let text = decode(field.value, at: valueIndex) { return .value(text) }
        return salvaged(field, since: mark, at: valueIndex)
    }

    /// A field whose value failed to decode, in lossy mode: an optional holds nil, a property
    /// with a declared default holds it, each a warning in place of the errors since `mark`; in
    /// strict mode, and for any other field, the failure stands.
    mutating func salvaged(_ field: PreparedField, since mark: FindingsMark, at valueIndex: Int) -> FieldResult {
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

    mutating func recordKeyNotFound(_ field: PreparedField, of object: PreparedObject, objectIndex: Int, note: String = "") {
        // A dotted key (`publisher.address.city`) stops at the first key that is missing.
        let segments = field.semantics?.keyPath ?? [field.key]
        let missing = min(reachedKeyCount, segments.count - 1)
        let containerPath = path.dropLast(segments.count - missing)
        let key =
            segments.count == 1
            ? FieldCodingKey(stringValue: field.key, intValue: field.keyIntValue, typeName: object.codingKeysName)
            : FieldCodingKey(stringValue: segments[missing])
        var problem = DecodingProblem.keyNotFound(
            key, containerIndex: objectIndex, in: document,
            containerPath: Array(containerPath))
        problem.message += " (required by \(object.typeName).\(field.propertyName)\(note))"
        errors.append(problem)
    }

    /// What a missing or null non-optional property becomes in lossy mode, if anything: its
    /// declared default, else an empty collection (`ValuePlan.emptyCollection`).
    func missingValueFallback(_ field: PreparedField) -> (text: String, kind: WarningKind, holding: String)? {
        if let defaultValue = field.defaultValue, defaultValue != "null" {
            return (defaultValue, .defaultUsed, "the declared default \(defaultValue)")
        }
        return field.emptyCollection.map { ($0.encoded, .emptyCollection, $0.holding) }
    }

    // MARK: - Recoveries

    /// Replaces the errors a value's decode recorded since `mark` with one warning of `kind` at
    /// the value, saying what went wrong first and what the app holds instead. Warnings and
    /// presence from inside the discarded value go too: the app never holds it.
    mutating func salvage(since mark: FindingsMark, kind: WarningKind, at index: Int, holding: String) {
        if stoppedTheApp(since: mark) { return }
        let first = discardFindings(since: mark)
        var reason = first?.message ?? "the value does not decode"
        if let first, first.codingPath != path { reason = "at \(first.renderedPath): " + reason }
        warn(kind, at: index, "\(reason); the app holds \(holding)")
    }

    /// `unknownEnumValue` when an enum leaf failed on its raw value, else `invalidOptionalAsNil`.
    static func failureKind(of value: PreparedValue, since mark: FindingsMark, in walker: RecoveringWalker) -> WarningKind {
        if case .leaf(.rawEnum) = value, walker.errors.count > mark.errors, walker.errors[mark.errors].kind == .dataCorrupted {
            return .unknownEnumValue
        }
        return .invalidOptionalAsNil
    }

    mutating func warn(_ kind: WarningKind, at index: Int, _ message: String) {
        warnings.append(DecodingWarning(kind: kind, codingPath: path, byteOffset: document.tape.offset(at: index), message: message))
    }

    // MARK: - Helpers

    /// The value of the first member named `key` of the object at `index` (no key strategy: a
    /// Kodable key path's later segments are looked up as written); nil if it is no object.
    func nestedValue(for key: String, inObjectAt index: Int) -> Int? {
        guard document.tape.kind(at: index) == .object else { return nil }
        return ObjectMembers(objectAt: index, in: document, keyStrategy: .useDefaultKeys).valueIndex(forKey: key)
    }

    /// The members of the object at `index`, keys compared under `keyStrategy`. Each key that does
    /// not decode is recorded: Foundation fails the object there ("The given data was not valid JSON.").
    mutating func readMembers(ofObjectAt index: Int, keyStrategy: ValidationOptions.KeyStrategy) -> ObjectMembers {
        let members = ObjectMembers(objectAt: index, in: document, keyStrategy: keyStrategy)
        for (keyIndex, failure) in members.keyFailures {
            errors.append(DecodingProblem(failure, valueIndex: keyIndex, in: document, codingPath: path))
        }
        return members
    }

    /// An `unknownKey` warning for each member of the object at `index` that no field of `object`
    /// decodes, nor an enclosing `init(from:)` read before decoding the object whole.
    mutating func warnUnknownKeys(in members: ObjectMembers, of object: PreparedObject, at index: Int) {
        let fieldKeys = Set(object.fields.map { $0.semantics?.keyPath?.first ?? $0.key })
        let askedKeys = enclosingAskedKeys[index] ?? []
        for member in members.members where !fieldKeys.contains(member.matchedKey) && !askedKeys.contains(member.matchedKey) {
            warnings.append(
                .unknownKey(
                    member.key, notDecodedBy: object.typeName, expectedKeys: object.fields.map(\.key), keyStrategy: options.keyStrategy,
                    inObjectAt: path, byteOffset: document.tape.offset(at: member.keyIndex)))
        }
    }

    func text(of value: LeafValue) -> String {
        var printer = DecodedValuePrinter(document: document, options: options)
        printer.write(value)
        return printer.writer.text
    }
}
