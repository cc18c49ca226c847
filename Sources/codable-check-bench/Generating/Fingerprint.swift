import Foundation

/// A 64-bit FNV-1a hash of an input's bytes, printed next to generated inputs so two reports can be
/// seen to have measured the same data. Not for security; only for "same bytes or not".
enum Fingerprint {
    static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        data.withUnsafeBytes { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
