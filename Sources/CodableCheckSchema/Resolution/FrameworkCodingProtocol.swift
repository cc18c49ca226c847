/// Protocols of server frameworks that refine `Codable`, so that `struct Ticket: Content`
/// decodes as `struct Ticket: Codable` does, with synthesized `init(from:)`.
///
/// A framework's protocol counts when some file of the schema imports the framework (the
/// compiler needs the import to see the name), or when the conformance names the module
/// (`Vapor.Content`); a type or protocol the schema declares under the same name wins, as it
/// does in Swift. Fluent's `Model` is not here: it is `Codable` through `Fields`, whose
/// `init(from:)` decodes the `@Field(key:)` property wrappers by their keys, not synthesized.
struct FrameworkCodingProtocol: Sendable, Equatable {
    var name: String
    var module: String

    static let all: [FrameworkCodingProtocol] = [
        // Vapor 4: `public protocol Content: Codable, RequestDecodable, ResponseEncodable, ...`.
        FrameworkCodingProtocol(name: "Content", module: "Vapor"),
        // Hummingbird 2: `public protocol ResponseCodable: ResponseEncodable, Decodable {}`.
        FrameworkCodingProtocol(name: "ResponseCodable", module: "Hummingbird"),
    ]

    /// The framework protocol `components` name (`Content` or `Vapor.Content`), if any.
    static func named(_ components: [String]) -> FrameworkCodingProtocol? {
        switch components.count {
        case 1: all.first { $0.name == components[0] }
        case 2: all.first { $0.module == components[0] && $0.name == components[1] }
        default: nil
        }
    }
}
