import Foundation

/// How the app decodes what the API sends.
public enum LarderAPI {
    public static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    public static func items(from data: Data) throws -> [PantryItem] {
        try decoder.decode([PantryItem].self, from: data)
    }
}
