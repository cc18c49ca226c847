/// An app's file mixing models with SwiftUI, concurrency and modern syntax.
enum AppModels {
    static let feed = ###"""
        import SwiftUI
        import Observation

        public struct Post: Codable, Identifiable, Hashable, Sendable {
            public let id: Int
            public var title: String
            public var body: String?
            public var author: Author
            public var reactions: [String: Int]?
            public var attachments: [Attachment] = []
            public var publishedAt: Date
            nonisolated(unsafe) public var cachedHeight: CGFloat? = nil

            public struct Author: Codable, Hashable, Sendable {
                public var handle: String
                public var avatar: URL?
                public var isVerified = false
            }

            public var summary: String {
                switch body {
                case .some(let text) where text.count > 100:
                    return String(text.prefix(100)) + "…"
                case .some(let text):
                    return text
                case .none:
                    return ""
                }
            }

            public static func == (lhs: Post, rhs: Post) -> Bool { lhs.id == rhs.id }
            public func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }

        public enum Reaction {
            public enum Kind: String, Codable, CaseIterable, Sendable { case like, love, laugh = "haha" }
        }

        public struct Attachment: Codable, Hashable, Sendable {
            public enum MediaType: Int, Codable, Sendable { case image = 1, video, audio }
            public var type: MediaType
            public var url: URL
            public var size: Size?
            public struct Size: Codable, Hashable, Sendable { public var width, height: Int }
        }

        @MainActor
        @Observable
        final class FeedModel {
            var posts: [Post] = []
            var isLoading = false
            private let session: URLSession = .shared

            func load() async throws {
                isLoading = true
                defer { isLoading = false }
                let (data, _) = try await session.data(from: URL(string: "https://example.com/feed")!)
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                posts = try decoder.decode([Post].self, from: data).sorted { $0.publishedAt > $1.publishedAt }
                let filtered = posts.filter { $0.title.contains(/swift/.ignoresCase()) }
                _ = filtered.map(\.id)[0..<min(3, filtered.count)]
            }

            nonisolated func describe<T: Encodable & Sendable>(_ value: T) -> String where T: Hashable {
                guard let data = try? JSONEncoder().encode(value) else { return "" }
                return String(decoding: data, as: UTF8.self)
            }
        }

        struct FeedView: View {
            @State private var model = FeedModel()
            @Environment(\.dismiss) private var dismiss
            @Binding var selection: Post.ID?

            var body: some View {
                List(model.posts) { post in
                    VStack(alignment: .leading) {
                        Text(post.title).font(.headline)
                        if let body = post.body { Text(body) }
                    }
                }
                .task { try? await model.load() }
            }
        }

        actor Cache {
            private var storage: [Int: Post] = [:]
            func post(_ id: Int) -> Post? { storage[id] }
        }

        #Preview("Feed") {
            FeedView(selection: .constant(nil))
        }

        extension Post {
            init(id: Int, title: String) {
                self.init(id: id, title: title, body: nil, author: .init(handle: "me"), publishedAt: .now)
            }
        }

        @resultBuilder enum Builder {
            static func buildBlock(_ parts: String...) -> String { parts.joined() }
        }

        infix operator <~>: AdditionPrecedence
        func <~> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
        """###
}
