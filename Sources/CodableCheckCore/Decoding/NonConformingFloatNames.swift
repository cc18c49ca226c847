/// The strings `nonConformingFloatDecodingStrategy = .convertFromString` maps to infinities and
/// NaN, kept as UTF-8 for a byte comparison.
struct NonConformingFloatNames: Sendable {
    var positiveInfinity: [UInt8]
    var negativeInfinity: [UInt8]
    var nan: [UInt8]

    init(positiveInfinity: String, negativeInfinity: String, nan: String) {
        self.positiveInfinity = Array(positiveInfinity.utf8)
        self.negativeInfinity = Array(negativeInfinity.utf8)
        self.nan = Array(nan.utf8)
    }
}
