import Catalog
import Foundation

/// A shop shelf as the stock service sends it.
struct Shelf {
    /// Not the server's `Book` record (BookRecord.swift): this one is nested.
    struct Book: Decodable {
        var title: String
        var price: Price
    }

    var name: String
    var books: [Book]
    var restocked: Date
}

/// Syncing is declared by the app's sync engine, outside these folders.
extension Shelf: Syncable {
    var syncKey: String { name }
}
