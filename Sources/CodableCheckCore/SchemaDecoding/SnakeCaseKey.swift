import Foundation

/// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`, exactly as Foundation applies it to a
/// document's keys: leading and trailing underscores stay, the inner words are split on runs of
/// underscores, the first lower-cased and the rest `capitalized`; a key with one word is left as
/// it is (so `STOPS` stays upper-case, and `my_url` becomes `myUrl`, never `myURL`).
enum SnakeCaseKey {
    static func converted(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        let last = key.lastIndex(where: { $0 != "_" })!
        let words = key[first...last].split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased() + words.dropFirst().map { String($0).capitalized }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }
}
