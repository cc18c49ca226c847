/// The tool's version, printed by `codable-check --version`.
enum Version {
    static let current = "0.1.0"
    static let toolName = "codable-check"
}
