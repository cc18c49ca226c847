import Foundation
import Testing

@testable import CodableCheckCommand

/// A type nested in another needs its parent only as a namespace: the helper keeps an empty
/// shell of the parent (its header without its conformances, and the members decoding names),
/// not the parent whole. Pulse's models are nested in `LoggerStore` and `NetworkLogger`, whose
/// Core Data, Combine and Network members kept every one of them from building.
@Suite struct NestedTypeSelectionTests {
    static let store = DeclarationSelectionTests.file(
        "/app/Sources/Logging/LogStore.swift",
        """
        import Foundation
        import CoreData
        import Combine

        public final class LogStore: @unchecked Sendable, ObservableObject {
            public let container: NSPersistentContainer
            @Published public private(set) var isReadonly = false
            private var cancellables: [AnyCancellable] = []
            public static let shared = LogStore(name: "default")
            static let revisionSeparator: Character = "."

            public init(name: String) {
                container = NSPersistentContainer(name: name)
            }

            public func removeAll() { container.viewContext.reset() }
            static func decode(_ data: Data) throws -> LogStore { try LogStoreArchive(data).open() }
        }

        extension LogStore {
            public enum Failure: Error { case unreadableRevision(String) }

            public struct Revision: Codable, Sendable {
                public var major: Int
                public var minor: Int

                public init(from decoder: any Decoder) throws {
                    let text = try decoder.singleValueContainer().decode(String.self)
                    let parts = text.split(separator: revisionSeparator).compactMap { Int($0) }
                    guard parts.count == 2 else { throw LogStore.Failure.unreadableRevision(text) }
                    (major, minor) = (parts[0], parts[1])
                }
            }

            public var currentRevision: Revision? { nil }
        }
        """)

    /// `LogStore.Revision` keeps `LogStore` as a shell: the static constant its decoding reads
    /// stays, the persistent container, the published flag, the initializer and the methods go,
    /// and so do the conformances (`ObservableObject` is Combine's); `LogStore.Failure`, written
    /// after `LogStore.`, is reached as the nested type it is, not as a use of `LogStore`. A
    /// member named after the outer type (`LogStore.shared`) would keep it whole. A static
    /// member is named by a name on its own: `container.decode(...)` keeps no `static func decode`.
    @Test func aNestedTypeKeepsAShellOfItsParent() throws {
        let selection = DeclarationFileSelection(choosingFrom: [Self.store], rootNames: ["LogStore.Revision"])
        let file = try #require(selection.files.first)
        #expect(
            DeclarationSelectionTests.kept(file) == [
                "import Foundation", "import CoreData", "import Combine",
                "public final class LogStore: @unchecked Sendable, ObservableObject {",
                "static let revisionSeparator: Character = \".\"", "}", "extension LogStore {",
                "public enum Failure: Error { case unreadableRevision(String) }", "public struct Revision: Codable, Sendable {",
                "public var major: Int", "public var minor: Int", "public init(from decoder: any Decoder) throws {",
                "let text = try decoder.singleValueContainer().decode(String.self)",
                "let parts = text.split(separator: revisionSeparator).compactMap { Int($0) }",
                "guard parts.count == 2 else { throw LogStore.Failure.unreadableRevision(text) }",
                "(major, minor) = (parts[0], parts[1])", "}", "}", "}",
            ])
        #expect(file.unusedConformances == [[0]: [0]])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shell-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try String(
            contentsOfFile: CompiledSources(selection: selection, folder: folder).paths(of: selection.files)[0], encoding: .utf8)
        #expect(copy.split(separator: "\n")[3] == "public final class LogStore: @unchecked Sendable                   {")
    }

    /// The parent is kept whole as soon as decoding uses it as a type of its own: another root,
    /// or a property of its type.
    @Test func aParentDecodingUsesIsKeptWhole() {
        let nestedOnly = DeclarationFileSelection(choosingFrom: DeclarationSelectionTests.server, rootNames: ["Manifest.Product"])
        #expect(
            DeclarationSelectionTests.kept(nestedOnly.files[0]) == [
                "import Foundation", "struct Manifest: Decodable, Equatable {", "struct Product: Decodable, Equatable {",
                "var name: String", "var type: ProductType", "}", "enum ProductType: String, Decodable { case library, executable }",
                "}", "extension Manifest.ProductType: CustomStringConvertible {", "var description: String { rawValue }", "}",
            ])
        #expect(nestedOnly.files[0].unusedConformances == [[0]: [0, 1]])
        let both = DeclarationFileSelection(choosingFrom: DeclarationSelectionTests.server, rootNames: ["Manifest.Product", "Manifest"])
        #expect(DeclarationSelectionTests.kept(both.files[0]).contains("var products: [Product]"))
        #expect(both.files[0].unusedConformances.isEmpty)
    }
}
