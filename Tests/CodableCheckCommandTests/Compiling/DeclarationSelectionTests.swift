import CodableCheckCore
import Foundation
import Testing

@testable import CodableCheckCommand

/// How `--compile` chooses what it compiles, without a compiler: the declarations a type's
/// decoding reaches (not every file that shares a name with something it mentions, nor the
/// views and previews beside a model), the module each file belongs to, the order modules build
/// in, and copies under distinct names with everything else blanked.
@Suite struct DeclarationSelectionTests {
    static func file(_ path: String, _ text: String) -> DeclarationFileSelection.File {
        DeclarationFileSelection.File(path: path, text: text, outline: SourceOutline(text: text), module: ModuleName.of(path: path))
    }

    /// What a file's copy holds: its text with every blanked range removed and the remaining
    /// lines trimmed, blank lines dropped.
    static func kept(_ file: DeclarationFileSelection.File) -> [String] {
        var bytes = Array(file.text.utf8)
        for range in file.blanked {
            for offset in range where bytes[offset] != UInt8(ascii: "\n") { bytes[offset] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    static func names(_ selection: DeclarationFileSelection) -> [String] {
        selection.files.map { ($0.path as NSString).lastPathComponent }
    }

    /// A package manifest model with nested `Product` and `Target` types, in a server whose own
    /// top-level `Product` is a database model importing its framework, and whose `String`
    /// helpers import the web framework: the manifest needs none of them.
    static let server = [
        file(
            "/srv/Sources/App/Models/Manifest.swift",
            """
            import Foundation

            struct Manifest: Decodable, Equatable {
                struct Product: Decodable, Equatable {
                    var name: String
                    var type: ProductType
                }
                enum ProductType: String, Decodable { case library, executable }
                var name: String
                var products: [Product]
                var toolsVersion: String?

                var summary: String { products.map(\\.name).joined(separator: ", ").slugged }
            }

            extension Manifest.ProductType: CustomStringConvertible {
                var description: String { rawValue }
                var isExecutable: Bool { self == .executable }
            }
            """),
        file(
            "/srv/Sources/App/Models/Product.swift",
            """
            import Fluent

            final class Product: Model {
                @Field(key: "name") var name: String
            }
            """),
        file(
            "/srv/Sources/App/Core/String+ext.swift",
            """
            import Vapor

            extension String {
                var slugged: String { lowercased().replacingOccurrences(of: " ", with: "-") }
            }
            """),
    ]

    /// The nested `Product` is not the server's `Product`; the computed `summary` is not
    /// decoding, so neither are the `String` helpers it calls; of the enum's extension, its
    /// `CustomStringConvertible` witness stays and the unused helper goes.
    @Test func decodingReachesTheStoredShapeAndNotTheComputedRest() {
        let selection = DeclarationFileSelection(choosingFrom: Self.server, rootNames: ["Manifest"])
        #expect(Self.names(selection) == ["Manifest.swift"])
        #expect(
            Self.kept(selection.files[0]) == [
                "import Foundation", "struct Manifest: Decodable, Equatable {", "struct Product: Decodable, Equatable {",
                "var name: String", "var type: ProductType", "}", "enum ProductType: String, Decodable { case library, executable }",
                "var name: String", "var products: [Product]", "var toolsVersion: String?", "}",
                "extension Manifest.ProductType: CustomStringConvertible {", "var description: String { rawValue }", "}",
            ])
    }

    /// A model beside its SwiftUI view and preview: the view, the preview data and the
    /// formatting the view uses are left out; the parser `init(from:)` calls stays, with the
    /// helper its string interpolation names.
    @Test func viewsPreviewsAndUnusedMethodsAreLeftOut() {
        let app = Self.file(
            "/app/Weather/Reading.swift",
            """
            import SwiftUI

            struct Reading: Decodable {
                var celsius: Double
                var station: String
                static let preview = Reading(celsius: 21, station: "Oslo")
                var badge: Color { celsius > 30 ? .red : .blue }

                init(celsius: Double, station: String) {
                    self.celsius = celsius
                    self.station = station
                }

                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    let text = try container.decode(String.self)
                    (celsius, station) = try Self.parse(text)
                }

                static func parse(_ text: String) throws -> (Double, String) {
                    guard let value = Double(text) else { throw ReadingError.unreadable("\\(Units.symbol(for: text))") }
                    return (value, "")
                }

                func formatted() -> String { Formatter.shared.string(for: celsius) ?? "" }
            }

            enum ReadingError: Error { case unreadable(String) }
            enum Units { static func symbol(for text: String) -> String { "°C" } }
            final class Formatter { static let shared = NumberFormatter() }

            struct ReadingView: View {
                var reading: Reading
                var body: some View { Text("\\(reading.celsius)").foregroundStyle(reading.badge) }
            }

            #Preview { ReadingView(reading: .preview) }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [app], rootNames: ["Reading"])
        #expect(
            Self.kept(selection.files[0]) == [
                "import SwiftUI", "struct Reading: Decodable {", "var celsius: Double", "var station: String",
                "init(from decoder: any Decoder) throws {", "let container = try decoder.singleValueContainer()",
                "let text = try container.decode(String.self)", "(celsius, station) = try Self.parse(text)", "}",
                "static func parse(_ text: String) throws -> (Double, String) {",
                "guard let value = Double(text) else { throw ReadingError.unreadable(\"\\(Units.symbol(for: text))\") }",
                "return (value, \"\")", "}", "}", "enum ReadingError: Error { case unreadable(String) }",
                "enum Units { static func symbol(for text: String) -> String { \"°C\" } }",
            ])
    }

    /// A call of the type's own initializer keeps its initializers; an `extension String`
    /// member named after a dot is kept tentatively, with the extension around it.
    @Test func calledInitializersAndExtensionMembersOfOtherTypesStay() {
        let money = Self.file(
            "/app/Money.swift",
            """
            struct Money: Decodable {
                var cents: Int
                init(cents: Int) { self.cents = cents }
                init(from decoder: any Decoder) throws {
                    let text = try decoder.singleValueContainer().decode(String.self)
                    self = Money(cents: text.digitsOnly.count)
                }
            }
            extension String {
                var digitsOnly: String { filter(\\.isNumber) }
                var shouted: String { uppercased() }
            }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [money], rootNames: ["Money"])
        let file = selection.files[0]
        #expect(Self.kept(file).contains("init(cents: Int) { self.cents = cents }"))
        #expect(Self.kept(file).contains("var digitsOnly: String { filter(\\.isNumber) }"))
        #expect(!Self.kept(file).contains("var shouted: String { uppercased() }"))
        #expect(file.tentative == [[1], [1, 0]])
        #expect(!file.isTentative)
    }

    /// What only a member found by its spelling needs is tentative too: posthog-ios's survey
    /// questions read `question.description`, which found `extension SCNetworkReachabilityFlags
    /// { var description }`, whose typealias names `Reachability.Connection`; the class then
    /// stayed firmly and its SystemConfiguration calls failed the build. Tentative, it is left
    /// out when it does not compile.
    @Test func whatOnlyASpellingMatchNeedsIsTentative() throws {
        let question = Self.file(
            "/app/Question.swift",
            """
            struct Question: Decodable {
                var text: String
                var details: String?
                init(from decoder: any Decoder) throws {
                    text = try decoder.singleValueContainer().decode(String.self)
                    details = text.summary
                }
            }
            """)
        let monitor = Self.file(
            "/app/Monitor.swift",
            """
            import SystemConfiguration

            final class Monitor {
                enum Connection { case wifi, none }
                let flags: SCNetworkReachabilityFlags
            }

            extension SCNetworkReachabilityFlags {
                typealias Connection = Monitor.Connection
                var summary: String { "\\(rawValue)" }
            }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [question, monitor], rootNames: ["Question"])
        let file = try #require(selection.files.first { $0.path == "/app/Monitor.swift" })
        #expect(file.kept.contains([0]), "\(file.kept)")
        #expect(file.tentative.contains([0]), "\(file.tentative)")
        #expect(file.isTentative)
        let model = try #require(selection.files.first { $0.path == "/app/Question.swift" })
        #expect(!model.isTentative)
    }

    /// A type conforming to a protocol the tool does not know keeps all its members (its
    /// requirements cannot be told apart); one of the schema's protocols makes its witnesses
    /// stay, and `Turf.intersection` names a module's file-scope function.
    /// A witness that builds its value with another of the type's initializers (`self =
    /// .init(value)`, `self.init(value)`, `Self(value)`) needs them: turf-swift's
    /// `FeatureIdentifier` literals took four compiler runs, each leaving out a conformance whose
    /// initializer's callee had been pruned.
    /// Members named by a keyword after a dot (`.associatedtype`, `path.extension`), an
    /// initializer called with generic arguments (`Pending<Kind>(name:)`) and an extension of a
    /// typealias a kept declaration uses (`extension Filters: Comparable`, a `Set`) stay: swift-docc-symbolkit,
    /// tuist's Path and XcodeGraph, and okta's `CoalescedResult` failed to build without them.
    @Test func keywordMembersGenericCallsAndAliasExtensionsStay() {
        let files = [
            Self.file(
                "/p/Sources/Graph/Kind.swift",
                """
                struct Kind: Codable, Hashable {
                    var rawValue: String
                    init(rawValue: String) { self.rawValue = rawValue }
                    static let `associatedtype` = Kind(rawValue: "associatedtype")
                    static let unused = Kind(rawValue: "unused")
                    static let all: [String: Kind] = [Self.associatedtype.rawValue: .associatedtype]
                    init(from decoder: Decoder) throws {
                        let text = try decoder.singleValueContainer().decode(String.self)
                        self = Self.all[text] ?? Kind(rawValue: text)
                        let task = Pending<Kind>(name: text)
                        _ = task
                    }
                }
                final class Pending<T> {
                    let name: String
                    init(name: String) { self.name = name }
                }
                typealias Filters = Set<String>
                extension Filters: @retroactive Comparable {
                    public static func < (lhs: Set<Element>, rhs: Set<Element>) -> Bool { lhs.count < rhs.count }
                }
                struct Condition: Codable, Comparable {
                    var filters: Filters
                    static func < (lhs: Condition, rhs: Condition) -> Bool { lhs.filters < rhs.filters }
                }
                """)
        ]
        let kept = Self.kept(DeclarationFileSelection(choosingFrom: files, rootNames: ["Kind", "Condition"]).files[0])
        #expect(kept.contains("static let `associatedtype` = Kind(rawValue: \"associatedtype\")"), "\(kept)")
        #expect(!kept.contains("static let unused = Kind(rawValue: \"unused\")"), "\(kept)")
        #expect(kept.contains("init(name: String) { self.name = name }"), "\(kept)")
        #expect(kept.contains("extension Filters: @retroactive Comparable {"), "\(kept)")
        #expect(kept.contains("public static func < (lhs: Set<Element>, rhs: Set<Element>) -> Bool { lhs.count < rhs.count }"), "\(kept)")
    }

    @Test func initializersCalledThroughSelfStay() {
        let files = [
            Self.file(
                "/p/Sources/Turf/FeatureIdentifier.swift",
                """
                enum FeatureIdentifier: Codable {
                    case string(String)
                    case number(Double)
                    init(_ string: String) { self = .string(string) }
                    init(_ number: Double) { self = .number(number) }
                    init(bytes: [UInt8]) { self = .string(String(decoding: bytes, as: UTF8.self)) }
                }
                extension FeatureIdentifier: ExpressibleByStringLiteral {
                    init(stringLiteral value: String) { self = .init(value) }
                }
                struct Label: Decodable, ExpressibleByStringLiteral {
                    var text: String
                    init(_ text: String) { self.text = text }
                    init(stringLiteral value: String) { self.init(value) }
                }
                """)
        ]
        let kept = Self.kept(DeclarationFileSelection(choosingFrom: files, rootNames: ["FeatureIdentifier", "Label"]).files[0])
        #expect(kept.contains("init(_ string: String) { self = .string(string) }"))
        #expect(kept.contains("init(_ number: Double) { self = .number(number) }"))
        #expect(kept.contains("init(_ text: String) { self.text = text }"))
    }

    /// A reached protocol's initializer requirement (`init(wkt:)`) keeps the conforming types'
    /// initializer of those labels; an initializer called on a type the schema only extends
    /// (`JSONArray(turfRawValue:)`, a typealias of an array) keeps that extension's
    /// initializers. Both cost turf-swift a compiler run each.
    @Test func requiredAndExtensionInitializersStay() {
        let files = [
            Self.file(
                "/p/Sources/Turf/WKT.swift",
                """
                protocol WKTConvertible { init(wkt: String) throws }
                struct Point: Decodable, WKTConvertible {
                    var x: Double
                    init(wkt: String) throws { x = 0 }
                }
                typealias JSONArray = [Double?]
                extension JSONArray {
                    init?(raw values: [Any?]) { self = values.map { $0 as? Double } }
                    var unused: Int { 0 }
                }
                struct Shape: Decodable {
                    var points: [Point]
                    var values: JSONArray
                    init(from decoder: any Decoder) throws {
                        points = []
                        values = JSONArray(raw: []) ?? []
                        _ = String(describing: values)
                    }
                }
                extension String {
                    var slug: String { lowercased() }
                }
                """)
        ]
        let kept = Self.kept(DeclarationFileSelection(choosingFrom: files, rootNames: ["Shape"]).files[0])
        #expect(kept.contains("init(wkt: String) throws { x = 0 }"))
        #expect(kept.contains("init?(raw values: [Any?]) { self = values.map { $0 as? Double } }"))
        #expect(!kept.contains("var unused: Int { 0 }"))
        // Calling a standard type's initializer keeps none of the schema's extensions of it.
        #expect(!kept.contains("var slug: String { lowercased() }"))
    }

    @Test func conformancesKeepWhatTheyRequire() {
        let files = [
            Self.file(
                "/p/Sources/Turf/Shape.swift",
                """
                protocol Shape: Decodable { var area: Double { get } }
                struct Square: Shape, Decodable {
                    var side: Double
                    var area: Double { side * side }
                    var perimeter: Double { 4 * side }
                }
                struct Record: Decodable, FetchableRecord {
                    var id: Int
                    static var databaseTableName: String { "records" }
                }
                func intersection(_ a: Square, _ b: Square) -> Square { a }
                struct Pair: Decodable {
                    var first: Square
                    init(from decoder: any Decoder) throws { first = Turf.intersection(Square(side: 1), Square(side: 2)) }
                }
                """)
        ]
        let squares = DeclarationFileSelection(choosingFrom: files, rootNames: ["Square"])
        #expect(Self.kept(squares.files[0]).contains("var area: Double { side * side }"))
        #expect(!Self.kept(squares.files[0]).contains("var perimeter: Double { 4 * side }"))
        #expect(Self.kept(squares.files[0]).first == "protocol Shape: Decodable { var area: Double { get } }")
        let records = DeclarationFileSelection(choosingFrom: files, rootNames: ["Record"])
        #expect(Self.kept(records.files[0]).contains("static var databaseTableName: String { \"records\" }"))
        let pairs = DeclarationFileSelection(choosingFrom: files, rootNames: ["Pair"])
        #expect(Self.kept(pairs.files[0]).contains("func intersection(_ a: Square, _ b: Square) -> Square { a }"))
    }

    /// DiscordBM's enums: the macro attribute with a generic argument stays on the enum, and
    /// brings the macro's declaration and the typealias it names (the helper decoded
    /// `Permission` as Swift's synthesized `Codable` when the attribute was blanked).
    @Test func aMacroAttributeWithGenericArgumentsKeepsWhatItNames() {
        let files = [
            Self.file(
                "/p/Sources/DiscordModels/UnstableEnumMacro.swift",
                """
                @attached(member, names: named(init), named(rawValue))
                macro UnstableEnum<T>() = #externalMacro(module: "UnstableEnumMacro", type: "UnstableEnum")
                public typealias _UInt_CompatibilityTypealias = UInt
                """),
            Self.file(
                "/p/Sources/DiscordModels/Permission.swift",
                """
                @UnstableEnum<_UInt_CompatibilityTypealias>
                public enum Permission: Sendable, Codable {
                    case kickMembers  // 1
                    case __undocumented(_UInt_CompatibilityTypealias)
                }
                public struct Role: Sendable, Codable { var name: String }
                """),
        ]
        let selection = DeclarationFileSelection(choosingFrom: files, rootNames: ["Permission"])
        #expect(Self.names(selection) == ["UnstableEnumMacro.swift", "Permission.swift"])
        #expect(Self.kept(selection.files[0]).count == 3)
        #expect(Self.kept(selection.files[1]).first == "@UnstableEnum<_UInt_CompatibilityTypealias>")
        #expect(!Self.kept(selection.files[1]).contains { $0.contains("Role") })
    }

    /// DiscordBM's payloads: `ValidatablePayload` is for sending, and its `validate()` bodies
    /// need the result builder and the failures. Nothing decoding runs can tell whether a
    /// payload conforms, so the conformance and `validate()` are left out of the copy. A
    /// protocol decoding can tell stays: one named in decoding code (a cast), one whose
    /// extension's helper decoding calls, one whose extension supplies `init(from:)` (kept with
    /// it, as it replaces the synthesized one), one whose extension supplies `hash(into:)`.
    @Test func conformancesDecodingCannotUseAreLeftOut() throws {
        let payloads = Self.file(
            "/p/Sources/DiscordModels/Payloads.swift",
            """
            protocol ValidatablePayload: Sendable {
                @ValidationAccumulator func validate() -> [ValidationFailure]
            }
            extension ValidatablePayload {
                func validateNotEmpty(_ value: String?, name: String) -> ValidationFailure? { nil }
            }
            struct ValidationFailure: Sendable { var name: String }
            @resultBuilder struct ValidationAccumulator {
                static func buildBlock(_ components: ValidationFailure?...) -> [ValidationFailure] { components.compactMap { $0 } }
            }
            extension Array: ValidatablePayload where Element: ValidatablePayload {
                func validate() -> [ValidationFailure] { flatMap { $0.validate() } }
            }
            struct CreateMessage: Sendable, Codable, ValidatablePayload {
                var content: String?
                func validate() -> [ValidationFailure] { validateNotEmpty(content, name: "content") }
            }
            protocol Logged { var label: String { get } }
            struct Entry: Decodable, Logged {
                var label: String
                init(from decoder: any Decoder) throws {
                    label = try decoder.singleValueContainer().decode(String.self)
                    if (self as Any) is any Logged { label += "!" }
                }
            }
            protocol Trimming {}
            extension Trimming { func trimmed(_ text: String) -> String { text } }
            struct Tag: Decodable, Trimming {
                var name: String
                init(from decoder: any Decoder) throws { name = "" ; name = trimmed(try decoder.singleValueContainer().decode(String.self)) }
            }
            protocol Marker {}
            extension Decodable where Self: Marker {
                init(from decoder: any Decoder) throws { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "")) }
            }
            struct Marked: Decodable, Marker { var id: Int }
            protocol Hashing {}
            extension Hashing { func hash(into hasher: inout Hasher) {} }
            struct Key: Decodable, Hashable, Hashing { var id: Int }
            """)
        func file(_ root: String) -> DeclarationFileSelection.File {
            DeclarationFileSelection(choosingFrom: [payloads], rootNames: [root]).files[0]
        }
        let message = file("CreateMessage")
        #expect(Self.kept(message) == ["struct CreateMessage: Sendable, Codable, ValidatablePayload {", "var content: String?", "}"])
        #expect(message.unusedConformances == [[5]: [2]])
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let selection = DeclarationFileSelection(choosingFrom: [payloads], rootNames: ["CreateMessage"])
        let copy = try String(
            contentsOfFile: try #require(CompiledSources(selection: selection, folder: folder).paths(of: selection.files).first),
            encoding: .utf8)
        #expect(
            copy.split(separator: "\n", omittingEmptySubsequences: false)[13]
                == "struct CreateMessage: Sendable, Codable                     {")
        for (root, conformance) in [("Entry", "Logged"), ("Tag", "Trimming"), ("Marked", "Marker"), ("Key", "Hashing")] {
            let kept = file(root)
            #expect(kept.unusedConformances.isEmpty, "\(root)")
            #expect(Self.kept(kept).contains { $0.hasPrefix("protocol \(conformance)") }, "\(root)")
        }
        #expect(Self.kept(file("Marked")).contains("extension Decodable where Self: Marker {"))
    }

    /// A header names a reached type only by its file-scope name: `Element` in `extension
    /// Sequence where Element: Hashable` is the sequence's own, not a nested `Page.Element`
    /// (swift-collections' extensions all came along with `OrderedSet`'s nested types, and the
    /// module no longer built in eight runs).
    @Test func otherTypesExtensionsComeAlongOnlyForFileScopeTypesTheyName() {
        let page = Self.file(
            "/p/Sources/Paging/Page.swift",
            """
            struct Page: Decodable {
                struct Element: Decodable { var id: Int }
                var items: [Element]
            }
            struct Cursor: Decodable { var next: String? }
            extension Sequence where Element: Hashable {
                func uniqued() -> [Element] { [] }
            }
            extension Optional where Wrapped == Cursor {
                var isLast: Bool { self?.next == nil }
            }
            """)
        let pages = DeclarationFileSelection(choosingFrom: [page], rootNames: ["Page"]).files[0]
        #expect(!Self.kept(pages).contains { $0.hasPrefix("extension") })
        let cursors = DeclarationFileSelection(choosingFrom: [page], rootNames: ["Cursor"]).files[0]
        #expect(Self.kept(cursors).contains("extension Optional where Wrapped == Cursor {"))
        #expect(!Self.kept(cursors).contains { $0.hasPrefix("extension Sequence") })
    }

    @Test func aFileBelongsToItsPackageTargetsModule() {
        #expect(ModuleName.of(path: "/src/turf-swift/Sources/Turf/Geometries/LineString.swift") == "Turf")
        #expect(ModuleName.of(path: "/src/app/Sources/my-app.core/Feed.swift") == "my_app_core")
        #expect(ModuleName.of(path: "/src/app/Sources/9lives/Cat.swift") == "_9lives")
        #expect(ModuleName.of(path: "/src/app/Sources/Feed.swift") == ModuleName.fallback)
        #expect(ModuleName.of(path: "/src/App/Models/Feed.swift") == ModuleName.fallback)
        #expect(ModuleName.of(path: "/src/Sources/CodableCheckCore/Feed.swift") == ModuleName.fallback)
    }

    /// A folder named `Sources` inside a target (stripe-kit's `Sources/StripeKit/Payment
    /// Methods/Sources/Source.swift`) holds files of that target: put in a module of their own,
    /// `Source` was missing from the one that uses it, and 224 types did not build. A `Sources`
    /// folder above the package does not name the target either: the one beside `Package.swift` does.
    @Test func aSourcesFolderInsideATargetBelongsToTheTarget() throws {
        #expect(ModuleName.of(path: "/src/stripe-kit/Sources/StripeKit/Payment Methods/Sources/Source.swift") == "StripeKit")
        #expect(ModuleName.of(path: "/src/app/Sources/Networking/Sources/Client.swift") == "Networking")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("Sources/module-name-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        #expect(ModuleName.of(path: root.path + "/Sources/Routing/Route.swift") == "Routing")
    }

    /// A type declared in a function body (a probe in `init(from:)`) is listed under its
    /// parent's name, but no `main.swift` can name it: `types --compile` does not ask for it
    /// (OpenAI's `ResponseStreamEvent.TypeProbe` was an error in every compiler run).
    @Test func aTypeDeclaredInAFunctionBodyIsNotAskedFor() {
        let file = Self.file(
            "/app/Sources/Feed/Event.swift",
            """
            enum Event: Decodable {
                struct Payload: Decodable { var id: String }
                case payload(Payload)
                init(from decoder: any Decoder) throws {
                    struct TypeProbe: Decodable { let type: String }
                    _ = try TypeProbe(from: decoder).type
                    self = .payload(try Payload(from: decoder))
                }
            }
            """)
        let index = DeclarationIndex(outlines: [file.outline])
        #expect(CompiledTypeMarking.isLocal("Event.TypeProbe", in: index))
        #expect(!CompiledTypeMarking.isLocal("Event.Payload", in: index))
        #expect(!CompiledTypeMarking.isLocal("Event", in: index))
        #expect(!CompiledTypeMarking.isLocal("Elsewhere.Thing", in: index))
    }

    /// `Token.Metadata(id: id)` calls an initializer of the nested type, as `Metadata(id: id)`
    /// inside `Token` would: it is kept (okta's `UserInfo.Request(...)`, `Token.Metadata(...)`
    /// failed with "incorrect argument label in call (have 'id:', expected 'from:')").
    @Test func aNestedTypeConstructedByItsQualifiedNameKeepsItsInitializers() throws {
        let session = Self.file(
            "/app/Sources/Auth/Session.swift",
            """
            struct Session: Decodable {
                var metadata: Token.Metadata
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    metadata = Token.Metadata(id: try container.decode(String.self))
                }
            }
            """)
        let token = Self.file(
            "/app/Sources/Auth/Token.swift",
            """
            struct Token {
                struct Metadata {
                    var id: String
                    init(id: String) { self.id = id }
                }
                var value: String
                func refreshed() -> Token { self }
            }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [session, token], rootNames: ["Session"])
        try #require(selection.files.count == 2, "one of the two files was left out")
        let kept = Self.kept(selection.files[1])
        #expect(kept.contains("init(id: String) { self.id = id }"), "\(kept)")
        #expect(!kept.contains { $0.hasPrefix("func refreshed") })
    }

    /// `URL(requiredString: text)` calls an initializer the schema adds to Foundation's `URL`:
    /// its extension is kept with it, tentatively (the type's name found it, not its labels), and
    /// what else that extension or other extensions of `URL` and `String` hold stays out.
    @Test func anInitializerTheSchemaAddsToAnotherTypeIsKeptTentatively() throws {
        let model = Self.file(
            "/app/Sources/Auth/Configuration.swift",
            """
            import Foundation

            struct Configuration: Decodable {
                var issuer: URL
                init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    issuer = try URL(requiredString: container.decode(String.self))
                }
            }
            """)
        let helpers = Self.file(
            "/app/Sources/Auth/URL+Extensions.swift",
            """
            import Foundation

            extension URL {
                var isSecure: Bool { scheme == "https" }
            }

            extension URL {
                init(requiredString value: String) throws { self = URL(fileURLWithPath: value) }
                var isLocal: Bool { isFileURL }
            }

            extension String {
                init(slug: String) { self = slug }
            }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [model, helpers], rootNames: ["Configuration"])
        try #require(selection.files.count == 2, "the helpers' file was left out")
        let file = selection.files[1]
        #expect(
            Self.kept(file) == [
                "import Foundation", "extension URL {", "init(requiredString value: String) throws { self = URL(fileURLWithPath: value) }",
                "}",
            ])
        #expect(file.tentative.contains([1]))
    }

    /// Two packages, each with a `Codable.swift`; `Route` imports `Geo` and names it
    /// (`Geo.Coordinate`); `Geo` declares a `Codable.swift` helper of its own.
    static let packages = [
        file("/p/directions/Sources/Routing/Codable.swift", "import Foundation\nimport Geo\nextension Route: Decodable {}\n"),
        file("/p/directions/Sources/Routing/Route.swift", "import Geo\nstruct Route { var start: Geo.Coordinate }\n"),
        file("/p/geo/Sources/Geo/Codable.swift", "extension Coordinate: Codable {}\n"),
        file("/p/geo/Sources/Geo/Coordinate.swift", "public struct Coordinate { public var latitude: Double }\n"),
        file("/p/other/Sources/Other/Coordinate.swift", "struct Coordinate { var x: Int }\n"),
    ]

    @Test func modulesBuildAfterTheModulesTheyImport() {
        let selection = DeclarationFileSelection(choosingFrom: Self.packages, rootNames: ["Route"])
        // `Other` declares a `Coordinate` too, but nothing chosen imports it.
        #expect(selection.files.map(\.module) == ["Routing", "Routing", "Geo", "Geo"])
        let order = ModuleOrder(selection.files, root: "Routing")
        #expect(order.modules.map(\.name) == ["Geo", "Routing"])
        #expect(order.root?.files.count == 2)
    }

    /// swiftc wants distinct file names in one invocation: the second `Codable.swift` is
    /// compiled from a copy of another name, and its diagnostics lead back to the real file.
    @Test func filesOfTheSameNameAreCompiledUnderDistinctNames() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let selection = DeclarationFileSelection(choosingFrom: Self.packages, rootNames: ["Route"])
        let sources = CompiledSources(selection: selection, folder: folder)
        let paths = sources.paths(of: selection.files)
        let names = paths.map { ($0 as NSString).lastPathComponent }
        #expect(Set(names).count == names.count)
        #expect(Array(paths.prefix(2)) == ["/p/directions/Sources/Routing/Codable.swift", "/p/directions/Sources/Routing/Route.swift"])
        #expect(names[2] == "Codable-3.swift")
        #expect(try String(contentsOfFile: paths[2], encoding: .utf8) == Self.packages[2].text)
        let mapped = sources.original(
            of: CompilerDiagnostic(file: paths[2], line: 1, column: 1, message: "cannot find type 'Coordinate' in scope", declaration: nil))
        #expect(mapped.file == "/p/geo/Sources/Geo/Codable.swift")
        #expect(mapped.declaration == "Coordinate")
    }

    /// A copy keeps every kept byte where it was: blanked declarations become spaces, line
    /// breaks stay, and an Apple-only import is compiled as `import Foundation` from the start.
    @Test func aCopyKeepsLinesAndColumns() throws {
        let folder = try ToolProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = "import UIKit\nstruct Badge: Decodable {\n    var tint: UIColor { .red }\n    var label: String\n}\n"
        let selection = DeclarationFileSelection(choosingFrom: [Self.file("/app/Badge.swift", text)], rootNames: ["Badge"])
        let sources = CompiledSources(selection: selection, folder: folder)
        let copy = try String(contentsOfFile: try #require(sources.paths(of: selection.files).first), encoding: .utf8)
        #if os(Linux)
        #expect(
            copy == "import Foundation\nstruct Badge: Decodable {\n" + String(repeating: " ", count: 30) + "\n    var label: String\n}\n")
        #expect(sources.adjustments.substitutions.map(\.module) == ["UIKit"])
        #endif
    }

    /// What may be left out when it does not compile: what decoding does not need, and
    /// extensions that take no part in decoding; never the type's stored shape or `init(from:)`,
    /// nor a `Codable` extension.
    @Test func onlyWhatDecodingDoesNotNeedMayBeLeftOut() {
        let feed = Self.file(
            "/f/Sources/FeedKit/JSONFeed.swift",
            """
            struct JSONFeed {
                var title: String
                var icon: XMLElement?
            }
            extension JSONFeed: Codable {
                init(from decoder: Decoder) throws { title = ""; icon = nil }
                static var mimeType: String { "application/feed+json" }
            }
            extension JSONFeed: FeedInitializable {
                init(data: Data) throws { self.init(title: "") }
            }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [feed], rootNames: ["JSONFeed"])
        let file = selection.files[0]
        // The unknown protocol's extension goes member by member, then whole.
        #expect((1...11).map { file.droppablePath(atLine: $0) } == [nil, nil, nil, nil, nil, nil, nil, nil, [2], [2, 0], [2]])
        #expect(Self.kept(file).contains("static var mimeType: String { \"application/feed+json\" }") == false)
    }

    /// A failable `init?(from:)` is no `Decodable` initializer (stream-core's `extension
    /// CLLocationCoordinate2D: FilterValue` builds a coordinate from a dictionary so): the
    /// extension of a framework type that holds one takes no part in decoding, and goes when it
    /// does not compile. Before, it was kept as if it decoded, and every run of stream-chat's
    /// build failed on `CLLocationCoordinate2D` (missing here) until the last.
    @Test func aFailableInitFromIsNoDecodingInitializer() {
        let pins = Self.file(
            "/app/Sources/Atlas/Pin.swift",
            """
            import Foundation
            import CoreLocation

            protocol PinValue {
                var pinLabel: String { get }
            }

            struct Pin: Decodable {
                var title: String
                var values: [any PinValue]

                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    title = try container.decode(String.self, forKey: .title)
                    values = [title]
                }

                enum CodingKeys: String, CodingKey { case title }
            }

            extension CLLocationCoordinate2D: PinValue {
                var pinLabel: String { "\\(latitude),\\(longitude)" }

                init?(from row: [String: Double]) {
                    guard let lat = row["lat"], let lng = row["lng"] else { return nil }
                    self.init(latitude: lat, longitude: lng)
                }
            }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [pins], rootNames: ["Pin"])
        let file = selection.files[0]
        #expect(Self.kept(file).contains("extension CLLocationCoordinate2D: PinValue {"))
        let initializer = file.outline.declarations[2].members[1]
        #expect(initializer.isFailable && !initializer.isDecodingInitializer)
        #expect(file.droppablePath(atLine: 21) == [2])
        #expect(file.droppablePath(atLine: 25) == [2, 1])
    }

    /// `cannot find type 'os'` (stream-core's `os.Logger`, the `os` module missing here) names
    /// no type of the schema, though a model has a property `os`: no change a build makes can
    /// fix it. `cannot find 'os'` may mean that property. Before, both were taken for names the
    /// schema declares, and the logger's type failed in every run of stream-chat's build.
    @Test func aMissingTypeIsLookedUpAmongTypesOnly() {
        let device = Self.file(
            "/app/Sources/Fleet/Handset.swift",
            """
            struct Handset: Decodable {
                var os: String
                var model: Model
                typealias Model = String
            }
            """)
        let declared = DeclaredNames([device])
        func error(_ message: String) -> CompilerDiagnostic {
            CompilerDiagnostic(file: device.path, line: 1, column: 1, message: message, declaration: nil)
        }
        #expect(HelperBuild.definitelyFails(error("cannot find type 'os' in scope"), declared: declared))
        #expect(!HelperBuild.definitelyFails(error("cannot find 'os' in scope"), declared: declared))
        #expect(!HelperBuild.definitelyFails(error("cannot find type 'Model' in scope"), declared: declared))
        #expect(!HelperBuild.definitelyFails(error("cannot find type 'Handset' in scope"), declared: declared))
        #expect(HelperBuild.definitelyFails(error("cannot find type 'Handset' in scope"), declared: declared.subtracting(["Handset"])))
    }

    /// A `private` root type, or one nested in a `fileprivate` type, is compiled as internal so
    /// that `main.swift` can name it; its own `private` members and `private(set)` stay. Not
    /// when another file declares a type of that name, or uses the name (there it may mean an
    /// imported type, which the raised one would shadow).
    @Test func privateRootTypesAreRaisedOnlyWhenNothingElseCanTell() {
        let envelope = Self.file(
            "/app/Sources/App/Mapper.swift",
            """
            import Foundation

            fileprivate enum Wrapper {
                private struct Envelope: Decodable {
                    private(set) var data: [String]
                    private enum CodingKeys: String, CodingKey { case data }
                }
            }

            private struct Page: Decodable { var items: [String] }
            """)
        let selection = DeclarationFileSelection(choosingFrom: [envelope], rootNames: ["Wrapper.Envelope", "Page"])
        #expect(selection.files.first?.raised == [[0], [0, 0], [1]])
        let user = Self.file(
            "/app/Sources/App/Feed.swift",
            """
            import FeedKit

            struct Feed: Decodable { var page: Page }
            """)
        let shadowing = DeclarationFileSelection(choosingFrom: [envelope, user], rootNames: ["Wrapper.Envelope", "Page", "Feed"])
        #expect(shadowing.files.first?.raised == [[0], [0, 0]])
        let twice = Self.file("/app/Sources/App/Other.swift", "private struct Page: Decodable { var next: String? }\n")
        let declaredTwice = DeclarationFileSelection(choosingFrom: [envelope, twice], rootNames: ["Page"])
        #expect(declaredTwice.files.allSatisfy { $0.raised.isEmpty })
    }

    /// The copy says nothing where `private` was, and keeps every other byte where it was.
    @Test func aRaisedTypesCopyBlanksOnlyItsModifier() throws {
        let text = "private struct Page: Decodable {\n    private(set) var items: [String]\n}\n"
        let selection = DeclarationFileSelection(choosingFrom: [Self.file("/app/Sources/App/Page.swift", text)], rootNames: ["Page"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raised-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = CompiledSources(selection: selection, folder: folder)
        let copy = try String(contentsOfFile: sources.paths(of: selection.files)[0], encoding: .utf8)
        #expect(copy == "        struct Page: Decodable {\n    private(set) var items: [String]\n}\n")
    }
}
