import Foundation

// Issue 22: `first` and `last` of decoded values (our own sketch of a plugin manifest that, like
// package manifests, writes where a dependency comes from as a one-element list under the key
// of its kind). The body binds the list's first or last element and reads its members.

/// Where a plugin comes from: a local folder, a git repository, or the catalog.
struct PluginSource: Decodable {
    let identity: String
    let pinnedVersion: String?

    enum CodingKeys: String, CodingKey {
        case localFolder = "local"
        case gitRepository = "git"
        case catalog
    }

    private struct LocalFolder: Decodable {
        let identity: String
    }

    private struct GitRepository: Decodable {
        let identity: String
        let version: String?
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let folders = try container.decodeIfPresent([LocalFolder].self, forKey: .localFolder),
            let folder = folders.first
        {
            identity = folder.identity
            pinnedVersion = nil
        } else if let repositories = try container.decodeIfPresent([GitRepository].self, forKey: .gitRepository),
            let repository = repositories.last
        {
            identity = repository.identity
            pinnedVersion = repository.version
        } else if let names = try container.decodeIfPresent([String].self, forKey: .catalog), let name = names.first {
            guard !name.hasPrefix("@") else {
                throw DecodingError.dataCorruptedError(
                    forKey: .catalog, in: container, debugDescription: "Scoped catalog names are not supported.")
            }
            identity = name
            pinnedVersion = nil
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected a local, git or catalog source."))
        }
    }
}
