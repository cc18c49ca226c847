import Foundation

/// A product of a package manifest, whose kind is an object with a single key naming the case:
/// `{"library": ["dynamic"]}`, `{"executable": null}`. An enum with associated values and no
/// raw type, decoded by switching on the one key present. (Seen in a package-index server.)
struct PackageProduct: Decodable {
    let name: String
    let type: ProductKind
}

enum ProductKind: Decodable {
    case executable
    case library(Linkage)
    case plugin

    enum Linkage: String, Decodable {
        case automatic
        case dynamic
        case `static`
    }

    enum CodingKeys: CodingKey {
        case executable
        case library
        case plugin
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no product kind"))
        }
        switch key {
        case .executable:
            self = .executable
        case .library:
            var linkages = try container.nestedUnkeyedContainer(forKey: .library)
            self = .library(try linkages.decode(Linkage.self))
        case .plugin:
            self = .plugin
        }
    }
}
