import Foundation

/// Backup jobs from a Windows agent's API: paths come with backslashes, and the app turns them
/// into the slashes its storage uses. The raw string below ends in a backslash, and the message
/// after it runs over a `\` line continuation: neither may hide or shift what follows.
let windowsRoot = #"C:\"#
let retentionNote = """
    Backups are kept for thirty days \
    unless the job says otherwise.
    """

struct BackupJob: Decodable {
    var source: String
    var keepsDays: Int

    enum CodingKeys: String, CodingKey {
        case source
        case keepsDays = "keeps_days"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try container.decode(String.self, forKey: .source)
        guard raw.hasPrefix(windowsRoot) else {
            throw DecodingError.dataCorruptedError(forKey: .source, in: container, debugDescription: "Not a path under \(windowsRoot): \(raw)")
        }
        source = raw.replacingOccurrences(of: #"\"#, with: "/")
        keepsDays = try container.decodeIfPresent(Int.self, forKey: .keepsDays) ?? 30
    }
}

/// The agent's scheduler, which the app's sync layer adds: not on this platform, and not
/// needed to decode a job.
extension BackupJob: Schedulable {
    var nextRun: Date { .now }
}
