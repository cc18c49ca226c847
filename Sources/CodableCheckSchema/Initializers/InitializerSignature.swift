/// What an `init` declaration promises its callers, whatever its kind: whether a call may throw,
/// and whether it may give nil. `X()` in `try c.decodeIfPresent(X.self, forKey: .x) ?? X()` is
/// covered by the `try`, so the tool may hold it as a value it does not know only when no
/// initializer of `X` the call can reach is declared `throws`. Read by the same reader as every
/// `func` (`InitializerBodyParser.parseSignature`).
struct InitializerSignature: Sendable, Equatable {
    /// `throws`, `throws(E)` or `rethrows` after the parameter list.
    var isThrowing: Bool
    /// `init?` or `init!`.
    var isFailable: Bool
    /// The parameters as read (labels, default values); empty when the list has another shape.
    var parameters: [FunctionDeclaration.Parameter] = []
    /// For an initializer with a body: whether it may stop the program (`BodyEffects`).
    var bodyEffects: BodyEffects?

    /// `init(from decoder: Decoder)` (and `init(from decoder: Decoder, regions: ...)`): only a
    /// call labelled `from:` reaches it.
    var isDecoding: Bool {
        guard let first = parameters.first, first.label == "from" else { return false }
        return first.namesDecoder
    }

    /// Whether a call with these argument labels (nil for none) reaches this initializer: the
    /// labels in order, parameters with a default value left out or not.
    func accepts(labels: [String?]) -> Bool {
        ArgumentLabels.accepts(parameters, labels: labels)
    }
}
