/// Protocols of server frameworks that refine `Codable`, so that `struct Ticket: Content`
/// decodes as `struct Ticket: Codable` does, with synthesized `init(from:)`.
///
/// A framework's protocol counts when some file of the schema imports one of its modules (the
/// compiler needs the import to see the name), or when the conformance names the module
/// (`Vapor.Content`); a type or protocol the schema declares under the same name wins, as it
/// does in Swift. Fluent's `Model` and `Fields` are `Codable` too, but not synthesized: their
/// `init(from:)` is FluentKit's (`FluentFieldPlans`), which reads the property wrappers by
/// property name.
struct FrameworkCodingProtocol: Sendable, Equatable {
    var name: String
    /// The module declaring it, then any that re-export it (Fluent's `@_exported import FluentKit`).
    var modules: [String]

    /// The module declaring it, as messages name it.
    var module: String { modules[0] }

    static let all: [FrameworkCodingProtocol] = [
        // Vapor 4: `public protocol Content: Codable, RequestDecodable, ResponseEncodable, ...`.
        FrameworkCodingProtocol(name: "Content", modules: ["Vapor"]),
        // Hummingbird 2: `public protocol ResponseCodable: ResponseEncodable, Decodable {}`.
        FrameworkCodingProtocol(name: "ResponseCodable", modules: ["Hummingbird"]),
        // FluentKit 1.x: `public protocol Fields: AnyObject, Codable, Sendable`, and `Model`
        // refines it (through `AnyModel` and `Schema`).
        FrameworkCodingProtocol(name: "Model", modules: fluentModules),
        FrameworkCodingProtocol(name: "Fields", modules: fluentModules),
    ]

    /// FluentKit, and Fluent, which re-exports it.
    static let fluentModules = ["FluentKit", "Fluent"]

    /// Whether `Fields.init(from:)` decodes a type conforming to it (not synthesized decoding).
    var decodesThroughFluentFields: Bool { modules == Self.fluentModules }

    /// The framework protocol `components` name (`Content` or `Vapor.Content`), if any.
    static func named(_ components: [String]) -> FrameworkCodingProtocol? {
        switch components.count {
        case 1: all.first { $0.name == components[0] }
        case 2: all.first { $0.modules.contains(components[0]) && $0.name == components[1] }
        default: nil
        }
    }
}
