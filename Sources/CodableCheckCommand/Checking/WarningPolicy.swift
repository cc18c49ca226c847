import CodableCheckCore

/// Decides whether a warning the core reports stays a warning, becomes an error, or is dropped,
/// from `--json-strict` and `--unknown-keys`.
struct WarningPolicy: Sendable, Equatable {
    /// `--unknown-keys`.
    enum UnknownKeys: String, Sendable, CaseIterable {
        case off, warn, error
    }

    var jsonStrict = false
    var unknownKeys = UnknownKeys.off

    /// `nil` drops the warning.
    func severity(for kind: WarningKind) -> Diagnostic.Severity? {
        if kind == .unknownKey {
            switch unknownKeys {
            case .off: return nil
            case .warn: return .warning
            case .error: return .error
            }
        }
        if kind.isRFCDeviation {
            return jsonStrict ? .error : .warning
        }
        return .warning
    }
}
