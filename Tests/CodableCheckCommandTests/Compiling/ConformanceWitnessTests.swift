import Testing

@testable import CodableCheckCommand

/// What a standard conformance needs of a kept type, though nothing the decoding runs names it:
/// the members a protocol requires, which the compiler looks for by name and labels.
@Suite struct ConformanceWitnessTests {
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
}
