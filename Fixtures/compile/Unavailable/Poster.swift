import Foundation
import UIKit

/// An event poster from an iOS app: the app decodes the artwork's bytes straight into a
/// `UIImage`, which this platform does not have. Decoding a `Poster` needs UIKit, so no helper
/// can be built here; the interpreter checks the document's shape instead.
struct Poster: Decodable {
    var title: String
    var artwork: Artwork

    struct Artwork: Decodable {
        var image: UIImage?

        init(from decoder: any Decoder) throws {
            let data = try decoder.singleValueContainer().decode(Data.self)
            image = UIImage(data: data)
        }
    }
}
