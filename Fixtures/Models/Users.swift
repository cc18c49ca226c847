import Foundation

// Seed models for the `users` fixtures: a nested struct, UUID, Data (base64), Optional struct.

/// An account in a web app.
struct User: Codable, Equatable {
    var id: UUID
    var username: String
    var email: String
    var age: Int?
    var isVerified: Bool
    var address: Address
    var billingAddress: Address?
    var avatar: Data?
    var roles: [Role]
    var lastLoginAt: Date?
}

/// A postal address.
struct Address: Codable, Equatable {
    var street: String
    var city: String
    var postalCode: String
    var country: String
    var location: Coordinate?
}

/// What a user may do; stored as a number.
enum Role: Int, Codable, Equatable {
    case reader = 1
    case editor = 2
    case admin = 3
}
