/// Decides whether a warning the core reports stays a warning, becomes an error, or is dropped,
/// from `--json-strict` and `--unknown-keys`.
struct WarningPolicy: Sendable, Equatable {
    /// `--unknown-keys`.
    enum UnknownKeys: String, Sendable, CaseIterable {
        case off, warn, error
    }

    /// Kinds for input Foundation accepts and RFC 8259 forbids: errors under `--json-strict`.
    static let rfcDeviationKinds: Set<String> = ["trailingComma", "duplicateKey", "malformedNumber", "malformedString"]
    static let unknownKeyKind = "unknownKey"

    var jsonStrict = false
    var unknownKeys = UnknownKeys.off

    /// `nil` drops the warning.
    func severity(forKind kind: String) -> Diagnostic.Severity? {
        if kind == Self.unknownKeyKind {
            switch unknownKeys {
            case .off: return nil
            case .warn: return .warning
            case .error: return .error
            }
        }
        if Self.rfcDeviationKinds.contains(kind) {
            return jsonStrict ? .error : .warning
        }
        return .warning
    }
}
