import Foundation
import Testing

@testable import CodableCheckCommand

/// How the compile path reads a `.swift` file: declarations with their members, ranges and
/// names used, from the schema reader's lexer.
@Suite struct SourceOutlineTests {
    /// The text of each declaration's range.
    static func texts(_ declarations: [OutlinedDeclaration], in text: String) -> [String] {
        let bytes = Array(text.utf8)
        return declarations.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    @Test func importsAndFileScopeDeclarationsWithTheirLines() {
        let text = """
            import Foundation
            @preconcurrency import struct Firebase.Timestamp
            // struct Commented {}
            /* enum Nested { /* still a comment */ } */
            let defaultCurrency = "struct NotAType"
            @available(macOS 13, *)
            struct Order: Codable {
                var total: Money
                func render() -> String { "\\(total)" }
            }
            extension Money.Currency: Decodable {}
            private func parseMoney(_ text: String) -> Money? { nil }
            """
        let outline = SourceOutline(text: text)
        #expect(
            outline.imports.map { [$0.module, "\($0.line)", "\($0.column)"] } == [["Foundation", "1", "8"], ["Firebase", "2", "31"]])
        #expect(
            outline.declarations.map(\.title) == ["let defaultCurrency", "struct Order", "extension Money.Currency", "func parseMoney"])
        #expect(outline.declarations.map { outline.lineSpan(of: $0) } == [5...5, 6...10, 11...11, 12...12])
        #expect(Self.texts(outline.declarations, in: text)[1].hasPrefix("@available(macOS 13, *)\nstruct Order"))
        #expect(outline.declarations[1].members.map(\.title) == ["var total", "func render"])
        #expect(outline.declarations[1].members.map(\.kind) == [.storedProperty, .function])
        #expect(outline.declarations[1].inheritance == ["Codable"])
        #expect(outline.declarations[2].extendedPath == ["Money", "Currency"])
        #expect(outline.declarations[3].modifiers == ["private"])
        #expect(outline.declarationPath(atLine: 8) == [1, 0])
        #expect(outline.declarationPath(atLine: 1) == nil)
    }

    /// The old scanner lost the structs after a raw string ending in a backslash, and a line
    /// after a `\` line continuation in a multi-line string.
    @Test func rawStringsAndLineContinuationsHideNothing() {
        let outline = SourceOutline(
            text: #"""
                let windowsRoot = #"C:\"#
                struct Folder: Decodable { var path: String }
                let banner = """
                    one long \
                    line
                    """
                struct File: Decodable { var name: String }
                """#)
        #expect(outline.declarations.map(\.title) == ["let windowsRoot", "struct Folder", "let banner", "struct File"])
        #expect(outline.lineSpan(of: outline.declarations[3]) == 7...7)
    }

    /// An attribute with generic arguments on a line of its own (DiscordBM's
    /// `@UnstableEnum<_UInt_CompatibilityTypealias>`) belongs to the declaration under it. Read as
    /// a declaration of its own, it was blanked out of the helper's copy: the enum then decoded
    /// as Swift's synthesized `Codable` writes it, not as the macro's `init(from:)` does.
    @Test func anAttributeWithGenericArgumentsBelongsToItsDeclaration() {
        let text = """
            @UnstableEnum<_UInt_CompatibilityTypealias>
            public enum Permission: Sendable, Codable {
                case kickMembers  // 1
                case __undocumented(_UInt_CompatibilityTypealias)
            }
            @Wrapped<Array<Set<Int>>>(key: "a") @available(*, deprecated) var ids: [Int] = []
            """
        let outline = SourceOutline(text: text)
        #expect(outline.declarations.map(\.title) == ["enum Permission", "var ids"])
        #expect(Self.texts(outline.declarations, in: text)[0].hasPrefix("@UnstableEnum<_UInt_CompatibilityTypealias>\npublic enum"))
        #expect(outline.declarations[0].attributes == ["UnstableEnum"])
        #expect(outline.declarations[0].uses.plain.isSuperset(of: ["UnstableEnum", "_UInt_CompatibilityTypealias"]))
        #expect(outline.declarations[1].attributes == ["Wrapped", "available"])
        #expect(outline.declarations[1].kind == .storedProperty)
    }

    @Test func membersKnowWhatTheyAre() {
        let outline = SourceOutline(
            text: """
                struct Parcel: Decodable {
                    enum CodingKeys: String, CodingKey { case trackingNumber = "tracking_number", weight }
                    let trackingNumber: String
                    var grams: Int = 0 { didSet { print(grams) } }
                    var label: String { "\\(grams) g" }
                    static let preview = Parcel(trackingNumber: "1Z")
                    private(set) var notes = [String]()
                    init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        trackingNumber = try container.decode(String.self, forKey: .trackingNumber)
                    }
                    init(trackingNumber: String) { self.trackingNumber = trackingNumber }
                    static func == (lhs: Parcel, rhs: Parcel) -> Bool { true }
                    subscript(index: Int) -> Int { index }
                }
                """)
        let members = outline.declarations[0].members
        #expect(
            members.map(\.kind) == [
                .type("enum"), .storedProperty, .storedProperty, .computedProperty, .storedProperty, .storedProperty, .initializer,
                .initializer, .function, .subscript,
            ])
        #expect(members[0].members.map(\.names) == [["trackingNumber", "weight"]])
        #expect(members[0].inheritance == ["String", "CodingKey"])
        #expect(members[4].isStatic)
        #expect(members[5].modifiers == ["private"])
        #expect(members[6].isDecodingInitializer)
        #expect(!members[7].isDecodingInitializer)
        #expect(members[8].isOperator && members[8].names == ["=="])
        #expect(members[4].uses.constructed == ["Parcel"])
        #expect(members[3].uses.plain.contains("grams"))
    }

    /// Names used: plain, after a dot (with the name before it), called, and inside string
    /// interpolations, which the lexer keeps inside the literal.
    @Test func namesUsedIncludeInterpolations() {
        let outline = SourceOutline(
            text: """
                let summary = "\\(NumberUtil.format(total)) items, \\("\\(Unit.name)")"
                let area = Turf.intersection(a, b).area
                """)
        let uses = outline.declarations.map(\.uses)
        #expect(uses[0].plain.isSuperset(of: ["NumberUtil", "total", "Unit"]))
        #expect(uses[0].members.isSuperset(of: ["format", "name"]))
        #expect(uses[1].qualified.contains(.init(qualifier: "Turf", member: "intersection")))
        #expect(uses[1].members == ["intersection", "area"])
        // The name it declares is among its own.
        #expect(uses[1].plain == ["area", "Turf", "a", "b"])
    }

    /// A declaration ends where the next one starts: on a line starting with a modifier, an
    /// attribute or a keyword, after a `;`, before a `#if` line; attributes on lines of their own
    /// belong to what follows.
    @Test func declarationsEndWhereTheNextStarts() {
        let text = """
            struct A {
                let one = [1,
                    2]; let two = 2
                #if os(Linux)
                @MainActor
                static var three: Int {
                    get { 3 }
                }
                #endif
            }
            class B {}
            final class C: B { class func make() -> C { C() } }
            """
        let outline = SourceOutline(text: text)
        let members = outline.declarations[0].members
        #expect(
            Self.texts(members, in: text) == [
                "let one = [1,\n        2]", "let two = 2", "@MainActor\n    static var three: Int {\n        get { 3 }\n    }",
            ])
        #expect(members[2].attributes == ["MainActor"] && members[2].kind == .computedProperty)
        #expect(outline.declarations.map(\.title) == ["struct A", "class B", "class C"])
        #expect(outline.declarations[2].modifiers == ["final"] && outline.declarations[2].inheritance == ["B"])
        #expect(outline.declarations[2].members.map(\.title) == ["func make"])
        #expect(outline.declarations[2].members[0].isStatic)
    }
}
