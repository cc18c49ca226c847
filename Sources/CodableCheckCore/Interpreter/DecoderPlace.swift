/// A `Decoder` at a place in the document. `isAbsent`: a `superDecoder(forKey:)` for a key the
/// object lacks, which JSONDecoder hands out over `null` (`index` is then the object's).
struct DecoderPlace {
    var index: Int
    var path: [CodingPathComponent]
    var isAbsent = false
}
