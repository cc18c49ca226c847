import Foundation

/// A photo's pixel size.
struct PhotoSize: Codable, Equatable {
    let width: Int
    let height: Int
}

/// A photo of a gallery service's album feed. Our own sketch of the closures apps call where
/// they write them to compute one value from several members (`let title: String? = try { ...
/// }()`): a caption taken from the first of three members present, and a time-zone offset given
/// as a string or a number.
struct GalleryPhoto: Codable {
    let id: Int
    let caption: String?
    let offset: String

    enum CodingKeys: String, CodingKey {
        case id, caption, offset
    }

    /// Members the feed sends that the model does not keep as they are.
    private enum FeedKeys: String, CodingKey {
        case title
        case altText = "alt_text"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let feed = try decoder.container(keyedBy: FeedKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        self.caption = try {
            if let caption = try container.decodeIfPresent(String.self, forKey: .caption) {
                return caption
            }
            if let altText = try feed.decodeIfPresent(String.self, forKey: .altText) {
                return altText
            }
            return try feed.decodeIfPresent(String.self, forKey: .title)
        }()
        let offset: String = try {
            do {
                return try container.decode(String.self, forKey: .offset)
            } catch {
                _ = try container.decode(Double.self, forKey: .offset)
                return "numeric"
            }
        }()
        self.offset = offset
    }
}

/// A photo's details, computed by closures from members they read leniently: a size that is nil
/// when either side is missing or not a number (the app's own initializer builds it: a value the
/// tool does not compute), and a flag computed from a list. Not `Encodable`: what these closures
/// compute is not compared, only what they read and throw.
struct PhotoDetails: Decodable {
    let size: PhotoSize?
    let isFeatured: Bool

    private enum CodingKeys: String, CodingKey {
        case width, height, tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size: PhotoSize? = {
            guard let width = try? container.decodeIfPresent(Int.self, forKey: .width),
                let height = try? container.decodeIfPresent(Int.self, forKey: .height)
            else {
                return nil
            }
            return PhotoSize(width: width, height: height)
        }()
        self.size = size
        isFeatured = {
            guard let tags = try? container.decode([String].self, forKey: .tags) else {
                return false
            }
            return tags.contains("featured")
        }()
    }
}

/// An album: its photos read one by one in a closure that skips a photo it cannot read, as a
/// mapper of a store app's site list does (the skipped element is read as an empty object).
struct PhotoAlbum: Codable {
    let title: String
    let photos: [GalleryPhoto]

    enum CodingKeys: String, CodingKey {
        case title, photos
    }

    /// Read in place of a photo that does not decode, to move past it.
    private struct Skipped: Decodable {}

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        var list = try container.nestedUnkeyedContainer(forKey: .photos)
        self.photos = try {
            var photos: [GalleryPhoto] = []
            while !list.isAtEnd {
                do {
                    let photo = try list.decode(GalleryPhoto.self)
                    photos.append(photo)
                } catch {
                    _ = try list.decode(Skipped.self)
                }
            }
            return photos
        }()
    }
}
