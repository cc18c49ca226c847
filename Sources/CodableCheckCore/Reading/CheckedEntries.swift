/// Tape indices of string values a walk found well formed (escapes and UTF-8 checked, as
/// `JSONStringDecoding.validateContent` checks them), so that the deviation finder does not check
/// them a second time: on twitter.json that second check was 0.9 million instructions, 6% of a
/// whole run. Only strings that needed a check (escapes, non-ASCII bytes, control characters)
/// are noted; one bit per tape entry, allocated when the first is.
public final class CheckedStrings: @unchecked Sendable {
    private let words: UnsafeMutablePointer<UInt64>

    init(entryCount: Int) {
        let count = entryCount / 64 + 1
        words = .allocate(capacity: count)
        words.initialize(repeating: 0, count: count)
    }

    deinit {
        words.deallocate()
    }

    @inline(__always) func insert(_ index: Int) {
        words[index >> 6] |= 1 << UInt64(index & 63)
    }

    @inline(__always) func contains(_ index: Int) -> Bool {
        words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }
}
