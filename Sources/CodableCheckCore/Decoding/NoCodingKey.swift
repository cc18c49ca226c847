/// "No last key": the generic decoding functions take their value's last key as a generic
/// parameter (no existential box, no `Optional<K>` metadata on the hot path); a value decoded at
/// its decoder's own path passes this instead, and it never enters a path.
struct NoCodingKey: CodingKey, Sendable {
    var stringValue: String { "" }
    var intValue: Int? { nil }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
    private init() {}

    static let none = NoCodingKey()
}
