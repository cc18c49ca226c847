import Foundation

/// Makes the generated inputs in memory: orders until a byte budget is reached, framed either as
/// one JSON array or as JSON Lines (one order per line).
///
/// Generation is deterministic: the same seed and size give the same bytes on every run, which
/// `fingerprint` lets a reader of two benchmark reports confirm.
struct OrdersGenerator {
    enum Framing {
        /// `[` order `,` order … `]`, one order per text line for readability.
        case array
        /// One order per line, each line a complete document, `\n` after every line.
        case lines
    }

    var seed: UInt64
    var framing: Framing
    /// The input stops at the first order that reaches this many bytes.
    var targetByteCount: Int

    /// The generated text and, for `.lines`, the byte range of every line (without its `\n`).
    struct Output {
        var data: Data
        var lineRanges: [Range<Int>]
        var orderCount: Int
    }

    func generate() -> Output {
        var writer = OrderWriter(seed: seed)
        var data = Data(capacity: targetByteCount + 4096)
        var lineRanges: [Range<Int>] = []
        // One order at a time in a reused buffer, appended to `data` whole: no second copy of the
        // input is ever alive, which would show in the peak RSS the benchmark reports.
        var scratch = JSONOutput(capacity: 4096)
        var number = 0

        if framing == .array { data.append(contentsOf: Array("[\n".utf8)) }
        while data.count < targetByteCount {
            number += 1
            scratch.removeAll()
            if framing == .array, number > 1 {
                scratch.raw(",\n")
            }
            let start = data.count + scratch.bytes.count
            writer.write(number: number, to: &scratch)
            data.append(contentsOf: scratch.bytes)
            if framing == .lines {
                lineRanges.append(start..<data.count)
                data.append(UInt8(ascii: "\n"))
            }
        }
        if framing == .array { data.append(contentsOf: Array("\n]\n".utf8)) }
        return Output(data: data, lineRanges: lineRanges, orderCount: number)
    }
}
