// A shop's API client: one page envelope generic over what it lists, with the types nested in it
// using the listed type, reached through the typealiases the client names its endpoints with.
// Swift makes `PagedResult<ShopListing>.Meta` and `PagedResult<ShopReviewer>.Meta` two types.

struct ShopListing: Codable {
    let id: Int
    let title: String
}

struct ShopReviewer: Codable {
    let handle: String
    let score: Double
}

enum ShopCatalog {
    typealias ListingPage = PagedResult<ShopListing>
    typealias ReviewerPage = PagedResult<ShopReviewer>
}

struct PagedResult<Element: Codable>: Codable {
    struct Meta: Codable {
        let total: Int
        let first: Element?
    }

    struct Response: Codable {
        let items: [Element]
        let meta: Meta
    }

    let response: Response
}

struct StorefrontSnapshot: Codable {
    let listings: ShopCatalog.ListingPage.Response
    let reviewers: PagedResult<ShopReviewer>.Response
    let featured: PagedResult<ShopListing>.Meta
}
