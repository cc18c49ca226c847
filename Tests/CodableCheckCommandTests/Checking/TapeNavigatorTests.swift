import CodableCheckCore
import Testing

@testable import CodableCheckCommand

/// Paths and keys recovered from a real reader's tape, positions pinned with markers.
@Suite struct TapeNavigatorTests {
    func paths(_ marked: String, markers: [String]) throws -> [String] {
        var text = marked
        var offsets: [Int] = []
        for marker in markers {
            let input = MarkedText(text, marker: marker)
            offsets.append(input.offset)
            text = input.text
        }
        // Each marker's offset is taken after the earlier ones are stripped; markers appear in
        // the text in the order listed, so earlier offsets stay valid.
        let document = try JSONReader.read(Array(text.utf8))
        return document.withUTF8 { bytes in
            let navigator = TapeNavigator(tape: document.tape, bytes: bytes)
            let found = navigator.codingPaths(toByteOffsets: offsets)
            return offsets.map { CodingPathComponent.render(found[$0] ?? []) }
        }
    }

    @Test func trailingCommasBelongToTheirContainer() throws {
        let found = try paths(
            #"{"a": [1, {"b": [true,1️⃣]}2️⃣,3️⃣], "c": {"d": null4️⃣,}5️⃣,}"#, markers: ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"])
        #expect(found == ["a[1].b", "a", "a", "c", "<root>"])
    }

    @Test func valuesContainTheirOwnText() throws {
        let found = try paths(#"[{"k": 1️⃣"text", "n": 2️⃣01, "key with space": [3️⃣1]}]"#, markers: ["1️⃣", "2️⃣", "3️⃣"])
        #expect(found == [#"[0].k"#, "[0].n", #"[0]["key with space"][0]"#])
    }

    @Test func objectKeysAtAnObjectsOffset() throws {
        let text = #"{"x": {"first_name": 1, "a\u0062": 2}}"#
        let document = try JSONReader.read(Array(text.utf8))
        document.withUTF8 { bytes in
            let navigator = TapeNavigator(tape: document.tape, bytes: bytes)
            #expect(navigator.objectKeys(atByteOffset: 6) == ["first_name", "ab"])
            #expect(navigator.objectKeys(atByteOffset: 0) == ["x"])
            #expect(navigator.objectKeys(atByteOffset: 3) == nil)
        }
    }
}
