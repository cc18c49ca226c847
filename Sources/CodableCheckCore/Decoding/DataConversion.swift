import Foundation

/// `Data` rules shared by both decoding paths.
enum DataConversion {
    /// `.base64` as JSONDecoder applies it: Foundation's own base64 decoder, no options (so no
    /// line breaks, no URL-safe alphabet, padding required).
    static func base64(_ string: String) -> Data? {
        Data(base64Encoded: string)
    }
}
