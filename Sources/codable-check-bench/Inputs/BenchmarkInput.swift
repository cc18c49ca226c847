import Foundation

/// One input, held in memory so that timing measures decoding and not the disk.
struct BenchmarkInput {
    /// How the report names it, and `--files` selects it: `twitter.json`, `orders.jsonl`.
    let name: String
    /// Every byte of the input; throughput is this count over the time to decode all units.
    let data: Data
    /// What each path decodes: the whole document once, or every line of a JSON Lines stream
    /// separately (slices of `data`, sharing its storage).
    let units: [Data]
    let isLineDelimited: Bool
    /// Made by `OrdersGenerator` at start rather than read from the corpus.
    let isGenerated: Bool
    let model: ModelBinding
    /// Where the bytes came from, for the report: a path, or how they were generated.
    let origin: String
    /// Rounds to discard before measuring, and rounds to measure.
    var warmupRounds: Int
    var measuredRounds: Int

    var byteCount: Int { data.count }

    /// `line 42: ` for a line of a stream, empty for a document: where a disagreement was found.
    func locationPrefix(ofUnit index: Int) -> String {
        isLineDelimited ? "line \(index + 1): " : ""
    }
}
