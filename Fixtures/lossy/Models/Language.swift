import FirebaseFirestore
import Foundation

/// A programming language, as a Firestore collection stores it.
struct Language: Codable {
    @DocumentID var id: String?
    var name: String
    var firstAppeared: Int
    var typing: Typing
    var paradigms: [String]
    var logo: Data?
    var embedding: VectorValue
    /// A `timestampValue` read into a `Date`, as `Firestore.Decoder` does.
    var released: Date?
}

struct Typing: Codable {
    var isStatic: Bool
    var discipline: String?
}
