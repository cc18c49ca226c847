/// A small deterministic pseudo-random generator (SplitMix64), so a seed always yields the same
/// generated input on every machine and toolchain.
///
/// The stdlib's `random(in:using:)` is not promised to turn a generator's outputs into the same
/// numbers across Swift releases, so range reduction is done here too, by a fixed rule.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`, by the high half of a 128-bit product (bias below 2^-40 for the small
    /// ranges the generator uses, which does not matter for benchmark data).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: width).high)
    }

    /// True `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(in: 0...(elements.count - 1))]
    }
}
