import Foundation
import Testing

@testable import CodableCheckCore

/// `ByteEquality.equal` must say what `memcmp` says for every length its load patterns split at
/// (1, 2-3, 4-7, 8-16, 17-32, and past 32), with one differing byte at every position, and must
/// read no byte outside either range.
@Suite("Byte equality agrees with memcmp")
struct ByteEqualityTests {
    /// Equal ranges of every length up to 40, then each with one byte changed at every position.
    @Test func oneDifferenceAtEveryPositionOfEveryLength() {
        var failures: [String] = []
        for count in 0...40 {
            let first = (0..<count).map { UInt8(truncatingIfNeeded: 0x61 + $0 % 26) }
            if !agrees(first, first) { failures.append("equal, \(count) bytes") }
            for position in 0..<count {
                var second = first
                second[position] ^= 0x20
                if !agrees(first, second) { failures.append("differ at \(position) of \(count)") }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// Twitter-like keys of 17 to 32 bytes that share their first and last eight bytes, where a
    /// check of only the two ends would call them equal.
    @Test func keysThatDifferOnlyInTheMiddle() {
        let pairs = [
            ("in_reply_to_status_id_str", "in_reply_to_statux_id_str"),
            ("profile_image_url_https", "profile_imagX_url_https"),
            ("abcdefgh12345678ijklmnop", "abcdefgh12345679ijklmnop"),
        ]
        for (first, second) in pairs {
            #expect(agrees(Array(first.utf8), Array(second.utf8)), "\(first) / \(second)")
            #expect(agrees(Array(first.utf8), Array(first.utf8)), "\(first)")
        }
    }

    /// Ranges that end where an inaccessible page starts: a read past either would fault.
    @Test func readsNothingPastEitherRange() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let mapping = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(mapping != MAP_FAILED)
        defer { munmap(mapping, 2 * page) }
        try #require(mprotect(mapping + page, page, PROT_NONE) == 0)
        mapping.initializeMemory(as: UInt8.self, repeating: 0x41, count: page)
        let half = page / 2
        for count in 0...40 {
            // One range ends at the guard page, compared as either argument.
            let first = UnsafeRawPointer(mapping + page - count)
            let second = UnsafeRawPointer(mapping + half - count)
            #expect(ByteEquality.equal(first, second, count: count), "\(count) bytes")
            #expect(ByteEquality.equal(second, first, count: count), "\(count) bytes")
        }
    }

    private func agrees(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in
                let start = UnsafeRawPointer(bitPattern: 1)!
                let aStart = a.baseAddress ?? start
                let bStart = b.baseAddress ?? start
                let expected = a.count == 0 || memcmp(aStart, bStart, a.count) == 0
                return ByteEquality.equal(aStart, bStart, count: a.count) == expected
            }
        }
    }
}
