/// Tape entries a walk already checked for what the deviation finder looks for, so that the
/// finder does not check them a second time:
///
/// - string values the walk found well formed (escapes and UTF-8 checked, as
///   `JSONStringDecoding.validateContent` checks them): on twitter.json that second check was 0.9
///   million instructions, 6% of a whole run. Only strings that needed a check (escapes, non-ASCII
///   bytes, control characters) are noted;
/// - objects whose keys the walk found all different while matching them to fields or
///   dictionary keys: the finder's duplicate-key check was 1.3 million instructions on
///   twitter.json and 3.7 million on citm_catalog.json, for objects the walk had just compared.
///
/// One bit per tape entry (an entry is a string or an object, never both), allocated when the
/// first is noted.
public final class CheckedEntries: @unchecked Sendable {
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
