import Foundation

/// Walks one document's tape with a prepared plan, doing what the synthesized `init(from:)` of
/// the planned types would do through `JSONDecoder`, and recording every error instead of
/// stopping at the first.
///
/// After an error the walk carries on with the siblings the compiled code would never have
/// reached, so one run shows every problem; the first recorded error is the one `JSONDecoder`
/// throws (they are recorded in decode order: `CodingKeys` order within an object).
struct PlanWalker {
    let document: JSONDocument
    let plan: WalkPlan
    let options: ValidationOptions
    private(set) var outcome = ValidationOutcome()
    // The plan's and the document's buffers, held as raw pointers for the walk: both owners outlive
    // it (`validate` keeps them alive), and nothing in the loop retains or checks bounds twice.
    private let nodes: UnsafeMutableBufferPointer<WalkPlan.Node>
    private let fields: UnsafeMutableBufferPointer<WalkPlan.Field>
    private let keyBytes: UnsafeMutableBufferPointer<UInt8>
    private let entries: UnsafeBufferPointer<JSONTape.Entry>
    private let bytes: UnsafeBufferPointer<UInt8>
    private let decodesDataAsBytes: Bool
    private let decodesISO8601Dates: Bool
    /// `ObjectMembers`' key rules on raw bytes: which field a key matches, whether it decodes.
    private let keys: FieldKeyMatcher
    /// The coding path to the value being walked, as plain integers; a problem builds the real one.
    /// At most one step per nesting level, and the reader refuses more than 512 levels.
    private let path: UnsafeMutablePointer<PathStep>
    private var pathCount = 0
    /// Per-object field slots (tape index of each field's value, or -1), stacked for nesting so
    /// the walk allocates nothing per object. Grown by doubling.
    private var slots: UnsafeMutablePointer<Int32>
    private var slotCapacity = initialSlotCapacity
    private var slotCount = 0
    private var slotsAreOnHeap = false
    /// String values found well formed that needed a check, objects whose keys were found all
    /// different (`CheckedEntries`).
    private var checkedEntries: CheckedEntries?

    /// Walks `document` from its root, and returns what it found.
    static func validate(_ document: JSONDocument, plan: WalkPlan, options: ValidationOptions) -> ValidationOutcome {
        // The path and the first slots live on the stack: a JSON Lines stream validates a small
        // document per line, and two heap allocations per line showed in its profile.
        withExtendedLifetime((document, plan)) {
            withUnsafeTemporaryAllocation(of: PathStep.self, capacity: JSONReader.maximumNestingDepth + 8) { path in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: initialSlotCapacity) { slots in
                    var walker = PlanWalker(
                        document: document, plan: plan, options: options, entries: document.tape.entries,
                        path: path.baseAddress.unsafelyUnwrapped, slots: slots.baseAddress.unsafelyUnwrapped)
                    defer { walker.deallocate() }
                    walker.walk(plan.root, at: document.rootIndex)
                    walker.outcome.checkedEntries = walker.checkedEntries
                    return walker.outcome
                }
            }
        }
    }

    private static let initialSlotCapacity = 256

    private init(
        document: JSONDocument, plan: WalkPlan, options: ValidationOptions, entries: UnsafeBufferPointer<JSONTape.Entry>,
        path: UnsafeMutablePointer<PathStep>, slots: UnsafeMutablePointer<Int32>
    ) {
        self.document = document
        self.plan = plan
        self.options = options
        self.nodes = plan.nodes
        self.fields = plan.fields
        self.keyBytes = plan.keyBytes
        self.entries = entries
        self.bytes = document.bytes
        self.decodesDataAsBytes = options.dataStrategy == .deferredToData
        self.decodesISO8601Dates = options.dateStrategy == .iso8601
        self.keys = FieldKeyMatcher(plan: plan, entries: entries, bytes: document.bytes, keyStrategy: options.keyStrategy)
        self.path = path
        self.slots = slots
    }

    /// Frees the slots if they outgrew the caller's.
    private func deallocate() {
        if slotsAreOnHeap { slots.deallocate() }
    }

    // MARK: - Values

    /// - Parameter decoderIsAtValue: whether Foundation's decoder would itself stand at this value
    ///   (as after `Optional.init(from:)`), rather than a container above it. Only `.iso8601`
    ///   errors show the difference: Foundation reports them at the decoder's path.
    mutating func walk(_ nodeIndex: Int32, at index: Int, decoderIsAtValue: Bool = false) {
        let node = nodes[Int(nodeIndex)]
        switch node.kind {
        case .leaf:
            walkLeaf(node, at: index, decoderIsAtValue: decoderIsAtValue)
        case .optional:
            // `Optional.init(from:)`: null is nil, anything else must be the wrapped type.
            if entries[index].kind != .null { walk(node.inner, at: index, decoderIsAtValue: true) }
        case .array:
            walkArray(of: node.inner, at: index)
        case .stringDictionary:
            walkDictionary(intKeys: false, values: node.inner, at: index)
        case .intDictionary:
            walkDictionary(intKeys: true, values: node.inner, at: index)
        case .object:
            walkObject(node, at: index)
        }
    }

    @inline(__always)
    private mutating func walkLeaf(_ node: WalkPlan.Node, at index: Int, decoderIsAtValue: Bool) {
        do {
            if try LeafRules.checkFast(node.leaf, width: node.width, entry: entries[index], bytes: bytes) {
                if node.leaf == .string { noteChecked(index) }
                return
            }
        } catch {
            record(error, at: index, decoderIsAtValue: decoderIsAtValue)
            return
        }
        walkSlowLeaf(node, at: index, decoderIsAtValue: decoderIsAtValue)
    }

    /// Notes a string value `checkFast` found well formed, when it needed a check at all.
    @inline(__always)
    private mutating func noteChecked(_ index: Int) {
        guard !entries[index].flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) else { return }
        noteCheckedEntry(index)
    }

    /// Notes an object of two members or more whose keys the walk found all different, so the
    /// deviation finder does not compare them again.
    @inline(__always)
    private mutating func noteDistinctKeys(inObjectAt index: Int, memberCount: Int) {
        if memberCount > 1 { noteCheckedEntry(index) }
    }

    private mutating func noteCheckedEntry(_ index: Int) {
        if checkedEntries == nil { checkedEntries = CheckedEntries(entryCount: entries.count) }
        checkedEntries.unsafelyUnwrapped.insert(index)
    }

    private mutating func walkSlowLeaf(_ node: WalkPlan.Node, at index: Int, decoderIsAtValue: Bool) {
        switch node.leaf {
        case .rawEnum:
            let cases = UnsafeBufferPointer(rebasing: plan.enumCases[Int(node.inner)..<Int(node.inner + node.count)])
            if LeafRules.isRawValue(entries[index], bytes, cases: cases, rawValueBytes: keyBytes) { return }
        case .integerRawEnum:
            if isIntegerRawValue(entries[index], cases: plan.enumCases[Int(node.inner)..<Int(node.inner + node.count)]) { return }
        case .date where decodesISO8601Dates:
            if LeafRules.isCertainlyISO8601(entries[index], bytes) { return }
        default:
            break
        }
        if node.leaf == .data, decodesDataAsBytes {
            // `Data.init(from:)` reads an array of bytes; null is still "Data" missing.
            if entries[index].kind == .null {
                record(.valueNotFound(expected: Data.self), at: index)
            } else {
                walkArray(of: plan.byteNode, at: index)
            }
            return
        }
        do {
            _ = try LeafRules.value(plan.leafKinds[Int(node.first)], at: index, in: LeafContext(document: document, options: options))
        } catch {
            record(error, at: index, decoderIsAtValue: decoderIsAtValue)
        }
    }

    /// A plain integer whose text is one of an integer raw enum's raw values (as the plan spells
    /// them canonically): certainly that case. Anything else goes to `LeafRules.value`.
    private func isIntegerRawValue(
        _ entry: JSONTape.Entry, cases: Slice<UnsafeMutableBufferPointer<(start: Int32, count: Int32)>>
    ) -> Bool {
        guard entry.kind == .number, entry.flags.contains(.isPlainInteger) else { return false }
        let text = bytes.baseAddress.unsafelyUnwrapped + Int(entry.offset)
        let count = Int(entry.extent)
        for rawValue in cases where Int(rawValue.count) == count {
            if ByteEquality.equal(keyBytes.baseAddress.unsafelyUnwrapped + Int(rawValue.start), text, count: count) { return true }
        }
        return false
    }

    private mutating func walkArray(of element: Int32, at index: Int) {
        let entry = entries[index]
        guard entry.kind == .array else {
            recordContainerMismatch(expectingObject: false, at: index)
            return
        }
        let elementNode = nodes[Int(element)]
        var elementIndex = index + 1
        pushPath(.index(0))
        for position in 0..<JSONTape.elementCount(at: index, in: entries) {
            path[pathCount - 1] = .index(position)
            if elementNode.kind == .leaf {
                walkLeaf(elementNode, at: elementIndex, decoderIsAtValue: false)
            } else {
                walk(element, at: elementIndex)
            }
            elementIndex = indexAfter(elementIndex)
        }
        pathCount -= 1
    }

    private mutating func walkDictionary(intKeys: Bool, values: Int32, at index: Int) {
        guard entries[index].kind == .object else {
            recordContainerMismatch(expectingObject: true, at: index)
            return
        }
        checkKeysDecode(inObjectAt: index)
        let memberCount = JSONTape.elementCount(at: index, in: entries)
        if !intKeys, memberCount <= Self.largestDictionaryComparedByBytes, hasOnlyPlainKeys(objectAt: index) {
            walkSmallPlainDictionary(values: values, at: index, memberCount: memberCount)
            return
        }
        // The first occurrence of a key wins and later ones are never decoded, as in Foundation.
        // Keys are compared as Swift strings, so only dictionaries with 2+ members need the set.
        var seenKeys = Set<String>()
        let needsDuplicateCheck = memberCount > 1
        var repeatsKey = false
        var keyIndex = index + 1
        for _ in 0..<memberCount {
            let valueIndex = keyIndex + 1
            defer { keyIndex = indexAfter(valueIndex) }
            if needsDuplicateCheck || intKeys {
                guard var key = decodedKey(at: keyIndex) else { continue }  // Reported by `checkKeysDecode`.
                // The key strategy exempts only `[String: V]`: JSONDecoder converts `[Int: V]` keys
                // before `Int(String)` (`"1_000"` becomes 1000).
                if intKeys { key = ObjectMembers.matchedKey(key, under: options.keyStrategy) }
                if needsDuplicateCheck, !seenKeys.insert(key).inserted {
                    repeatsKey = true
                    continue
                }
                if intKeys, Int(key) == nil {
                    pushPath(.dictionaryKey(keyIndex))
                    record(.invalidIntegerKey, at: keyIndex)
                    pathCount -= 1
                    continue
                }
            } else if ObjectMembers.keyFailure(entries[keyIndex], bytes: bytes) != nil {
                continue  // Reported by `checkKeysDecode`.
            }
            pushPath(.dictionaryKey(keyIndex))
            walk(values, at: valueIndex)
            pathCount -= 1
        }
        // Keys that do not decode are left out here as in the deviation finder; `[Int: V]` keys
        // converted from snake case that differ also differed before.
        if !repeatsKey { noteDistinctKeys(inObjectAt: index, memberCount: memberCount) }
    }

    /// Up to this many members, a `[String: V]` whose keys are plain ASCII finds repeated keys by
    /// comparing bytes with the earlier keys, instead of building a `String` per key for a `Set`.
    private static let largestDictionaryComparedByBytes = 16

    /// `walkDictionary` for a small `[String: V]` with plain keys: equal as Swift strings exactly
    /// when their bytes are equal. The first occurrence of a key wins, as in Foundation.
    private mutating func walkSmallPlainDictionary(values: Int32, at index: Int, memberCount: Int) {
        let base = bytes.baseAddress.unsafelyUnwrapped
        var repeatsKey = false
        var keyIndex = index + 1
        for _ in 0..<memberCount {
            let valueIndex = keyIndex + 1
            defer { keyIndex = indexAfter(valueIndex) }
            let key = entries[keyIndex]
            var earlier = index + 1
            var isRepeated = false
            while earlier < keyIndex {
                let other = entries[earlier]
                if other.extent == key.extent,
                    ByteEquality.equal(base + Int(other.offset) + 1, base + Int(key.offset) + 1, count: Int(key.extent))
                {
                    isRepeated = true
                    break
                }
                earlier = indexAfter(earlier + 1)
            }
            if isRepeated {
                repeatsKey = true
                continue
            }
            pushPath(.dictionaryKey(keyIndex))
            walk(values, at: valueIndex)
            pathCount -= 1
        }
        if !repeatsKey { noteDistinctKeys(inObjectAt: index, memberCount: memberCount) }
    }

    /// Whether every key of the object at `index` is ASCII without escapes or control bytes.
    private func hasOnlyPlainKeys(objectAt index: Int) -> Bool {
        let end = Int(entries[index].extent)
        var keyIndex = index + 1
        while keyIndex < end {
            if !entries[keyIndex].flags.isDisjoint(with: FieldKeyMatcher.flagsNeedingDecoding) { return false }
            keyIndex = indexAfter(keyIndex + 1)
        }
        return true
    }

    private mutating func walkObject(_ node: WalkPlan.Node, at index: Int) {
        let entry = entries[index]
        guard entry.kind == .object else {
            noteApproximations(of: node, at: index)
            recordContainerMismatch(expectingObject: true, at: index)
            return
        }
        let fieldCount = Int(node.count)
        let firstField = Int(node.first)
        let base = pushSlots(fieldCount)
        defer { slotCount = base }

        if fillSlots(base: base, forKeysOfObjectAt: index, node: node) {
            noteDistinctKeys(inObjectAt: index, memberCount: JSONTape.elementCount(at: index, in: entries))
        }

        pushPath(.field(Int32(firstField)))
        for position in 0..<fieldCount {
            let fieldIndex = firstField + position
            let field = fields[fieldIndex]
            let valueIndex = Int(slots[base + position])
            path[pathCount - 1] = .field(Int32(fieldIndex))
            if valueIndex < 0 {
                if !field.isOptional { recordKeyNotFound(fieldIndex: fieldIndex, objectNode: node, objectAt: index) }
            } else if !(field.isOptional && entries[valueIndex].kind == .null) {
                let valueNode = nodes[Int(field.value)]
                if valueNode.kind == .leaf {
                    walkLeaf(valueNode, at: valueIndex, decoderIsAtValue: false)
                } else {
                    walk(field.value, at: valueIndex)
                }
            }
        }
        pathCount -= 1
    }

    /// One pass over the keys of the object at `index` checks that each decodes
    /// (`checkKeysDecode`, inline: an object's key errors still come before any of its values'
    /// errors) and puts each one's value in its field's slot. Returns whether the keys are all
    /// different, which the deviation finder then need not check: plain keys (equal as strings
    /// exactly when their bytes are) that each found a field of their own, but for at most one
    /// unknown key.
    ///
    /// Not inlined into `walkObject`: there, `matchField` stopped being inlined and every call
    /// copied the walker (a `memcpy` per key, 0.7 million instructions on twitter.json).
    ///
    /// An object decoded by approximation is noted here, out of `walkObject`'s inlined code.
    @inline(never)
    private mutating func fillSlots(base: Int, forKeysOfObjectAt index: Int, node: WalkPlan.Node) -> Bool {
        noteApproximations(of: node, at: index)
        let fieldCount = Int(node.count)
        let firstField = Int(node.first)
        var keyIndex = index + 1
        var nextExpectedField = 0
        var keyFlags: JSONTapeFlags = []
        var unknownKeys = 0
        var repeatsField = false
        for _ in 0..<JSONTape.elementCount(at: index, in: entries) {
            let valueIndex = keyIndex + 1
            keyFlags.formUnion(entries[keyIndex].flags)
            checkKeyDecodes(at: keyIndex)
            if let field = keys.field(forKeyAt: keyIndex, firstField: firstField, fieldCount: fieldCount, startingAt: nextExpectedField) {
                // The first occurrence of a key wins; later duplicates are never decoded (`ObjectMembers`).
                if slots[base + field] < 0 { slots[base + field] = Int32(valueIndex) } else { repeatsField = true }
                nextExpectedField = field + 1 == fieldCount ? 0 : field + 1
            } else {
                unknownKeys += 1
                if options.reportsUnknownKeys { reportUnknownKey(at: keyIndex, in: plan.objects[Int(node.object)]) }
            }
            keyIndex = indexAfter(valueIndex)
        }
        return !repeatsField && unknownKeys < 2 && keyFlags.isDisjoint(with: FieldKeyMatcher.flagsNeedingDecoding)
    }

    // MARK: - Stacks

    @inline(__always)
    private func indexAfter(_ index: Int) -> Int {
        let entry = entries[index]
        return entry.kind.isContainer ? Int(entry.extent) : index + 1
    }

    @inline(__always)
    private mutating func pushPath(_ step: PathStep) {
        path[pathCount] = step
        pathCount += 1
    }

    /// Reserves `count` slots set to -1 and returns the first one's position.
    @inline(__always)
    private mutating func pushSlots(_ count: Int) -> Int {
        let base = slotCount
        if base + count > slotCapacity { growSlots(toHold: base + count) }
        (slots + base).initialize(repeating: -1, count: count)
        slotCount = base + count
        return base
    }

    private mutating func growSlots(toHold needed: Int) {
        var capacity = slotCapacity * 2
        while capacity < needed { capacity *= 2 }
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        grown.initialize(from: slots, count: slotCount)
        if slotsAreOnHeap { slots.deallocate() }
        slots = grown
        slotsAreOnHeap = true
        slotCapacity = capacity
    }

    // MARK: - Keys

    /// Foundation validates every key of an object it decodes, used or not; a bad one fails the
    /// whole container ("The given data was not valid JSON.", empty path).
    @inline(__always)
    private mutating func checkKeysDecode(inObjectAt index: Int) {
        var keyIndex = index + 1
        for _ in 0..<JSONTape.elementCount(at: index, in: entries) {
            checkKeyDecodes(at: keyIndex)
            keyIndex = indexAfter(keyIndex + 1)
        }
    }

    /// One key of `checkKeysDecode`: a plain key (ASCII, no escapes) always decodes.
    @inline(__always)
    private mutating func checkKeyDecodes(at keyIndex: Int) {
        if let failure = keys.keyFailure(at: keyIndex) { record(failure, at: keyIndex) }
    }

    private mutating func reportUnknownKey(at keyIndex: Int, in object: PreparedObject) {
        guard let key = decodedKey(at: keyIndex) else { return }
        outcome.warnings.append(
            .unknownKey(
                key, notDecodedBy: object.typeName, expectedKeys: object.fields.map(\.key), keyStrategy: options.keyStrategy,
                inObjectAt: materializedPath(), byteOffset: Int(entries[keyIndex].offset)))
    }

    /// When the object at `index` is decoded by approximation, its sites join the outcome's, each
    /// once. A plan without approximations pays one test of a pointer per object.
    @inline(__always)
    private mutating func noteApproximations(of node: WalkPlan.Node, at index: Int) {
        if let approximatedObjects = plan.approximatedObjects, approximatedObjects[Int(node.object)] {
            noteApproximatedObject(node, at: index)
        }
    }

    @inline(never)
    private mutating func noteApproximatedObject(_ node: WalkPlan.Node, at index: Int) {
        let sites = ReachedApproximation.unnoted(plan.objects[Int(node.object)].approximations, in: outcome.approximations)
        guard !sites.isEmpty else { return }
        let path = materializedPath()
        for site in sites {
            outcome.approximations.append(ReachedApproximation(site: site, codingPath: path, byteOffset: Int(entries[index].offset)))
        }
    }

    // MARK: - Problems

    private mutating func recordKeyNotFound(fieldIndex: Int, objectNode: WalkPlan.Node, objectAt index: Int) {
        let field = plan.fieldInfo[fieldIndex]
        let object = plan.objects[Int(objectNode.object)]
        var problem = DecodingProblem.keyNotFound(
            FieldCodingKey(stringValue: field.key, intValue: field.keyIntValue, typeName: object.codingKeysName),
            containerIndex: index, in: document,
            containerPath: materializedPath().dropLast())
        problem.message += " (required by \(object.typeName).\(field.propertyName))"
        append(problem)
    }

    private mutating func record(_ failure: ValueFailure, at index: Int, decoderIsAtValue: Bool = false) {
        let truePath = materializedPath()
        let decoderPath = DecodingProblem.walkedDecoderPath(
            for: failure, at: truePath, decoderIsAtValue: decoderIsAtValue, keyStrategy: options.keyStrategy,
            isDictionaryKey: { position in
                if case .dictionaryKey = path[position] { true } else { false }
            })
        append(DecodingProblem(failure, valueIndex: index, in: document, codingPath: truePath, decoderPath: decoderPath))
    }

    private mutating func recordContainerMismatch(expectingObject: Bool, at index: Int) {
        append(
            DecodingProblem.containerMismatch(
                expectingObject: expectingObject, valueIndex: index, in: document, codingPath: materializedPath()))
    }

    private func decodedKey(at keyIndex: Int) -> String? {
        keys.decodedKey(at: keyIndex)
    }

    private mutating func append(_ problem: DecodingProblem) {
        if outcome.errors.count < options.maximumErrors {
            outcome.errors.append(problem)
        } else {
            outcome.omittedErrorCount += 1
        }
    }

    private func materializedPath() -> [CodingPathComponent] {
        UnsafeBufferPointer(start: path, count: pathCount).map { step in
            switch step {
            case .field(let field): .key(plan.fieldInfo[Int(field)].key)
            case .index(let index): .index(index)
            case .dictionaryKey(let keyIndex):
                .key(decodedKey(at: keyIndex) ?? String(decoding: document.rawStringBytes(at: keyIndex), as: UTF8.self))
            }
        }
    }

    /// One step of the path to the current value.
    private enum PathStep {
        /// A field: its index in the plan's `fields`, whose `fieldInfo` has the `CodingKey` string.
        case field(Int32)
        case index(Int)
        /// A dictionary member: the tape index of its key, decoded only if a problem needs it.
        case dictionaryKey(Int)
    }
}
