import CodableCheckCore

/// How a document's verdict was decided: exactly as `JSONDecoder` with the app's types would,
/// by an approximation of the app's code (and which parts of it the decoding reached), or by the
/// app's own compiled code. Every format reports it, so a green run never hides an approximation.
enum VerdictFidelity: Sendable, Equatable {
    /// Every part of the document's decoding was followed exactly.
    case exact
    /// The decoding reached these approximations (each once, in the order first met; their
    /// files as reports show them).
    case approximated([ReachedApproximation])
    /// Decided by the app's own `init(from:)`, compiled (`decode --compile`).
    case compiled

    /// `exact`, `approximated` or `compiled`: the word reports use (`"verdict"` in JSON).
    var name: String {
        switch self {
        case .exact: "exact"
        case .approximated: "approximated"
        case .compiled: "compiled"
        }
    }

    /// The approximations reached; empty unless approximated.
    var reached: [ReachedApproximation] {
        if case .approximated(let reached) = self { reached } else { [] }
    }

    var isApproximated: Bool { !reached.isEmpty }
}
