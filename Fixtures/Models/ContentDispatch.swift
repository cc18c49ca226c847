import Foundation

// Hand-written `init(from:)` bodies that choose what to decode from the document's content: a
// `type` member naming what the whole object decodes as (GeoJSON-like map drawings, webhook
// deliveries), and an object whose one key names the case (package products, payment methods).

/// The drawing kinds a map layer holds, as their `type` member spells them.
enum MapShapeKind: String, Codable {
    case pin = "Point"
    case route = "LineString"
    case area = "Polygon"
}

/// A pin: one `[longitude, latitude]` position, with an optional title.
struct MapPin: Codable, Equatable {
    var coordinates: [Double]
    var title: String?
}

/// A route: positions joined in order.
struct MapRoute: Codable, Equatable {
    var coordinates: [[Double]]
}

/// An area: closed rings of positions, with a fill colour.
struct MapArea: Codable, Equatable {
    var coordinates: [[[Double]]]
    var fill: String?
}

/// One drawing, decoded whole again as the shape its `type` names: the body matches `type`
/// against another enum's raw values (with a second spelling for a route) and throws for any other.
enum MapDrawing: Codable, Equatable {
    case pin(MapPin)
    case route(MapRoute)
    case area(MapArea)

    /// Not `CodingKeys`: the synthesized `encode(to:)` names the cases with that one.
    private enum TypeKey: String, CodingKey {
        case kind = "type"
    }

    init(from decoder: Decoder) throws {
        let kindContainer = try decoder.container(keyedBy: TypeKey.self)
        let container = try decoder.singleValueContainer()
        switch try kindContainer.decode(String.self, forKey: .kind) {
        case MapShapeKind.pin.rawValue:
            self = .pin(try container.decode(MapPin.self))
        case MapShapeKind.route.rawValue, "MultiPoint":
            self = .route(try MapRoute(from: decoder))
        case MapShapeKind.area.rawValue:
            self = .area(try container.decode(MapArea.self))
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Unsupported drawing type"))
        }
    }
}

/// A named layer of drawings, marked `"type": "Layer"`.
struct MapLayer: Codable, Equatable {
    enum Kind: String, Codable {
        case Layer
    }

    var name: String
    var drawings: [MapDrawing]
}

/// A map document's top: a layer (a nested type's raw value, `MapLayer.Kind.Layer.rawValue`), or
/// else a bare drawing, read through a chained `singleValueContainer()`.
enum MapDocument: Codable, Equatable {
    case layer(MapLayer)
    case drawing(MapDrawing)

    private enum TypeKey: String, CodingKey {
        case type
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: TypeKey.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case MapLayer.Kind.Layer.rawValue:
            self = .layer(try MapLayer(from: decoder))
        default:
            self = .drawing(try decoder.singleValueContainer().decode(MapDrawing.self))
        }
    }
}

/// How a library product is linked.
enum LibraryLinkage: String, Codable {
    case automatic
    case dynamic
    case `static`
}

/// A package product's kind as a manifest dump writes it: an object whose one key names the case,
/// `{"library": ["dynamic"]}`, `{"executable": null}`.
enum PackageProductKind: Codable, Equatable {
    case executable
    case library(LibraryLinkage)
    case plugin
    case test

    enum CodingKeys: CodingKey {
        case executable
        case library
        case plugin
        case test
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let key = container.allKeys.first(where: container.contains) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Did not find a matching key"))
        }
        switch key {
        case .executable:
            self = .executable
        case .library:
            var linkages = try container.nestedUnkeyedContainer(forKey: key)
            self = .library(try linkages.decode(LibraryLinkage.self))
        case .plugin:
            self = .plugin
        case .test:
            self = .test
        }
    }
}

/// A product of a package manifest.
struct ManifestProduct: Codable, Equatable {
    var name: String
    var targets: [String]
    var type: PackageProductKind
}

/// A saved payment method: an object with exactly one key naming the method (checked with
/// `allKeys.count`), the bank transfer's key renamed.
enum PaymentMethod: Codable, Equatable {
    case card(last4: String, expiry: String)
    case bankTransfer(iban: String)
    case wallet(provider: String)

    enum CodingKeys: String, CodingKey {
        case card
        case bankTransfer = "bank_transfer"
        case wallet
    }

    enum CardKeys: String, CodingKey {
        case last4
        case expiry
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: container.codingPath, debugDescription: "Expected exactly one payment method"))
        }
        switch key {
        case .card:
            let card = try container.nestedContainer(keyedBy: CardKeys.self, forKey: .card)
            self = .card(last4: try card.decode(String.self, forKey: .last4), expiry: try card.decode(String.self, forKey: .expiry))
        case .bankTransfer:
            self = .bankTransfer(iban: try container.decode(String.self, forKey: key))
        case .wallet:
            self = .wallet(provider: try container.decode(String.self, forKey: .wallet))
        }
    }
}

/// How an order reaches its customer: a single-key object, switched on
/// `container.allKeys.first` with optional patterns and `case nil`.
enum ShippingOption: Codable, Equatable {
    case pickup(storeID: Int)
    case courier(String)
    case digital

    enum CodingKeys: String, CodingKey {
        case pickup
        case courier
        case digital = "download"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch container.allKeys.first {
        case .pickup?:
            self = .pickup(storeID: try container.decode(Int.self, forKey: .pickup))
        case .courier?:
            self = .courier(try container.decode(String.self, forKey: .courier))
        case .digital?:
            self = .digital
        case nil:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "No shipping option"))
        }
    }
}

/// A notification setting whose quiet hours, when the key is there, replace the plain switch:
/// `if container.allKeys.contains(.quietHours)`.
struct NotificationSetting: Codable, Equatable {
    var channel: String
    var enabled: Bool
    var quietHours: [Int]?

    enum CodingKeys: String, CodingKey {
        case channel
        case enabled
        case quietHours = "quiet_hours"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        channel = try container.decode(String.self, forKey: .channel)
        if container.allKeys.contains(.quietHours) {
            quietHours = try container.decode([Int].self, forKey: .quietHours)
            enabled = true
        } else {
            quietHours = nil
            enabled = try container.decode(Bool.self, forKey: .enabled)
        }
    }
}

/// A push to a repository.
struct PushPayload: Decodable, Equatable {
    var ref: String
    var commits: Int
}

/// A published release.
struct ReleasePayload: Decodable, Equatable {
    var tag: String
    var draft: Bool
}

/// What a webhook delivery carries.
enum WebhookPayload: Equatable {
    case push(PushPayload)
    case release(ReleasePayload)
    case ping
}

/// A repository webhook delivery, a struct whose `event` member says which payload it carries: a
/// push's members sit beside `event` (decoded whole from the decoder), a release's under `release`.
struct WebhookDelivery: Decodable, Equatable {
    enum Event: String, Decodable {
        case push
        case release = "released"
        case ping
    }

    enum CodingKeys: String, CodingKey {
        case id
        case event
        case release
    }

    let id: String
    let payload: WebhookPayload

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        switch try container.decode(String.self, forKey: .event) {
        case Event.push.rawValue:
            payload = .push(try PushPayload(from: decoder))
        case Event.release.rawValue:
            payload = .release(try container.decode(ReleasePayload.self, forKey: .release))
        case Event.ping.rawValue, "hello":
            payload = .ping
        default:
            throw DecodingError.dataCorruptedError(forKey: .event, in: container, debugDescription: "Unsupported webhook event")
        }
    }
}

/// A block of a chat message: its `kind` (text when missing or not one of the kinds), compared
/// with `==` and switched on, then what that kind holds.
enum MessageBlock: Codable, Equatable {
    case text(String)
    case image(url: URL, alt: String?)
    case divider

    enum Kind: String, Codable {
        case text
        case image = "img"
        case divider
    }

    enum Keys: String, CodingKey {
        case kind
        case text
        case url
        case alt
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let kind = (try? container.decode(Kind.self, forKey: .kind)) ?? .text
        if kind == .divider {
            self = .divider
            return
        }
        switch kind {
        case .image:
            self = .image(url: try container.decode(URL.self, forKey: .url), alt: try container.decodeIfPresent(String.self, forKey: .alt))
        default:
            self = .text(try container.decode(String.self, forKey: .text))
        }
    }
}
