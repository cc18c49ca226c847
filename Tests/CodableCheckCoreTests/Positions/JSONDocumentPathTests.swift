import CodableCheckCore
import Testing

/// What a document answers when something is reported: coding paths for byte offsets, an
/// object's keys, the value at an offset. Positions are pinned with markers.
@Suite struct JSONDocumentPathTests {
    func paths(_ marked: String) throws -> [String] {
        let input = MarkedJSON(marked)
        let document = try JSONReader.read(input.bytes)
        let found = document.codingPaths(toByteOffsets: input.markedOffsets)
        return input.markedOffsets.map { CodingPathComponent.render(found[$0] ?? []) }
    }

    @Test func trailingCommasBelongToTheirContainer() throws {
        let found = try paths(#"{"a": [1, {"b": [true,1️⃣]}2️⃣,3️⃣], "c": {"d": null4️⃣,}5️⃣,}"#)
        #expect(found == ["a[1].b", "a", "a", "c", "<root>"])
    }

    @Test func valuesContainTheirOwnText() throws {
        let found = try paths(#"[{"k": 1️⃣"text", "n": 2️⃣01, "key with space": [3️⃣1]}]"#)
        #expect(found == [#"[0].k"#, "[0].n", #"[0]["key with space"][0]"#])
    }

    /// Keys in paths are what `JSONDecoder` reads: escapes resolved.
    @Test func escapedKeysAreResolvedInPaths() throws {
        let found = try paths(#"{"a\u0062": [1,1️⃣], "\ud83d\ude00": {"x": 2️⃣01}}"#)
        #expect(found == ["ab", #"["😀"].x"#])
    }

    @Test func objectKeysAtAnObjectsEntry() throws {
        let text = #"{"x": {"first_name": 1, "a\u0062": 2}}"#
        let document = try JSONReader.read(Array(text.utf8))
        let inner = try #require(document.entryIndex(startingAt: 6))
        #expect(document.objectKeys(at: inner) == ["first_name", "ab"])
        #expect(document.objectKeys(at: document.rootIndex) == ["x"])
        #expect(document.entryIndex(startingAt: 3) == nil)
        #expect(document.objectKeys(at: try #require(document.entryIndex(startingAt: 1))) == nil)
    }

    @Test func scalarRangesCoverTheValuesText() throws {
        let input = MarkedJSON(#"{"s": 1️⃣"a\"b", "n": 2️⃣-1.5e3, "t": 3️⃣true, "o": 4️⃣{}}"#)
        let document = try JSONReader.read(input.bytes)
        let ranges = input.markedOffsets.map { offset -> String? in
            guard let range = document.entryIndex(startingAt: offset).flatMap(document.scalarByteRange(at:)) else { return nil }
            return String(decoding: input.bytes[range], as: UTF8.self)
        }
        #expect(ranges == [#""a\"b""#, "-1.5e3", "true", nil])
    }
}
