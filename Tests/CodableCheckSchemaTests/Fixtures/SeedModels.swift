/// The models the project's seed examples decode, as an app would declare them.
enum SeedModels {
    static let books = #"""
        import Foundation

        /// A book in the catalogue.
        struct Book: Codable {
            let title: String
            let author: String
            var pages: Int
            var isbn: String?
        }

        struct BookWithCoverImages: Codable {
            let title: String
            let coverImages: CoverImages
        }

        struct CoverImages: Codable {
            let small: URL
            let medium: URL
            let large: URL?
        }

        struct BookWithTags: Codable {
            let title: String
            let tags: [Tag]
        }

        struct Tag: Codable, Hashable {
            let name: String
            let color: String?
        }

        enum Status: String, Codable {
            case draft
            case inReview = "in review"
            case published
        }

        struct Manuscript: Codable {
            var title: String
            var status: Status
            var revision: Int = 1
        }
        """#

    static let languages = #"""
        import Foundation

        struct ProgrammingLanguage: Codable {
            let name: String
            let releaseDate: Date
            let creator: String
            let latestVersion: String?

            enum CodingKeys: String, CodingKey {
                case name
                case releaseDate = "release_date"
                case creator
                case latestVersion = "latest_version"
            }
        }

        struct Song: Codable {
            var title: String
            var artist: String?
            var album: String?
            var durationSeconds: Double?
            var trackNumber: Int?
            var isExplicit: Bool?
        }
        """#

    static let landmarks = #"""
        import Foundation
        import CoreLocation

        struct Landmark: Codable, Identifiable {
            var id: Int
            var name: String
            var park: String
            var state: String
            var description: String
            var isFavorite: Bool
            var category: Category
            var coordinates: Coordinate
            var vantagePoints: [Coordinate]
            var metadata: [String: String]

            enum Category: String, CaseIterable, Codable {
                case lakes = "Lakes"
                case rivers = "Rivers"
                case mountains = "Mountains"
            }

            private var imageName: String
            var locationCoordinate: CLLocationCoordinate2D {
                CLLocationCoordinate2D(latitude: coordinates.latitude, longitude: coordinates.longitude)
            }

            struct Coordinate: Hashable, Codable {
                var latitude: Double
                var longitude: Double
            }
        }

        struct User: Codable {
            let id: UUID
            let name: String
            let email: String
            let address: Address

            struct Address: Codable {
                let street: String
                let city: String
                let zipCode: String
                let country: String?
            }
        }
        """#
}
