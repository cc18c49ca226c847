import CodableCheckTestSupport
import Foundation
import Testing

@testable import CodableCheckSchema

/// Issue 24: adding a `ValuePlan` case touches at most 3 files. A case's files are the source
/// files (all targets under `Sources/`) whose code names it: an implicit member `.uuid`, or one
/// qualified by a plan type (`LeafKind.uuid`, `ValuePlan.pairDictionary`), in code only (the
/// package's `SwiftLexer` reads the files, so comments and string literals do not count; a
/// member of another type, `ValueConversion.uuid(at:in:)`, does not either). A case is declared
/// without a dot, so its declaration counts only when its own file also switches over it.
///
/// The stand-ins are the last cases added of each kind, whose names no other enum in `Sources/`
/// uses: every file that handles leaves one by one names `uuid` and `firestoreTimestamp`, so the
/// files naming them are the files a new leaf must touch (`LeafKind`, `LeafValue`, the JSON
/// Schema exporter's leaves). `ValuePlan+Leaves.swift` is left out: it keeps the leaves' old
/// names for construction, and a new leaf needs no entry there.
///
/// `pairDictionary` stands for a composite that takes the defaults: `ValuePlan` says what it is
/// and holds (and which type prepares and decodes it, `PreparedComposite`), `PlanBuilder+Builtins`
/// makes it, and the JSON Schema exporter derives its schema from the plan. Its own decoding type
/// (`PreparedPairDictionary`) needs not name the case, so a new composite's third file is that
/// type (branch refactor14: down from 6 files, where `PreparedValue`, `RecoveringWalker` and the
/// exporter, strict and lossy, named it too).
@Suite struct ValuePlanCaseSpanTests {
    static let limit = 3

    static let leafStandIns = ["uuid", "firestoreTimestamp"]
    static let compositeStandIns = ["pairDictionary"]
    static let qualifyingTypes: Set<String> = ["ValuePlan", "LeafKind", "PreparedValue", "LeafValue"]
    static let excludedFiles: Set<String> = ["CodableCheckCore/SchemaDecoding/ValuePlan+Leaves.swift"]

    @Test func aNewLeafTouchesAtMostThreeFiles() throws {
        try Self.expectWithinLimit(Self.leafStandIns)
    }

    @Test func aNewCompositeTouchesAtMostThreeFiles() throws {
        try Self.expectWithinLimit(Self.compositeStandIns)
    }

    static func expectWithinLimit(_ standIns: [String]) throws {
        let sources = try sourceFiles()
        for name in standIns {
            let naming = files(naming: name, in: sources)
            #expect(naming.count <= limit, "\(name) is named in \(naming.count) files: \(naming.joined(separator: ", "))")
            #expect(!naming.isEmpty, "\(name) is named nowhere: is it still a case?")
        }
    }

    @Test func countsCodeNotCommentsStringsOrOtherTypesMembers() {
        let text = """
            // .uuid in a comment
            let message = "a .uuid in a string"
            let value = ValueConversion.uuid(at: 0)
            switch leaf {
            case .uuid: break
            }
            """
        #expect(Self.names("uuid", in: Array(text.utf8)))
        #expect(!Self.names("uuid", in: Array("// .uuid\nlet a = \".uuid\"\nlet b = Other.uuid".utf8)))
        #expect(Self.names("uuid", in: Array("let a = LeafKind.uuid".utf8)))
    }

    /// Every `.swift` file under `Sources/`, by its path from there.
    static func sourceFiles() throws -> [(path: String, bytes: [UInt8])] {
        let root = PackagePaths.url("Sources").path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(path: String, bytes: [UInt8])] = []
        for case let relative as String in enumerator where relative.hasSuffix(".swift") && !excludedFiles.contains(relative) {
            files.append((relative, Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))))
        }
        return files.sorted { $0.path < $1.path }
    }

    static func files(naming name: String, in files: [(path: String, bytes: [UInt8])]) -> [String] {
        files.filter { names(name, in: $0.bytes) }.map(\.path)
    }

    /// Whether the code names `name` as an implicit member or as a member of a plan type.
    static func names(_ name: String, in bytes: [UInt8]) -> Bool {
        var lexer = SwiftLexer(bytes: bytes, fileIndex: 0)
        let tokens = lexer.tokenize()
        for position in 1..<max(1, tokens.count) where tokens[position].kind == .identifier && tokens[position].text == name {
            let dot = tokens[position - 1]
            guard dot.kind == .punctuation, dot.text == "." else { continue }
            guard position >= 2 else { return true }
            let before = tokens[position - 2]
            // `Type.name`: only a plan type's member counts.
            if before.kind == .identifier, !dot.followsSpace {
                if qualifyingTypes.contains(before.text) { return true }
                continue
            }
            // `).name`, `].name`, `?.name`, `!.name`: a member of a value, not a case.
            if before.kind == .punctuation, [")", "]", "?", "!", ">"].contains(before.text), !dot.followsSpace { continue }
            return true
        }
        return false
    }
}
