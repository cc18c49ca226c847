import CodableCheckSchema
import CodableCheckTestSupport
import Testing

/// The reader must never crash or hang, whatever the text: every prefix of every model file
/// (cut at every byte, so also inside multi-byte characters, but for the cuts `distinctCuts`
/// shows read the same as the cut one byte earlier), and a few hostile inputs.
///
/// Time limits catch hangs, not slowness: they are generous because the suite shares two cores
/// with other builds (each case takes well under a second alone).
@Suite struct RobustnessTests {
    static let files: [(name: String, text: String)] = [
        ("books", SeedModels.books), ("languages", SeedModels.languages), ("landmarks", SeedModels.landmarks),
        ("library", NoisyModels.library), ("feed", AppModels.feed),
    ]

    @Test(.hangGuard, arguments: files.map(\.name))
    func everyTruncatedPrefixReads(name: String) throws {
        let bytes = Array(try #require(Self.files.first { $0.name == name }).text.utf8)
        for length in Self.distinctCuts(bytes) {
            let text = String(decoding: bytes[0..<length], as: UTF8.self)
            // Reading surveys every type already; planning one root exercises the root path too.
            let schema = ModelSchema(sources: [("Cut.swift", text)])
            if let first = schema.typeNames.first { _ = try? schema.plan(for: "[\(first)]") }
            #expect(schema.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }

    /// The project's seed models on disk (`Fixtures/Models`), cut the same way.
    static let fixtureModelFiles: [String] = ModelSchema.discoverSchemaPaths(from: FixtureModelTests.modelsDirectory)

    @Test(.hangGuard, arguments: fixtureModelFiles)
    func everyTruncatedPrefixOfTheSeedModelsReads(path: String) throws {
        let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        for length in Self.distinctCuts(bytes) {
            let schema = ModelSchema(sources: [("Cut.swift", String(decoding: bytes[0..<length], as: UTF8.self))])
            #expect(schema.diagnostics.allSatisfy { $0.line >= 1 && $0.column >= 1 })
        }
    }

    /// Every prefix length of `bytes`, except those that end two plain characters (letters,
    /// digits, spaces, tabs) into a comment or a run of whitespace: there the reader sees what
    /// it saw one byte earlier. Trivia makes no token, and the lexer's state at the end of such
    /// a prefix (inside a comment or not, at which nesting, after a space or a line break) was
    /// already the same one byte before; every other cut, inside tokens and at every
    /// punctuation, line break and non-ASCII byte of trivia, is kept. The sweep costs the square
    /// of a file's size, and these cuts were a quarter of it on the seed models.
    static func distinctCuts(_ bytes: [UInt8]) -> [Int] {
        var lexer = SwiftLexer(bytes: bytes, fileIndex: 0)
        var isTrivia = [Bool](repeating: true, count: bytes.count)
        for token in lexer.tokenize() where token.offset < token.endOffset {
            for index in token.offset..<min(token.endOffset, bytes.count) { isTrivia[index] = false }
        }
        func isPlainTrivia(_ index: Int) -> Bool {
            let byte = bytes[index]
            let isPlain =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            return isPlain && isTrivia[index]
        }
        return (0...bytes.count).filter { length in length < 2 || !(isPlainTrivia(length - 1) && isPlainTrivia(length - 2)) }
    }

    @Test func distinctCutsSkipOnlyPlainTrivia() {
        let text = "struct A { // ab c\n  var x: Int /* d */ }"
        let bytes = Array(text.utf8)
        let skipped = Set(0...bytes.count).subtracting(Self.distinctCuts(bytes)).sorted()
        // Inside `// ab c` after its second plain byte, and inside the four-space indentation
        // and the block comment's text; never inside `struct`, `var` or `Int`.
        #expect(skipped.map { String(decoding: bytes[..<$0].suffix(2), as: UTF8.self) } == [" a", "ab", "b ", " c", "  ", " d", "d "])
    }

    /// A named hostile input, so test output shows the name rather than kilobytes of brackets.
    struct HostileInput: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    static let hostileInputs: [HostileInput] =
        [
            .init(name: "10k open braces", text: String(repeating: "{", count: 10_000)),
            .init(name: "10k close braces", text: String(repeating: "}", count: 10_000)),
            .init(name: "2k nested structs", text: String(repeating: "struct A: Codable {", count: 2_000)),
            .init(name: "10k parens and brackets", text: String(repeating: "(", count: 10_000) + String(repeating: "[", count: 10_000)),
            .init(
                name: "20k parens then mismatched closers",
                text: "let x = " + String(repeating: "(", count: 20_000) + String(repeating: "]", count: 20_000)),
            .init(
                name: "5k nested array type",
                text: "struct A: Codable { var a: " + String(repeating: "[", count: 5_000) + "Int"
                    + String(repeating: "]", count: 5_000) + " }"),
            .init(
                name: "5k nested Optional<", text: "struct A: Codable { var a: " + String(repeating: "Optional<", count: 5_000) + "Int }"),
            .init(name: "5k nested interpolations", text: "let s = \"" + String(repeating: "\\(\"", count: 5_000)),
            .init(name: "5k #if", text: String(repeating: "#if X\n", count: 5_000)),
            .init(name: "1k stray #endif #else", text: String(repeating: "#endif\n#else\n", count: 1_000)),
            .init(name: "5k comment openers", text: String(repeating: "/*", count: 5_000)),
            .init(name: "5k nested array literal", text: "struct A: Codable { var a = " + String(repeating: "[", count: 5_000) + " }"),
            .init(name: "typealias cycle", text: "typealias A = B\ntypealias B = A\nstruct C: Codable { var a: A; var c: C.D.E.F }"),
            .init(
                name: "superclass cycles", text: "class A: A.B, Codable {}\nclass B: A {}\nclass C: C {}\nstruct S: Codable { var b: B }"),
            .init(name: "growing generic", text: "struct P<T>: Codable { var p: P<P<T>> }\nstruct Q: Codable { var p: P<Int> }"),
            .init(name: "control characters and emoji", text: "\u{0}\u{1}\u{FEFF}struct \u{1F600}: Codable { var `var`: Int }"),
            .init(name: "overflowing raw value", text: "enum E: Int, Codable { case a = 0x7FFFFFFFFFFFFFFF, b }"),
        ]
        + [
            "@", "#", "`", "\"", "#\"", "\"\"\"", "case", "struct", "var", "let x:", "extension", "init(from",
            "enum E: String, Codable { case a = ", "struct A<", "struct A: Codable { var a: [Int: }", "extension A.",
        ].map { HostileInput(name: $0, text: $0) }

    @Test(.hangGuard, arguments: hostileInputs)
    func hostileInputReads(input: HostileInput) {
        let schema = ModelSchema(sources: [("Hostile.swift", input.text)])
        for type in schema.types { _ = try? schema.plan(for: type.name) }
        for expression in ["A", "S", "Q", "P<Int>", "C", "[", "A<", "E"] { _ = try? schema.plan(for: expression) }
        _ = schema.diagnostics
    }
}

extension RobustnessTests {
    /// Inputs whose naive handling is exponential or unbounded in depth.
    @Test(
        .hangGuard,
        arguments: [
            HostileInput(name: "self-refining protocol", text: "protocol P: P, P, P, P, P, P, P, P {}\nstruct S: P { var s: Int }"),
            HostileInput(name: "self-composing alias", text: "typealias M = M & M & M & M & M & M\nstruct S: M { var s: Int }"),
            HostileInput(
                name: "doubling generic",
                text:
                    "struct Pair<A, B>: Codable { var a: A; var b: B }\nstruct P<T>: Codable { var p: P<Pair<T, T>>? }\nstruct S: Codable { var p: P<Int> }"
            ),
            HostileInput(name: "attribute generic nesting", text: String(repeating: "@A<", count: 20_000)),
            HostileInput(
                name: "attribute generic nesting in a type",
                text: "struct S: Codable { var s: " + String(repeating: "@A<", count: 20_000) + " }"),
            HostileInput(
                name: "long chain of value types",
                text: (0..<300).map { "struct T\($0): Codable { var next: T\($0 + 1)? }" }.joined(separator: "\n")),
        ])
    func pathologicalInputTerminates(input: HostileInput) {
        let schema = ModelSchema(sources: [("Hostile.swift", input.text)])
        for type in schema.types { _ = try? schema.plan(for: type.name) }
        _ = try? schema.plan(for: "S")
        _ = schema.diagnostics
    }
}

extension RobustnessTests {
    @Test(.hangGuard) func manyProblemsOnOneLongLineAreCappedAndPositionedQuickly() {
        let models = schema("struct Café: Codable {}" + String(repeating: "}", count: 100_000))
        #expect(models.diagnostics.count == 1_001)
        #expect(models.diagnostics.first?.description == "Models.swift:1:24: error: unexpected '}' at file scope")
        #expect(models.diagnostics[999].column == 1_023)
        #expect(models.diagnostics.last?.description == "Models.swift:1:1023: note: 99000 more problems in this file not listed")
    }
}
