import Foundation

/// Stops the fuzzer with `message` and the input that caused it, as a crash it saves.
///
/// libFuzzer treats the trap as a finding and writes the input to its artifact prefix; the
/// message says which promise broke, so the finding can become a regression test.
func fuzzFailure(_ message: String, input: UnsafeBufferPointer<UInt8>) -> Never {
    let preview = String(decoding: input.prefix(400), as: UTF8.self).debugDescription
    FileHandle.standardError.write(Data("\nfuzz finding: \(message)\ninput (\(input.count) bytes): \(preview)\n".utf8))
    fatalError("fuzz finding")
}
