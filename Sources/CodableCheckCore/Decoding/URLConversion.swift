import Foundation

/// `URL` rules shared by both decoding paths.
enum URLConversion {
    /// `URL(string:)`, as JSONDecoder does: an empty string or a broken host fails; spaces in the
    /// path, query or fragment are accepted and percent-encoded.
    static func url(_ string: String) -> URL? {
        URL(string: string)
    }
}
