import Foundation

/// `Data` rules shared by both decoding paths.
enum DataConversion {
    /// `.base64` as JSONDecoder applies it: Foundation's own base64 decoder, no options (so no
    /// line breaks, no URL-safe alphabet, padding required).
    static func base64(_ string: String) -> Data? {
        Data(base64Encoded: string)
    }
}

/// `URL` rules shared by both decoding paths.
enum URLConversion {
    /// `URL(string:)`, as JSONDecoder does: an empty string or a broken host fails; spaces in the
    /// path, query or fragment are accepted and percent-encoded.
    static func url(_ string: String) -> URL? {
        URL(string: string)
    }
}
