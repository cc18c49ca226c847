import Foundation

/// Key validation and key lookup: the part of the keyed container state that reads the object's keys.
extension KeyedContainerState {
    /// Why validate every key up front: JSONDecoder reads all keys of an object when it makes
    /// the container, so a bad escape in any key fails the container, used or not.
    /// Returns whether every key is plain ASCII without escapes.
    func validateKeys() throws -> Bool {
        var allPlain = true
        let end = Int(entries[objectIndex].extent)
        var member = objectIndex + 1
        while member < end {
            let key = entries[member]
            if !key.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) {
                allPlain = false
                do {
                    _ = try JSONStringDecoding.content(entry: key, bytes: bytes, isKey: true)
                } catch {
                    throw decoder.session.error(.malformedString(error), valueIndex: member, parent: node, key: NoCodingKey.none)
                }
            }
            let value = entries[member + 1]
            member = value.kind.isContainer ? Int(value.extent) : member + 2
        }
        return allPlain
    }

    static func names(
        objectIndex: Int, node: CodingPathNode, session: DecodingSession, _ convert: (String) -> String
    ) throws -> [(name: String, valueIndex: Int)] {
        let entries = session.entries
        let end = Int(entries[objectIndex].extent)
        var names: [(name: String, valueIndex: Int)] = []
        names.reserveCapacity(Int(entries[objectIndex].storedCount))
        var member = objectIndex + 1
        while member < end {
            let name: String
            do {
                name = try JSONStringDecoding.content(entry: entries[member], bytes: session.bytes, isKey: true)
            } catch {
                throw session.error(.malformedString(error), valueIndex: member, parent: node, key: NoCodingKey.none)
            }
            names.append((convert(name), member + 1))
            member = session.indexAfter(member + 1)
        }
        return names
    }

    /// The tape index of the value for `key`: its first occurrence, or nil.
    ///
    /// Not inlined: the lookup is large, and inlined into every `decode(_:forKey:)` it left the
    /// optimiser too little room to inline the conversion's closures after it. The common case
    /// (plain keys, found from the cursor) reads the name's bytes and nothing else: holding the
    /// name as a `String` for the full search cost a retain and two releases per lookup, so the
    /// full search asks the key for its name again.
    @inline(never)
    func valueIndex(for key: some CodingKey) -> Int? {
        if hasPlainKeys {
            let cursorLookup = key.stringValue.utf8.withContiguousStorageIfAvailable { wantedBytes in
                lookUpFromCursor(wantedBytes)
            }
            switch cursorLookup {
            case .found(let valueIndex): return valueIndex
            case .absent: return nil
            case .unknown, nil: break
            }
        }
        return searchAll(for: key)
    }

    /// `valueIndex(for:)` past the cursor: converted names, keys that are not all plain, and what
    /// the cursor cannot decide.
    @inline(never)
    private func searchAll(for key: some CodingKey) -> Int? {
        let wanted = key.stringValue
        if let convertedNames {
            return convertedNames.first(where: { $0.name == wanted })?.valueIndex
        }
        if let found = wanted.utf8.withContiguousStorageIfAvailable({ wantedBytes in searchMovingCursor(wantedBytes, wanted: wanted) }) {
            return found
        }
        var contiguous = wanted
        return contiguous.withUTF8 { wantedBytes in searchMovingCursor(wantedBytes, wanted: wanted) }
    }

    /// The full search, then the cursor moved back to just past the match when it was behind it.
    private func searchMovingCursor(_ wantedBytes: UnsafeBufferPointer<UInt8>, wanted: String) -> Int? {
        let base = bytes.baseAddress.unsafelyUnwrapped
        let count = wantedBytes.count
        // An empty key has no storage of its own; any address will do for zero bytes.
        let wantedStart = UnsafeRawPointer(wantedBytes.baseAddress) ?? UnsafeRawPointer(base)
        let wantedIsASCII = SWAR.isASCII(wantedStart, count: count)
        let found = search(wantedBytes, wanted: wanted, wantedIsASCII: wantedIsASCII, wantedStart: wantedStart)
        // Moving the cursor back keeps `namesBeforeCursor` a superset of the names before it.
        if hasPlainKeys, wantedIsASCII, let found, found - 1 < cursor {
            let value = entries[found]
            cursor = value.kind.isContainer ? Int(value.extent) : found + 1
        }
        return found
    }

    /// What the cursor alone can tell about a plain key.
    enum CursorLookup {
        /// The value index of the key's first occurrence.
        case found(Int)
        /// The object has no such key.
        case absent
        /// Only the full search knows: an earlier member may have the same name.
        case unknown
    }

    /// Looks for a plain key from `cursor` on.
    ///
    /// Why this is exact: every member before `cursor` has its name in `namesBeforeCursor`, so when
    /// the filter says the wanted name is not among them, the first match from `cursor` on is the
    /// first in the object, and no match from `cursor` on means no match at all. A match moves the
    /// cursor past it, adding the names it passed.
    ///
    /// Why `.absent` needs the name to be ASCII: the object's keys are all plain ASCII, so a byte
    /// match means the wanted name is ASCII too, but a name that is not can still equal one of them
    /// as a `String` (U+212A KELVIN SIGN is "K"), which only the full search finds.
    @inline(__always)
    private func lookUpFromCursor(_ wantedBytes: UnsafeBufferPointer<UInt8>) -> CursorLookup {
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        let count = wantedBytes.count
        // An empty key has no storage of its own; any address will do for zero bytes.
        let wanted = UnsafeRawPointer(wantedBytes.baseAddress) ?? base
        let end = Int(entries[objectIndex].extent)
        var member = cursor
        var passed = KeyNameFilter()
        while member < end {
            let key = entries[member]
            let keyStart = base + Int(key.offset) + 1
            let keyCount = Int(key.extent)
            let value = entries[member + 1]
            let next = value.kind.isContainer ? Int(value.extent) : member + 2
            if keyCount == count, ByteEquality.equal(keyStart, wanted, count: count) {
                // Inserted even when the answer is `.unknown`: the name is in the object, so the
                // filter stays a superset of the names before the cursor.
                guard !namesBeforeCursor.insertReportingPresence(KeyNameFilter.hash(wanted, count)) else { return .unknown }
                // Models mostly ask for the member at the cursor: then nothing was passed.
                if member != cursor { namesBeforeCursor.formUnion(passed) }
                cursor = next
                return .found(member + 1)
            }
            passed.insert(KeyNameFilter.hash(keyStart, keyCount))
            member = next
        }
        guard !namesBeforeCursor.mayContain(KeyNameFilter.hash(wanted, count)), SWAR.isASCII(wanted, count: count) else {
            return .unknown
        }
        return .absent
    }

    /// The full search: the hash index for large objects with plain keys, otherwise every member
    /// from the first, comparing bytes where both names are plain and `String`s otherwise.
    private func search(_ wantedBytes: UnsafeBufferPointer<UInt8>, wanted: String, wantedIsASCII: Bool, wantedStart: UnsafeRawPointer)
        -> Int?
    {
        let base = bytes.baseAddress.unsafelyUnwrapped
        let count = wantedBytes.count
        if wantedIsASCII, hasPlainKeys, Int(entries[objectIndex].storedCount) >= ObjectKeyIndex.minimumMemberCount {
            let keyIndex = self.keyIndex ?? ObjectKeyIndex(objectIndex: objectIndex)
            self.keyIndex = keyIndex
            if keyIndex.shouldUseIndex(entries: entries, bytes: bytes) {
                return keyIndex.valueIndex(for: wantedStart, count: count, entries: entries, bytes: bytes)
            }
        }
        let end = Int(entries[objectIndex].extent)
        var member = objectIndex + 1
        while member < end {
            let key = entries[member]
            if wantedIsASCII && key.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII]) {
                if Int(key.extent) == count,
                    ByteEquality.equal(UnsafeRawPointer(base + Int(key.offset) + 1), wantedStart, count: count)
                {
                    return member + 1
                }
            } else if let name = try? JSONStringDecoding.content(entry: key, bytes: bytes), name == wanted {
                return member + 1
            }
            let value = entries[member + 1]
            member = value.kind.isContainer ? Int(value.extent) : member + 2
        }
        return nil
    }
}
