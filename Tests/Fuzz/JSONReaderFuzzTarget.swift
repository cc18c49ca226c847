import CodableCheckCore
import Foundation

// Fuzz target: `JSONReader.read` on any bytes.
//
// Promises checked on every input:
// - no crash, no hang (libFuzzer's `-timeout`), no memory error (AddressSanitizer);
// - the reader accepts exactly what Foundation's `JSONDecoder` accepts when decoding a type that
//   reads nothing (`IgnoreEverything`): the document's structure, encoding and nesting, without
//   the lazily checked spelling of numbers and strings;
// - a rejection's byte offset lies inside the input (after transcoding), and a tape's entries
//   point inside it;
// - collecting the RFC 8259 deviations of an accepted document does not crash.

/// Decodes from anything and reads nothing: Foundation's structural acceptance, exactly.
private struct IgnoreEverything: Decodable {
    init(from decoder: any Decoder) throws {}
}

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonReaderFuzzTarget(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = UnsafeBufferPointer(start: start, count: count)
    let foundationAccepts = (try? JSONDecoder().decode(IgnoreEverything.self, from: Data(input))) != nil
    do throws(JSONSyntaxError) {
        let document = try JSONReader.read(input)
        if !foundationAccepts {
            fuzzFailure("JSONReader accepts a document JSONDecoder rejects", input: input)
        }
        document.withUTF8 { bytes in
            let tape = document.tape
            for index in 0..<tape.count where tape.offset(at: index) >= max(bytes.count, 1) {
                fuzzFailure("tape entry \(index) at offset \(tape.offset(at: index)) past the \(bytes.count) bytes", input: input)
            }
        }
        _ = document.deviations
    } catch {
        if foundationAccepts {
            fuzzFailure("JSONReader rejects (\(error.message) at byte \(error.byteOffset)); JSONDecoder accepts", input: input)
        }
        if error.byteOffset < 0 || error.byteOffset > max(count, 1) * 2 {
            fuzzFailure("error offset \(error.byteOffset) outside the input", input: input)
        }
    }
    return 0
}
