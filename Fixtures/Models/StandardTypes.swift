import Foundation

// Seed models for the `standard-types` fixtures: properties whose types are the standard
// library's and Foundation's own `Codable` types (ranges, sets, geometry, SIMD vectors,
// measurements, date components, dictionaries keyed by enums) and enums with associated values,
// as apps declare them. `Cuisine` is made `Codable` in `StandardTypes+Conformances.swift`.

/// A planned journey: when it runs, what it costs, and where it stops.
struct Trip: Codable, Equatable {
    var id: UUID
    var title: String
    /// First and last day; `JSONEncoder` writes `[lower, upper]`.
    var dates: ClosedRange<Date>
    var budget: Decimal
    var bookingURL: URL?
    var stops: [Stop]
    var tags: Set<String>
    var departure: DateComponents?
    /// `null` and a missing key both leave the outer optional nil.
    var rating: Int??
    /// Kilometres per mode. `TravelMode` is not `CodingKeyRepresentable`: `["train", 420.5, ...]`.
    var distances: [TravelMode: Double]
    var cuisines: [Cuisine]?
}

enum TravelMode: String, Codable {
    case train, bus, ferry, flight
}

/// Declared here, made `Codable` by an extension in another file.
enum Cuisine: String {
    case italian, thai, georgian, mexican
}

struct Stop: Codable, Equatable {
    var name: String
    var location: Location
    /// At least this many nights.
    var nights: PartialRangeFrom<Int>?

    /// Partial ranges are not `Equatable`: compared by their bound.
    static func == (lhs: Stop, rhs: Stop) -> Bool {
        lhs.name == rhs.name && lhs.location == rhs.location && lhs.nights?.lowerBound == rhs.nights?.lowerBound
    }
}

/// Where a stop is, as a traveller enters it.
enum Location: Codable, Equatable {
    case city(name: String, country: String)
    case coordinates(Double, Double)
    case unknown
}

/// A shop's listing: opening hours per weekday as half-open hour ranges.
struct Shop: Codable, Equatable {
    var name: String
    /// `Weekday` is `CodingKeyRepresentable`: `{"monday": [9, 18]}`.
    var openingHours: [Weekday: Range<Int>]
    var priceBand: ClosedRange<Double>
    /// Discount by basket size in items.
    var discountTiers: [Int: Double]
    var maximumBasket: PartialRangeThrough<Int>?
    var minimumAge: PartialRangeUpTo<UInt8>?
    var logo: Data?
    /// The shop's default product search.
    var savedFilter: SearchFilter?

    /// Partial ranges are not `Equatable`: compared by their bound.
    static func == (lhs: Shop, rhs: Shop) -> Bool {
        lhs.name == rhs.name && lhs.openingHours == rhs.openingHours && lhs.priceBand == rhs.priceBand
            && lhs.discountTiers == rhs.discountTiers && lhs.maximumBasket?.upperBound == rhs.maximumBasket?.upperBound
            && lhs.minimumAge?.upperBound == rhs.minimumAge?.upperBound && lhs.logo == rhs.logo
            && lhs.savedFilter == rhs.savedFilter
    }
}

/// A product search as a filter builder stores it: an expression tree that contains itself.
indirect enum SearchFilter: Codable, Equatable {
    case tag(String)
    case priceBelow(Decimal)
    case all([SearchFilter])
    case not(SearchFilter)
}

enum Weekday: String, Codable, CodingKeyRepresentable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

/// A view's geometry, as a design tool exports it.
struct Layout: Codable, Equatable {
    var frame: CGRect
    var anchor: CGPoint
    var minimumSize: CGSize
    var cornerRadius: CGFloat
    /// RGBA.
    var tint: SIMD4<Float>
    var offset: SIMD2<Double>?
    var zoomRange: Range<CGFloat>
}

/// A recipe card.
struct Recipe: Codable, Equatable {
    var title: String
    var flour: Measurement<UnitMass>
    var ovenTemperature: Measurement<UnitTemperature>
    var tags: Set<String>
    var prepTime: DateComponents
    var servings: ClosedRange<Int>
    var steps: [Step]
}

/// One step of a recipe: Swift 5.5 synthesized `Codable`, `{"bake": {"minutes": 40}}`.
enum Step: Codable, Equatable {
    case mix(ingredients: [String])
    case bake(minutes: Int, fan: Bool?)
    case rest(TimeInterval)
    case serve
}

/// A shape on a drawing, with short keys chosen through `CodingKeys`.
enum Figure: Codable, Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case polygon([CGPoint])
    case empty

    enum CodingKeys: String, CodingKey {
        case circle = "c", rectangle = "r", polygon = "p", empty = "e"
    }

    enum RectangleCodingKeys: String, CodingKey {
        case width = "w", height = "h"
    }
}

/// A game's season standings.
struct LeaderBoard: Codable, Equatable {
    var season: String
    /// By rank.
    var players: [Int: Player]
    /// `SkillLevel` is `CodingKeyRepresentable` with `Int` raw values: `{"1": [...]}`.
    var byLevel: [SkillLevel: [String]]
    /// `Medal` is not: `[1, 12, 3, 40]`.
    var medals: [Medal: Int]
    var lastUpdated: Date
    var highlights: [Figure]?
}

struct Player: Codable, Equatable {
    var name: String
    var score: Int
}

enum SkillLevel: Int, Codable, CodingKeyRepresentable {
    case bronze = 1, silver, gold
}

enum Medal: Int, Codable {
    case gold = 1, silver, bronze
}

/// A batch of touch-analytics events from an API that writes snake_case keys (decoded with
/// `.convertFromSnakeCase`, see `documents/gestures/decoder.json`).
struct GestureLog: Codable, Equatable {
    var sessionId: UUID
    var screenSize: CGSize
    var gestures: [Gesture]
    var pressureRange: ClosedRange<Float>?
    /// `GestureKind` is `CodingKeyRepresentable`: its keys go through the key strategy too.
    var countsByKind: [GestureKind: Int]
}

enum Gesture: Codable, Equatable {
    case tap(location: CGPoint, tapCount: Int)
    case longPress(minimumDuration: Double)
    case swipe(direction: SwipeDirection)
}

enum SwipeDirection: String, Codable {
    case left, right, up, down
}

enum GestureKind: String, Codable, CodingKeyRepresentable {
    case tap, longPress, swipe
}
