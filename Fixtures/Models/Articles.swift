import Foundation

// Seed models for the `articles` fixtures: a String enum with a raw value containing a space,
// recursive comments, a Set.

/// A blog article.
struct Article: Codable, Equatable {
    var id: Int
    var slug: String
    var headline: String
    var status: Status
    var wordCount: Int
    var keywords: Set<String>
    var editedAt: Date?
    var comments: [Comment]

    /// Where the article is in the editorial workflow.
    enum Status: String, Codable, Equatable {
        case draft
        case published
        case inReview = "in review"
    }
}

/// A reader comment; replies nest to any depth.
struct Comment: Codable, Equatable {
    var author: String
    var body: String
    var upvotes: Int
    var replies: [Comment]
}
