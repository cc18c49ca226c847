/// A keyed container: the object, and its members by (strategy-converted) key, first occurrence.
struct KeyedPlace {
    var index: Int
    var path: [CodingPathComponent]
    var members: [String: Int]
    /// The `CodingKey` enum's name, as Foundation's `keyNotFound` quotes it.
    var keys: String
    /// The keys the body asked about (read, checked, nested into), for `unknownKey` warnings.
    var askedKeys: Set<String> = []
}
