import Foundation

enum TrailheadAPI {
    /// The decoder every request uses: what the project file's "decoder" says.
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
