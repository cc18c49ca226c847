import CodableCheckTestSupport
import Foundation
import Testing

@testable import CodableCheckSchema

/// The `x-` extensions reading of the `declared-key-extensions` pattern (`AnyValueLocals`,
/// `DeclaredKeyList`) is followed only when the app's declarations bear out what the tool
/// evaluates: each change below makes the app do something else (stop in the box's initializer,
/// take an undeclared key for a declared one, or a declared key for an extension), and the type
/// that reads its extensions so is then not `[exact]`. The pattern as written is.
@Suite struct DeclaredKeyExtensionTests {
    static let model: String = {
        let url = PackagePaths.url("Fixtures/real-apps/patterns/declared-key-extensions/CatalogSpec.swift")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(url.path)") }
        return text
    }()

    static func fidelity(_ text: String, of type: String = "CatalogOwner") -> DecodingFidelity? {
        schema(text).types.first { $0.name == type }?.fidelity
    }

    @Test func thePatternIsExact() {
        #expect(Self.fidelity(Self.model) == .exact)
        #expect(Self.fidelity(Self.model, of: "CatalogService") == .exact)
    }

    struct Change: Sendable, CustomTestStringConvertible {
        var what: String
        var original: String
        var replacement: String
        /// The type whose decoding the change is in.
        var type = "CatalogOwner"
        var testDescription: String { what }
    }

    @Test(arguments: [
        Change(
            what: "the box's initializer that `mapValues` calls may stop the app",
            original: "        self.raw = raw\n", replacement: "        precondition(!(raw is NSNull))\n        self.raw = raw\n"),
        Change(
            what: "`init?(stringValue:)` makes every other string a declared case",
            original: "default: self = .extended(stringValue)", replacement: "default: self = .team"),
        Change(
            what: "the fallback of `key(for:)` is a declared case",
            original: "        static func extensionKey(named name: String) -> CodingKeys {\n            .extended(name)",
            replacement: "        static func extensionKey(named name: String) -> CodingKeys {\n            .team"),
        Change(
            what: "`init?(stringValue:)` takes another string than the key for a declared case",
            original: #"case "on_call": self = .pager"#, replacement: #"case "pager": self = .pager"#),
        Change(
            what: "`init?(stringValue:)` does more than a switch",
            original: "        init?(stringValue: String) {\n            switch stringValue {\n            case \"team\"",
            replacement:
                "        init?(stringValue: String) {\n            if stringValue.isEmpty { return nil }\n            switch stringValue {\n            case \"team\""
        ),
        Change(
            what: "the declared list is computed", original: "            [.team, .pager]\n",
            replacement: "            [.team, .pager].filter { _ in true }\n"),
        Change(
            what: "the function handed to `flatMap` may stop the app", original: "tags.first { !$0.isEmpty }",
            replacement: "tags.first { !$0.isEmpty }!", type: "CatalogService"),
        Change(
            what: "the function handed to `flatMap` is called under `try`",
            original: "primaryTag = tags.flatMap(Self.firstTag(from:))", replacement: "primaryTag = try tags.flatMap(Self.firstTag(from:))",
            type: "CatalogService"),
        Change(
            what: "the box does not read dictionaries of itself", original: "[String: CatalogValue].self",
            replacement: "[String: String].self"),
        Change(
            what: "the cast is to a dictionary of something else", original: "whole as? [String: Any]",
            replacement: "whole as? [String: Int]"),
    ])
    func aChangedDeclarationIsNotExact(_ change: Change) {
        #expect(Self.model.contains(change.original), "the fixture changed: \(change.original)")
        let changed = Self.model.replacingOccurrences(of: change.original, with: change.replacement)
        #expect(Self.fidelity(changed, of: change.type) != .exact)
    }
}
