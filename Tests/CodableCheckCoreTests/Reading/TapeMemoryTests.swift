import Foundation
import Testing

@testable import CodableCheckCore

/// The tape's memory: sized from the input's length (one entry per 8 bytes), grown when a
/// document is denser than that, mapped with huge pages when large. Whatever the memory, the tape
/// must be the same, entry for entry.
@Suite struct TapeMemoryTests {
    /// Documents whose token density defeats the estimate: `[0,0,...]` has an entry every 2
    /// bytes, `{"":0,...}` two every 5, `[[],[],...]` one every 3. Sizes put them below and above
    /// `TapeMemory.smallestMapped` (1.5 MiB of tape from a 1 MiB input).
    static let denseDocuments: [DenseDocument] = [100, 700_000].flatMap { count -> [DenseDocument] in
        let numbers = "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]"
        let members = "{" + Array(repeating: #""":0"#, count: count).joined(separator: ",") + "}"
        let arrays = "[" + Array(repeating: "[]", count: count).joined(separator: ",") + "]"
        return [
            DenseDocument(name: "numbers", bytes: Array(numbers.utf8), entryCount: count + 1, childCount: count),
            DenseDocument(name: "members", bytes: Array(members.utf8), entryCount: 2 * count + 1, childCount: count),
            DenseDocument(name: "arrays", bytes: Array(arrays.utf8), entryCount: count + 1, childCount: count),
        ]
    }

    struct DenseDocument {
        var name: String
        var bytes: [UInt8]
        var entryCount: Int
        /// Elements of the root array, or members of the root object.
        var childCount: Int
    }

    private static func scan(_ bytes: [UInt8], mapsLargeTapes: Bool) throws -> JSONTape {
        try bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(bytes: buffer, start: 0, mapsLargeTapes: mapsLargeTapes)
            do {
                try scanner.scanDocument(assumesTopLevelDictionary: false)
            } catch {
                scanner.deallocate()
                throw error
            }
            return scanner.makeTape()
        }
    }

    @Test func denseDocumentsOutgrowTheEstimateAndReadTheSameInEitherMemory() throws {
        for document in Self.denseDocuments {
            #expect(document.entryCount > document.bytes.count / 8 + 16, "\(document.name) is not denser than the estimate")
            let mapped = try Self.scan(document.bytes, mapsLargeTapes: true)
            let allocated = try Self.scan(document.bytes, mapsLargeTapes: false)
            #expect(mapped.count == document.entryCount, "\(document.name)")
            #expect(allocated.count == document.entryCount, "\(document.name)")
            #if os(Linux)
            #expect(mapped.storage.memory.isMapped == (document.bytes.count > 1_100_000), "\(document.name)")
            #endif
            #expect(!allocated.storage.memory.isMapped)
            let same = (0..<mapped.count).allSatisfy { index in
                let (one, other) = (mapped.entries[index], allocated.entries[index])
                return one.offset == other.offset && one.extent == other.extent && one.packed == other.packed
            }
            #expect(same, "\(document.name)")
            // The root container ends past its last descendant and counts every child.
            #expect(mapped.indexAfter(0) == document.entryCount)
            #expect(mapped.elementCount(at: 0) == document.childCount)
        }
    }

    @Test func aDenseDocumentDecodesThroughTheReader() throws {
        let count = 300_000
        let document = try JSONReader.read(Array(("[" + (0..<count).map { String($0 % 10) }.joined(separator: ",") + "]").utf8))
        #expect(document.tape.count == count + 1)
        #expect(document.tape.elementCount(at: 0) == count)
        #expect(document.rawText(at: count) == String((count - 1) % 10))
        let outcome = SchemaValidator(plan: .array(.integer(.int)), options: ValidationOptions()).validate(document)
        #expect(outcome.isValid)
    }

    /// Malloc'ed memory grows with `realloc`; a mapping's pages are moved (`mremap`) or, where
    /// they cannot be, the used bytes are copied into a larger mapping.
    @Test(arguments: [(false, true), (true, true), (true, false)])
    func growingKeepsTheContents(mapsLargeTapes: Bool, movesPages: Bool) {
        var memory = TapeMemory(byteCount: 2_000_000, mapsLargeTapes: mapsLargeTapes)
        #expect(memory.byteCount >= 2_000_000)
        #if os(Linux)
        #expect(memory.isMapped == mapsLargeTapes)
        if memory.isMapped { #expect(Int(bitPattern: memory.base) % TapeMemory.hugePageSize == 0) }
        #endif
        let words = memory.base.assumingMemoryBound(to: UInt64.self)
        let written = 2_000_000 / 8
        for index in 0..<written { words[index] = UInt64(index) &* 0x9E37_79B9_7F4A_7C15 }
        memory.grow(to: 5_000_000, keeping: 2_000_000, movesPages: movesPages)
        #expect(memory.byteCount >= 5_000_000)
        let grown = memory.base.assumingMemoryBound(to: UInt64.self)
        #expect((0..<written).allSatisfy { grown[$0] == UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
        grown[5_000_000 / 8 - 1] = 7  // The new room is writable.
        #expect(grown[5_000_000 / 8 - 1] == 7)
        memory.release()
    }

    #if os(Linux)
    /// The trimmed mapping older kernels get: aligned, and every byte of it writable.
    @Test func aTrimmedMappingIsAlignedAndUsable() throws {
        let size = 2 * TapeMemory.hugePageSize
        for _ in 0..<4 {
            let base = try #require(TapeMemory.mapAligned(size, placesExactlyFirst: false))
            #expect(Int(bitPattern: base) % TapeMemory.hugePageSize == 0)
            base.storeBytes(of: 1, as: UInt8.self)
            base.storeBytes(of: 2, toByteOffset: size - 1, as: UInt8.self)
            #expect(base.load(fromByteOffset: size - 1, as: UInt8.self) == 2)
            munmap(base, size)
        }
    }
    #endif

    @Test func smallAndVeryLargeTapesAreAllocated() {
        let small = TapeMemory(byteCount: 64 * 12)
        #expect(!small.isMapped && small.byteCount == 64 * 12)
        small.release()
        let veryLarge = TapeMemory(byteCount: TapeMemory.largestMapped + 1)
        #expect(!veryLarge.isMapped && veryLarge.byteCount == TapeMemory.largestMapped + 1)
        veryLarge.release()
        #if os(Linux)
        let largest = TapeMemory(byteCount: TapeMemory.largestMapped)
        #expect(largest.isMapped)
        largest.release()
        #endif
    }

    /// Huge pages only for those who ask: a library user's documents keep only the memory their
    /// tape uses (a kept 1 MB document's tape would otherwise hold a whole 2 MB page or more).
    @Test func readersAskForHugePagesExplicitly() throws {
        let book = #"{"title": "Dune", "pages": 412, "tags": ["classic", "sf"]}"#
        let text = "[" + Array(repeating: book, count: 20_000).joined(separator: ",") + "]"
        let plain = try JSONReader.read(Data(text.utf8))
        #expect(!plain.tape.storage.memory.isMapped)
        var options = JSONReader.Options()
        options.tapeMayUseHugePages = true
        let asked = try JSONReader.read(Data(text.utf8), options: options)
        #if os(Linux)
        #expect(asked.tape.storage.memory.isMapped)
        #endif
        #expect(asked.tape.entries.count == plain.tape.entries.count)
        #expect(
            zip(asked.tape.entries, plain.tape.entries).allSatisfy {
                $0.offset == $1.offset && $0.extent == $1.extent && $0.packed == $1.packed
            })
    }
}
