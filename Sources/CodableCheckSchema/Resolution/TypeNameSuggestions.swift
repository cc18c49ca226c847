import CodableCheckCore

/// "Did you mean" for a type name the sources do not declare.
enum TypeNameSuggestions {
    /// Up to three near misses within `NearMiss`'s narrow reach (the candidates are every type
    /// the models and the standard library declare), closest first, ties in name order.
    static func suggestions(for name: String, among candidates: [String]) -> [String] {
        // A name is often a candidate twice (as declared and qualified): measure it once.
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0).inserted }
        let ranked = NearMiss.ranked(for: name, among: unique, reach: .narrow)
        // Ranked keeps the candidates' order within a distance: sort each distance's names.
        return Array(ranked.sorted { (distance(name, $0), $0) < (distance(name, $1), $1) }.prefix(3))
    }

    private static func distance(_ name: String, _ candidate: String) -> Int {
        EditDistance.between(name.lowercased(), candidate.lowercased())
    }
}
