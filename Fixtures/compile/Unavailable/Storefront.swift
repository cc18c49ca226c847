import Foundation
import UIKit

/// A shop's storefront settings, from an iOS app: the stored properties are plain `Codable`, but
/// the file also hands UIKit a banner image, which does not exist on this platform.
struct Storefront: Codable {
    var name: String
    var accentColor: String

    var banner: UIImage? {
        UIImage(named: "banner-\(name)")
    }
}
