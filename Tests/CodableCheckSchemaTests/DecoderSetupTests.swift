import CodableCheckCore
import CodableCheckSchema
import Testing

/// The `JSONDecoder` set-ups an app writes in its source, read as `decode --decoder` uses them.
@Suite struct DecoderSetupTests {
    func setups(_ sources: [(String, String)]) -> [DecoderSetup] {
        ModelSchema(sources: sources.map { (path: $0.0, text: $0.1) }).decoderSetups
    }

    @Test func localDecoderInAFunction() throws {
        let found = setups([
            (
                "API/NewsAPI.swift",
                """
                import Foundation

                struct NewsAPI {
                    func fetch(_ data: Data) throws -> NewsResponse {
                        let decoder = JSONDecoder()
                        decoder.keyDecodingStrategy = .convertFromSnakeCase
                        decoder.dateDecodingStrategy = .iso8601
                        return try decoder.decode(NewsResponse.self, from: data)
                    }
                }
                """
            )
        ])
        let setup = try #require(found.first)
        #expect(found.count == 1)
        #expect(setup.name == "decoder" && setup.qualifiedName == "NewsAPI.fetch.decoder")
        #expect(setup.file == "API/NewsAPI.swift" && setup.line == 5 && setup.column == 13)
        #expect(setup.keyStrategy == .convertFromSnakeCase && setup.dateStrategy == .iso8601 && setup.dataStrategy == nil)
        #expect(setup.unread == [])
    }

    /// A static property built by a closure, whose formatter is a static property in another
    /// file: the property's qualified name, the formatter's literal format.
    @Test func closureInitializedPropertyWithAFormatterElsewhere() throws {
        let found = setups([
            (
                "Decoders.swift",
                """
                enum Decoders {
                    static let api: JSONDecoder = {
                        let d = JSONDecoder()
                        d.dateDecodingStrategy = .formatted(Formatters.day)
                        d.dataDecodingStrategy = .deferredToData
                        return d
                    }()
                }
                """
            ),
            (
                "Formatters.swift",
                """
                enum Formatters {
                    static let day: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.locale = Locale(identifier: "en_US_POSIX")
                        formatter.dateFormat = "yyyy-MM-dd"
                        return formatter
                    }()
                }
                """
            ),
        ])
        #expect(found.count == 1)
        let setup = try #require(found.first)
        #expect(setup.name == "api" && setup.qualifiedName == "Decoders.api" && setup.line == 2)
        #expect(setup.dateStrategy == .formatted("yyyy-MM-dd") && setup.dataStrategy == .deferredToData)
        #expect(setup.isNamed("api") && setup.isNamed("Decoders.api") && !setup.isNamed("Decoders"))
    }

    /// A custom closure is listed as not read, never guessed; what follows it is still read;
    /// comments and strings that look like set-ups are not code.
    @Test func customClosureIsUnreadAndTextIsNotCode() throws {
        let found = setups([
            (
                "Client.swift",
                """
                final class Client {
                    // decoder.keyDecodingStrategy = .useDefaultKeys
                    let decoder = JSONDecoder()
                    let note = "decoder.dateDecodingStrategy = .iso8601"

                    init() {
                        decoder.dateDecodingStrategy = .custom { decoder in
                            let text = try decoder.singleValueContainer().decode(String.self)
                            return Date()
                        }
                        self.decoder.keyDecodingStrategy = .convertFromSnakeCase
                        decoder.allowsJSON5 = true
                    }
                }
                """
            )
        ])
        let setup = try #require(found.first)
        #expect(found.count == 1)
        #expect(setup.qualifiedName == "Client.decoder")
        #expect(setup.keyStrategy == .convertFromSnakeCase && setup.dateStrategy == nil)
        #expect(setup.unread.map(\.property) == ["dateDecodingStrategy", "allowsJSON5"])
        #expect(setup.unread.first?.reason == "a custom closure is not read")
        #expect(setup.unread.first?.value == ".custom { decoder in let text = try decoder.singleValueCo...")
        #expect(setup.unread.first?.line == 7)
    }

    /// Each function's own `decoder`: assignments go to the one in scope.
    /// Set-ups made by a function or a computed property that returns the decoder are named
    /// after it, and `let decoder: JSONDecoder = .init()` builds one too (FeedKit's style).
    @Test func functionsAndComputedPropertiesThatReturnADecoder() throws {
        let found = setups([
            (
                "API.swift",
                """
                import Foundation

                enum API {
                    static func makeDecoder() -> JSONDecoder {
                        let decoder = JSONDecoder()
                        decoder.keyDecodingStrategy = .convertFromSnakeCase
                        return decoder
                    }
                    static var legacy: JSONDecoder {
                        let d: JSONDecoder = .init()
                        d.dateDecodingStrategy = .secondsSince1970
                        return d
                    }
                    func load(_ data: Data) throws -> Feed {
                        let decoder: JSONDecoder = .init()
                        decoder.dateDecodingStrategy = .iso8601
                        return try decoder.decode(Feed.self, from: data)
                    }
                }
                """
            )
        ])
        #expect(found.map(\.qualifiedName) == ["API.makeDecoder", "API.legacy", "API.load.decoder"])
        #expect(found.map(\.line) == [4, 9, 15])
        #expect(found[0].keyStrategy == .convertFromSnakeCase && found[0].dateStrategy == nil)
        #expect(found[1].dateStrategy == .secondsSince1970)
        #expect(found[2].dateStrategy == .iso8601)
    }

    @Test func sameNameInTwoScopes() {
        let found = setups([
            (
                "Loaders.swift",
                """
                func loadEvents() {
                    let decoder = JSONDecoder()
                    decoder.dateDecodingStrategy = .secondsSince1970
                }
                func loadUsers() {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                }
                """
            )
        ])
        #expect(found.map(\.line) == [2, 6])
        #expect(found.map(\.qualifiedName) == ["loadEvents.decoder", "loadUsers.decoder"])
        #expect(found.map(\.dateStrategy) == [.secondsSince1970, nil])
        #expect(found.map(\.keyStrategy) == [nil, .convertFromSnakeCase])
    }

    @Test func formatterWithoutALiteralFormatIsUnread() throws {
        let found = setups([
            (
                "Setup.swift",
                """
                let format = "yyyy"
                let formatter = DateFormatter()
                formatter.dateFormat = format
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .formatted(formatter)
                let other = JSONDecoder()
                other.dateDecodingStrategy = .formatted(missing)
                """
            )
        ])
        #expect(found.map(\.dateStrategy) == [nil, nil])
        #expect(
            found.flatMap(\.unread).map(\.reason) == [
                "the dateFormat of 'formatter' is not set with a string literal",
                "no DateFormatter named 'missing' is declared in the files read",
            ])
    }
}
