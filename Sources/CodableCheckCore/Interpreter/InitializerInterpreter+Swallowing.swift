/// Errors a body turns into nil (`try?`) or handles (`catch`): the app goes on, so each is a
/// `swallowedByInitializer` warning at the place it happened, not an error.
extension InitializerInterpreter {
    /// Records the swallowed error as a warning at the place it happened. A later read of the
    /// same place that succeeds (`try? decode(Int.self)`, else `decode(Bool.self)`) withdraws it:
    /// the body fell back on purpose and nothing was lost.
    /// `source` is the expression under `try?`; nil for an error a `catch` handles.
    mutating func swallow(since mark: FindingsMark, source: String?, _ host: inout Host) {
        if host.stoppedTheApp(since: mark) { return }
        let first = host.discardFindings(since: mark)
        host.warnings.append(findings.swallowed(first, source: source))
        if let first { frame.swallowedPaths.insert(first.codingPath) }
    }

    /// Withdraws the `swallowedByInitializer` warnings at `codingPath` once a read there succeeded:
    /// all of them, as a chain that probes one value as several types (`Bool`, else `Int`, ...)
    /// fails there once per type it tries first. Every read asks, so an empty set answers at once.
    mutating func withdrawSwallowed(at codingPath: [CodingPathComponent], _ host: inout Host) {
        guard !frame.swallowedPaths.isEmpty, frame.swallowedPaths.remove(codingPath) != nil else { return }
        host.warnings.removeAll { $0.kind == .swallowedByInitializer && $0.codingPath == codingPath }
    }
}
