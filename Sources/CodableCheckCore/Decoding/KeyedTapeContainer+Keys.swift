import Foundation

/// Key validation and key lookup: the part of the keyed container that reads the object's keys.
extension KeyedTapeContainer {
    /// Why validate every key up front: JSONDecoder reads all keys of an object when it makes
    /// the container, so a bad escape in any key fails the container, used or not.
    /// Returns whether every key is plain ASCII without escapes.
    static func validateKeys(objectIndex: Int, node: CodingPathNode, session: DecodingSession) throws -> Bool {
        var allPlain = true
        let entries = session.entries
        let end = Int(entries[objectIndex].extent)
        var member = objectIndex + 1
        while member < end {
            let key = entries[member]
            if !key.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII, .hasControlCharacter]) {
                allPlain = false
                do {
                    _ = try JSONStringDecoding.content(entry: key, bytes: session.bytes, isKey: true)
                } catch {
                    throw session.error(.malformedString(error), valueIndex: member, parent: node, key: NoCodingKey.none)
                }
            }
            member = session.indexAfter(member + 1)
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
    @inline(__always)
    func valueIndex(for key: some CodingKey) -> Int? {
        if let convertedNames {
            let wanted = key.stringValue
            return convertedNames.first(where: { $0.name == wanted })?.valueIndex
        }
        let wanted = key.stringValue
        var contiguous = wanted
        return contiguous.withUTF8 { wantedBytes in lookUp(wantedBytes, wanted: wanted) }
    }

    @inline(__always)
    func lookUp(_ wantedBytes: UnsafeBufferPointer<UInt8>, wanted: String) -> Int? {
        let session = decoder.session
        let entries = session.entries
        let base = session.bytes.baseAddress.unsafelyUnwrapped
        let wantedIsASCII = wantedBytes.allSatisfy { $0 < 0x80 }
        let count = wantedBytes.count
        // An empty key has no storage of its own; any address will do for zero bytes.
        let wantedStart = UnsafeRawPointer(wantedBytes.baseAddress) ?? UnsafeRawPointer(base)
        if wantedIsASCII, let keyIndex, keyIndex.shouldUseIndex(entries: entries, bytes: session.bytes) {
            return keyIndex.valueIndex(for: wantedStart, count: count, entries: entries, bytes: session.bytes)
        }
        let end = Int(entries[objectIndex].extent)
        var member = objectIndex + 1
        while member < end {
            let key = entries[member]
            if wantedIsASCII && key.flags.isDisjoint(with: [.hasEscapes, .hasNonASCII]) {
                if Int(key.extent) == count,
                    KeyBytes.equal(UnsafeRawPointer(base + Int(key.offset) + 1), wantedStart, count)
                {
                    return member + 1
                }
            } else if let name = try? JSONStringDecoding.content(entry: key, bytes: session.bytes), name == wanted {
                return member + 1
            }
            let value = entries[member + 1]
            member = value.kind.isContainer ? Int(value.extent) : member + 2
        }
        return nil
    }
}
