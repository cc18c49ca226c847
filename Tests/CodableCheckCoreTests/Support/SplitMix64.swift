/// SplitMix64: a small deterministic generator, so a randomized test gives the same inputs on
/// every run and a failing seed can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(state: UInt64) {
        self.state = state
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `values`, uniformly enough for test inputs.
    mutating func pick<T>(_ values: [T]) -> T {
        values[Int(next() % UInt64(values.count))]
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: UInt64) -> Bool {
        next() % 100 < percent
    }
}
