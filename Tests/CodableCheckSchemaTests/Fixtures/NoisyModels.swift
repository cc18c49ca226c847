/// Model files full of constructs the schema reader must step over.
enum NoisyModels {
    static let library = ##"""
        // Library.swift
        import Foundation
        @preconcurrency import Combine

        /* A block comment /* with a nested one */ and struct Fake: Codable { var x: Int } */

        /// Doc comment mentioning `struct NotAModel: Codable { let x: Int }`.
        @available(iOS 15, macOS 12, *)
        public final class Library: Codable, @unchecked Sendable {
            public private(set) var name: String
            @MainActor var shelves: [Shelf] = []
            static let shared = Library(name: "main")
            class var kind: String { "library" }
            var shelfCount: Int { shelves.count }
            var description: String {
                get { "Library \(name) with \(shelves.count) shelves" }
                set { name = newValue }
            }
            var lastVisit: Date? {
                didSet { print("visited \(String(describing: lastVisit))") }
            }
            private let cache = NSCache<NSString, NSString>()
            lazy var index: [String: Int] = buildIndex()
            weak var delegate: LibraryDelegate?

            init(name: String) {
                self.name = name
                let fake = "struct Fake: Codable { var y: Int }"
                _ = fake
            }

            func buildIndex() -> [String: Int] {
                var result: [String: Int] = [:]
                for (offset, shelf) in shelves.enumerated() where shelf.label != "}" {
                    result[shelf.label] = offset
                }
                let message = """
                    A multi-line string with "quotes", a brace } and struct Nope: Codable {}
                    """
                let raw = #"raw "string" with \(not interpolated) and }"#
                print(message, raw, "interpolated \(shelves.map { "\($0.label)" }.joined())")
                return result
            }

            subscript(label: String) -> Shelf? { shelves.first { $0.label == label } }

            deinit {}
        }

        protocol LibraryDelegate: AnyObject {
            var name: String { get set }
            func libraryDidChange(_ library: Library)
        }

        struct Shelf: Codable, Equatable {
            var label: String
            var books: [Book]
            #if os(iOS)
            var capacity: Int
            #elseif os(macOS)
            var capacity: Double
            #else
            var capacity: String
            #endif
            var position: (x: Int, y: Int) { (0, 0) }

            static func == (lhs: Shelf, rhs: Shelf) -> Bool { lhs.label == rhs.label }
        }

        struct Book: Codable, Equatable {
            let title: String
            var genre: Genre = .fiction
            var rating: Double = 4.5
            var tagsByLanguage: [String: Set<String>]
            let createdAt = Date()
            var `default`: Bool

            @discardableResult
            mutating func rename(to title: String) -> Bool where Self: Equatable { true }
        }

        extension Book {
            enum Genre: String, Codable {
                case fiction, nonFiction = "non-fiction", poetry
            }

            var isLong: Bool { false }
            static var empty: Book? { nil }
        }

        extension Array where Element == Book {
            var titles: [String] { map(\.title) }
        }

        #Preview {
            Text("struct Preview: Codable { var z: Int }")
        }

        enum Never2 {}
        """##
}
