/// A 128-bit FNV-1a digest, written as 32 hex digits: the compile cache's keys.
///
/// Not `Hasher`, whose seed changes with every process; not a cryptographic hash, since the key
/// only has to change when its inputs do (no adversary picks the model files of a user's cache).
struct StableHash {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ low
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        low = (low ^ 0xff) &* 0x0000_0100_0000_01b3
    }

    mutating func add(_ text: String) {
        add(text.utf8)
    }

    var hexDigits: String {
        [high, low].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
