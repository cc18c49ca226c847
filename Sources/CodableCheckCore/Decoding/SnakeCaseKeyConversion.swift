import Foundation

/// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`, rule for rule.
///
/// Leading and trailing underscores stay; the rest splits on `_` (runs collapse); a key with one
/// part is left exactly as it is (`STOPS` stays upper-case); otherwise the first part is
/// lower-cased and the others `capitalized` (Foundation's, so `url` becomes `Url`: `my_url` never
/// matches `myURL`).
public enum SnakeCaseKeyConversion {
    public static func convert(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        var last = key.index(before: key.endIndex)
        while last > first, key[last] == "_" { key.formIndex(before: &last) }
        let core = key[first...last]
        let parts = core.split(separator: "_")
        guard parts.count > 1 else { return key }
        var converted = String(key[..<first])
        converted += parts[0].lowercased()
        for part in parts.dropFirst() {
            converted += part.capitalized
        }
        converted += key[key.index(after: last)...]
        return converted
    }

    /// Whether `convert` could change a key: only keys with an underscore between other characters.
    @inline(__always)
    static func mayChange(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.contains(UInt8(ascii: "_"))
    }
}
