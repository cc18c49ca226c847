import Foundation
import Testing

@testable import CodableCheckCommand

/// A kept type's conformances in the helper: what a standard one needs of the type though
/// nothing the decoding runs names it (the members a protocol requires, which the compiler looks
/// for by name and labels), and how a copy's inheritance clause reads without those left out.
@Suite struct ConformanceSelectionTests {
    /// swift-http-types' `HTTPFields` is a `RangeReplaceableCollection`: its `public init()` and
    /// `replaceSubrange(_:with:)` are requirements. Left out, the implicit internal `init()`
    /// took the requirement's place, and 20 of swift-aws-lambda-events' types did not build
    /// ("initializer 'init()' must be declared public because it matches a requirement in
    /// public protocol 'RangeReplaceableCollection'").
    @Test func aCollectionKeepsItsEmptyInitializerAndReplaceSubrange() {
        let file = DeclarationSelectionTests.file(
            "/srv/Sources/Gateway/HeaderList.swift",
            """
            public struct HeaderEntry: Sendable, Hashable {
                public var name: String
                public var value: String
            }

            public struct HeaderList: Sendable {
                private var entries: [HeaderEntry] = []
                public init() {}
                public init(pairs: [(String, String)]) { entries = pairs.map { HeaderEntry(name: $0, value: $1) } }
            }

            extension HeaderList: RangeReplaceableCollection, RandomAccessCollection, MutableCollection {
                public var startIndex: Int { entries.startIndex }
                public var endIndex: Int { entries.endIndex }
                public subscript(position: Int) -> HeaderEntry {
                    get { entries[position] }
                    set { entries[position] = newValue }
                }
                public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with new: C) where C.Element == HeaderEntry {
                    entries.replaceSubrange(range, with: new)
                }
            }

            public struct GatewayRequest: Decodable {
                public var path: String
                public var headers: HeaderList
            }
            """)
        let kept = DeclarationSelectionTests.kept(DeclarationFileSelection(choosingFrom: [file], rootNames: ["GatewayRequest"]).files[0])
        #expect(kept.contains("public init() {}"), "\(kept)")
        #expect(kept.contains { $0.hasPrefix("public mutating func replaceSubrange") })
        #expect(!kept.contains { $0.hasPrefix("public init(pairs:") })
    }

    /// stream-core's generated models start their inheritance clause with `@unchecked Sendable`,
    /// which is no entry the copy can leave out; without the first entry after it (an inert
    /// `JSONEncodable` left out), the `,` before `Codable` became a `:`, and 63 files did not
    /// parse ("expected '{' in class"). The separator before the first entry kept stays as written.
    @Test func aClauseStartingWithAnAttributedEntryKeepsItsSeparators() throws {
        let text = """
            public protocol JSONEncodable { func encodeToJSON() -> Any }

            public final class ModelResponse: @unchecked Sendable, JSONEncodable, Codable, Hashable {
                public var duration: String
                public func encodeToJSON() -> Any { duration }
                public static func == (lhs: ModelResponse, rhs: ModelResponse) -> Bool { lhs.duration == rhs.duration }
                public func hash(into hasher: inout Hasher) { hasher.combine(duration) }
            }
            """
        let selection = DeclarationFileSelection(
            choosingFrom: [DeclarationSelectionTests.file("/app/Sources/Core/ModelResponse.swift", text)], rootNames: ["ModelResponse"])
        #expect(selection.files[0].unusedConformances == [[1]: [0]])
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try String(
            contentsOfFile: CompiledSources(selection: selection, folder: folder).paths(of: selection.files)[0], encoding: .utf8)
        #expect(
            copy.split(separator: "\n")[1] == "public final class ModelResponse: @unchecked Sendable,                Codable, Hashable {")
    }
}
