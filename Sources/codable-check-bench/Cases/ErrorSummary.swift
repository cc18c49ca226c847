/// One-line descriptions of decoding errors for the report's notes: `DecodingError`'s own
/// description is a multi-line dump of its context.
enum ErrorSummary {
    static func describe(_ error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return String(describing: error) }
        switch decodingError {
        case .typeMismatch(let type, let context):
            return "typeMismatch(\(type)) at \(path(context.codingPath)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "valueNotFound(\(type)) at \(path(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "keyNotFound(\(key.stringValue)) at \(path(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "dataCorrupted at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: decodingError)
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        if codingPath.isEmpty { return "<root>" }
        return codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    }
}
