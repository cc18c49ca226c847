import FirebaseFirestore

/// Firestore's own sample: a book, an office with a GeoPoint.
struct Book: Codable {
    @DocumentID var id: String?
    var title: String
    var numberOfPages: Int
    var author: String
    @ServerTimestamp var createdAt: Timestamp?
    @ExplicitNull var subtitle: String?
}

struct Office: Codable {
    var name: String
    var location: GeoPoint
    var opened: Timestamp
    var closed: Timestamp?
    var landlord: DocumentReference?
}
